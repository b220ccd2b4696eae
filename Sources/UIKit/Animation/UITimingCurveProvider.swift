import Foundation

/// The kind of timing a `UITimingCurveProvider` describes, as UIKit's.
public enum UITimingCurveType: Int, Sendable {
    /// One of the named curves (`UIView.AnimationCurve`).
    case builtin
    /// A cubic Bézier curve given by its control points.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic curve and a spring (not made by the types here).
    case composed
}

/// Timing for a `UIViewPropertyAnimator`: a cubic curve (`UICubicTimingParameters`) or a
/// spring (`UISpringTimingParameters`), as UIKit's protocol of that name.
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the two below describe the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The curve, for `.builtin` and `.cubic`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A property animator's timing along a cubic Bézier curve from (0, 0) to (1, 1).
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, `.easeInOut` for curves given by control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (x in 0...1).
    public let controlPoint1: CGPoint
    /// The second control point (x in 0...1).
    public let controlPoint2: CGPoint
    public let timingCurveType: UITimingCurveType

    /// The default timing: ease in, ease out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// The timing of a named curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let c = curve.timingCurve
        controlPoint1 = CGPoint(x: c.controlPoint1.x, y: c.controlPoint1.y)
        controlPoint2 = CGPoint(x: c.controlPoint2.x, y: c.controlPoint2.y)
        timingCurveType = .builtin
    }

    /// The timing of the curve with these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        let c = TimingCurve(controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        controlPoint1 = CGPoint(x: c.controlPoint1.x, y: c.controlPoint1.y)
        controlPoint2 = CGPoint(x: c.controlPoint2.x, y: c.controlPoint2.y)
        timingCurveType = .cubic
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve progress follows.
    var timingCurve: TimingCurve {
        TimingCurve(controlPoints: Double(controlPoint1.x), Double(controlPoint1.y),
                    Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

/// A property animator's timing on a damped spring, as UIKit's: by damping ratio (the
/// spring settles within the animator's duration), or by mass, stiffness and damping (a
/// physical spring whose own settling time replaces the animator's duration).
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The starting velocity along each axis, in distances per second (1 covers the whole
    /// change in a second); the animated values take `dx`.
    public let initialVelocity: CGVector
    /// The damping ratio: 1 settles without overshoot, smaller values oscillate.
    let dampingRatio: Double
    /// The physical spring's settling time, in seconds (its envelope down to 0.1 %); nil
    /// when the spring is given by damping ratio and settles within the animator's duration.
    let settlingDuration: TimeInterval?
    public let timingCurveType = UITimingCurveType.spring

    /// A critically damped spring (no overshoot), at rest at the start.
    public convenience init() {
        self.init(dampingRatio: 1)
    }

    /// A spring of damping ratio `ratio`, at rest at the start.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of damping ratio `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? max(0, Double(ratio)) : 1
        initialVelocity = velocity
        settlingDuration = nil
    }

    /// A spring of a mass (kilograms) on a spring of `stiffness` (newtons per metre) with
    /// `damping` (newton-seconds per metre), starting at `velocity`: its natural frequency
    /// √(stiffness / mass) and damping ratio damping / (2 √(stiffness · mass)) set its motion
    /// and how long it takes, whatever the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let m = mass.isFinite && mass > 0 ? Double(mass) : 1
        let k = stiffness.isFinite && stiffness > 0 ? Double(stiffness) : 100
        let c = damping.isFinite && damping >= 0 ? Double(damping) : 10
        let omega = (k / m).squareRoot()
        dampingRatio = c / (2 * (k * m).squareRoot())
        initialVelocity = velocity
        // The settling time a damping-ratio spring of the same ratio is given, for the same
        // frequency (see `ViewAnimationTiming.springSettleLogarithm`).
        settlingDuration = ViewAnimationTiming.springSettleLogarithm / (max(0.05, dampingRatio) * omega)
    }

    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

extension UITimingCurveProvider {
    /// The shape progress follows, and the time it takes when the timing sets it itself.
    var animationShape: (shape: ViewAnimationTiming.Shape, duration: TimeInterval?) {
        if timingCurveType == .spring || timingCurveType == .composed, let spring = springTimingParameters {
            return (.spring(dampingRatio: spring.dampingRatio, initialVelocity: Double(spring.initialVelocity.dx)),
                    spring.settlingDuration)
        }
        return (.curve(cubicTimingParameters?.timingCurve ?? .easeInEaseOut), nil)
    }
}
