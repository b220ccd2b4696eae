/// Deceleration after a fling, as UIScrollView models it: the velocity keeps the fraction
/// `rate` of itself every millisecond, and the motion stops once the speed falls under the
/// stop velocity.
///
/// The model (WWDC 2018 "Designing Fluid Interfaces") steps one millisecond at a time,
/// `v ← v·r` then `x ← x + v`, so after `n` ms the velocity is `v0·rⁿ` and the position
/// `x0 + v0·r·(1 − rⁿ)/(1 − r)`, tending to `x0 + v0·r/(1 − r)`: 1 pt/ms at 0.998 rests
/// 499 pt away. The same closed forms with fractional `n` give the position between whole
/// milliseconds, so the motion is smooth at any frame rate and exact at any time.
///
/// The motion stops at `endTime`, short of the limit `restingPosition` by
/// `stopVelocity·r/(1 − r)` (4.99 pt at the normal rate). Where the end must be exactly the
/// projected target (UIScrollView after `scrollViewWillEndDragging`), use `TargetedDecay`,
/// which lands on it.
///
/// Positions are in points, velocities in points per millisecond, times in seconds.
public struct Decay: SampledMotion {
    /// Where the motion started, in points.
    public let startPosition: Double
    /// The velocity at the start, in points per millisecond.
    public let startVelocity: Double
    /// The fraction of its velocity the motion keeps per millisecond, in [0, 1).
    public let rate: Double
    /// When the motion started, in seconds on the media clock.
    public let startTime: TimeInterval
    /// The motion stops once its speed falls under this, in points per millisecond.
    public let stopVelocity: Double

    /// The state after the latest `advance(to:)`.
    public private(set) var sample: MotionSample

    /// The largest rate accepted: a rate of 1 would never stop.
    static let maximumRate = 0.99999

    /// Starts a deceleration from `position` (points) with `velocity` (points per millisecond)
    /// at `startTime` (seconds).
    ///
    /// A rate outside [0, 0.99999] is clamped into it so the motion always ends, and a
    /// non-finite velocity counts as 0.
    public init(
        position: Double,
        velocity: Double,
        rate: Double = Double(ScrollPhysics.normalDecelerationRate),
        startTime: TimeInterval,
        stopVelocity: Double = ScrollPhysics.stopVelocity
    ) {
        startPosition = position
        startVelocity = velocity.isFinite ? velocity : 0
        self.rate = rate.isNaN ? Double(ScrollPhysics.normalDecelerationRate) : min(max(rate, 0), Decay.maximumRate)
        self.startTime = startTime
        self.stopVelocity = stopVelocity.isFinite ? abs(stopVelocity) : ScrollPhysics.stopVelocity
        sample = MotionSample(start: startTime, position: position, velocity: startVelocity, finished: false)
        // `duration` reads the stored properties, so it is asked once they are all set.
        if duration == 0 {
            sample = MotionSample(start: startTime, position: position, velocity: 0, finished: true)
        }
    }

    /// Starts a deceleration at a scroll view's `decelerationRate`.
    public init(position: Double, velocity: Double, rate: ScrollDecelerationRate, startTime: TimeInterval) {
        self.init(position: position, velocity: velocity, rate: Double(rate.rawValue), startTime: startTime)
    }

    /// Where a fling from `position` with `velocity` (points per millisecond) would come to
    /// rest at `rate`, in points: `position + velocity·r/(1 − r)`.
    ///
    /// The target offset UIScrollView passes to `scrollViewWillEndDragging`.
    public static func restingPosition(position: Double, velocity: Double, rate: Double) -> Double {
        let r = min(max(rate, 0), maximumRate)
        return position + velocity * r / (1 - r)
    }

    /// The limit the motion tends to, in points (see `restingPosition(position:velocity:rate:)`).
    public var restingPosition: Double {
        Decay.restingPosition(position: startPosition, velocity: startVelocity, rate: rate)
    }

    /// How long the motion runs, in seconds: until its speed falls under `stopVelocity`,
    /// `ln(stopVelocity / |v0|) / ln(r)` milliseconds; 0 if it starts slower than that.
    public var duration: TimeInterval {
        let speed = abs(startVelocity)
        guard speed >= stopVelocity, speed > 0, rate > 0 else { return 0 }
        return log(stopVelocity / speed) / log(rate) / 1000
    }

    /// When the motion stops, in seconds on the media clock.
    public var endTime: TimeInterval { startTime + duration }

    /// Where the motion stops, in points.
    public var finalPosition: Double { position(at: endTime) }

    /// The position at `time` (seconds), in points; the start position before the start and
    /// the final position after the end.
    public func position(at time: TimeInterval) -> Double {
        let elapsed = milliseconds(to: time)
        return startPosition + startVelocity * rate * (1 - pow(rate, elapsed)) / (1 - rate)
    }

    /// The velocity at `time` (seconds), in points per millisecond: `v0·rⁿ` while moving,
    /// 0 after the end.
    public func velocity(at time: TimeInterval) -> Double {
        guard time < endTime else { return 0 }
        return startVelocity * pow(rate, milliseconds(to: time))
    }

    /// The time, in seconds on the media clock, at which the motion passes `position`, or
    /// `nil` if it stops before getting there (or moves away from it).
    ///
    /// For a fling that reaches a content edge: advance until `time(reaching: edge)` and hand
    /// `velocity(at:)` of that moment to the bounce, so the handover happens at the exact
    /// crossing even when it falls between two frames.
    public func time(reaching position: Double) -> TimeInterval? {
        let distance = position - startPosition
        if distance == 0 { return startTime }
        let travel = restingPosition - startPosition
        guard travel != 0 else { return nil }
        let fraction = distance / travel
        guard fraction > 0, fraction < 1 else { return nil }
        let elapsed = log(1 - fraction) / log(rate) / 1000
        guard elapsed <= duration else { return nil }
        return startTime + elapsed
    }

    /// Advances to `time` (seconds); returns `false` once the speed has fallen under
    /// `stopVelocity`, leaving `position` at `finalPosition` and `velocity` at 0.
    public mutating func advance(to time: TimeInterval) -> Bool {
        sample = MotionSample(of: self, at: time)
        return !isFinished
    }

    /// Milliseconds from the start to `time`, clamped to the motion's span.
    private func milliseconds(to time: TimeInterval) -> Double {
        (min(max(time, startTime), endTime) - startTime) * 1000
    }
}
