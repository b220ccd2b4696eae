/// An animation of fixed duration whose progress follows a curve: the timing of
/// `UIView.animate(withDuration:delay:options:animations:completion:)` and of animated
/// scrolls.
///
/// It animates no property itself: its output is `progress` (0 at the start, 1 at the end),
/// which the owner uses to interpolate whatever it animates, so one value type serves every
/// animatable property.
public struct CurveAnimation<Curve: ProgressCurve>: Animation {
    /// When the animation starts, in seconds on the media clock (include any delay here).
    public let startTime: TimeInterval
    /// How long it runs, in seconds.
    public let duration: TimeInterval
    /// How progress follows time.
    public let curve: Curve

    /// The time of the last `advance(to:)`, in seconds.
    public private(set) var time: TimeInterval
    /// The curve's progress at `time`: 0 at the start, 1 at the end.
    public private(set) var progress: Double
    /// Whether the animation has reached its end.
    public private(set) var isFinished: Bool

    /// Frame times are sums of floating-point steps; a time this close to the end (in
    /// seconds) is the end, so that 18 frames of 1/60 s finish a 0.3 s animation.
    static var endTolerance: TimeInterval { 1e-9 }

    /// An animation starting at `startTime` and lasting `duration` seconds (a negative or
    /// non-finite duration counts as 0: the animation ends on its first step).
    public init(startTime: TimeInterval, duration: TimeInterval, curve: Curve) {
        self.startTime = startTime
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
        time = startTime
        progress = 0
        isFinished = false
    }

    /// When the animation ends, in seconds on the media clock.
    public var endTime: TimeInterval { startTime + duration }

    /// The fraction of the duration passed at `time`, clamped to [0, 1].
    public func fraction(at time: TimeInterval) -> Double {
        if time >= endTime - Self.endTolerance { return 1 }
        guard time > startTime, duration > 0 else { return 0 }
        return (time - startTime) / duration
    }

    /// The curve's progress at `time`: 0 until the start, 1 from the end on.
    public func progress(at time: TimeInterval) -> Double {
        let fraction = fraction(at: time)
        return fraction == 1 ? 1 : curve.progress(at: fraction)
    }

    /// Advances to `time` (seconds); returns `false` once the end is reached, with `progress`
    /// exactly 1.
    public mutating func advance(to time: TimeInterval) -> Bool {
        self.time = time
        progress = progress(at: time)
        isFinished = fraction(at: time) == 1
        return !isFinished
    }
}
