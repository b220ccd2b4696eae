/// The closed-form solution of a unit-mass damped spring around 0, in seconds and points per
/// second: the maths behind `Spring`, kept apart so that each regime reads as its formula.
struct SpringMotion {
    private enum Regime {
        /// `y = e^(−a·t)·(A·cos(b·t) + B·sin(b·t))`.
        case underdamped(a: Double, b: Double, A: Double, B: Double)
        /// `y = (A + B·t)·e^(−ω·t)`.
        case critical(omega: Double, A: Double, B: Double)
        /// `y = c1·e^(r1·t) + c2·e^(r2·t)`, `r2 < r1 < 0`.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private let regime: Regime
    private let response: Double

    /// Damping ratios this close to 1 use the critical formula, which has no division by the
    /// vanishing damped frequency.
    private static let criticalTolerance = 1e-6

    /// A spring of `response` seconds and `dampingRatio`, displaced by `displacement` points
    /// and moving at `velocity` points per second at time 0; `nil` without a positive response.
    init?(response: Double, dampingRatio zeta: Double, displacement y0: Double, velocity v0: Double) {
        guard response > 0 else { return nil }
        self.response = response
        let omega = 2 * .pi / response
        if abs(zeta - 1) < SpringMotion.criticalTolerance {
            regime = .critical(omega: omega, A: y0, B: v0 + omega * y0)
        } else if zeta < 1 {
            let a = zeta * omega
            let b = omega * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(a: a, b: b, A: y0, B: (v0 + a * y0) / b)
        } else {
            let s = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + s
            let r2 = -zeta * omega - s
            let c1 = (v0 - r2 * y0) / (r1 - r2)
            regime = .overdamped(r1: r1, r2: r2, c1: c1, c2: y0 - c1)
        }
    }

    /// The displacement from the rest point at `t` seconds, in points.
    func displacement(at t: Double) -> Double {
        switch regime {
        case let .underdamped(a, b, A, B):
            return exp(-a * t) * (A * cos(b * t) + B * sin(b * t))
        case let .critical(omega, A, B):
            return (A + B * t) * exp(-omega * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The velocity at `t` seconds, in points per second.
    func velocity(at t: Double) -> Double {
        switch regime {
        case let .underdamped(a, b, A, B):
            return exp(-a * t) * ((B * b - a * A) * cos(b * t) - (A * b + a * B) * sin(b * t))
        case let .critical(omega, A, B):
            return (B - omega * (A + B * t)) * exp(-omega * t)
        case let .overdamped(r1, r2, c1, c2):
            return r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
        }
    }

    /// A bound on `|displacement(at: t)|` that never increases from `response` on.
    private func envelope(at t: Double) -> Double {
        switch regime {
        case let .underdamped(a, _, A, B):
            return (A * A + B * B).squareRoot() * exp(-a * t)
        case let .critical(omega, A, B):
            // Falls for t > 1/ω, and response = 2π/ω.
            return (abs(A) + abs(B) * t) * exp(-omega * t)
        case let .overdamped(r1, _, c1, c2):
            return (abs(c1) + abs(c2)) * exp(r1 * t)
        }
    }

    /// The time in seconds after which `|displacement|` stays within `tolerance` points; 0 if
    /// it never leaves that band.
    ///
    /// The envelope gives a time `T` after which the band holds for good; the last exit from
    /// the band before `T` is found by sampling backwards, 16 samples a period at least, then
    /// bisecting. Bounded work whatever the input, so a broken value cannot hang a frame.
    func settlingTime(within tolerance: Double) -> Double {
        let tolerance = max(tolerance, 1e-9)
        var end = response
        var doublings = 0
        while envelope(at: end) > tolerance && doublings < 64 {
            end *= 2
            doublings += 1
        }
        var period = response
        if case let .underdamped(_, b, _, _) = regime { period = 2 * .pi / b }
        let steps = min(1_000_000, max(512, Int((16 * end / period).rounded(.up))))
        let step = end / Double(steps)
        guard let outside = stride(from: steps - 1, through: 0, by: -1).first(where: {
            abs(displacement(at: Double($0) * step)) > tolerance
        }) else { return 0 }
        var low = Double(outside) * step
        var high = low + step
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if abs(displacement(at: middle)) > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
