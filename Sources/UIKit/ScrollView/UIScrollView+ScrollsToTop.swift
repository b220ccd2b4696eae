import Foundation

extension UIWindow {
    /// The window's top strip a click on scrolls to the top, in points (ours: the
    /// desktop has no status bar to tap, so the window's very top edge stands in for it).
    public static let scrollToTopStripHeight: CGFloat = 4

    /// True when `view` is a `UIControl` or lies inside one.
    static func isInsideControl(_ view: UIView?) -> Bool {
        var v = view
        while let current = v {
            if current is UIControl { return true }
            v = current.superview
        }
        return false
    }

    /// The scroll views a scroll-to-top request may move: `scrollsToTop`, visible and in
    /// this window.
    var scrollToTopCandidates: [UIScrollView] {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let scroll = view as? UIScrollView, scroll.scrollsToTop { found.append(scroll) }
            for sub in view.subviews { visit(sub) }
        }
        visit(self)
        return found
    }

    /// Scrolls the one eligible scroll view to its top, as a tap on iOS's status bar does:
    /// nothing happens when more than one (or none) has `scrollsToTop`, when it is already
    /// at the top, or when its delegate's `scrollViewShouldScrollToTop` says no. Returns
    /// true when a scroll started; the delegate gets `scrollViewDidScrollToTop` at its end.
    @discardableResult
    public func scrollToTop() -> Bool {
        let candidates = scrollToTopCandidates
        guard candidates.count == 1, let scroll = candidates.first else { return false }
        // The top, with the horizontal offset kept (inside the range: the tap may have
        // caught the content bouncing back from a side).
        let top = scroll.clampedContentOffset(CGPoint(x: scroll.contentOffset.x, y: scroll.minimumContentOffset.y))
        guard scroll.contentOffset.y != top.y else { return false }
        guard scroll.delegate?.scrollViewShouldScrollToTop(scroll) ?? true else { return false }
        scroll.setContentOffset(top, animated: true)
        scroll.motion.isScrollingToTop = true
        scroll.motion.animationStaysInRange = true
        return true
    }
}
