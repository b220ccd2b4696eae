import Foundation

extension UITableView {
    /// Scrolls so the row at `indexPath` sits at `scrollPosition` inside the adjusted
    /// content insets (at the top, in the plain style, below its section's floating
    /// header), clamped to the scrollable range; animated as
    /// `setContentOffset(_:animated:)`. `.none` scrolls as little as shows the whole row.
    /// A row that does not exist traps, as UIKit raises.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let geometry = loadedGeometry
        precondition(geometry.contains(indexPath), "UITableView: attempt to scroll to invalid index path: \(indexPath)")
        // The content size comes with layout: have it for the clamping.
        layoutIfNeeded()
        let floating = style == .plain ? geometry.headerHeight(inSection: indexPath.section) : 0
        let target = clampedContentOffset(offset(showing: geometry.rectForRow(at: indexPath), at: scrollPosition,
                                                 below: floating))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The content offset that puts `row` at `position`, before clamping, with a header
    /// `floating` points tall covering the top of the visible area.
    func offset(showing row: CGRect, at position: ScrollPosition, below floating: CGFloat) -> CGPoint {
        let insets = adjustedContentInset
        let top = contentOffset.y + insets.top + floating, bottom = contentOffset.y + bounds.height - insets.bottom
        var place: UICollectionView.ScrollPosition
        switch position {
        case .top: place = .top
        case .middle: place = .centeredVertically
        case .bottom: place = .bottom
        case .none: place = row.minY < top ? .top : row.maxY > bottom ? .bottom : []
        }
        let shown = place == .top ? row.offsetBy(dx: 0, dy: -floating) : row
        return UICollectionView.offset(showing: shown, at: place, from: contentOffset, viewSize: bounds.size,
                                       insets: insets)
    }
}
