import Foundation

extension UIScrollView {
    /// The room a refreshing `refreshControl` adds to the top of `adjustedContentInset`.
    var refreshInset: CGFloat {
        refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
    }

    /// Puts a new refresh control in place: behind the content, above its top.
    func installRefreshControl(replacing old: UIRefreshControl?) {
        if let old, old !== refreshControl {
            old.removeFromSuperview()
            old.scrollView = nil
        }
        guard let control = refreshControl else { return refreshingDidChange() }
        control.scrollView = self
        if control.superview !== self { insertSubview(control, at: 0) }
        placeRefreshControl()
        refreshingDidChange()
    }

    /// The spinner spans the width above the content's top (under the inset), and notes
    /// how far the content is pulled past the top; a drag that pulled far enough begins
    /// refreshing.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let top = -(adjustedContentInset.top - refreshInset)
        control.frame = CGRect(x: contentOffset.x, y: top - UIRefreshControl.height,
                               width: bounds.width, height: UIRefreshControl.height)
        control.pullDistance = max(0, top - contentOffset.y)
        if isDragging, isTracking, control.pullDistance >= UIRefreshControl.triggerDistance {
            control.pullTriggered()
        } else if !isTracking {
            control.isArmed = true
        }
    }

    /// The control began or ended refreshing: the insets change, and content left resting
    /// above the new top animates up to it.
    func refreshingDidChange() {
        contentGeometryDidChange()
        guard !isTracking, !isDragging, !motion.isMoving, !isZooming else { return }
        let rest = clampedContentOffset(contentOffset)
        if rest != contentOffset { setContentOffset(rest, animated: true) }
    }
}
