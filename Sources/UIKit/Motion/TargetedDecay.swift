/// A deceleration that ends exactly on a given target: what a scroll view runs after
/// `scrollViewWillEndDragging`, whose target the delegate may have changed, and which iOS
/// then reaches exactly.
///
/// When the target lies ahead of the velocity, the motion is a decay like `Decay` (velocity
/// falling by a constant factor per millisecond, stopping at the stop velocity) whose factor
/// is chosen so that it stops exactly on the target: with `k = (|v0| − vStop) / |D|` per ms,
/// `x(n) = x0 + (v0 / k)·(1 − e^(−k·n))` starts with exactly `v0`, and reaches the target
/// exactly when the speed has fallen to `vStop`, after `ln(|v0| / vStop) / k` ms. For the
/// unchanged target of a normal fling this factor is within 0.01 % of the scroll view's rate.
///
/// A decay cannot reach a target behind the velocity, or one it would need longer than
/// `maximumDuration` to reach (a release too slow for the distance). Then the motion is a
/// critically damped spring with the bounce's response from the same start and velocity,
/// which keeps the velocity, turns if it must, and settles on the target. This choice over a
/// timing-curve animation keeps the velocity continuous, so the hand-over is not felt.
///
/// How a scroll view uses the motion values after a release with velocity `v` on one axis:
/// the target is `Decay.restingPosition`, clamped to the content and offered to the
/// delegate. If it lies inside the content (changed or not), run this type to it. If the
/// unclamped projection lies past an edge and the delegate kept the clamped target, run
/// `Decay` instead and, at `Decay.time(reaching: edge)`, hand `velocity(at:)` to a bounce
/// `Spring` at the edge: iOS goes past the edge and bounces back rather than stopping dead.
///
/// Positions are in points, velocities in points per millisecond, times in seconds.
public struct TargetedDecay: SampledMotion {
    /// How the motion gets to its target.
    public enum Shape: Equatable, Sendable {
        /// An exponential decay keeping `rate` of its velocity per millisecond.
        case decay(rate: Double)
        /// A critically damped spring (target behind the velocity, or too far for it).
        case spring
    }

    /// Where the motion started, in points.
    public let startPosition: Double
    /// The velocity at the start, in points per millisecond.
    public let startVelocity: Double
    /// Where the motion ends, exactly, in points.
    public let target: Double
    /// When the motion started, in seconds on the media clock.
    public let startTime: TimeInterval
    /// How the motion gets to `target`.
    public var shape: Shape { spring == nil ? .decay(rate: exp(-k)) : .spring }

    /// The state after the latest `advance(to:)`.
    public private(set) var sample: MotionSample

    /// Decay constant per millisecond and duration in milliseconds (decay shape only).
    private let k: Double
    private let milliseconds: Double
    private let spring: Spring?

    /// Starts a motion from `position` (points) with `velocity` (points per millisecond) at
    /// `startTime` (seconds) that ends exactly at `target` (points).
    ///
    /// - Parameters:
    ///   - stopVelocity: the speed at which the decay arrives and stops, points per ms.
    ///   - maximumDuration: the longest decay allowed, in seconds, before the spring is used.
    public init(
        position: Double,
        velocity: Double,
        target: Double,
        startTime: TimeInterval,
        stopVelocity: Double = ScrollPhysics.stopVelocity,
        maximumDuration: TimeInterval = ScrollPhysics.maximumTargetedDecayDuration
    ) {
        let velocity = velocity.isFinite ? velocity : 0
        let stop = stopVelocity.isFinite && stopVelocity > 0 ? stopVelocity : ScrollPhysics.stopVelocity
        let distance = target - position
        let speed = abs(velocity)
        var decay: (k: Double, milliseconds: Double)?
        if distance * velocity > 0, speed > stop {
            let k = (speed - stop) / abs(distance)
            let milliseconds = log(speed / stop) / k
            if milliseconds <= maximumDuration * 1000 { decay = (k, milliseconds) }
        }
        startPosition = position
        startVelocity = velocity
        self.target = target
        self.startTime = startTime
        if let decay {
            k = decay.k
            milliseconds = decay.milliseconds
            spring = nil
        } else {
            k = 0
            let spring = Spring(
                response: ScrollPhysics.bounceResponse, dampingRatio: ScrollPhysics.bounceDampingRatio,
                position: position, target: target, velocity: velocity, startTime: startTime)
            milliseconds = spring.duration * 1000
            self.spring = spring
        }
        let finished = milliseconds == 0
        sample = MotionSample(start: startTime, position: finished ? target : position, velocity: velocity,
                              finished: finished)
    }

    /// How long the motion takes to reach `target`, in seconds.
    public var duration: TimeInterval { milliseconds / 1000 }

    /// When the motion reaches `target`, in seconds on the media clock.
    public var endTime: TimeInterval { startTime + duration }

    /// The position at `time` (seconds), in points; `target` from `endTime` on.
    public func position(at time: TimeInterval) -> Double {
        guard time < endTime else { return target }
        if let spring { return spring.position(at: time) }
        let n = max(time - startTime, 0) * 1000
        return startPosition + startVelocity / k * (1 - exp(-k * n))
    }

    /// The velocity at `time` (seconds), in points per millisecond; 0 from `endTime` on.
    public func velocity(at time: TimeInterval) -> Double {
        guard time < endTime else { return 0 }
        if let spring { return spring.velocity(at: time) }
        let n = max(time - startTime, 0) * 1000
        return startVelocity * exp(-k * n)
    }

    /// The time, in seconds on the media clock, at which a decay-shaped motion first passes
    /// `position`; `nil` if it never does. For handing the velocity over at a content edge,
    /// as with `Decay.time(reaching:)`. A spring-shaped motion answers only for its start.
    public func time(reaching position: Double) -> TimeInterval? {
        let distance = position - startPosition
        if distance == 0 { return startTime }
        guard spring == nil else { return nil }
        if position == target { return endTime }
        let fraction = distance * k / startVelocity
        guard fraction > 0, fraction < 1 else { return nil }
        let n = -log(1 - fraction) / k
        guard n < milliseconds else { return nil }
        return startTime + n / 1000
    }

    /// Advances to `time` (seconds); returns `false` once the motion has reached `target`.
    public mutating func advance(to time: TimeInterval) -> Bool {
        sample = MotionSample(of: self, at: time)
        return !isFinished
    }
}
