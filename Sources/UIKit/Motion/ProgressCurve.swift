/// Maps the fraction of an animation's duration that has passed to the fraction of its
/// change that has happened: a timing function.
///
/// `TimingCurve` (Core Animation's cubic Béziers) and `CosineProgress` (scroll animations)
/// conform; callers may add their own.
public protocol ProgressCurve {
    /// The progress at `fraction` of the duration. Both run from 0 to 1; progress may leave
    /// that range in between for curves that overshoot.
    func progress(at fraction: Double) -> Double
}
