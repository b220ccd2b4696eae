import Foundation

/// One axis of a scroll view's motion after the finger lifts (or a wheel flick ends): a
/// pure value stepped with the media clock.
///
/// - Inside the content with a target (the projected rest, a page, or a target the delegate
///   changed): a `TargetedDecay` that ends exactly on the target.
/// - A fling whose projection passes an edge: a `Decay`; when it reaches the edge, its
///   velocity there is handed to the bounce `Spring` (with `bounces`), or the motion stops
///   dead at the edge (without).
/// - Released past an edge: the bounce `Spring` back to the target.
///
/// Positions are in points, velocities in points per millisecond, times in seconds.
struct ScrollAxisMotion {
    enum Phase {
        case decay(Decay)
        case targeted(TargetedDecay)
        case spring(Spring)
        case resting
    }

    private(set) var phase: Phase
    private(set) var position: Double
    let minimum: Double
    let maximum: Double
    let bounces: Bool
    /// Where the motion was told to rest (a page, a target the delegate changed); nil when
    /// it rests wherever the fling takes it.
    let target: Double?
    /// The deceleration rate, the fraction of velocity kept per millisecond.
    let rate: Double
    /// The time of the last `advance(to:)` (or the start), in seconds.
    private(set) var time: TimeInterval

    /// A motion from `position` with `velocity` (pt/ms) at `time`, coming to rest exactly
    /// at `target` when given (a page, or a target the delegate changed), else wherever the
    /// decay at `rate` takes it, bouncing at (or stopping on) the edges.
    init(position: Double, velocity: Double, target: Double?, minimum: Double, maximum: Double,
         rate: Double, bounces: Bool, time: TimeInterval) {
        self.position = position
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.bounces = bounces
        self.target = target
        self.rate = rate
        self.time = time
        let lo = minimum, hi = self.maximum
        if position < lo || position > hi {
            let inward = (position < lo && velocity > 0) || (position > hi && velocity < 0)
            let projection = Decay.restingPosition(position: position, velocity: velocity, rate: rate)
            if inward, let goal = Optional(target ?? projection), goal >= lo, goal <= hi {
                // Flung back into the content from past an edge: decelerate to the target,
                // as a release inside would.
                phase = .targeted(TargetedDecay(position: position, velocity: velocity, target: goal, startTime: time))
            } else {
                // Released past an edge: spring back to the edge (or the page target).
                let goal = min(hi, max(lo, target ?? (position < lo ? lo : hi)))
                phase = .spring(Spring(position: position, target: goal, velocity: velocity, startTime: time))
            }
        } else if let target {
            // Already at its target: it rests, whatever the velocity (the limit of a target
            // ever nearer ahead, whose decay takes ever less time; a spring out and back
            // would overshoot a target set to stop the content).
            phase = target == position
                ? .resting
                : .targeted(TargetedDecay(position: position, velocity: velocity, target: target, startTime: time))
        } else {
            let rest = Decay.restingPosition(position: position, velocity: velocity, rate: rate)
            if velocity == 0 {
                phase = .resting
            } else if rest >= lo && rest <= hi {
                phase = .targeted(TargetedDecay(position: position, velocity: velocity, target: rest, startTime: time))
            } else {
                phase = .decay(Decay(position: position, velocity: velocity, rate: rate, startTime: time))
            }
        }
    }

    /// A motion already at rest at `position`.
    init(restingAt position: Double) {
        self.position = position
        minimum = position
        maximum = position
        bounces = false
        target = nil
        rate = Double(ScrollPhysics.normalDecelerationRate)
        time = 0
        phase = .resting
    }

    /// The velocity at the last `advance(to:)`, points per millisecond.
    var velocity: Double {
        switch phase {
        case let .decay(decay): return decay.velocity
        case let .targeted(motion): return motion.velocity
        case let .spring(spring): return spring.velocity
        case .resting: return 0
        }
    }

    /// This motion going on at `time` from its position moved by `shift` (points: the app
    /// moved the content, as infinite scrollers recentre), with its velocity, inside the
    /// range `minimum...maximum` as it is now (the content or the insets changed). A target
    /// moves with the content and stays honoured while the range still reaches it.
    func continued(shiftedBy shift: Double, minimum: Double, maximum: Double, time: TimeInterval) -> ScrollAxisMotion {
        let hi = Swift.max(minimum, maximum)
        // A bounce goes on towards its edge (where the range has it now), not past it.
        var edge: Double?
        if case let .spring(spring) = phase { edge = spring.target }
        let goal = (target.map { $0 + shift } ?? edge).map { Swift.min(hi, Swift.max(minimum, $0)) }
        return ScrollAxisMotion(position: position + shift, velocity: velocity, target: goal, minimum: minimum,
                                maximum: maximum, rate: rate, bounces: bounces, time: time)
    }

    var isFinished: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// True while the motion is springing back past an edge.
    var isBouncing: Bool {
        if case .spring = phase { return true }
        return false
    }

    /// Advances to `time`; returns false once at rest.
    mutating func advance(to time: TimeInterval) -> Bool {
        self.time = time
        switch phase {
        case .resting:
            return false
        case var .targeted(motion):
            let running = motion.advance(to: time)
            position = motion.position
            phase = running ? .targeted(motion) : .resting
            return running
        case var .spring(spring):
            let running = spring.advance(to: time)
            position = running ? spring.position : spring.target
            phase = running ? .spring(spring) : .resting
            return running
        case var .decay(decay):
            let running = decay.advance(to: time)
            let edge = decay.position < minimum ? minimum : decay.position > maximum ? maximum : nil
            guard let edge else {
                position = decay.position
                phase = running ? .decay(decay) : .resting
                return running
            }
            guard bounces, let crossing = decay.time(reaching: edge) else {
                position = edge
                phase = .resting
                return false
            }
            // The fling reached the edge: its velocity there carries into the bounce.
            let bounce = Spring(position: edge, target: edge, velocity: decay.velocity(at: crossing),
                                startTime: crossing)
            phase = .spring(bounce)
            return advance(to: time)
        }
    }
}
