/// A damped spring pulling a value to a target, described as SwiftUI and UIKit describe
/// springs: by `response` (the period of the undamped oscillation, seconds) and
/// `dampingRatio` (1 critically damped, below 1 oscillating, above 1 sluggish).
///
/// With unit mass, stiffness is `(2π / response)²` and damping `4π·ζ / response`. Motion
/// follows the closed-form solution of `x'' = −stiffness·(x − target) − damping·x'`, so any
/// time can be asked for directly, at any frame rate, with no integration error.
///
/// The bounce back of a scroll view past its edge is this spring, critically damped with
/// `ScrollPhysics.bounceResponse`: started with the velocity of a fling that reaches the
/// edge, it goes out, turns, and returns without crossing the edge.
///
/// Positions are in points (or any unit), velocities in points per millisecond, times in
/// seconds.
public struct Spring: SampledMotion {
    /// The period of the undamped oscillation, in seconds.
    public let response: TimeInterval
    /// The damping ratio ζ: 1 is critical damping.
    public let dampingRatio: Double
    /// Where the motion started, in points.
    public let startPosition: Double
    /// Where the spring pulls to, in points.
    public let target: Double
    /// The velocity at the start, in points per millisecond.
    public let startVelocity: Double
    /// When the motion started, in seconds on the media clock.
    public let startTime: TimeInterval
    /// The motion ends, snapping to `target`, once it stays within this many points of it.
    public let restingDistance: Double

    /// The state after the latest `advance(to:)`.
    public private(set) var sample: MotionSample

    /// How long the spring moves, in seconds: until it stays within `restingDistance` of
    /// `target`.
    public let duration: TimeInterval

    /// The closed-form motion; `nil` for a spring without response, which jumps.
    private let motion: SpringMotion?

    /// Damping ratios below this are raised to it, so that every spring comes to rest.
    static let minimumDampingRatio = 0.01

    /// Starts a spring at `startTime` (seconds) from `position` (points) moving at `velocity`
    /// (points per millisecond), pulling to `target`.
    ///
    /// A `response` that is not positive makes the value jump to `target` at once; a damping
    /// ratio under 0.01 counts as 0.01; a non-finite velocity counts as 0.
    public init(
        response: TimeInterval = ScrollPhysics.bounceResponse,
        dampingRatio: Double = ScrollPhysics.bounceDampingRatio,
        position: Double,
        target: Double,
        velocity: Double = 0,
        startTime: TimeInterval,
        restingDistance: Double = ScrollPhysics.springRestingDistance
    ) {
        self.response = response > 0 && response.isFinite ? response : 0
        self.dampingRatio = dampingRatio.isFinite ? max(dampingRatio, Spring.minimumDampingRatio) : 1
        startPosition = position
        self.target = target
        startVelocity = velocity.isFinite ? velocity : 0
        self.startTime = startTime
        self.restingDistance = restingDistance.isFinite ? abs(restingDistance) : ScrollPhysics.springRestingDistance
        motion = SpringMotion(
            response: self.response, dampingRatio: self.dampingRatio,
            displacement: position - target, velocity: startVelocity * 1000)
        duration = motion?.settlingTime(within: self.restingDistance) ?? 0
        let finished = duration == 0
        sample = MotionSample(start: startTime, position: finished ? target : position, velocity: startVelocity,
                              finished: finished)
    }

    /// The spring constant for unit mass, `(2π / response)²`, per second squared.
    public var stiffness: Double {
        response > 0 ? pow(2 * .pi / response, 2) : .infinity
    }

    /// The damping coefficient for unit mass, `4π·ζ / response`, per second.
    public var damping: Double {
        response > 0 ? 4 * .pi * dampingRatio / response : .infinity
    }

    /// When the spring comes to rest, in seconds on the media clock.
    public var endTime: TimeInterval { startTime + duration }

    /// The position at `time` (seconds), in points; `target` from `endTime` on.
    public func position(at time: TimeInterval) -> Double {
        guard time < endTime, let motion else { return target }
        return target + motion.displacement(at: max(time - startTime, 0))
    }

    /// The velocity at `time` (seconds), in points per millisecond; 0 from `endTime` on.
    public func velocity(at time: TimeInterval) -> Double {
        guard time < endTime, let motion else { return 0 }
        return motion.velocity(at: max(time - startTime, 0)) / 1000
    }

    /// How long after the start, in seconds, the spring comes within `tolerance` points of
    /// `target` for good (0 if it never leaves that band).
    ///
    /// This is the "settle time" of a bounce: 100 pt of overshoot comes within 0.5 pt in
    /// about 0.68 s with the bounce's parameters.
    public func settlingTime(within tolerance: Double) -> TimeInterval {
        motion?.settlingTime(within: tolerance) ?? 0
    }

    /// Advances to `time` (seconds); returns `false` once the spring has come to rest, which
    /// leaves `position` exactly on `target`.
    public mutating func advance(to time: TimeInterval) -> Bool {
        sample = MotionSample(of: self, at: time)
        return !isFinished
    }

}
