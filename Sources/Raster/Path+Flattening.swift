import Foundation

/// A run of connected points from one subpath, curves already replaced by lines.
struct Polyline {
    /// The points, in device pixels or user space as the caller chose; consecutive
    /// duplicates removed.
    var points: [SIMD2<Double>]
    /// True when the subpath was closed (its last point joins its first).
    var isClosed: Bool
}

extension Path {
    /// The default flattening tolerance: no point of a curve's polyline is further than this
    /// from the curve, in device pixels. A chord's pixel loses at most this share of its
    /// coverage (26 levels at worst); a quarter pixel would allow 64.
    public static let flatteningTolerance = 0.1

    /// Each subpath mapped by `t` and flattened so that its lines stay within `tolerance`
    /// (in the mapped space) of the curves. Curves are cut into equal parameter steps, as
    /// many as the second-difference bound asks: a quadratic with `d = |p0 − 2p1 + p2|`
    /// strays at most d/(8n²) from its n chords; a cubic at most 3/4·max(d0, d1)/n² over
    /// 8 (Wang's formula).
    func flattened(_ t: CGAffineTransform, tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var points: [SIMD2<Double>] = []
        var current = SIMD2<Double>(0, 0), start = current
        func map(_ p: CGPoint) -> SIMD2<Double> {
            SIMD2(Double(t.a * p.x + t.c * p.y + t.tx), Double(t.b * p.x + t.d * p.y + t.ty))
        }
        func append(_ p: SIMD2<Double>) {
            // After a close, drawing goes on from the closed subpath's start.
            if points.isEmpty { points.append(current) }
            if points.last != p { points.append(p) }
        }
        func finish(closed: Bool) {
            if !points.isEmpty {
                if closed, points.count > 1, points.last == points.first { points.removeLast() }
                result.append(Polyline(points: points, isClosed: closed))
            }
            points.removeAll(keepingCapacity: true)
        }
        let tol = max(tolerance, 1e-3)
        let limit = 1000 // steps per curve at most: bounds work for absurd inputs
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = map(p); start = current
                points.append(current)
            case .line(let p):
                let q = map(p)
                append(q)
                current = q
            case .quadCurve(let p, let c):
                let p0 = current, p1 = map(c), p2 = map(p)
                let dd = p0 - 2 * p1 + p2
                let d = (dd * dd).sum().squareRoot()
                let n = steps(sqrt(d / (8 * tol)), limit)
                for i in 1..<n {
                    let u = Double(i) / Double(n), v = 1 - u
                    append(v * v * p0 + 2 * u * v * p1 + u * u * p2)
                }
                append(p2)
                current = p2
            case .curve(let p, let c1, let c2):
                let p0 = current, p1 = map(c1), p2 = map(c2), p3 = map(p)
                let d0 = p0 - 2 * p1 + p2, d1 = p1 - 2 * p2 + p3
                let d = max((d0 * d0).sum(), (d1 * d1).sum()).squareRoot()
                let n = steps(sqrt(0.75 * d / tol), limit)
                for i in 1..<n {
                    let u = Double(i) / Double(n), v = 1 - u
                    append(v * v * v * p0 + 3 * u * v * v * p1 + 3 * u * u * v * p2 + u * u * u * p3)
                }
                append(p3)
                current = p3
            case .closeSubpath:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    private func steps(_ n: Double, _ limit: Int) -> Int {
        guard n.isFinite else { return 1 }
        return max(1, min(limit, Int(n.rounded(.up))))
    }
}

extension Path {
    /// True when `point` lies inside the path under `rule` (subpaths closed, curves
    /// flattened to within `tolerance`, both in the path's units).
    public func contains(_ point: CGPoint, rule: CGPathFillRule = .winding, tolerance: Double = 0.01) -> Bool {
        var winding = 0
        let px = Double(point.x), py = Double(point.y)
        for line in flattened(.identity, tolerance: tolerance) where line.points.count > 1 {
            var a = line.points[line.points.count - 1]
            for b in line.points {
                if (a.y <= py) != (b.y <= py) {
                    let t = (py - a.y) / (b.y - a.y)
                    let x = a.x + (b.x - a.x) * t
                    if x > px { winding += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}
