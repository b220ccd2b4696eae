import Foundation

extension UITableView {
    /// Scrolls so the row at `indexPath` sits at `scrollPosition` inside the adjusted
    /// content insets (at the top, in the plain style, below its section's floating
    /// header), clamped to the scrollable range; animated as
    /// `setContentOffset(_:animated:)`. `.none` scrolls as little as shows the whole row.
    /// A row that does not exist traps, as UIKit raises.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        precondition(loadedGeometry.contains(indexPath), "UITableView: attempt to scroll to invalid index path: \(indexPath)")
        // The content size comes with layout (which may measure rows): have it for the clamping.
        layoutIfNeeded()
        var target = target(showing: indexPath, at: scrollPosition)
        if geometry?.hasEstimates == true {
            // Self-sizing rows measured where the row comes to rest move it: go there, let
            // them be measured, aim again, until the aim holds (a few rounds at most). An
            // animated scroll then runs from what was on screen (the first row shown, where
            // it was: rows measured above it moved it in the content) to the aim.
            let start = contentOffset
            let anchor = indexPathsForVisibleRows?.first
            let anchorOnScreen = anchor.map { rectForRow(at: $0).minY - start.y }
            for _ in 0..<4 where target != contentOffset {
                contentOffset = target
                layoutIfNeeded()
                target = self.target(showing: indexPath, at: scrollPosition)
            }
            guard animated else { return }
            if let anchor, let anchorOnScreen, loadedGeometry.contains(anchor) {
                contentOffset = clampedContentOffset(CGPoint(x: start.x, y: rectForRow(at: anchor).minY - anchorOnScreen))
            } else {
                contentOffset = start
            }
            layoutIfNeeded()
            target = self.target(showing: indexPath, at: scrollPosition)
        }
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The resting offset that puts the row at `indexPath` at `position`, from the geometry
    /// as it stands.
    private func target(showing indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        let geometry = loadedGeometry
        let floating = style == .plain ? geometry.headerHeight(inSection: indexPath.section) : 0
        return clampedContentOffset(offset(showing: geometry.rectForRow(at: indexPath), at: position, below: floating))
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
