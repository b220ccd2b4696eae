/// The ease-out of the controls' own slides (a progress bar, a switch's thumb, a segmented
/// control's raised segment): `1 − (1 − t)²`, quick to leave, arriving gently.
public struct QuadraticEaseOut: ProgressCurve, Hashable, Sendable {
    /// The curve; it has no parameters.
    public init() {}

    /// `1 − (1 − t)²` for `t` clamped to [0, 1] (NaN counts as 0).
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return 1 - (1 - fraction) * (1 - fraction)
    }
}
