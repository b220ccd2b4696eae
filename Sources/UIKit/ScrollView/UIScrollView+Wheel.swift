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
        // Fingers on the content own it: a drag tracks them, a pinch may hold them after
        // the drag gave up (content that cannot scroll while zoomed out).
        guard isScrollEnabled, !isTracking, !isPinchingWithFingers else { return false }
        // A zoom animation in flight ends first, at its end (`scrollViewDidEndZooming`), so
        // the wheel scrolls the content as the zoom leaves it: measured from a frame on the
        // way, a notch scrolled back towards where the zoom began, or found nothing to scroll.
        endZoomAnimation()
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
        let base = scrollAnimationTarget
        var target = CGPoint(x: base.x + delta.x, y: base.y + delta.y)
        // A notch turns one page: from the page in view, one page in its direction.
        if isPagingEnabled { target = pageTurn(from: base, towards: target) }
        target = clampedContentOffset(target)
        guard target != base || motion.isMoving else { return }
        // A notch adds to a smooth scroll in progress; any other motion (a deceleration, a
        // precise stream's drag, a zoom animation) ends first, with its end call.
        if case .animation = motion.kind {} else { stopMotion() }
        guard target != contentOffset else { return }
        startScrollAnimation(to: target, duration: UIScrollView.wheelAnimationDuration)
        motion.animationStaysInRange = true
    }

    private func continueWheelStream(by delta: CGPoint, at time: TimeInterval) {
        if case .wheelStream = motion.kind {} else {
            stopMotion()
            drag = DragState()
            drag.movesX = delta.x != 0 || scrollsHorizontally
            drag.movesY = delta.y != 0 || scrollsVertically
            drag.startOffset = unbandedOffset(contentOffset)
            drag.lastOffset = contentOffset
            drag.startPage = currentPage
            wheelVelocity.removeAll()
            wheelVelocity.addSample(drag.startOffset, at: time)
            isDragging = true
            motion.kind = .wheelStream(lastEvent: time)
            startMotionLink()
            delegate?.scrollViewWillBeginDragging(self)
        }
        motion.kind = .wheelStream(lastEvent: time)
        if contentOffset != drag.lastOffset {
            // The app moved the content mid-stream: the deltas go on from there.
            drag.startOffset.x += contentOffset.x - drag.lastOffset.x
            drag.startOffset.y += contentOffset.y - drag.lastOffset.y
        }
        drag.startOffset = CGPoint(x: drag.startOffset.x + delta.x, y: drag.startOffset.y + delta.y)
        wheelVelocity.addSample(drag.startOffset, at: time)
        drag.lastOffset = draggedOffset(raw: drag.startOffset)
        contentOffset = drag.lastOffset
        if !bounces { drag.startOffset = contentOffset }
    }

    /// The deltas stopped: release like a drag with the stream's velocity.
    func endWheelStream() {
        guard case let .wheelStream(lastEvent) = motion.kind else { return }
        motion.kind = .none
        motion.link?.isPaused = true
        let v = wheelVelocity.velocity(at: lastEvent)
        release(velocity: UIScrollView.releaseVelocity(CGPoint(x: v.x / 1000, y: v.y / 1000)))
    }
}
