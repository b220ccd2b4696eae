import Foundation

/// A convex polygon in device pixels with exact area coverage: the general path for
/// rotated and sheared shapes.
///
/// The boundary splits at its top and bottom vertices into a left and a right chain, each
/// running down the screen. A pixel's coverage is
/// `∫ over the row (clamp(R(y)) − clamp(L(y))) dy`, the chains clamped to the pixel's
/// columns: a sum of closed-form integrals over the few edges that cross the row.
/// The vertices live in caller-provided memory (a stack buffer), so a draw allocates nothing.
struct ConvexPolygonCoverage: CoverageShape {
    /// Each chain's vertices from top to bottom (y never decreasing).
    let left: UnsafeBufferPointer<SIMD2<Double>>, right: UnsafeBufferPointer<SIMD2<Double>>
    /// The polygon's extent, in device pixels.
    let top: Double, bottom: Double
    let rows: Range<Int>
    let columns: Range<Int>

    /// Vertices a chain buffer must hold for a polygon of `count` vertices.
    static func chainCapacity(forVertexCount count: Int) -> Int { count + 2 }

    /// The polygon with `vertices` (convex, in either winding, repeated points allowed),
    /// its chains written into `chains` (at least `chainCapacity(forVertexCount:)` long).
    /// Nil when the polygon has no area or a vertex is not finite.
    init?(vertices: UnsafeBufferPointer<SIMD2<Double>>, chains: UnsafeMutableBufferPointer<SIMD2<Double>>) {
        let n = vertices.count
        guard n >= 3, chains.count >= n + 2 else { return nil }
        var topIndex = 0, bottomIndex = 0
        var minX = Double.infinity, maxX = -Double.infinity
        for (i, v) in vertices.enumerated() {
            guard v.x.isFinite, v.y.isFinite else { return nil }
            if v.y < vertices[topIndex].y { topIndex = i }
            if v.y > vertices[bottomIndex].y { bottomIndex = i }
            minX = min(minX, v.x); maxX = max(maxX, v.x)
        }
        let topY = vertices[topIndex].y, bottomY = vertices[bottomIndex].y
        guard bottomY > topY, maxX > minX else { return nil }
        // Walk from the top vertex to the bottom one both ways round. Rounding can make a
        // chain dip by an ulp; clamping keeps it monotonic for the binary searches.
        func walk(step: Int, into start: Int) -> Int {
            var i = topIndex, k = start, lastY = topY
            while true {
                let v = vertices[i]
                lastY = max(lastY, v.y)
                chains[k] = SIMD2(v.x, lastY)
                k += 1
                if i == bottomIndex { return k - start }
                i = (i + step + n) % n
            }
        }
        let forwardCount = walk(step: 1, into: 0)
        let backwardCount = walk(step: -1, into: forwardCount)
        let base = UnsafeBufferPointer(chains)
        let forward = UnsafeBufferPointer(rebasing: base[0..<forwardCount])
        let backward = UnsafeBufferPointer(rebasing: base[forwardCount..<(forwardCount + backwardCount)])
        let middle = (topY + bottomY) / 2
        if Self.x(of: forward, atY: middle) <= Self.x(of: backward, atY: middle) {
            (left, right) = (forward, backward)
        } else {
            (left, right) = (backward, forward)
        }
        top = topY
        bottom = bottomY
        rows = PixelIndex.range(PixelIndex.floor(topY), PixelIndex.ceil(bottomY))
        columns = PixelIndex.range(PixelIndex.floor(minX), PixelIndex.ceil(maxX))
    }

    /// The chain's x at height `y` (within the chain's extent).
    private static func x(of chain: UnsafeBufferPointer<SIMD2<Double>>, atY y: Double) -> Double {
        let k = firstEdge(of: chain, reaching: y)
        let a = chain[k], b = chain[min(k + 1, chain.count - 1)]
        guard b.y > a.y else { return min(a.x, b.x) }
        return a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
    }

    /// The first edge `k` (from vertex k to k + 1) whose lower end reaches `y`.
    private static func firstEdge(of chain: UnsafeBufferPointer<SIMD2<Double>>, reaching y: Double) -> Int {
        var lo = 1, hi = chain.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if chain[mid].y >= y { hi = mid } else { lo = mid + 1 }
        }
        return lo - 1
    }

    /// The last edge `k` whose upper end is at or above `y`.
    private static func lastEdge(of chain: UnsafeBufferPointer<SIMD2<Double>>, startingBy y: Double) -> Int {
        var lo = 0, hi = chain.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if chain[mid].y <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The edges of one chain that cross a row band.
    struct ChainSlice {
        let chain: UnsafeBufferPointer<SIMD2<Double>>
        let edges: ClosedRange<Int>
        let b0: Double, b1: Double

        /// The edge's ends clipped to the band: (y, x) at each end.
        @inline(__always)
        func clipped(_ k: Int) -> (y0: Double, x0: Double, y1: Double, x1: Double)? {
            let a = chain[k], b = chain[k + 1]
            let y0 = max(a.y, b0), y1 = min(b.y, b1)
            guard y1 >= y0 else { return nil }
            guard b.y > a.y else { return (y0, a.x, y1, b.x) }
            let slope = (b.x - a.x) / (b.y - a.y)
            return (y0, a.x + (y0 - a.y) * slope, y1, a.x + (y1 - a.y) * slope)
        }

        /// The least and greatest x the chain reaches within the band.
        func extent() -> (min: Double, max: Double) {
            var lo = Double.infinity, hi = -Double.infinity
            for k in edges {
                guard let e = clipped(k) else { continue }
                lo = min(lo, e.x0, e.x1); hi = max(hi, e.x0, e.x1)
            }
            return (lo, hi)
        }

        /// `∫ clamp(x(y) − left, 0, 1) dy` over the band: the chain's covered width within
        /// column `left...left + 1`, integrated down the row.
        func clampedIntegral(left: Double) -> Double {
            var sum = 0.0
            for k in edges {
                guard let e = clipped(k) else { continue }
                sum += ConvexPolygonCoverage.clampedIntegral(
                    height: e.y1 - e.y0, e.x0 - left, e.x1 - left)
            }
            return sum
        }
    }

    /// `∫ clamp(x, 0, 1)` along a straight piece of boundary `height` pixels tall whose x
    /// runs linearly from `x0` to `x1` (pixel-relative).
    @inline(__always)
    static func clampedIntegral(height: Double, _ x0: Double, _ x1: Double) -> Double {
        guard height > 0 else { return 0 }
        let a = min(x0, x1), b = max(x0, x1)
        if b <= 0 { return 0 }
        if a >= 1 { return height }
        guard b > a else { return height * a }
        // x climbs from a to b over t in 0...1: zero until t0, linear to t1, one after.
        let t0 = max(0, -a / (b - a)), t1 = min(1, (1 - a) / (b - a))
        let x0 = a + (b - a) * t0, x1 = a + (b - a) * t1
        return height * ((t1 - t0) * (x0 + x1) / 2 + (1 - t1))
    }

    struct Row: CoverageRow {
        let left: ChainSlice?, right: ChainSlice?
        let touched: Range<Int>
        let uniform: Range<Int>
        /// The height of the polygon's part of this row: each interior pixel's coverage.
        let uniformCoverage: Double

        func coverage(atColumn x: Int) -> Double {
            if uniform.contains(x) { return uniformCoverage }
            guard let left, let right else { return 0 }
            let column = Double(x)
            return right.clampedIntegral(left: column) - left.clampedIntegral(left: column)
        }
    }

    func row(_ y: Int) -> Row {
        let b0 = max(Double(y), top), b1 = min(Double(y + 1), bottom)
        guard b1 > b0 else {
            return Row(left: nil, right: nil, touched: 0..<0, uniform: 0..<0, uniformCoverage: 0)
        }
        func slice(_ chain: UnsafeBufferPointer<SIMD2<Double>>) -> ChainSlice {
            let first = Self.firstEdge(of: chain, reaching: b0)
            let last = max(first, Self.lastEdge(of: chain, startingBy: b1))
            return ChainSlice(chain: chain, edges: first...last, b0: b0, b1: b1)
        }
        let l = slice(left), r = slice(right)
        let le = l.extent(), re = r.extent()
        return Row(left: l, right: r,
                   touched: PixelIndex.range(PixelIndex.floor(le.min), PixelIndex.ceil(re.max)),
                   uniform: PixelIndex.range(PixelIndex.ceil(le.max), PixelIndex.floor(re.min)),
                   uniformCoverage: b1 - b0)
    }
}
