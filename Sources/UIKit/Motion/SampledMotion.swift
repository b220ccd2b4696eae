import Foundation

/// Where a one-dimensional motion stands after its latest `advance(to:)`: the state that
/// `Decay`, `Spring` and `TargetedDecay` share.
public struct MotionSample: Equatable, Sendable {
    /// The time of the sample, in seconds.
    public let time: TimeInterval
    /// The position at `time`, in points.
    public let position: Double
    /// The velocity at `time`, in points per millisecond; 0 once stopped.
    public let velocity: Double
    /// Whether the motion has stopped.
    public let isFinished: Bool

    /// A motion at `position` with `velocity` at its start `time`; one that is `finished`
    /// already (it has nowhere to go) is at rest.
    init(start time: TimeInterval, position: Double, velocity: Double, finished: Bool) {
        self.time = time
        self.position = position
        self.velocity = finished ? 0 : velocity
        isFinished = finished
    }

    /// `motion` sampled at `time`.
    init<Motion: SampledMotion>(of motion: Motion, at time: TimeInterval) {
        self.time = time
        position = motion.position(at: time)
        velocity = motion.velocity(at: time)
        isFinished = time >= motion.endTime
    }
}

/// A one-dimensional motion given in closed form (position and velocity as functions of
/// time), advanced by sampling: `Decay`, `Spring`, `TargetedDecay`. Each stores one
/// `MotionSample` and advances with `sample = MotionSample(of: self, at: time)`.
public protocol SampledMotion: Animation {
    /// The position at `time` (seconds), in points.
    func position(at time: TimeInterval) -> Double
    /// The velocity at `time` (seconds), in points per millisecond.
    func velocity(at time: TimeInterval) -> Double
    /// When the motion stops, in seconds.
    var endTime: TimeInterval { get }
    /// The state after the latest `advance(to:)`.
    var sample: MotionSample { get }
}

extension SampledMotion {
    /// The time of the last `advance(to:)`, in seconds.
    public var time: TimeInterval { sample.time }
    /// The position at `time`, in points.
    public var position: Double { sample.position }
    /// The velocity at `time`, in points per millisecond; 0 once stopped.
    public var velocity: Double { sample.velocity }
    /// Whether the motion has stopped.
    public var isFinished: Bool { sample.isFinished }
}
