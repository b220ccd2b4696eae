import Foundation

/// Recognizes fingers held still, as UIKit's `UILongPressGestureRecognizer`: a continuous
/// gesture that begins once `numberOfTouchesRequired` fingers have been down for
/// `minimumPressDuration` without moving more than `allowableMovement`, changes as they
/// move (any distance, once begun), and ends when they lift. Lifting or moving too far
/// before the duration fails it. With `numberOfTapsRequired` > 0 the press must follow
/// that many quick taps (a tap then hold is `numberOfTapsRequired = 1`).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds. Default 0.5, as UIKit's.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far a finger may move before the press begins, in points. Default 10, as UIKit's.
    open var allowableMovement: CGFloat = 10
    /// Fingers that must press. Default 1.
    open var numberOfTouchesRequired = 1
    /// Quick taps before the press. Default 0.
    open var numberOfTapsRequired = 0

    /// Where each finger of the press went down (window points).
    private var starts: [(touch: UITouch, start: CGPoint)] = []
    private var tapsCompleted = 0
    private var pressing = false

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            // Extra fingers after the press began are not part of it.
            for touch in touches { ignore(touch, for: event) }
            return
        default:
            break
        }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            starts.append((touch, touch.locationInWindow))
        }
        let down = starts.filter { $0.touch.isDown }.count
        if down > numberOfTouchesRequired {
            state = .failed
            return
        }
        if down == numberOfTouchesRequired {
            pressing = true
            deadline = event.timestamp + (tapsCompleted < numberOfTapsRequired
                ? UITapGestureRecognizer.maximumIntervalBetweenTaps
                : max(0, minimumPressDuration))
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let moved = starts.contains { entry in
                touches.contains(entry.touch)
                    && GestureGeometry.distance(entry.touch.locationInWindow, entry.start) > allowableMovement
            }
            if moved { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            // A completed quick tap before the press: wait for the next touch-down.
            if tapsCompleted < numberOfTapsRequired, pressing, starts.allSatisfy({ !$0.touch.isDown }) {
                tapsCompleted += 1
                starts.removeAll()
                pressing = false
                deadline = event.timestamp + UITapGestureRecognizer.maximumIntervalBetweenTaps
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override open func deadlineReached(at time: TimeInterval) {
        guard state == .possible else { return }
        // Held long enough: the press begins. Otherwise a tap was held too long to be a tap,
        // or the next tap did not come.
        state = pressing && tapsCompleted >= numberOfTapsRequired ? .began : .failed
    }

    override open func reset() {
        starts.removeAll()
        tapsCompleted = 0
        pressing = false
    }
}
