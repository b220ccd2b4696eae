/// A cubic Bézier timing curve, as `CAMediaTimingFunction` defines one: from (0, 0) to (1, 1)
/// with two control points, mapping the fraction of elapsed time (x) to progress (y).
///
/// The named curves carry Core Animation's control points. Progress is solved to within
/// 1e-6 of the exact curve.
public struct TimingCurve: ProgressCurve, Hashable, Sendable {
    /// The first control point, x in [0, 1].
    public let controlPoint1: (x: Double, y: Double)
    /// The second control point, x in [0, 1].
    public let controlPoint2: (x: Double, y: Double)

    private let bezier: UnitBezier

    /// A curve with control points (x1, y1) and (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`. The x values are clamped to [0, 1],
    /// as Core Animation does, so that each time has one progress; y values may overshoot.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let x1 = x1.isNaN ? 0 : min(max(x1, 0), 1)
        let x2 = x2.isNaN ? 1 : min(max(x2, 0), 1)
        let y1 = y1.isFinite ? y1 : 0
        let y2 = y2.isFinite ? y2 : 1
        controlPoint1 = (x1, y1)
        controlPoint2 = (x2, y2)
        bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Progress equal to elapsed time: control points (0, 0), (1, 1).
    public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
    /// Slow start: control points (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
    /// Slow end: control points (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
    /// Slow start and end, the default of `UIView.animate`: control points (0.42, 0),
    /// (0.58, 1).
    public static let easeInEaseOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's default for implicit animations: control points (0.25, 0.1),
    /// (0.25, 1).
    public static let `default` = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The progress at `fraction` of the duration, with `fraction` clamped to [0, 1].
    public func progress(at fraction: Double) -> Double {
        bezier.y(forX: fraction)
    }

    /// Whether two curves have the same control points.
    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        lhs.bezier == rhs.bezier
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bezier)
    }
}
