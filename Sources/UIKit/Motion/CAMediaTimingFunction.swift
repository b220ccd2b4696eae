/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name as Core Animation spells it (`kCAMediaTimingFunctionEaseIn` is "easeIn").
    public let rawValue: String

    /// Wraps a name; unknown names make `CAMediaTimingFunction(name:)` use `.default`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Progress equal to elapsed time.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve for implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's timing function object, so that iOS code creating one ports unchanged;
/// the curve itself is the value type `TimingCurve`.
public final class CAMediaTimingFunction: ProgressCurve {
    /// The cubic Bézier this function evaluates.
    public let curve: TimingCurve

    /// One of the predefined functions; an unknown name gives `.default`'s curve.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        default: curve = .default
        }
    }

    /// A function with control points (c1x, c1y) and (c2x, c2y); x values are clamped to
    /// [0, 1].
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Wraps a `TimingCurve`.
    public init(curve: TimingCurve) {
        self.curve = curve
    }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the free points, 3: (1, 1)) into
    /// `values[0]` and `values[1]`; other indices leave `values` untouched, as Core Animation
    /// ignores them.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double)
        switch index {
        case 0: point = (0, 0)
        case 1: point = curve.controlPoint1
        case 2: point = curve.controlPoint2
        case 3: point = (1, 1)
        default: return
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The progress at `fraction` of the duration (see `TimingCurve.progress(at:)`).
    public func progress(at fraction: Double) -> Double {
        curve.progress(at: fraction)
    }
}
