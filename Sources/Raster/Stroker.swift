import Foundation

/// Turns flattened subpaths into the outline of their stroke, closed polygons to fill with
/// the non-zero rule, in the subpaths' own space.
///
/// An open subpath becomes one polygon: its left offset forward (outer corners joined as
/// the style says), the end cap, its left offset backward (the right side), the start cap.
/// A closed one becomes two, the offsets on either side, running opposite ways so the
/// winding between them is one and inside the inner one zero. Inner corners go through the
/// corner point itself (the offsets' ends joined via the pivot, as Skia's stroker does):
/// the loop this makes winds the same way as the stroke, so non-zero filling covers it
/// without computing where the offsets cross.
struct Stroker {
    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    /// Largest distance of an arc's chords from the arc, in the subpaths' space.
    let tolerance: Double

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = Double(style.lineWidth) / 2
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = max(1, Double(style.miterLimit))
        self.tolerance = max(tolerance, 1e-6)
    }

    func outline(of lines: [Polyline]) -> [Polyline] {
        var result: [Polyline] = []
        for line in lines {
            var points: [SIMD2<Double>] = []
            for p in line.points where points.last.map({ distance($0, p) > 1e-9 }) ?? true { points.append(p) }
            if line.isClosed, points.count > 2, let first = points.first, let last = points.last,
               distance(first, last) <= 1e-9 { points.removeLast() }
            if points.count == 1 {
                if let dot = dot(at: points[0]) { result.append(dot) }
            } else if line.isClosed && points.count > 2 {
                result.append(Polyline(points: closedSide(points), isClosed: true))
                result.append(Polyline(points: closedSide(points.reversed()), isClosed: true))
            } else if points.count >= 2 {
                var outline = openSide(points)
                appendCap(at: points[points.count - 1], direction: unit(points[points.count - 1] - points[points.count - 2]),
                          to: &outline)
                let back = Array(points.reversed())
                outline += openSide(back)
                appendCap(at: points[0], direction: unit(points[0] - points[1]), to: &outline)
                result.append(Polyline(points: outline, isClosed: true))
            }
        }
        return result
    }

    // MARK: Sides

    /// The left offset of an open polyline, from its first point's offset to its last's.
    private func openSide(_ p: [SIMD2<Double>]) -> [SIMD2<Double>] {
        var out: [SIMD2<Double>] = []
        var previousNormal = normal(p[1] - p[0])
        out.append(p[0] + previousNormal)
        for k in 1..<(p.count - 1) {
            let n = normal(p[k + 1] - p[k])
            appendJoin(at: p[k], from: previousNormal, to: n, into: &out)
            previousNormal = n
        }
        out.append(p[p.count - 1] + previousNormal)
        return out
    }

    /// The left offset of a closed polyline, with a join at every point.
    private func closedSide(_ p: [SIMD2<Double>]) -> [SIMD2<Double>] {
        var out: [SIMD2<Double>] = []
        let count = p.count
        for k in 0..<count {
            let before = normal(p[k] - p[(k + count - 1) % count])
            let after = normal(p[(k + 1) % count] - p[k])
            appendJoin(at: p[k], from: before, to: after, into: &out)
        }
        return out
    }

    /// The corner at `p` between offsets `n0` (incoming) and `n1` (outgoing).
    private func appendJoin(at p: SIMD2<Double>, from n0: SIMD2<Double>, to n1: SIMD2<Double>,
                            into out: inout [SIMD2<Double>]) {
        let cross = n0.x * n1.y - n0.y * n1.x
        let dot = (n0 * n1).sum()
        let h2 = halfWidth * halfWidth
        // Nearly straight on: one point is enough.
        if abs(cross) <= 1e-12 * h2, dot > 0 { out.append(p + n0); return }
        // The left offset is inside the turn when the path turns towards it.
        if cross > 0 {
            out.append(p + n0); out.append(p); out.append(p + n1)
            return
        }
        out.append(p + n0)
        switch join {
        case .bevel: break
        case .miter:
            // Miter length over line width is 1 / cos(θ/2) for a turn of θ; cos²(θ/2) = (1 + cos θ)/2.
            let cosTurn = dot / h2
            let cosHalf2 = (1 + cosTurn) / 2
            if cosHalf2 > 0, 1 / cosHalf2 <= miterLimit * miterLimit {
                out.append(p + (n0 + n1) / (1 + cosTurn))
            }
        case .round:
            appendArc(around: p, from: n0, to: n1, into: &out)
        }
        out.append(p + n1)
    }

    // MARK: Caps

    private func appendCap(at p: SIMD2<Double>, direction d: SIMD2<Double>, to out: inout [SIMD2<Double>]) {
        let n = SIMD2(-d.y, d.x) * halfWidth
        switch cap {
        case .butt: break
        case .square:
            out.append(p + n + d * halfWidth)
            out.append(p - n + d * halfWidth)
        case .round:
            // From the left offset, round the front, to the right offset.
            appendArc(around: p, from: n, to: d * halfWidth, into: &out)
            out.append(p + d * halfWidth)
            appendArc(around: p, from: d * halfWidth, to: -n, into: &out)
        }
    }

    /// A zero-length subpath: a disc with round caps, a square with square caps (axis
    /// aligned, as CoreGraphics draws it), nothing with butt caps.
    private func dot(at p: SIMD2<Double>) -> Polyline? {
        let h = halfWidth
        switch cap {
        case .butt: return nil
        case .square:
            return Polyline(points: [p + SIMD2(-h, -h), p + SIMD2(h, -h), p + SIMD2(h, h), p + SIMD2(-h, h)], isClosed: true)
        case .round:
            let steps = max(4, arcSteps(for: 2 * Double.pi))
            let r = vertexRadius(step: 2 * Double.pi / Double(steps))
            return Polyline(points: (0..<steps).map { i in
                let a = 2 * Double.pi * Double(i) / Double(steps)
                return p + SIMD2(cos(a), sin(a)) * r
            }, isClosed: true)
        }
    }

    // MARK: Geometry

    /// Points strictly between `from` and `to` (offsets of length `halfWidth` from `c`)
    /// along the shorter arc.
    private func appendArc(around c: SIMD2<Double>, from v0: SIMD2<Double>, to v1: SIMD2<Double>,
                           into out: inout [SIMD2<Double>]) {
        let a0 = atan2(v0.y, v0.x)
        var sweep = atan2(v1.y, v1.x) - a0
        if sweep > Double.pi { sweep -= 2 * Double.pi } else if sweep < -Double.pi { sweep += 2 * Double.pi }
        let steps = arcSteps(for: abs(sweep))
        guard steps > 1 else { return }
        let r = vertexRadius(step: abs(sweep) / Double(steps))
        for i in 1..<steps {
            let a = a0 + sweep * Double(i) / Double(steps)
            out.append(c + SIMD2(cos(a), sin(a)) * r)
        }
    }

    /// The radius for the vertices of chords of `step` radians: half the sagitta out from
    /// the circle, so the chords stray half as far, either side of it, as chords between
    /// points on it would inside it.
    private func vertexRadius(step: Double) -> Double {
        halfWidth * (1 + (1 - cos(step / 2)) / 2)
    }

    /// Chords for an arc of `angle` radians whose sagitta stays within the tolerance:
    /// a chord of angle φ strays r·(1 − cos(φ/2)).
    private func arcSteps(for angle: Double) -> Int {
        let r = halfWidth
        let step = r > tolerance ? 2 * acos(1 - tolerance / r) : Double.pi / 2
        return max(1, min(1024, Int((angle / step).rounded(.up))))
    }

    private func normal(_ v: SIMD2<Double>) -> SIMD2<Double> {
        let u = unit(v)
        return SIMD2(-u.y, u.x) * halfWidth
    }

    private func unit(_ v: SIMD2<Double>) -> SIMD2<Double> {
        let length = (v * v).sum().squareRoot()
        return length > 0 ? v / length : SIMD2(1, 0)
    }

    private func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        ((a - b) * (a - b)).sum().squareRoot()
    }
}
