import Foundation

/// The timing of one `UIView.animate` call: a delay, then progress along a curve (or a
/// spring) over the duration, optionally reversing and repeating. Progress is what the
/// animated properties interpolate by.
struct ViewAnimationTiming: Animation {
    enum Shape {
        case curve(TimingCurve)
        /// A spring from 0 to 1 with this damping ratio and initial velocity (in
        /// distances per second, UIKit's unit).
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    let startTime: TimeInterval
    let duration: TimeInterval
    let shape: Shape
    let repeats: Bool
    let autoreverses: Bool
    private let spring: Spring?
    private(set) var progress: Double = 0
    private(set) var isFinished = false

    /// Envelope decay to 0.1 % (ln 1000 ≈ 6.9) over the duration picks a spring's response,
    /// so a spring animation has settled when its duration is up.
    static let springSettleLogarithm = 6.9

    init(startTime: TimeInterval, duration: TimeInterval, shape: Shape, repeats: Bool, autoreverses: Bool) {
        self.startTime = startTime
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.shape = shape
        // A cycle of no length cannot repeat: it would never end.
        self.repeats = repeats && self.duration > 0
        self.autoreverses = autoreverses
        if case let .spring(ratio, velocity) = shape, self.duration > 0 {
            let zeta = max(0.05, ratio)
            let response = 2 * .pi * zeta * self.duration / Self.springSettleLogarithm
            spring = Spring(response: response, dampingRatio: ratio, position: 0, target: 1,
                            velocity: velocity / 1000, startTime: startTime)
        } else {
            spring = nil
        }
    }

    /// The progress at `time`: 0 before the start; along the shape during a cycle; with
    /// autoreverse back to 0 over a second cycle; 1 when finished (a reversed animation ends
    /// at the model value too, as UIKit's does).
    func progress(at time: TimeInterval) -> Double {
        guard time > startTime else { return 0 }
        guard duration > 0 else { return 1 }
        let cycle = autoreverses ? 2 * duration : duration
        var elapsed = time - startTime
        if repeats { elapsed = elapsed.truncatingRemainder(dividingBy: cycle) } else if elapsed >= cycle - 1e-9 { return 1 }
        let forward = elapsed <= duration ? elapsed : 2 * duration - elapsed
        return shaped(forward / duration, at: startTime + forward)
    }

    private func shaped(_ fraction: Double, at time: TimeInterval) -> Double {
        switch shape {
        case let .curve(curve): return fraction >= 1 ? 1 : curve.progress(at: fraction)
        case .spring: return fraction >= 1 ? 1 : (spring?.position(at: time) ?? 1)
        }
    }

    mutating func advance(to time: TimeInterval) -> Bool {
        progress = progress(at: time)
        if !repeats, time - startTime >= (autoreverses ? 2 * duration : duration) - 1e-9 {
            progress = 1
            isFinished = true
        }
        return !isFinished
    }
}
