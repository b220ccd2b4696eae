import Foundation

/// The shape of a page being turned by curling: the leaf rolls around a cylinder lying on
/// it, as paper does when its outer edge is lifted and pulled towards the spine.
///
/// Everything is in the leaf's own coordinates, (0, 0) at its top-left corner, in whatever
/// unit the caller uses (points in UIKit, pixels for `Canvas.drawPageCurl`; `scaled(by:)`
/// converts). The cylinder's axis is the line through `axisPoint` perpendicular to
/// `normal`; `normal` is a unit vector pointing from the axis towards the lifted part.
///
/// A leaf point at signed distance `s = (p - axisPoint) · normal` stays flat when `s <= 0`;
/// otherwise it wraps around the cylinder, `s` being the arc length from where the paper
/// leaves the page: at angle `θ = s / radius` it is seen at distance `radius * sin(θ)`
/// beyond the axis, and past half a turn (`s > π * radius`) it lies flat again on top,
/// upside down, at `π * radius - s`. Angles below `π / 2` show the paper's front, above it
/// its back. `project(_:)` is that forward mapping; the renderer inverts it per pixel.
///
/// The geometry is a value computed from a finger (`init(leafSize:spine:pulling:to:)`: the
/// point first touched is carried to the finger, so the axis follows it, at an angle when
/// the finger leaves the straight line) or from an animation's progress
/// (`init(leafSize:spine:progress:angle:)`). In both, the spine edge stays pinned: the
/// angle is narrowed until no spine point lifts.
public struct PageCurlGeometry: Equatable, Sendable {
    /// Which edge of the leaf is held by the spine; the opposite edge is the one that lifts.
    public enum Spine: Sendable, Equatable {
        /// The left edge (UIKit's `.min` spine, horizontal): the right edge lifts.
        case left
        /// The right edge (`.max`, horizontal): the left edge lifts.
        case right
        /// The top edge (`.min`, vertical): the bottom edge lifts.
        case top
        /// The bottom edge (`.max`, vertical): the top edge lifts.
        case bottom

        /// True when pages turn left and right (the spine is a vertical edge).
        public var isHorizontal: Bool { self == .left || self == .right }

        /// `point` (leaf coordinates) in the leaf turned so the spine is at x = 0 and the
        /// outer edge at x = its length, breadth along y.
        public func canonical(_ point: CGPoint, leafSize: CGSize) -> CGPoint {
            let c = PageCurlGeometry.toCanonical(point, spine: self, isVector: false, size: leafSize)
            return CGPoint(x: c.x, y: c.y)
        }

        /// The leaf point whose `canonical(_:leafSize:)` is `point`.
        public func leafPoint(_ point: CGPoint, leafSize: CGSize) -> CGPoint {
            PageCurlGeometry.fromCanonical(point, spine: self, isVector: false, size: leafSize)
        }
    }

    /// The radius of the roll when a turn begins, as a share of the leaf's length from spine
    /// to outer edge; it shrinks linearly to 0 as the turn completes, so a finished turn
    /// leaves the leaf flat on the other side. About what iOS's curl shows on a phone page.
    public static let startRadiusShare = 0.12

    /// The widest the axis may lean from parallel with the spine, in radians (60°): beyond
    /// that the roll would run along the leaf instead of across it.
    public static let maximumAngle = Double.pi / 3

    /// The leaf's size.
    public let leafSize: CGSize
    /// The edge held by the spine.
    public let spine: Spine
    /// A point of the cylinder's axis, in leaf coordinates.
    public let axisPoint: CGPoint
    /// Unit vector from the axis towards the lifted part, in leaf coordinates.
    public let normal: CGPoint
    /// The cylinder's radius, in leaf units; 0 at the end of a turn (a flat fold).
    public let radius: Double
    /// How far the turn has gone, 0 (flat, unturned) to 1 (turned over onto the other side
    /// of the spine): the pull's length over twice the leaf's length.
    public let progress: Double

    /// The leaf's length from the spine to the outer edge, in leaf units.
    public var length: Double { spine.isHorizontal ? leafSize.width : leafSize.height }

    /// The axis's lean from parallel with the spine, in radians, in the leaf turned so its
    /// spine is on the left: positive when the pull heads down (the finger moved towards
    /// the bottom for a left spine, towards the right for a top spine), which lifts the
    /// outer edge's upper corner first.
    public var angle: Double {
        let n = Self.toCanonical(normal, spine: spine, isVector: true, size: leafSize)
        return atan2(-n.y, n.x)
    }

    /// True when no part of the leaf is lifted.
    public var isFlat: Bool { progress <= 0 }

    /// The flat, unturned leaf.
    public init(leafSize: CGSize, spine: Spine) {
        self.init(leafSize: leafSize, spine: spine, progress: 0, angle: 0)
    }

    /// The geometry of an animated turn at `progress` (0...1), its axis leaning `angle`
    /// radians (clamped to `maximumAngle`, narrowed to keep the spine down), centred on the
    /// outer edge's midpoint.
    public init(leafSize: CGSize, spine: Spine, progress: Double, angle: Double) {
        let l = Double(spine.isHorizontal ? leafSize.width : leafSize.height)
        let b = Double(spine.isHorizontal ? leafSize.height : leafSize.width)
        let p = progress.isFinite ? min(1, max(0, progress)) : 0
        let a = angle.isFinite ? min(Self.maximumAngle, max(-Self.maximumAngle, angle)) : 0
        let start = SIMD2(l, b / 2)
        self.init(spine: spine, leafSize: leafSize,
                  canonical: Self.solve(length: l, breadth: b, start: start, pull: 2 * l * p, angle: a))
    }

    /// The geometry of a finger's pull: the leaf point under `touch` when the drag began is
    /// carried to `finger` (both in leaf coordinates), its pull measured from the outer
    /// edge, so a drag begun anywhere on the page lifts the outer edge. A pull away from
    /// the spine leaves the leaf flat.
    public init(leafSize: CGSize, spine: Spine, pulling touch: CGPoint, to finger: CGPoint) {
        let l = Double(spine.isHorizontal ? leafSize.width : leafSize.height)
        let b = Double(spine.isHorizontal ? leafSize.height : leafSize.width)
        let t = Self.toCanonical(touch, spine: spine, isVector: false, size: leafSize)
        let f = Self.toCanonical(finger, spine: spine, isVector: false, size: leafSize)
        let start = SIMD2(l, min(b, max(0, t.y)))
        let pull = SIMD2(t.x - f.x, t.y - f.y)
        let distance = (pull * pull).sum().squareRoot()
        let solved: Canonical
        if !(distance > 0) || !(pull.x > 0) || !distance.isFinite {
            solved = Self.solve(length: l, breadth: b, start: start, pull: 0, angle: 0)
        } else {
            // The pull's direction is the normal; its lean is measured from the x axis.
            let lean = min(Self.maximumAngle, max(-Self.maximumAngle, atan2(-pull.y, pull.x)))
            solved = Self.solve(length: l, breadth: b, start: start, pull: min(distance, 2 * l), angle: lean)
        }
        self.init(spine: spine, leafSize: leafSize, canonical: solved)
    }

    /// The same geometry with every length multiplied by `scale` (points to pixels).
    public func scaled(by scale: Double) -> PageCurlGeometry {
        PageCurlGeometry(leafSize: CGSize(width: leafSize.width * scale, height: leafSize.height * scale),
                         spine: spine, axisPoint: CGPoint(x: axisPoint.x * scale, y: axisPoint.y * scale),
                         normal: normal, radius: radius * scale, progress: progress)
    }

    /// Signed distance of `point` from the axis along `normal`: negative on the flat side.
    public func signedDistance(_ point: CGPoint) -> Double {
        (point.x - axisPoint.x) * normal.x + (point.y - axisPoint.y) * normal.y
    }

    /// Where the leaf point `point` is seen from above (leaf coordinates), its height above
    /// the page, and whether its back faces the viewer.
    public func project(_ point: CGPoint) -> (position: CGPoint, height: Double, showsBack: Bool) {
        let s = signedDistance(point)
        guard s > 0 else { return (point, 0, false) }
        let seen: Double, height: Double
        if s <= Double.pi * radius {
            let theta = s / radius
            seen = radius * sin(theta)
            height = radius * (1 - cos(theta))
        } else {
            seen = Double.pi * radius - s
            height = 2 * radius
        }
        let shift = seen - s
        return (CGPoint(x: point.x + shift * normal.x, y: point.y + shift * normal.y), height,
                s > Double.pi / 2 * radius)
    }

    // MARK: Solving in canonical coordinates

    /// The solution with the spine at x = 0 and the outer edge at x = length.
    struct Canonical: Equatable {
        var axis: SIMD2<Double>
        var normal: SIMD2<Double>
        var radius: Double
        var progress: Double
    }

    /// The axis for a pull of `pull` units from `start` on the outer edge, leaning `angle`:
    /// the radius follows from the progress, then the arc length `s` of the start point
    /// from the axis solves `s - seen(s) = pull` (seen as in `project`), so the start point
    /// is seen `pull` units from where it was. If a spine corner would lift, the lean is
    /// the largest towards `angle` that keeps both down (a lean of 0 never lifts one), found
    /// by bisection: it changes continuously with the pull, so an animated or dragged turn
    /// never snaps to another lean between two frames.
    static func solve(length l: Double, breadth b: Double, start: SIMD2<Double>, pull: Double,
                      angle: Double) -> Canonical {
        let progress = l > 0 ? min(1, max(0, pull / (2 * l))) : 0
        let radius = startRadiusShare * l * (1 - progress)
        guard progress > 0 else {
            return Canonical(axis: SIMD2(l + radius, start.y), normal: SIMD2(1, 0), radius: radius, progress: 0)
        }
        let s = arcLength(forPull: pull, radius: radius)
        func leaning(_ lean: Double) -> (Canonical, lifts: Bool) {
            let n = SIMD2(cos(lean), -sin(lean))
            let axis = start - s * n
            // The spine corners' distances from the axis; the spine is straight, so its
            // corners are its farthest points.
            let lifted = max(((SIMD2(0, 0) - axis) * n).sum(), ((SIMD2(0, b) - axis) * n).sum())
            return (Canonical(axis: axis, normal: n, radius: radius, progress: progress), lifted > 0)
        }
        let leant = leaning(angle)
        guard leant.lifts, angle != 0 else { return leant.0 }
        var (keeps, lifts) = (0.0, angle)
        for _ in 0..<40 {
            let middle = (keeps + lifts) / 2
            if leaning(middle).lifts { lifts = middle } else { keeps = middle }
        }
        return leaning(keeps).0
    }

    /// The arc length `s >= 0` with `s - seen(s) = pull`: `seen(s) = r sin(s / r)` on the
    /// roll, `π r - s` past it. Past the roll it is `(pull + π r) / 2`; on it, Newton steps
    /// from above converge (the function is convex and increasing there).
    static func arcLength(forPull pull: Double, radius r: Double) -> Double {
        guard pull > 0 else { return 0 }
        guard r > 0 else { return pull / 2 }
        if pull >= Double.pi * r { return (pull + Double.pi * r) / 2 }
        var s = Double.pi * r
        for _ in 0..<40 {
            let f = s - r * sin(s / r) - pull
            let slope = 1 - cos(s / r)
            guard slope > 1e-12 else { break }
            let next = s - f / slope
            if abs(next - s) < 1e-12 * max(1, r) { s = next; break }
            s = next
        }
        return s
    }

    // MARK: Canonical frame

    private init(spine: Spine, leafSize: CGSize, canonical c: Canonical) {
        let axis = Self.fromCanonical(CGPoint(x: c.axis.x, y: c.axis.y), spine: spine, isVector: false, size: leafSize)
        let normal = Self.fromCanonical(CGPoint(x: c.normal.x, y: c.normal.y), spine: spine, isVector: true,
                                        size: leafSize)
        self.init(leafSize: leafSize, spine: spine, axisPoint: axis, normal: normal, radius: c.radius,
                  progress: c.progress)
    }

    private init(leafSize: CGSize, spine: Spine, axisPoint: CGPoint, normal: CGPoint, radius: Double,
                 progress: Double) {
        self.leafSize = leafSize
        self.spine = spine
        self.axisPoint = axisPoint
        self.normal = normal
        self.radius = radius
        self.progress = progress
    }

    /// Leaf coordinates to canonical ones (spine at x = 0, breadth along y); vectors skip
    /// the translation.
    static func toCanonical(_ p: CGPoint, spine: Spine, isVector: Bool, size: CGSize) -> SIMD2<Double> {
        let w = isVector ? 0 : Double(size.width), h = isVector ? 0 : Double(size.height)
        switch spine {
        case .left: return SIMD2(p.x, p.y)
        case .right: return SIMD2(w - p.x, p.y)
        case .top: return SIMD2(p.y, p.x)
        case .bottom: return SIMD2(h - p.y, p.x)
        }
    }

    /// Canonical coordinates back to leaf ones.
    static func fromCanonical(_ c: CGPoint, spine: Spine, isVector: Bool, size: CGSize) -> CGPoint {
        let w = isVector ? 0 : Double(size.width), h = isVector ? 0 : Double(size.height)
        switch spine {
        case .left: return CGPoint(x: c.x, y: c.y)
        case .right: return CGPoint(x: w - c.x, y: c.y)
        case .top: return CGPoint(x: c.y, y: c.x)
        case .bottom: return CGPoint(x: c.y, y: h - c.x)
        }
    }
}
