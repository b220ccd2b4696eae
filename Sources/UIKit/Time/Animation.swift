/// A motion described as a value: given the time, it knows where it is.
///
/// Decay, springs, timing-curve and scroll animations conform. A view (or `AnimationDriver`)
/// owns the value, advances it once per frame and applies its output; the value itself holds
/// no view and reads no clock, so tests can step it to any time and check its numbers.
public protocol Animation {
    /// Moves the animation to `time` (seconds on the media clock) and updates its output.
    ///
    /// - Returns: `true` while the animation is still running after this step, `false` once
    ///   it has finished (its output is then its final value).
    mutating func advance(to time: TimeInterval) -> Bool
}
