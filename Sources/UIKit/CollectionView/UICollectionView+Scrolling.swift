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
        var offset = current
        if position.contains(.top) {
            offset.y = frame.minY - insets.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - insets.top - (viewSize.height - insets.top - insets.bottom) / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - viewSize.height + insets.bottom
        }
        if position.contains(.left) {
            offset.x = frame.minX - insets.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - insets.left - (viewSize.width - insets.left - insets.right) / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - viewSize.width + insets.right
        }
        return offset
    }
}
