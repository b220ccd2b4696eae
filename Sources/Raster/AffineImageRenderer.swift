import Foundation

/// Draws an image under any invertible affine mapping (rotation, shear): each device pixel
/// centre is mapped back into the image and sampled on its own. Correct for every
/// transform and several times slower than `SeparableImageRenderer`, which takes every
/// scale-and-translate draw.
///
/// Sampling uses the separable path's arithmetic (Q15 weights, Q7 lanes), so for an
/// axis-aligned mapping both give the same pixels up to the last bit of a weight.
/// Minified `.mipmapped` draws blend bilinear samples of the two levels around the level
/// of detail (trilinear). The quad's outline is anti-aliased by exact area: per row, the
/// quad is clipped to the row's band; pixels wholly inside need nothing more, and each
/// edge pixel clips that band polygon to its own square and takes the area.
struct AffineImageRenderer {
    /// A mip level as sampled: its pixels and the texels sampling may read.
    struct Level {
        let bitmap: Bitmap
        let clampX: ClosedRange<Int>, clampY: ClosedRange<Int>
        /// Texels per image pixel: 1 / 2^level.
        let scale: Double
    }

    static func draw(_ draw: ImageDraw, into target: Bitmap, clip: PixelRect, alpha: Double) {
        let m = draw.toDevice, inverse = m.inverted()
        let r = draw.region
        func corner(_ x: Double, _ y: Double) -> SIMD2<Double> {
            let p = CGPoint(x: x, y: y).applying(m)
            return SIMD2(p.x, p.y)
        }
        let quad = (corner(r.minX, r.minY), corner(r.maxX, r.minY), corner(r.maxX, r.maxY), corner(r.minX, r.maxY))
        let bounds = PixelRect(covering: r.applying(m)).intersection(clip)
        guard !bounds.isEmpty else { return }

        let image = draw.image
        var fine: Level, coarse: Level?
        var trilinear = 0.0
        func level(_ index: Int) -> Level {
            let bitmap = image.mipChain.level(index)!
            let ranges = draw.clampRanges(atLevel: index, size: (bitmap.width, bitmap.height))
            return Level(bitmap: bitmap,
                         clampX: ranges.x.lowerBound...(ranges.x.upperBound - 1),
                         clampY: ranges.y.lowerBound...(ranges.y.upperBound - 1),
                         scale: 1 / Double(1 << index))
        }
        let lod = MipSelection.levelOfDetail(inverse)
        if draw.sampling == .mipmapped && lod > 0 && image.mipLevelCount > 1 {
            let wanted = min(Int(lod.rounded(.down)), image.mipLevelCount - 1)
            let ready = image.mipChain.drawLevel(min(wanted + 1, image.mipLevelCount - 1)).index
            let finer = min(wanted, ready)
            fine = level(finer)
            if finer == wanted && ready > finer {
                coarse = level(finer + 1)
                trilinear = lod - Double(finer)
            }
        } else {
            fine = level(0)
        }
        let renderer = AffineImageRenderer(
            inverse: inverse, fine: fine, coarse: coarse, trilinear: UInt16((min(1, trilinear) * 32768).rounded()),
            nearest: draw.sampling == .nearest, quad: quad, bounds: bounds,
            alpha: alpha, sourceIsOpaque: image.isOpaque, target: target)
        let bands = RasterConcurrency.bandCount(rows: bounds.height, pixels: bounds.area)
        RasterConcurrency.forEachBand(bands) { band in
            ImageScratch.with { scratch in
                renderer.render(rows: RasterConcurrency.bandRows(band, of: bands, first: bounds.y, rows: bounds.height),
                                scratch: scratch)
            }
        }
    }

    let inverse: CGAffineTransform
    /// The level sampled, and the next coarser one when blending two (trilinear).
    let fine: Level, coarse: Level?
    /// Q15 weight of `coarse`.
    let trilinear: UInt16
    let nearest: Bool
    /// The quad's corners in device pixels, in order around it.
    let quad: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
    let bounds: PixelRect
    let alpha: Double
    let sourceIsOpaque: Bool
    let target: Bitmap

    func render(rows: Range<Int>, scratch: ImageScratch) {
        // A convex quadrilateral clipped by two lines keeps at most 6 vertices, by four at
        // most 8; three buffers of 8 serve the band and each pixel's clips.
        let polygons = scratch.buffer(.polygon, count: 24, of: SIMD2<Double>.self)
        let band = polygons, strip = polygons + 8, pixel = polygons + 16
        for y in rows {
            let top = Double(y), bottom = top + 1
            band[0] = quad.0; band[1] = quad.1; band[2] = quad.2; band[3] = quad.3
            var n = Polygon.clip(band, 4, axis: 1, keepAbove: top, into: strip)
            n = Polygon.clip(strip, n, axis: 1, keepBelow: bottom, into: band)
            guard n >= 3 else { continue }
            // Touched pixels, and the ones the band polygon covers wholly: the quad is convex,
            // so a pixel is inside when its corners on both band edges are.
            var minX = Double.infinity, maxX = -Double.infinity
            var topL = Double.infinity, topR = -Double.infinity, bottomL = Double.infinity, bottomR = -Double.infinity
            for k in 0..<n {
                let p = band[k]
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                if p.y == top { topL = min(topL, p.x); topR = max(topR, p.x) }
                if p.y == bottom { bottomL = min(bottomL, p.x); bottomR = max(bottomR, p.x) }
            }
            let columns = EdgeCoverage(lo: minX, hi: maxX).pixels(within: bounds.x..<bounds.maxX)
            let inner = EdgeCoverage(lo: max(topL, bottomL), hi: min(topR, bottomR))
                .fullPixels(within: columns)
            let out = target.row(y)
            for x in columns {
                var coverage = 1.0
                if !inner.contains(x) {
                    let left = Double(x)
                    var m = Polygon.clip(band, n, axis: 0, keepAbove: left, into: strip)
                    m = Polygon.clip(strip, m, axis: 0, keepBelow: left + 1, into: pixel)
                    coverage = Polygon.area(pixel, m)
                }
                let mode = CompositeMode(factor: alpha * coverage, sourceIsOpaque: sourceIsOpaque)
                guard mode != .skip else { continue }
                let xc = Double(x) + 0.5, yc = top + 0.5
                let u = inverse.a * xc + inverse.c * yc + inverse.tx
                let v = inverse.b * xc + inverse.d * yc + inverse.ty
                ImageKernels.composite(SingleSample(lanes: sample(u, v)), mode, count: 1, into: out + x)
            }
        }
    }

    /// The Q7 sample at image point (`u`, `v`), in the low half.
    @inline(__always)
    func sample(_ u: Double, _ v: Double) -> SIMD8<UInt16> {
        if nearest {
            let level = fine
            let i = AxisTaps.clampedFloor(u, level.clampX.lowerBound, level.clampX.upperBound)
            let j = AxisTaps.clampedFloor(v, level.clampY.lowerBound, level.clampY.upperBound)
            return ImageKernels.q7(ImageKernels.loadSingle(level.bitmap.row(j) + i))
        }
        let fineSample = AffineImageRenderer.bilinear(fine, u, v)
        guard let coarse else { return ImageKernels.concat(fineSample, .zero) }
        let coarseSample = AffineImageRenderer.bilinear(coarse, u, v)
        let blended = ImageKernels.mulhi(ImageKernels.concat(fineSample, coarseSample) &<< 1,
                                         ImageKernels.pairWeights(ImageKernels.unit - trilinear, trilinear))
        return ImageKernels.concat(ImageKernels.foldHalves(blended), .zero)
    }

    /// Bilinear sample of `level` at image point (`u`, `v`), Q7, the same arithmetic as the
    /// separable passes: horizontal blends of two rows, then a vertical blend.
    @inline(__always)
    static func bilinear(_ level: Level, _ u: Double, _ v: Double) -> SIMD4<UInt16> {
        @inline(__always) func axis(_ t: Double, _ clamp: ClosedRange<Int>) -> (Int, Int, UInt16) {
            let p = min(max(t - 0.5, Double(clamp.lowerBound)), Double(clamp.upperBound))
            let i = AxisTaps.clampedFloor(p, clamp.lowerBound, clamp.upperBound)
            let w = UInt16(((p - Double(i)) * 32768).rounded())
            return (i, min(i + 1, clamp.upperBound), w)
        }
        let (i0, i1, wx) = axis(u * level.scale, level.clampX)
        let (j0, j1, wy) = axis(v * level.scale, level.clampY)
        let horizontal = ImageKernels.pairWeights(ImageKernels.unit - wx, wx)
        let top = level.bitmap.row(j0), bottom = level.bitmap.row(j1)
        let h0 = ImageKernels.foldHalves(ImageKernels.mulhi(
            ImageKernels.widenedHigh(ImageKernels.combine(top[i0], top[i1])), horizontal))
        let h1 = ImageKernels.foldHalves(ImageKernels.mulhi(
            ImageKernels.widenedHigh(ImageKernels.combine(bottom[i0], bottom[i1])), horizontal))
        return ImageKernels.foldHalves(ImageKernels.mulhi(
            ImageKernels.concat(h0, h1) &<< 1, ImageKernels.pairWeights(ImageKernels.unit - wy, wy)))
    }
}

/// A single precomputed Q7 pixel as a one-pixel row.
struct SingleSample: RowSamples {
    let lanes: SIMD8<UInt16>
    @inline(__always) func pair(_ k: Int) -> SIMD8<UInt16> { lanes }
    @inline(__always) func single(_ k: Int) -> SIMD8<UInt16> { lanes }
}

/// Convex polygon clipping and area, for exact edge coverage.
enum Polygon {
    /// Clips the `count` vertices at `points` to the half-plane where coordinate `axis`
    /// (0 = x, 1 = y) is at least `keepAbove` (Sutherland-Hodgman); vertices created on
    /// the line get exactly that coordinate. Returns the number of vertices written to `out`.
    static func clip(_ points: UnsafePointer<SIMD2<Double>>, _ count: Int, axis: Int, keepAbove line: Double,
                     into out: UnsafeMutablePointer<SIMD2<Double>>) -> Int {
        clip(points, count, axis: axis, line: line, sign: 1, into: out)
    }

    /// As `clip(_:_:axis:keepAbove:into:)`, keeping coordinates at most `keepBelow`.
    static func clip(_ points: UnsafePointer<SIMD2<Double>>, _ count: Int, axis: Int, keepBelow line: Double,
                     into out: UnsafeMutablePointer<SIMD2<Double>>) -> Int {
        clip(points, count, axis: axis, line: line, sign: -1, into: out)
    }

    private static func clip(_ points: UnsafePointer<SIMD2<Double>>, _ count: Int, axis: Int, line: Double,
                             sign: Double, into out: UnsafeMutablePointer<SIMD2<Double>>) -> Int {
        guard count > 0 else { return 0 }
        var n = 0
        var previous = points[count - 1]
        var previousInside = (previous[axis] - line) * sign >= 0
        for k in 0..<count {
            let current = points[k]
            let inside = (current[axis] - line) * sign >= 0
            if inside != previousInside {
                let t = (line - previous[axis]) / (current[axis] - previous[axis])
                var crossing = previous + (current - previous) * t
                crossing[axis] = line
                out[n] = crossing
                n += 1
            }
            if inside {
                out[n] = current
                n += 1
            }
            previous = current
            previousInside = inside
        }
        return n
    }

    /// The area of a simple polygon (shoelace), absolute.
    static func area(_ points: UnsafePointer<SIMD2<Double>>, _ count: Int) -> Double {
        guard count >= 3 else { return 0 }
        var twice = 0.0
        var previous = points[count - 1]
        for k in 0..<count {
            let p = points[k]
            twice += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return abs(twice) / 2
    }
}
