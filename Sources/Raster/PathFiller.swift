import Foundation

/// The rule that decides which points a path encloses, CoreGraphics's `CGPathFillRule`.
public enum CGPathFillRule: Sendable {
    /// Non-zero winding: a point is inside when the path winds around it any number of
    /// times other than zero.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// Fills closed polylines in device pixels with anti-aliased coverage, as font-rs and
/// FreeType's smooth rasterizer do: each edge adds, to the cells it crosses, the signed
/// area it sweeps to its right (within the cell) and the remainder to the next cell, so one
/// running sum along a row gives each pixel its signed covered area (the winding number
/// integrated over the pixel). Non-zero coverage is `min(1, |sum|)`; even-odd folds the
/// sum into 0...1 as a triangle wave. Both are exact where edges do not overlap inside
/// one pixel; where they do (crossing edges, touching subpaths) coverage is the sum of
/// the parts, FreeType's well-known approximation.
///
/// Work is in strips of `stripRows` rows so the accumulation buffer stays small for any
/// path size; edges are clipped to the clip rectangle first: parts above or below it are
/// dropped, parts left of it become vertical lines on its left edge (which cover exactly
/// what they covered, everything to their right), and parts right of it are dropped.
struct PathFiller {
    /// Rows accumulated at a time: the buffer is at most `stripRows` x (clip width + 2) floats.
    static let stripRows = 64

    /// An edge in device pixels relative to the area's top-left corner.
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
    }

    let area: PixelRect
    private var edges: [Edge] = []

    /// A filler for pixels of `area` (already inside the target).
    init(area: PixelRect) { self.area = area }

    /// Adds each polyline as a closed polygon (open ones are closed, as fills do).
    mutating func add(_ polylines: [Polyline]) {
        // A subpath with a point that is not finite is left out whole: dropping only its
        // bad edges would leave the rest unclosed, filling a wrong region.
        for line in polylines where line.points.count > 1
            && line.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
            var previous = line.points[line.points.count - 1]
            for p in line.points {
                addEdge(previous, p)
                previous = p
            }
        }
    }

    /// Clips the edge to the area's rows and left edge (see the type's notes) and keeps it.
    private mutating func addEdge(_ a: SIMD2<Double>, _ b: SIMD2<Double>) {
        let ox = Double(area.x), oy = Double(area.y), w = Double(area.width), h = Double(area.height)
        var x0 = a.x - ox, y0 = a.y - oy, x1 = b.x - ox, y1 = b.y - oy
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        // Rows: only the part inside 0...h matters.
        if max(y0, y1) <= 0 || min(y0, y1) >= h { return }
        func xAt(_ y: Double) -> Double { x0 + (x1 - x0) * (y - y0) / (y1 - y0) }
        if y0 < 0 { x0 = xAt(0); y0 = 0 } else if y0 > h { x0 = xAt(h); y0 = h }
        if y1 < 0 { x1 = xAt(0); y1 = 0 } else if y1 > h { x1 = xAt(h); y1 = h }
        guard y0 != y1 else { return }
        if x0 >= w, x1 >= w { return }
        // Split where the edge crosses the left or right side (at most two parameters,
        // kept in order without an array: this runs once per edge); clamp the outer parts.
        var t1 = 1.0, t2 = 1.0
        for side in [0.0, w] where (x0 - side) * (x1 - side) < 0 {
            let t = (side - x0) / (x1 - x0)
            if t < t1 { t2 = t1; t1 = t } else { t2 = t }
        }
        var ta = 0.0
        for tb in [t1, t2, 1.0] where tb > ta {
            let ax = x0 + (x1 - x0) * ta, ay = y0 + (y1 - y0) * ta
            let bx = tb == 1 ? x1 : x0 + (x1 - x0) * tb, by = tb == 1 ? y1 : y0 + (y1 - y0) * tb
            ta = tb
            if ay == by || (ax + bx) / 2 >= w { continue }
            edges.append(Edge(x0: max(0, min(w, ax)), y0: ay, x1: max(0, min(w, bx)), y1: by))
        }
    }

    /// Paints the filled edges with `paint` under `rule`. Without `fast`, every pixel takes
    /// the general per-pixel blend.
    func paint(_ paint: SolidPaint, rule: CGPathFillRule, into target: Bitmap, fast: Bool) {
        guard !paint.isInvisible else { return }
        accumulateRows { y, row in
            let line = target.row(area.y + y) + area.x
            PathFiller.paintRow(row, count: area.width, line: line, paint: paint, rule: rule, fast: fast)
        }
    }

    /// Writes the coverage of each pixel of `area` under `rule` as 0...255 into `mask`, row
    /// after row (`area.width` bytes a row), leaving pixels no edge reaches at 0: the
    /// coverage mask of a clip path.
    func writeCoverage(rule: CGPathFillRule, into mask: UnsafeMutablePointer<UInt8>) {
        let width = area.width
        accumulateRows { y, row in
            let out = mask + y * width
            var sum: Float = 0
            for x in 0..<width {
                sum += row[x]
                row[x] = 0
                out[x] = UInt8((PathFiller.coverage(sum, rule) * 255).rounded())
            }
            row[width] = 0
            row[width + 1] = 0
        }
    }

    /// Accumulates the edges strip by strip and hands each row of cells (area-relative
    /// row, cells) to `body`, which must leave the row's cells, and the two past its end,
    /// at zero for the next strip.
    private func accumulateRows(_ body: (Int, UnsafeMutablePointer<Float>) -> Void) {
        guard !edges.isEmpty, !area.isEmpty else { return }
        let stride = area.width + 2
        let strip = min(PathFiller.stripRows, area.height)
        let cells = UnsafeMutablePointer<Float>.allocate(capacity: stride * strip)
        defer { cells.deallocate() }
        cells.initialize(repeating: 0, count: stride * strip)
        var sorted = edges
        sorted.sort { min($0.y0, $0.y1) < min($1.y0, $1.y1) }
        var first = 0
        var top = 0
        while top < area.height {
            let bottom = min(area.height, top + strip)
            // Edges are sorted by their top: those past this strip's bottom wait; those
            // ending above it are skipped.
            var i = first
            var allAbove = true
            while i < sorted.count {
                let e = sorted[i]
                if min(e.y0, e.y1) >= Double(bottom) { break }
                if max(e.y0, e.y1) > Double(top) {
                    allAbove = false
                    accumulate(e, rows: top..<bottom, cells: cells, stride: stride)
                } else if allAbove {
                    first = i + 1
                }
                i += 1
            }
            for y in top..<bottom { body(y, cells + (y - top) * stride) }
            top = bottom
        }
    }

    /// Adds edge `e`'s signed area to the cells of `rows` (strip-relative rows start at
    /// `rows.lowerBound`). Downward edges count positive.
    private func accumulate(_ e: Edge, rows: Range<Int>, cells: UnsafeMutablePointer<Float>, stride: Int) {
        let (dir, ax, ay, bx, by): (Double, Double, Double, Double, Double) =
            e.y0 < e.y1 ? (1, e.x0, e.y0, e.x1, e.y1) : (-1, e.x1, e.y1, e.x0, e.y0)
        let dxdy = (bx - ax) / (by - ay)
        let yStart = max(rows.lowerBound, Int(ay.rounded(.down)))
        let yEnd = min(rows.upperBound, Int(by.rounded(.up)))
        guard yStart < yEnd else { return }
        var x = ax + (max(ay, Double(yStart)) - ay) * dxdy
        let maxCell = stride - 1, width = Double(stride - 2)
        for y in yStart..<yEnd {
            let row = cells + (y - rows.lowerBound) * stride
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            // Edges lie within 0...width; the clamp only undoes rounding in the stepping.
            let xNext = max(0, min(width, x + dxdy * dy))
            let d = dy * dir
            let lo = min(x, xNext), hi = max(x, xNext)
            let loFloor = lo.rounded(.down), hiCeil = hi.rounded(.up)
            let i0 = Int(loFloor), i1 = Int(hiCeil)
            if i1 <= i0 + 1 {
                // Within one cell: the area right of the edge's mean x in this cell, the rest
                // carried to the next.
                let m = 0.5 * (x + xNext) - loFloor
                row[i0] += Float(d - d * m)
                row[min(i0 + 1, maxCell)] += Float(d * m)
            } else {
                // Across cells: a triangle in the first, trapezoids of slope `s` between,
                // a triangle in the last, summing to `d`.
                let s = 1 / (hi - lo)
                let f0 = lo - loFloor
                let a0 = 0.5 * s * (1 - f0) * (1 - f0)
                let f1 = hi - hiCeil + 1
                let am = 0.5 * s * f1 * f1
                row[i0] += Float(d * a0)
                if i1 == i0 + 2 {
                    row[i0 + 1] += Float(d * (1 - a0 - am))
                } else {
                    let a1 = s * (1.5 - f0)
                    row[i0 + 1] += Float(d * (a1 - a0))
                    var c = i0 + 2
                    let middle = Float(d * s)
                    while c < i1 - 1 { row[c] += middle; c += 1 }
                    let a2 = a1 + Double(i1 - i0 - 3) * s
                    row[i1 - 1] += Float(d * (1 - a2 - am))
                }
                row[min(i1, maxCell)] += Float(d * am)
            }
            x = xNext
        }
    }

    /// Coverage below this is none and above 1 minus it is full: float sums of many edges
    /// land a few ulps off, and a run at exactly 1 takes the store kernel.
    static let coverageSnap: Float = 1.0 / 4096

    /// The coverage of a running sum under `rule`, snapped at both ends.
    @inline(__always)
    static func coverage(_ sum: Float, _ rule: CGPathFillRule) -> Float {
        var c = abs(sum)
        if rule == .evenOdd {
            c = c.truncatingRemainder(dividingBy: 2)
            if c > 1 { c = 2 - c }
        } else {
            c = min(1, c)
        }
        if c < coverageSnap { return 0 }
        if c > 1 - coverageSnap { return 1 }
        return c
    }

    /// The first cell at or after `start` that an edge added to (by bit pattern: a -0.0
    /// counts as touched, which costs a run split and changes no pixel), or `count`. Eight
    /// cells a step, since sparse paths leave long empty stretches.
    @inline(__always)
    private static func nextTouchedCell(_ row: UnsafeMutablePointer<Float>, after start: Int, count: Int) -> Int {
        var i = start
        let raw = UnsafeRawPointer(row)
        while i + 8 <= count {
            let v = raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self)
            if v != .zero { break }
            i += 8
        }
        while i < count, row[i].bitPattern == 0 { i += 1 }
        return i
    }

    /// Turns one row of cells into coverage (clearing the cells for the next strip) and
    /// paints it: runs of one coverage (where no edge adds anything) go through the fill
    /// kernels when `fast`, other pixels blend one by one.
    private static func paintRow(_ row: UnsafeMutablePointer<Float>, count: Int,
                                 line: UnsafeMutablePointer<UInt32>, paint: SolidPaint,
                                 rule: CGPathFillRule, fast: Bool) {
        var sum: Float = 0
        var x = 0
        while x < count {
            sum += row[x]
            row[x] = 0
            let end = nextTouchedCell(row, after: x + 1, count: count)
            let c = coverage(sum, rule)
            if c > 0 {
                let blend = paint.blend(coverage: Double(c))
                if fast, end - x > 1 {
                    switch blend.effect {
                    case .none: break
                    case .store(let pixel): FillKernels.storeRow(line + x, count: end - x, pixel: pixel)
                    case .blend: FillKernels.blendRow(line + x, count: end - x, blend)
                    }
                } else {
                    for i in x..<end { line[i] = FillKernels.blend(line[i], blend) }
                }
            }
            x = end
        }
        // The cells past the row's end (carries from edges on its right side).
        row[count] = 0
        row[count + 1] = 0
    }
}
