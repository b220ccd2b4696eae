import Foundation

/// An animated page curl as a value: the point of the outer edge the turn carries moves
/// from where it is to where the turn ends, and the leaf follows it
/// (`PageCurlGeometry(pulling:to:)`). Points are in the leaf turned so the spine is at
/// x = 0 (`PageCurlGeometry.Spine.canonical`), in points.
///
/// Progress eases in and out, `(1 - cos(π t)) / 2`, as UIKit's animated turns do; the path
/// bows away from the straight line by `lift` at its middle, so a tapped or programmatic
/// turn lifts its corner first and the axis leans mid-way, then lies straight at the ends.
struct PageCurlMotion: Equatable {
    /// How long a whole turn takes (outer edge to its mirror beyond the spine), in seconds;
    /// a partial one takes its share of it, at least `minimumDuration`.
    static let fullDuration: TimeInterval = 0.5
    /// The shortest animation, in seconds (a turn released almost where it ends).
    static let minimumDuration: TimeInterval = 0.15
    /// The bow of a tap's or a program's path, as a share of the leaf's breadth.
    static let liftShare = 0.12

    private(set) var from: CGPoint, to: CGPoint
    /// Points off the straight path at the middle (canonical y), in points.
    private(set) var lift: Double
    let start: TimeInterval
    let duration: TimeInterval
    /// Where the carried point is now.
    private(set) var position: CGPoint

    /// A motion from `from` to `to` beginning at `start`, over a leaf `length` points long:
    /// the time is the share of a whole turn's distance (twice the length) it covers.
    init(from: CGPoint, to: CGPoint, lift: Double = 0, start: TimeInterval, length: Double) {
        self.from = from
        self.to = to
        self.lift = lift
        self.start = start
        let distance = hypot(to.x - from.x, to.y - from.y)
        duration = max(Self.minimumDuration, Self.fullDuration * min(1, distance / max(1, 2 * length)))
        position = from
    }

    /// The same motion on a leaf stretched `sx` along its length and `sy` across it (the
    /// window resized mid-turn): the same start, duration and share of the way.
    func scaled(x sx: CGFloat, y sy: CGFloat) -> PageCurlMotion {
        var scaled = self
        scaled.from = CGPoint(x: from.x * sx, y: from.y * sy)
        scaled.to = CGPoint(x: to.x * sx, y: to.y * sy)
        scaled.lift = lift * Double(sy)
        scaled.position = CGPoint(x: position.x * sx, y: position.y * sy)
        return scaled
    }

    /// Moves to `time` (seconds); returns false once the motion has arrived.
    mutating func advance(to time: TimeInterval) -> Bool {
        let t = min(1, max(0, (time - start) / duration))
        let eased = (1 - cos(Double.pi * t)) / 2
        position = CGPoint(x: from.x + (to.x - from.x) * eased,
                           y: from.y + (to.y - from.y) * eased - lift * sin(Double.pi * eased))
        return t < 1
    }
}
