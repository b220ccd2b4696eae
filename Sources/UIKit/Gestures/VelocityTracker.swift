import Foundation

/// Estimates the velocity of a moving point from timed samples: the slope of a
/// least-squares line fitted, per axis, through the samples of the last
/// `VelocityTracker.horizon` seconds before the newest one. Like Android's and Flutter's
/// trackers (and what an iOS user feels), a finger that stops and rests before lifting
/// reports no velocity, while one jittery sample cannot swing the result.
///
/// A pure value: no clock, no view; time arrives with each sample.
public struct VelocityTracker: Sendable {
    /// Samples older than this, counted back from the newest sample, are ignored, in
    /// seconds. 100 ms as Android's and Flutter's trackers use (and iOS's release velocity
    /// behaves alike).
    public static let horizon: TimeInterval = 0.1
    /// No sample for this long before the time asked about means the point stopped, in
    /// seconds: 40 ms, Flutter's `kAssumePointerMoveStoppedMilliseconds` (a finger still
    /// moving reports every 8-16 ms).
    public static let stopThreshold: TimeInterval = 0.04
    /// At most this many samples are kept (the newest), so storage never grows.
    public static let capacity = 20

    private var times: [TimeInterval] = []
    private var points: [CGPoint] = []

    /// An empty tracker.
    public init() {
        times.reserveCapacity(VelocityTracker.capacity)
        points.reserveCapacity(VelocityTracker.capacity)
    }

    /// Records `point` (any coordinate space, e.g. window points) at `time` seconds. A
    /// sample older than the newest one restarts the tracker (time went backwards).
    public mutating func addSample(_ point: CGPoint, at time: TimeInterval) {
        if let last = times.last, time < last { removeAll() }
        if times.count == VelocityTracker.capacity {
            times.removeFirst()
            points.removeFirst()
        }
        times.append(time)
        points.append(point)
    }

    /// Forgets every sample.
    public mutating func removeAll() {
        times.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }

    /// The newest sample's time, in seconds; nil when empty.
    public var latestTime: TimeInterval? { times.last }

    /// The velocity at the newest sample, in units of the samples per second (points per
    /// second for points); see `velocity(at:)`.
    public var velocity: CGPoint {
        times.last.map { velocity(at: $0) } ?? .zero
    }

    /// The velocity at `time` (seconds, not before the newest sample), in units of the
    /// samples per second: the least-squares slope of the samples within `horizon` before
    /// `time`. Zero with fewer than two such samples, or when the newest sample is more
    /// than `stopThreshold` before `time` (the point stopped, as a finger resting before
    /// it lifts).
    /// - Complexity: O(`capacity`).
    public func velocity(at time: TimeInterval) -> CGPoint {
        guard let newest = times.last, time - newest <= VelocityTracker.stopThreshold + 1e-9 else { return .zero }
        var first = times.count
        while first > 0, time - times[first - 1] <= VelocityTracker.horizon + 1e-9 { first -= 1 }
        let n = times.count - first
        guard n >= 2 else { return .zero }
        // Centre time and position on their means so the sums stay well conditioned.
        var mt = 0.0, mx = 0.0, my = 0.0
        for i in first..<times.count {
            mt += times[i] - newest
            mx += Double(points[i].x)
            my += Double(points[i].y)
        }
        mt /= Double(n); mx /= Double(n); my /= Double(n)
        var stt = 0.0, stx = 0.0, sty = 0.0
        for i in first..<times.count {
            let dt = times[i] - newest - mt
            stt += dt * dt
            stx += dt * (Double(points[i].x) - mx)
            sty += dt * (Double(points[i].y) - my)
        }
        guard stt > 0 else { return .zero }
        return CGPoint(x: CGFloat(stx / stt), y: CGFloat(sty / stt))
    }
}
