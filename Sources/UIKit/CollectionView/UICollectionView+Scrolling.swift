import Foundation

extension UICollectionView {
    /// Scrolls so the item at `indexPath` sits at `scrollPosition` (one vertical and one
    /// horizontal option; an axis without one keeps its offset) inside the adjusted content
    /// insets, clamped to the scrollable range; animated as `setContentOffset(_:animated:)`.
    /// An item the layout does not have traps, as UIKit raises.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            preconditionFailure("UICollectionView: attempt to scroll to invalid index path: \(indexPath)")
        }
        let offset = Self.offset(showing: attributes.frame, at: scrollPosition, from: contentOffset,
                                 viewSize: bounds.size, insets: adjustedContentInset)
        let target = clampedContentOffset(offset)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The content offset that puts `frame` at `position` in a view of `viewSize` with
    /// `insets`, before clamping; axes without an option keep `current`.
    static func offset(showing frame: CGRect, at position: ScrollPosition, from current: CGPoint,
                       viewSize: CGSize, insets: UIEdgeInsets) -> CGPoint {
        func place(_ start: ScrollPosition, _ middle: ScrollPosition, _ end: ScrollPosition) -> AxisPlace? {
            position.contains(start) ? .start : position.contains(middle) ? .middle : position.contains(end) ? .end : nil
        }
        return CGPoint(
            x: axisOffset(frame.minX, frame.maxX, current: current.x, length: viewSize.width, leading: insets.left,
                          trailing: insets.right, place(.left, .centeredHorizontally, .right)),
            y: axisOffset(frame.minY, frame.maxY, current: current.y, length: viewSize.height, leading: insets.top,
                          trailing: insets.bottom, place(.top, .centeredVertically, .bottom)))
    }

    /// Where along one axis an item is put.
    private enum AxisPlace { case start, middle, end }

    /// One axis of `offset(showing:at:from:viewSize:insets:)`: the offset that puts the
    /// item spanning `low...high` at `place` in `length` points less the insets.
    private static func axisOffset(_ low: CGFloat, _ high: CGFloat, current: CGFloat, length: CGFloat, leading: CGFloat,
                                   trailing: CGFloat, _ place: AxisPlace?) -> CGFloat {
        switch place {
        case .start: return low - leading
        case .middle: return (low + high) / 2 - leading - (length - leading - trailing) / 2
        case .end: return high - length + trailing
        case nil: return current
        }
    }
}
