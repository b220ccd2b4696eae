import Foundation

/// The motion of a property animator as a value: from where it is (a fraction of its
/// duration done and a progress along its values) on to the end, or back to the start
/// when reversed, over the part of the duration that is left, along the animator's curve
/// or spring. Resuming after a pause or a scrub, or turning round, starts a new value from
/// the current point, so the motion never jumps.
struct PropertyAnimatorTiming: Animation {
    /// The animator's whole duration, in seconds.
    let duration: TimeInterval
    /// When this leg began, in seconds on the media clock.
    let startTime: TimeInterval
    /// The fraction of the duration done when this leg began (0...1).
    let startFraction: Double
    /// The progress along the values when this leg began (0...1, beyond for a spring).
    let startProgress: Double
    /// True when the leg runs back to the start.
    let isReversed: Bool
    private let leg: ViewAnimationTiming

    /// The fraction of the duration done at the last `advance(to:)`.
    private(set) var fraction: Double
    /// The progress along the values at the last `advance(to:)`.
    private(set) var progress: Double

    init(duration: TimeInterval, shape: ViewAnimationTiming.Shape, startTime: TimeInterval,
         startFraction: Double, startProgress: Double, isReversed: Bool) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.startTime = startTime
        self.startFraction = min(max(startFraction, 0), 1)
        self.startProgress = startProgress
        self.isReversed = isReversed
        let left = isReversed ? self.startFraction : 1 - self.startFraction
        leg = ViewAnimationTiming(startTime: startTime, duration: left * self.duration, shape: shape,
                                  repeats: false, autoreverses: false)
        fraction = self.startFraction
        progress = startProgress
    }

    /// The fraction of the leg's time gone at `time` (0...1).
    private func legFraction(at time: TimeInterval) -> Double {
        guard leg.duration > 0 else { return 1 }
        return min(max((time - startTime) / leg.duration, 0), 1)
    }

    mutating func advance(to time: TimeInterval) -> Bool {
        let u = legFraction(at: time)
        let shaped = leg.progress(at: time)
        if isReversed {
            fraction = startFraction * (1 - u)
            progress = startProgress * (1 - shaped)
        } else {
            fraction = startFraction + (1 - startFraction) * u
            progress = startProgress + (1 - startProgress) * shaped
        }
        return u < 1
    }

    /// The progress a paused animator shows at `fraction` of its duration: the fraction
    /// itself when scrubbing linearly, else the curve's (or spring's) value there.
    static func scrubbedProgress(at fraction: Double, duration: TimeInterval, shape: ViewAnimationTiming.Shape,
                                 linearly: Bool) -> Double {
        let f = min(max(fraction, 0), 1)
        if linearly || duration <= 0 { return f }
        let whole = ViewAnimationTiming(startTime: 0, duration: duration, shape: shape, repeats: false, autoreverses: false)
        return whole.progress(at: f * duration)
    }
}
