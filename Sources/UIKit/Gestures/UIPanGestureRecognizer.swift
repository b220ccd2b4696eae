import Foundation

/// Recognizes a drag of one or more fingers, as UIKit's `UIPanGestureRecognizer`: a
/// continuous gesture that begins once the fingers' centroid has moved `hysteresis`
/// points from where it went down, changes with every move, and ends when the fingers
/// lift (fails if they lift before it began). `translation(in:)` counts from touch-down,
/// so it already measures at least `hysteresis` when the gesture begins, as on iOS.
/// Wheel and trackpad scrolling do not come here: they reach scroll views directly
/// (`UIView.scrollWheel(_:)`).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the centroid must move before the pan begins, in points. UIKit's pan (and
    /// the scroll view's) waits for about 10 pt, so a tap with a little wobble stays a tap.
    public static let hysteresis: CGFloat = 10

    /// Fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// Most fingers that pan; further fingers are ignored. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// The translation accumulated before the current set of fingers, in window points.
    private var translationBase = CGPoint.zero
    /// The centroid of the current set of fingers when that set formed, in window points.
    private var centroidStart = CGPoint.zero
    /// Translation samples (window points) for the velocity.
    private var tracker = VelocityTracker()
    /// The latest input's time, in seconds.
    private var latestTime: TimeInterval = 0

    /// Fingers still down, in the order they began.
    private var fingers: [UITouch] {
        trackedTouches.filter(\.isDown)
    }

    /// The current translation in window points.
    private var translationInWindow: CGPoint {
        let f = fingers
        guard !f.isEmpty else { return translationBase }
        let c = GestureGeometry.centroid(of: f)
        return CGPoint(x: translationBase.x + c.x - centroidStart.x, y: translationBase.y + c.y - centroidStart.y)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fold the movement of the previous set of fingers into the base before the new
        // fingers shift the centroid, so the translation does not jump.
        let previous = fingers.filter { !touches.contains($0) }
        if !previous.isEmpty {
            let c = GestureGeometry.centroid(of: previous)
            translationBase.x += c.x - centroidStart.x
            translationBase.y += c.y - centroidStart.y
        }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where fingers.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        centroidStart = GestureGeometry.centroid(of: fingers)
        latestTime = event.timestamp
        tracker.addSample(translationInWindow, at: event.timestamp)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        let translation = translationInWindow
        tracker.addSample(translation, at: event.timestamp)
        switch state {
        case .possible:
            if fingers.count >= minimumNumberOfTouches,
               hypot(translation.x, translation.y) >= Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        rebase(removing: touches)
        // The lift's position is part of the stroke only if the finger moved to get there;
        // a lift where the finger rested must not add a standing-still sample.
        if touches.contains(where: { $0.locationInWindow != $0.previousLocationInWindow }) {
            tracker.addSample(translationInWindow, at: event.timestamp)
        }
        if fingers.isEmpty || fingers.count < minimumNumberOfTouches {
            state = (state == .began || state == .changed) ? .ended : .failed
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        rebase(removing: touches)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override open func reset() {
        translationBase = .zero
        centroidStart = .zero
        tracker.removeAll()
        latestTime = 0
    }

    /// The pan's translation since touch-down in `view`'s coordinate system (window
    /// coordinates when nil), in points.
    open func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(translationInWindow, toView: view)
    }

    /// Sets the translation as `view`'s coordinate system measures it (points); later
    /// moves add to it. As in UIKit, this restarts the velocity measurement.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = GestureGeometry.vector(translation, fromView: view)
        let current = translationInWindow
        translationBase.x += wanted.x - current.x
        translationBase.y += wanted.y - current.y
        tracker.removeAll()
        tracker.addSample(wanted, at: latestTime)
    }

    /// The pan's velocity in `view`'s coordinate system (window coordinates when nil), in
    /// points per second: see `VelocityTracker` (least squares over the last 100 ms; zero
    /// once the fingers rested 40 ms).
    open func velocity(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(tracker.velocity(at: latestTime), toView: view)
    }

    /// Folds the movement up to now, `leaving` fingers included, into the base and
    /// restarts from the fingers that stay.
    private func rebase(removing leaving: Set<UITouch>) {
        let before = fingers + trackedTouches.filter { leaving.contains($0) }
        guard !before.isEmpty else { return }
        let c = GestureGeometry.centroid(of: before)
        translationBase.x += c.x - centroidStart.x
        translationBase.y += c.y - centroidStart.y
        let rest = fingers
        centroidStart = rest.isEmpty ? c : GestureGeometry.centroid(of: rest)
    }
}
