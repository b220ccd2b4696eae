import Foundation

/// Recognizes a pinch, as UIKit's `UIPinchGestureRecognizer`: a continuous gesture whose
/// `scale` is the distance between two fingers over their distance when the second one
/// touched down. It begins once that distance changed by `hysteresis` points and ends
/// when a finger lifts; a third finger is ignored. `location(in:)` is the fingers'
/// centroid.
///
/// On the desktop Ctrl+wheel is a pinch too, centred on the pointer (the window routes
/// it here): it begins with the first such wheel event, changes with each one, multiplying
/// `scale` by `ZoomPhysics.wheelNotchScale` (1.1) per notch turned away from the user
/// (zoom in) or by `ZoomPhysics.scale(forPreciseWheelDelta:)` (`exp(-delta / 100)`) for a
/// precise delta in points (negative delta, a scroll up, zooms in, as browsers do), and ends when no Ctrl+wheel event came for
/// `wheelZoomEndDelay` (a deadline), when Ctrl is released, or when the wheel turns without
/// Ctrl. `numberOfTouches` is 0 during such a zoom.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the fingers' spread must change before the pinch begins, in points: enough
    /// that two fingers dragging together stay a pan.
    public static let hysteresis: CGFloat = 8
    /// A Ctrl+wheel zoom ends when no wheel event came for this long, in seconds. Notched
    /// wheels repeat every 30-100 ms while turned; 0.2 s outlasts that without leaving the
    /// zoom hanging visibly after the hand stops.
    public static let wheelZoomEndDelay: TimeInterval = 0.2

    /// The pinch's scale from the fingers' spread (or the wheel), unaffected by `scale`'s
    /// setter.
    private var rawScale: CGFloat = 1
    /// `scale / rawScale`, changed when the app sets `scale`.
    private var scaleAdjustment: CGFloat = 1
    /// The two fingers' distance when the second touched down, in window points.
    private var initialDistance: CGFloat?
    /// Samples of `rawScale` (x) for the velocity.
    private var tracker = VelocityTracker()
    private var latestTime: TimeInterval = 0
    /// Where the pointer is during a Ctrl+wheel zoom (window points); nil otherwise.
    private var wheelLocation: CGPoint?

    /// True while Ctrl+wheel drives this pinch.
    var isWheelZooming: Bool { wheelLocation != nil }
    var isWheelDriven: Bool { isWheelZooming }

    /// The scale relative to the start of the pinch (1 at touch-down). Setting it (apps
    /// often set 1 after applying each change) makes later changes relative to that value.
    open var scale: CGFloat {
        get { rawScale * scaleAdjustment }
        set { scaleAdjustment = rawScale == 0 ? 1 : newValue / rawScale }
    }

    /// How fast the scale changes, in scale factor per second (from the fingers' spread or
    /// the wheel; see `VelocityTracker`). Zero once the fingers or wheel rested 40 ms.
    open var velocity: CGFloat {
        tracker.velocity(at: latestTime).x * scaleAdjustment
    }

    /// The two fingers still down, in the order they began.
    private var fingers: [UITouch] {
        trackedTouches.filter(\.isDown)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        for touch in touches.sorted(by: { $0.identifier < $1.identifier })
        where isWheelZooming || fingers.count > 2 {
            ignore(touch, for: event)
        }
        let f = fingers
        if initialDistance == nil, f.count == 2 {
            initialDistance = GestureGeometry.distance(f[0].locationInWindow, f[1].locationInWindow)
            tracker.addSample(CGPoint(x: rawScale, y: 0), at: event.timestamp)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        let f = fingers
        guard let d0 = initialDistance, d0 > 0, f.count == 2 else { return }
        let d = GestureGeometry.distance(f[0].locationInWindow, f[1].locationInWindow)
        rawScale = d / d0
        tracker.addSample(CGPoint(x: rawScale, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            if abs(d - d0) >= Self.hysteresis { state = .began }
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
            if fingers.isEmpty {
                state = .failed
            } else {
                // One finger left before the pinch began: wait for a new second finger.
                initialDistance = nil
                rawScale = 1
                tracker.removeAll()
            }
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override open func deadlineReached(at time: TimeInterval) {
        if isWheelZooming {
            latestTime = time
            endWheelGesture()
        }
    }

    override open func reset() {
        rawScale = 1
        scaleAdjustment = 1
        initialDistance = nil
        tracker.removeAll()
        latestTime = 0
        wheelLocation = nil
    }

    /// The fingers' centroid, or the pointer during a Ctrl+wheel zoom, in `view`'s
    /// coordinates (window coordinates when nil), in points.
    override open func location(in view: UIView?) -> CGPoint {
        guard let wheelLocation else { return super.location(in: view) }
        return GestureGeometry.point(wheelLocation, in: view)
    }

    /// Applies one Ctrl+wheel event: begins the zoom on the first, changes it after.
    func applyWheel(_ event: UIScrollWheelEvent) {
        guard state == .possible || state == .began || state == .changed else { return }
        let factor = CGFloat(event.isPrecise
            ? ZoomPhysics.scale(forPreciseWheelDelta: Double(event.delta.y))
            : pow(ZoomPhysics.wheelNotchScale, -Double(event.deltaInLines.y)))
        if !isWheelZooming {
            tracker.removeAll()
            tracker.addSample(CGPoint(x: rawScale, y: 0), at: event.timestamp)
        }
        wheelLocation = event.locationInWindow
        rawScale *= factor
        latestTime = event.timestamp
        tracker.addSample(CGPoint(x: rawScale, y: 0), at: event.timestamp)
        deadline = event.timestamp + Self.wheelZoomEndDelay
        state = state == .possible ? .began : .changed
    }

    /// Ends a Ctrl+wheel zoom (or fails one never granted).
    func endWheelGesture() {
        guard isWheelZooming else { return }
        deadline = nil
        state = (state == .began || state == .changed) ? .ended : .failed
    }
}

extension UIPinchGestureRecognizer: WheelDrivenGesture {}
