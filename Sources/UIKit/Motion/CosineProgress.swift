/// The progress curve of UIScrollView's animated scrolls, `(1 − cos(π·t)) / 2` (R):
/// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` over 0.3 s.
///
/// Half a cosine wave: it leaves and arrives with zero velocity and is symmetric about the
/// middle, where its slope is π/2.
public struct CosineProgress: ProgressCurve, Hashable, Sendable {
    /// The curve; it has no parameters.
    public init() {}

    /// `(1 − cos(π·t)) / 2` for `t` clamped to [0, 1] (NaN counts as 0).
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return (1 - cos(.pi * fraction)) / 2
    }
}
