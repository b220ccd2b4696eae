/// A cubic Bézier from (0, 0) to (1, 1) with two free control points, evaluated as a
/// function y(x): the maths of `CAMediaTimingFunction` and CSS `cubic-bezier()`.
///
/// The curve is kept in polynomial form, `x(t) = ((ax·t + bx)·t + cx)·t`, so a sample costs
/// three multiply-adds. Solving x(t) = x uses Newton's method from t = x, which converges in
/// a few steps on every curve but those with a nearly flat x(t), and falls back to bisection,
/// which always converges, for those.
struct UnitBezier: Hashable, Sendable {
    private let ax, bx, cx: Double
    private let ay, by, cy: Double

    /// How close x(t) must come to the requested x. The slope dy/dx of a timing curve stays
    /// well under 1000 away from its ends, so y is then right to better than 1e-6.
    static let xTolerance = 1e-10

    /// A curve with control points (x1, y1) and (x2, y2); x1 and x2 must lie in [0, 1] for
    /// y(x) to be a function, which `TimingCurve` ensures.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    private func slopeX(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t in [0, 1] at which the curve's x is `x`.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            if abs(error) < UnitBezier.xTolerance { return t }
            let slope = slopeX(at: t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > 1e-15 {
            let value = self.x(at: t)
            if abs(value - x) < UnitBezier.xTolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The curve's y where its x is `x`, for `x` clamped to [0, 1] (NaN counts as 0).
    func y(forX x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return y(at: parameter(forX: x))
    }
}
