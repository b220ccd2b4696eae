import Foundation

extension UITableView {
    /// Scrolls so the row at `indexPath` sits at `scrollPosition` inside the adjusted
    /// content insets (in the plain style, below its section's floating header), clamped to
    /// the scrollable range; animated as `setContentOffset(_:animated:)`. `.none` scrolls
    /// as little as shows the whole row. A row that does not exist traps, as UIKit raises.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let geometry = loadedGeometry
        precondition(geometry.contains(indexPath), "UITableView: attempt to scroll to invalid index path: \(indexPath)")
        // The content size comes with layout: have it for the clamping.
        layoutIfNeeded()
        var row = geometry.rectForRow(at: indexPath)
        if style == .plain {
            let header = geometry.headerHeight(inSection: indexPath.section)
            row = CGRect(x: row.minX, y: row.minY - header, width: row.width, height: row.height + header)
        }
        let target = clampedContentOffset(offset(showing: row, at: scrollPosition))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The content offset that puts `rect` at `position`, before clamping.
    func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        var resolved: UICollectionView.ScrollPosition
        switch position {
        case .top: resolved = .top
        case .middle: resolved = .centeredVertically
        case .bottom: resolved = .bottom
        case .none:
            let insets = adjustedContentInset
            let top = contentOffset.y + insets.top, bottom = contentOffset.y + bounds.height - insets.bottom
            resolved = rect.minY < top ? .top : rect.maxY > bottom ? .bottom : []
        }
        return UICollectionView.offset(showing: rect, at: resolved, from: contentOffset, viewSize: bounds.size,
                                       insets: adjustedContentInset)
    }
}
