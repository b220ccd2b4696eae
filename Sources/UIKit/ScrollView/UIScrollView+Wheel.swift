import Foundation

extension UIScrollView {
    /// A precise wheel stream ends after this long without a delta, in seconds (ours:
    /// trackpads send deltas every 8-16 ms while the fingers move).
    static let wheelStreamEndDelay: TimeInterval = 0.06
    /// How long a notched wheel's smooth scroll takes, in seconds (ours, as browsers'
    /// smooth scrolling: short enough that fast notches feel direct).
    static let wheelAnimationDuration: TimeInterval = 0.15

    /// A wheel or trackpad scroll under the pointer: moves the content directly, with no
    /// touch delay. Notched wheels scroll smoothly to an accumulated target (paging: a
    /// page a notch) and end with `scrollViewDidEndScrollingAnimation`; precise deltas
    /// move the content like a drag (rubber-banding with `bounces`), and when they stop the
    /// content keeps the stream's momentum, ending with `scrollViewDidEndDecelerating`.
    /// Returns false (so an outer view may scroll) when this view cannot scroll along the
    /// delta's axes. Shift turns a vertical wheel horizontal, as desktop toolkits do.
    func handleScrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        guard isScrollEnabled, !isTracking else { return false }
        var delta = event.delta
        if event.modifierFlags.contains(.shift), delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
        delta = CGPoint(x: scrollsHorizontally ? delta.x : 0, y: scrollsVertically ? delta.y : 0)
        guard delta != .zero else { return false }
        if event.isPrecise {
            continueWheelStream(by: delta, at: event.timestamp)
        } else {
            scrollByNotches(delta)
        }
        return true
    }

    private func scrollByNotches(_ delta: CGPoint) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        let base = scrollAnimationTarget
        var target = CGPoint(x: base.x + delta.x, y: base.y + delta.y)
        if isPagingEnabled {
            func paged(_ value: CGFloat, _ d: CGFloat, _ page: CGFloat, _ minimum: CGFloat) -> CGFloat {
                guard d != 0, page > 0 else { return value }
                let current = CGFloat(ScrollTargets.page(at: value, pageSize: page, minimum: minimum))
                return minimum + (current + (d > 0 ? 1 : -1)) * page
            }
            target = CGPoint(x: paged(base.x, delta.x, bounds.width, lo.x), y: paged(base.y, delta.y, bounds.height, lo.y))
        }
        target = CGPoint(x: ScrollTargets.clamp(target.x, minimum: lo.x, maximum: hi.x),
                         y: ScrollTargets.clamp(target.y, minimum: lo.y, maximum: hi.y))
        guard target != base || motion.isMoving else { return }
        if case .deceleration = motion.kind { stopMotion() }
        guard target != contentOffset else { return }
        startScrollAnimation(to: target, duration: UIScrollView.wheelAnimationDuration)
    }

    private func continueWheelStream(by delta: CGPoint, at time: TimeInterval) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        if case .wheelStream = motion.kind {} else {
            stopMotion()
            drag = DragState()
            drag.movesX = delta.x != 0 || scrollsHorizontally
            drag.movesY = delta.y != 0 || scrollsVertically
            drag.startOffset = CGPoint(x: inverseRubberBand(contentOffset.x, limits: lo.x...hi.x, dimension: bounds.width),
                                       y: inverseRubberBand(contentOffset.y, limits: lo.y...hi.y, dimension: bounds.height))
            drag.startPage = (ScrollTargets.page(at: contentOffset.x, pageSize: bounds.width, minimum: lo.x),
                              ScrollTargets.page(at: contentOffset.y, pageSize: bounds.height, minimum: lo.y))
            wheelVelocity.removeAll()
            wheelVelocity.addSample(drag.startOffset, at: time)
            isDragging = true
            motion.kind = .wheelStream(lastEvent: time)
            startMotionLink()
            delegate?.scrollViewWillBeginDragging(self)
        }
        motion.kind = .wheelStream(lastEvent: time)
        drag.startOffset = CGPoint(x: drag.startOffset.x + delta.x, y: drag.startOffset.y + delta.y)
        wheelVelocity.addSample(drag.startOffset, at: time)
        let raw = drag.startOffset
        contentOffset = CGPoint(
            x: bounces ? rubberBand(raw.x, limits: lo.x...hi.x, dimension: bounds.width) : min(hi.x, max(lo.x, raw.x)),
            y: bounces ? rubberBand(raw.y, limits: lo.y...hi.y, dimension: bounds.height) : min(hi.y, max(lo.y, raw.y)))
        if !bounces { drag.startOffset = contentOffset }
    }

    /// The deltas stopped: release like a drag with the stream's velocity.
    func endWheelStream() {
        guard case let .wheelStream(lastEvent) = motion.kind else { return }
        motion.kind = .none
        motion.link?.isPaused = true
        let v = wheelVelocity.velocity(at: lastEvent)
        var velocity = CGPoint(x: v.x / 1000, y: v.y / 1000)
        if hypot(velocity.x, velocity.y) < CGFloat(ScrollPhysics.minimumReleaseVelocity) { velocity = .zero }
        release(velocity: velocity)
    }
}
