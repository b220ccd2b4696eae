import Foundation

/// Recognizes two fingers turning about each other, as UIKit's
/// `UIRotationGestureRecognizer`: a continuous gesture that begins once the line between
/// the fingers has turned `hysteresis` radians, changes as it turns, and ends when a finger
/// lifts. `rotation` is in radians since the fingers went down (clockwise positive on
/// screen, as UIKit's), `velocity` in radians per second.
///
/// On the desktop Shift+Ctrl+wheel rotates as Ctrl+wheel pinches (the window routes it
/// here), centred on the pointer: it begins with the first such wheel event, changes with
/// each one by `wheelNotchAngle` (15°) per notch, clockwise for a wheel turned towards the
/// user (a scroll down), and ends when no such event came for
/// `UIPinchGestureRecognizer.wheelZoomEndDelay`, when Ctrl is released or when the wheel
/// turns without it. `numberOfTouches` is 0 during such a rotation.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the gesture begins, in radians (ours: about 3°,
    /// so a pinch with a slight twist stays a pinch).
    public static let hysteresis: CGFloat = 0.05
    /// How far one wheel notch turns a Shift+Ctrl+wheel rotation, in radians: 15°, so 6
    /// notches make a quarter turn (photo apps rotate by 90°), and a precise (trackpad)
    /// delta of `UIScrollWheelEvent.pointsPerLine` points turns as far as a notch.
    public static let wheelNotchAngle: CGFloat = .pi / 12

    /// Where the pointer is during a Shift+Ctrl+wheel rotation (window points); nil
    /// otherwise.
    private var wheelLocation: CGPoint?
    var isWheelDriven: Bool { wheelLocation != nil }

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
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where isWheelDriven || fingers.count > 2 {
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
        wheelLocation = nil
    }

    override open func deadlineReached(at time: TimeInterval) {
        if isWheelDriven {
            latestTime = time
            endWheelGesture()
        }
    }

    /// The fingers' centroid, or the pointer during a Shift+Ctrl+wheel rotation, in
    /// `view`'s coordinates (window coordinates when nil), in points.
    override open func location(in view: UIView?) -> CGPoint {
        guard let wheelLocation else { return super.location(in: view) }
        return GestureGeometry.point(wheelLocation, in: view)
    }

    /// Applies one Shift+Ctrl+wheel event: begins the rotation on the first, changes it
    /// after. The vertical delta turns it; a host that makes Shift+wheel horizontal gives
    /// the horizontal one, used when there is no vertical delta.
    func applyWheel(_ event: UIScrollWheelEvent) {
        guard state == .possible || state == .began || state == .changed else { return }
        let lines = event.deltaInLines.y != 0 ? event.deltaInLines.y : event.deltaInLines.x
        if !isWheelDriven {
            tracker.removeAll()
            tracker.addSample(CGPoint(x: rotation, y: 0), at: event.timestamp)
        }
        wheelLocation = event.locationInWindow
        unwrapped += lines * Self.wheelNotchAngle
        latestTime = event.timestamp
        tracker.addSample(CGPoint(x: rotation, y: 0), at: event.timestamp)
        deadline = event.timestamp + UIPinchGestureRecognizer.wheelZoomEndDelay
        state = state == .possible ? .began : .changed
    }

    /// Ends a Shift+Ctrl+wheel rotation (or fails one never granted).
    func endWheelGesture() {
        guard isWheelDriven else { return }
        deadline = nil
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    /// One finger left before the gesture began: wait for a new second finger.
    private func restart() {
        angleBase = nil
        unwrapped = 0
        tracker.removeAll()
    }
}

extension UIRotationGestureRecognizer: WheelDrivenGesture {}
