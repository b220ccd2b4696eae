import Foundation

/// The pan recognizer a scroll view owns (`panGestureRecognizer`). It is UIKit's pan with
/// one addition: it tells its scroll view when fingers touch down and when they all lift,
/// so the scroll view can track (`isTracking`), catch a moving content on touch-down, and
/// finish a touch that never became a drag.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    required init() { super.init() }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // The first finger down (the new touches are already tracked here).
        if fingersDown.allSatisfy(touches.contains) { scrollView?.beginTracking() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if fingersDown.isEmpty { scrollView?.fingersLifted() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if fingersDown.isEmpty { scrollView?.fingersLifted() }
    }

    /// The pan may also fail with a finger still down (an outer scroll view took the
    /// drag, the content refused to give up its touches): it then sees no more touches, so
    /// the scroll view's tracking ends here rather than waiting for a lift it will never see.
    override func reset() {
        super.reset()
        scrollView?.panDidReset()
    }

    private var fingersDown: [UITouch] {
        trackedTouches.filter(\.isDown)
    }
}

/// Holds a touch back from a scroll view's content until it is clear it is not a drag:
/// 150 ms without the pan beginning (`delaysContentTouches`), at once without the delay.
/// It fails to let the touches through, and recognizes to swallow them: when the pan
/// begins first, when the touch caught moving content, or when `touchesShouldBegin`
/// says no.
final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?

    required init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        if scrollView.drag.caughtMotion {
            state = .ended
        } else if scrollView.delaysContentTouches && scrollView.isScrollEnabled {
            if deadline == nil { deadline = event.timestamp + ScrollPhysics.contentTouchDelay }
        } else {
            release(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A tap shorter than the delay: the content gets it whole.
        if state == .possible { release(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func deadlineReached(at time: TimeInterval) {
        guard state == .possible else { return }
        release(Set(trackedTouches), with: nil)
    }

    /// Lets the touches through to the content (fails), unless the scroll view's
    /// `touchesShouldBegin(_:with:in:)` refuses for their view (then swallows them).
    private func release(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let scrollView else { state = .failed; return }
        let content = touches.compactMap(\.view).first { $0 !== scrollView && $0.isDescendant(of: scrollView) }
        if let content, !scrollView.touchesShouldBegin(touches, with: event, in: content) {
            state = .ended
        } else {
            scrollView.drag.contentHasTouches = content != nil
            state = .failed
        }
    }

    override func reset() {
        deadline = nil
    }

    /// The pan began first: the held touches never reach the content.
    func swallow() {
        if state == .possible { state = .ended }
    }
}
