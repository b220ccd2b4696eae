import Foundation

extension UIScrollView {
    /// The fraction of velocity kept per millisecond after a fling, as UIKit's
    /// `UIScrollView.DecelerationRate` (`.normal` 0.998, `.fast` 0.99).
    public typealias DecelerationRate = ScrollDecelerationRate

    /// The smallest content offset at rest, in points: `-adjustedContentInset.left/top`.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset at rest, in points: content plus insets less the bounds,
    /// never below the minimum (content smaller than the view rests at the minimum).
    public var maximumContentOffset: CGPoint { maximumContentOffset(forContentSize: contentSize) }

    /// The largest resting offset the content would have at `size` (points), with the
    /// current insets and bounds.
    func maximumContentOffset(forContentSize size: CGSize) -> CGPoint {
        let inset = adjustedContentInset, minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, size.width + inset.right - bounds.width),
                       y: max(minimum.y, size.height + inset.bottom - bounds.height))
    }

    /// `offset` (points) clamped into the resting range, `minimumContentOffset` to
    /// `maximumContentOffset`: where content comes to rest.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        clampedContentOffset(offset, contentSize: contentSize)
    }

    /// `offset` clamped into the resting range the content would have at `size` (points).
    func clampedContentOffset(_ offset: CGPoint, contentSize size: CGSize) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset(forContentSize: size)
        return CGPoint(x: min(hi.x, max(lo.x, offset.x)), y: min(hi.y, max(lo.y, offset.y)))
    }

    /// The content shrank under the offset (rows deleted, a smaller reload, rows measured
    /// smaller than estimated): at rest, an offset past the end comes back to the end, as
    /// UIKit's table and collection views do, so the view is not left showing nothing. A
    /// finger, a fling, a bounce or an animation moving the content settle it themselves.
    func settleOffsetAfterContentShrank() {
        guard !isTracking, !isMoving else { return }
        let hi = maximumContentOffset
        let settled = CGPoint(x: min(contentOffset.x, hi.x), y: min(contentOffset.y, hi.y))
        if settled != contentOffset { contentOffset = settled }
    }

    /// True when the content is wider than the view (with insets).
    var contentExceedsWidth: Bool { maximumContentOffset.x > minimumContentOffset.x }
    /// True when the content is taller than the view (with insets).
    var contentExceedsHeight: Bool { maximumContentOffset.y > minimumContentOffset.y }

    /// True when a drag may move the content horizontally: it is wider than the view, or it
    /// always bounces horizontally, which takes `bounces` too (Apple's documentation: "If this
    /// property is set to true and bounces is true, ... dragging is allowed"). Without it a
    /// drag would begin, move nothing and keep the touch from an outer scroll view.
    var scrollsHorizontally: Bool { contentExceedsWidth || (alwaysBounceHorizontal && bounces) }
    /// True when a drag may move the content vertically, as `scrollsHorizontally`. As on iOS,
    /// content that scrolls on neither axis still lets a vertical drag bounce when
    /// `alwaysBounceVertical` (and `bounces`) is set.
    var scrollsVertically: Bool { contentExceedsHeight || (alwaysBounceVertical && bounces) }

    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` picks,
    /// plus the spinner's room while a refresh control refreshes.
    func computeAdjustedContentInset() -> UIEdgeInsets {
        var inset = insetForSafeArea()
        inset.top += refreshInset
        return inset
    }

    /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says.
    private func insetForSafeArea() -> UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            return contentInset
        case .always:
            return contentInset + safe
        case .automatic, .scrollableAxes:
            // Whether an axis scrolls is judged on the content and the unadjusted insets,
            // as UIKit does, so the adjustment cannot feed back into itself. `.automatic`
            // also insets the top and bottom of a controller's own scroll view inside a
            // navigation controller, scrollable or not, as UIKit's does.
            let scrollsX = contentSize.width + contentInset.horizontal > bounds.width || alwaysBounceHorizontal
            let isNavigationContent = contentInsetAdjustmentBehavior == .automatic
                && (next as? UIViewController)?.navigationController != nil
            let scrollsY = contentSize.height + contentInset.vertical > bounds.height || alwaysBounceVertical
                || isNavigationContent
            return contentInset + UIEdgeInsets(top: scrollsY ? safe.top : 0, left: scrollsX ? safe.left : 0,
                                               bottom: scrollsY ? safe.bottom : 0, right: scrollsX ? safe.right : 0)
        }
    }

    /// Recomputes `adjustedContentInset`, telling the delegate when it changed.
    func updateAdjustedContentInset() {
        let old = adjustedContentInset
        let adjusted = computeAdjustedContentInset()
        adjustedContentInset = adjusted
        keepRestingAtTheTop(from: old, to: adjusted)
        if adjusted != announcedAdjustedContentInset {
            announcedAdjustedContentInset = adjusted
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// Content resting at its top (or left) edge stays there when the safe area's part of
    /// the adjusted inset changes (a navigation bar arriving after the scroll view was
    /// made), as iOS keeps it, so the first content shows below the bar. A change of
    /// `contentInset` itself moves nothing, as in UIKit.
    private func keepRestingAtTheTop(from old: UIEdgeInsets, to new: UIEdgeInsets) {
        // The safe area's part alone: not the content inset, nor a refresh control's room.
        let withSafeArea = insetForSafeArea()
        let safeArea = UIEdgeInsets(top: withSafeArea.top - contentInset.top, left: withSafeArea.left - contentInset.left,
                                    bottom: withSafeArea.bottom - contentInset.bottom,
                                    right: withSafeArea.right - contentInset.right)
        let last = lastInsetParts
        lastInsetParts = (contentInset, safeArea)
        guard last.content == contentInset, last.safeArea != safeArea, !isTracking, !isDragging, !isDecelerating
        else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        if offset != contentOffset { contentOffset = offset }
    }

    /// The content size, insets, safe area or bounds size changed.
    func contentGeometryDidChange() {
        updateAdjustedContentInset()
        placeRefreshControl()
        setNeedsDisplay()
    }

    /// The view's size changed: content at rest moves back inside the range the new size
    /// gives, as iOS adjusts the offset when the frame changes outside a drag. Content that
    /// a finger, a motion or a zoom holds is left to them: they end inside the range.
    func restInsideRangeIfIdle() {
        guard !isTracking, !isDragging, !isZooming, !motion.isMoving, !zoom.needsSettle else { return }
        let rest = clampedContentOffset(contentOffset)
        if rest != contentOffset { contentOffset = rest }
    }

    /// `bounds.origin` changed: tell the delegate, as UIKit does for every change, and lay
    /// out again, as UIKit does (tiling and view recycling live in `layoutSubviews`).
    func didChangeContentOffset() {
        setNeedsLayout()
        placeRefreshControl()
        if isDragging || isDecelerating || motion.isMoving { showIndicatorsForActivity() }
        delegate?.scrollViewDidScroll(self)
    }
}
