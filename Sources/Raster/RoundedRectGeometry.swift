import Foundation

/// A rounded rectangle in user space (points), and its device-space forms: an exact
/// `RoundedRectCoverage` under axis-aligned transforms, a polygon otherwise.
struct RoundedRectGeometry {
    /// Edges, in points; `minX < maxX`, `minY < maxY`.
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Corner radius, in points: 0...half the shorter side.
    let radius: Double
    /// The corners rounded; the others are square.
    let corners: RectCorners

    /// The polygon's largest distance from the true curve, in device pixels. A pixel's
    /// coverage can be off by about this much times the curve's length in it (at most
    /// about 1.5 pixels), so 1/1024 keeps the error under half a level.
    static let maxDeviation = 1.0 / 1024
    /// Caps the polygon's size for huge radii; beyond about 80 device pixels of radius the
    /// deviation then grows past `maxDeviation` (still under a tenth of a pixel at 4000).
    static let maxSegmentsPerCorner = 128

    /// `rect` (standardized) with `radius` clamped to half its shorter side (negative or NaN
    /// radii are 0) on `corners`; nil when `rect` is empty, null or not finite.
    init?(_ rect: CGRect, cornerRadius: CGFloat, corners: RectCorners = .all) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
              rect.maxY.isFinite else { return nil }
        let r = rect.standardized
        self.init(minX: Double(r.minX), minY: Double(r.minY), maxX: Double(r.maxX),
                  maxY: Double(r.maxY), radius: Double(cornerRadius), corners: corners)
    }

    /// The rectangle with edges in points, `radius` clamped as in `init(_:cornerRadius:)`;
    /// nil when empty.
    init?(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double, corners: RectCorners = .all) {
        guard maxX > minX, maxY > minY else { return nil }
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        let limit = min(maxX - minX, maxY - minY) / 2
        self.radius = radius > 0 && !corners.isEmpty ? min(radius, limit) : 0
        self.corners = corners
    }

    /// The rectangle grown by `d` points on every side (shrunk for negative `d`) with the
    /// radius grown by `d` too, clamped at 0: the offset curve a stroke's edges follow.
    /// Nil when nothing is left.
    func outset(by d: Double) -> RoundedRectGeometry? {
        RoundedRectGeometry(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d,
                            radius: max(radius + d, 0), corners: corners)
    }

    /// The exact device shape under an axis-aligned `t` (`t.b == t.c == 0`).
    func deviceCoverage(_ t: CGAffineTransform) -> RoundedRectCoverage? {
        let a = Double(t.a), d = Double(t.d), tx = Double(t.tx), ty = Double(t.ty)
        return RoundedRectCoverage(x0: a * minX + tx, y0: d * minY + ty,
                                   x1: a * maxX + tx, y1: d * maxY + ty,
                                   rx: abs(a) * radius, ry: abs(d) * radius,
                                   corners: corners.mirrored(x: a < 0, y: d < 0))
    }

    /// Segments per corner arc under `t`, enough for `maxDeviation`: a polygon whose
    /// vertices sit at the area-preserving radius strays about `r·θ²/12` from the arc.
    func segmentsPerCorner(_ t: CGAffineTransform) -> Int {
        let deviceRadius = radius * Self.largestScale(t)
        guard deviceRadius > 0, deviceRadius.isFinite else { return 0 }
        let step = (12 * Self.maxDeviation / deviceRadius).squareRoot()
        let n = ((Double.pi / 2) / step).rounded(.up)
        return Int(min(Double(Self.maxSegmentsPerCorner), max(1, n)))
    }

    /// How far `t` stretches the most stretched direction: its largest singular value.
    static func largestScale(_ t: CGAffineTransform) -> Double {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let s = a * a + b * b + c * c + d * d, det = a * d - b * c
        return ((s + max(0, s * s - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    /// Vertices of the polygon with `segments` per corner.
    static func vertexCount(segmentsPerCorner segments: Int) -> Int { 4 * (segments + 1) }

    /// Writes the polygon's vertices, mapped by `t` into device pixels, clockwise on screen
    /// from the top-left corner's left tangent point. `vertices` must hold
    /// `vertexCount(segmentsPerCorner: segments)`.
    func writePolygon(segmentsPerCorner segments: Int, transform t: CGAffineTransform,
                      into vertices: UnsafeMutableBufferPointer<SIMD2<Double>>) {
        let r = radius
        let step = (Double.pi / 2) / Double(max(segments, 1))
        // Interior vertices sit outside the arc by the factor that gives each segment's
        // triangle the area of its circular sector, so the polygon's area matches the shape's.
        let balanced = segments > 0 ? r * (step / sin(step)).squareRoot() : r
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let tx = Double(t.tx), ty = Double(t.ty)
        var k = 0
        let rounded: [RectCorners] = [.minXMinY, .maxXMinY, .maxXMaxY, .minXMaxY]
        for corner in 0..<4 {
            // Top-left, top-right, bottom-right, bottom-left; each arc a quarter turn on. A
            // square corner's vertices all sit on the corner.
            let r = corners.contains(rounded[corner]) ? radius : 0
            let balanced = corners.contains(rounded[corner]) ? balanced : 0
            let cx = corner == 1 || corner == 2 ? maxX - r : minX + r
            let cy = corner >= 2 ? maxY - r : minY + r
            let start = Double.pi + Double(corner) * Double.pi / 2
            for j in 0...segments {
                let rho = j == 0 || j == segments ? r : balanced
                let angle = start + Double(j) * step
                let x = cx + rho * cos(angle), y = cy + rho * sin(angle)
                vertices[k] = SIMD2(a * x + c * y + tx, b * x + d * y + ty)
                k += 1
            }
        }
    }

    /// Calls `body` with the device polygon under `t` (nil when it has no area), its
    /// vertices in a temporary buffer that lives only for the call.
    func withDevicePolygon<R>(_ t: CGAffineTransform, _ body: (ConvexPolygonCoverage?) -> R) -> R {
        let segments = segmentsPerCorner(t)
        let count = Self.vertexCount(segmentsPerCorner: segments)
        let capacity = count + ConvexPolygonCoverage.chainCapacity(forVertexCount: count)
        return withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: capacity) { buffer in
            let vertices = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            writePolygon(segmentsPerCorner: segments, transform: t, into: vertices)
            let chains = UnsafeMutableBufferPointer(rebasing: buffer[count...])
            return body(ConvexPolygonCoverage(vertices: UnsafeBufferPointer(vertices), chains: chains))
        }
    }
}
