import Foundation

/// Recognizes two fingers turning about each other, as UIKit's
/// `UIRotationGestureRecognizer`: a continuous gesture that begins once the line between
/// the fingers has turned `hysteresis` radians, changes as it turns, and ends when a finger
/// lifts. `rotation` is in radians since the fingers went down (clockwise positive on
/// screen, as UIKit's), `velocity` in radians per second.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the gesture begins, in radians (ours: about 3°,
    /// so a pinch with a slight twist stays a pinch).
    public static let hysteresis: CGFloat = 0.05

    private var angleBase: CGFloat?
    private var unwrapped: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var adjustment: CGFloat = 0
    private var tracker = VelocityTracker()
    private var latestTime: TimeInterval = 0

    /// The rotation since the fingers went down, in radians; setting it restarts the
    /// measurement from that value (as UIKit apps reset it to 0 in their action).
    open var rotation: CGFloat {
        get { unwrapped + adjustment }
        set {
            adjustment = newValue - unwrapped
            tracker.removeAll()
            tracker.addSample(CGPoint(x: newValue, y: 0), at: latestTime)
        }
    }

    /// The rotation's speed, in radians per second.
    open var velocity: CGFloat {
        tracker.velocity(at: latestTime).x
    }

    private var fingers: [UITouch] { trackedTouches.filter(\.isDown) }

    private func angle(_ f: [UITouch]) -> CGFloat {
        atan2(f[1].locationInWindow.y - f[0].locationInWindow.y, f[1].locationInWindow.x - f[0].locationInWindow.x)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where fingers.count > 2 {
            ignore(touch, for: event)
        }
        let f = fingers
        if angleBase == nil, f.count == 2 {
            angleBase = angle(f)
            lastAngle = angleBase!
            tracker.addSample(.zero, at: event.timestamp)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        let f = fingers
        guard angleBase != nil, f.count == 2 else { return }
        let a = angle(f)
        // Unwrap across ±π so a full turn reads 2π, not 0.
        var step = a - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        unwrapped += step
        lastAngle = a
        tracker.addSample(CGPoint(x: rotation, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            if abs(unwrapped) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        switch state {
        case .began, .changed:
            state = .ended
        default:
            if fingers.isEmpty { state = .failed } else { restart() }
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override open func reset() {
        restart()
        adjustment = 0
        latestTime = 0
    }

    /// One finger left before the gesture began: wait for a new second finger.
    private func restart() {
        angleBase = nil
        unwrapped = 0
        tracker.removeAll()
    }
}
