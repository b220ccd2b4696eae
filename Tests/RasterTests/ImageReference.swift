import Foundation
@testable import Raster

/// The float reference for image drawing: what every kernel computes, per device pixel, in
/// `Double`, straight from the documented rules and with no shortcut:
///
/// - the sample point of device pixel (x, y) is its centre mapped back through the inverse
///   of the total transform;
/// - `.nearest` reads the texel under it; `.bilinear` interpolates the four texel centres
///   around it; `.mipmapped` (and `.areaAverage`, one level finer) on an axis-aligned draw averages the texels under the pixel's
///   footprint (box) at the level `MipSelection` documents, or interpolates when magnifying;
///   on a rotated draw it blends bilinear samples of the two levels around the level of
///   detail. Texels outside the clamp rectangle repeat its edge;
/// - the image's outline covers a pixel by the exact area of the pixel inside it;
/// - source-over: `s * f + d * (1 - alpha(s) * f / 255)` with `f` the canvas's alpha level
///   over 255 times coverage.
///
/// Kernels are tested against it with the same mip levels (their own integer levels), so
/// the comparison checks the kernels; the levels themselves are checked in `MipChainTests`.
struct ImageReference {
    let image: RasterImage
    let region: CGRect
    let toDevice: CGAffineTransform
    let sampling: Sampling
    let alpha: Double
    let clip: PixelRect
    /// Every mip level, fetched once (building any that are missing).
    let levels: [Bitmap]

    init(canvas: Canvas, image: RasterImage, region: CGRect? = nil, imageToUser: CGAffineTransform,
         sampling: Sampling) {
        self.image = image
        self.region = (region ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)).standardized
            .intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        self.toDevice = imageToUser.concatenating(canvas.transform)
        self.sampling = sampling
        self.alpha = Double(canvas.alphaLevel) / 255
        self.clip = canvas.clip
        self.levels = (0..<image.mipLevelCount).map { try! image.mipLevel($0) }
    }

    /// The expected channels (B, G, R, A, 0...255, unrounded) of device pixel (`x`, `y`)
    /// that held `before`.
    func expected(x: Int, y: Int, before: UInt32) -> SIMD4<Double> {
        let d = channels(before)
        guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY else { return d }
        let m = toDevice
        let xc = Double(x) + 0.5, yc = Double(y) + 0.5
        let coverage = m.b == 0 && m.c == 0 ? axisCoverage(x, y) : exactCoverage(x, y)
        guard coverage > 0 else { return d }
        let inverse = m.inverted()
        let u = inverse.a * xc + inverse.c * yc + inverse.tx
        let v = inverse.b * xc + inverse.d * yc + inverse.ty
        let s = sample(u, v) * (alpha * coverage)
        return s + d * (1 - s[3] / 255)
    }

    /// Every pixel of `after` within one level (plus `slack`) of the reference applied to
    /// `before`; returns the worst difference and where.
    func worstDifference(before: Bitmap, after: Bitmap) -> (difference: Double, x: Int, y: Int) {
        var worst = (difference: 0.0, x: 0, y: 0)
        for y in 0..<after.height {
            for x in 0..<after.width {
                let e = expected(x: x, y: y, before: before[x, y])
                let got = channels(after[x, y])
                let delta = e - got
                let diff = max(max(abs(delta[0]), abs(delta[1])), max(abs(delta[2]), abs(delta[3])))
                if diff > worst.difference { worst = (diff, x, y) }
            }
        }
        return worst
    }

    // MARK: Coverage

    private var clampRect: PixelRect {
        PixelRect(covering: region).intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
    }

    private func axisCoverage(_ x: Int, _ y: Int) -> Double {
        let m = toDevice
        func overlap(_ p: Int, _ a: Double, _ b: Double) -> Double {
            max(0, min(Double(p + 1), max(a, b)) - max(Double(p), min(a, b)))
        }
        return overlap(x, m.a * region.minX + m.tx, m.a * region.maxX + m.tx)
            * overlap(y, m.d * region.minY + m.ty, m.d * region.maxY + m.ty)
    }

    /// Exact area of the pixel square inside the quad: the square clipped by each of the
    /// quad's edge half-planes in turn (the kernel clips the other way round).
    private func exactCoverage(_ x: Int, _ y: Int) -> Double {
        let m = toDevice
        var quad = [CGPoint(x: region.minX, y: region.minY), CGPoint(x: region.maxX, y: region.minY),
                    CGPoint(x: region.maxX, y: region.maxY), CGPoint(x: region.minX, y: region.maxY)]
            .map { $0.applying(m) }
        if m.determinant < 0 { quad.reverse() }
        var poly = [CGPoint(x: x, y: y), CGPoint(x: x + 1, y: y), CGPoint(x: x + 1, y: y + 1), CGPoint(x: x, y: y + 1)]
        for k in 0..<4 {
            let a = quad[k], b = quad[(k + 1) % 4]
            // Inside is to the left of a -> b for a quad wound clockwise on a y-down screen.
            func side(_ p: CGPoint) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            var next: [CGPoint] = []
            for i in poly.indices {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                let sp = side(p), sq = side(q)
                if sp >= 0 { next.append(p) }
                if (sp >= 0) != (sq >= 0) {
                    let t = sp / (sp - sq)
                    next.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
            }
            poly = next
            if poly.isEmpty { return 0 }
        }
        var twice = 0.0
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }

    // MARK: Sampling

    private func sample(_ u: Double, _ v: Double) -> SIMD4<Double> {
        let m = toDevice
        switch sampling {
        case .nearest:
            return texel(level: 0, Int(clampValue(u.rounded(.down), 0, axis: 0)), Int(clampValue(v.rounded(.down), 0, axis: 1)))
        case .bilinear:
            return bilinear(level: 0, u, v)
        case .mipmapped, .areaAverage:
            if m.b == 0 && m.c == 0 {
                let sx = abs(m.a), sy = abs(m.d)
                let level = MipSelection.separableLevel(scaleX: sx, scaleY: sy, levelCount: image.mipLevelCount,
                                                        sampling: sampling)
                let step = Double(1 << level)
                let fx = 1 / (sx * step), fy = 1 / (sy * step)
                let wx = fx > 1 ? boxWeights(u / step, footprint: fx, level: level, axis: 0)
                    : linearWeights(u / step, level: level, axis: 0)
                let wy = fy > 1 ? boxWeights(v / step, footprint: fy, level: level, axis: 1)
                    : linearWeights(v / step, level: level, axis: 1)
                return combine(level: level, wx, wy)
            }
            let lod = MipSelection.levelOfDetail(m.inverted())
            guard lod > 0, image.mipLevelCount > 1 else { return bilinear(level: 0, u, v) }
            let fine = min(Int(lod.rounded(.down)), image.mipLevelCount - 1)
            guard fine + 1 < image.mipLevelCount else { return bilinear(level: fine, u, v) }
            let t = min(1, lod - Double(fine))
            return bilinear(level: fine, u, v) * (1 - t) + bilinear(level: fine + 1, u, v) * t
        }
    }

    /// The clamp range of `axis` at `level`, inclusive.
    private func clampRange(level: Int, axis: Int) -> ClosedRange<Int> {
        let size = image.mipLevelSize(level)
        let step = 1 << level
        let (lo, hi, limit) = axis == 0 ? (clampRect.x, clampRect.maxX, size.width) : (clampRect.y, clampRect.maxY, size.height)
        let a = min(lo >> level, limit - 1)
        return a...max(a, min(limit, (hi + step - 1) >> level) - 1)
    }

    private func clampValue(_ t: Double, _ level: Int, axis: Int) -> Double {
        let r = clampRange(level: level, axis: axis)
        return min(max(t, Double(r.lowerBound)), Double(r.upperBound))
    }

    private func linearWeights(_ t: Double, level: Int, axis: Int) -> [(Int, Double)] {
        let r = clampRange(level: level, axis: axis)
        let p = clampValue(t - 0.5, level, axis: axis)
        let i = Int(p.rounded(.down)), f = p - Double(i)
        return [(i, 1 - f), (min(i + 1, r.upperBound), f)]
    }

    private func boxWeights(_ t: Double, footprint: Double, level: Int, axis: Int) -> [(Int, Double)] {
        let r = clampRange(level: level, axis: axis)
        let lo = t - footprint / 2, hi = t + footprint / 2
        var weights: [(Int, Double)] = []
        var i = Int(lo.rounded(.down))
        while Double(i) < hi {
            let overlap = min(Double(i + 1), hi) - max(Double(i), lo)
            weights.append((min(max(i, r.lowerBound), r.upperBound), overlap / footprint))
            i += 1
        }
        return weights
    }

    private func bilinear(level: Int, _ u: Double, _ v: Double) -> SIMD4<Double> {
        let step = Double(1 << level)
        return combine(level: level, linearWeights(u / step, level: level, axis: 0),
                       linearWeights(v / step, level: level, axis: 1))
    }

    private func combine(level: Int, _ wx: [(Int, Double)], _ wy: [(Int, Double)]) -> SIMD4<Double> {
        var sum = SIMD4<Double>.zero
        for (j, b) in wy { for (i, a) in wx { sum += texel(level: level, i, j) * (a * b) } }
        return sum
    }

    private func texel(level: Int, _ i: Int, _ j: Int) -> SIMD4<Double> {
        channels(levels[level][i, j])
    }
}

/// A pixel's channels B, G, R, A as doubles.
func channels(_ p: UInt32) -> SIMD4<Double> {
    SIMD4(Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF), Double(p >> 24))
}


/// Test images and targets.
enum TestPixels {
    /// A random valid premultiplied pixel; opaque when `opaque`.
    static func pixel(_ g: inout SplitMix64, opaque: Bool) -> UInt32 {
        let a = opaque ? 255 : UInt32.random(in: 0...255, using: &g)
        func c() -> UInt32 { a == 0 ? 0 : UInt32.random(in: 0...a, using: &g) }
        return a << 24 | c() << 16 | c() << 8 | c()
    }

    /// A `width` x `height` bitmap of random pixels.
    static func random(width: Int, height: Int, opaque: Bool, _ g: inout SplitMix64) -> Bitmap {
        let b = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { b[x, y] = pixel(&g, opaque: opaque) } }
        return b
    }

    /// A smooth opaque image with a few hard edges: gradients plus a checker of `cell` pixels.
    static func pattern(width: Int, height: Int, cell: Int = 7) -> Bitmap {
        let b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let checker: UInt32 = (x / cell + y / cell) & 1 == 0 ? 60 : 0
                let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
                b[x, y] = 0xFF00_0000 | (r * 3 / 4 + checker / 2) << 16 | (g * 3 / 4) << 8 | (195 - checker)
            }
        }
        return b
    }
}
