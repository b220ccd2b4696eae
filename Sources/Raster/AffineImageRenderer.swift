import Foundation

/// Draws an image under any invertible affine mapping (rotation, shear): each device pixel
/// centre is mapped back into the image and sampled on its own. Correct for every
/// transform and a few times slower than `SeparableImageRenderer`, which takes every
/// scale-and-translate draw.
///
/// Per row, the quad is clipped to the row's band: pixels it covers wholly form one run,
/// sampled into a Q7 row and composited by the same vector loops as the separable path;
/// each edge pixel clips the band polygon to its own square and takes the exact area as
/// coverage. Sample positions step along the row in 32.32 fixed point. Sampling uses the
/// separable path's arithmetic (Q15 weights, Q7 lanes), so for an axis-aligned mapping both
/// give the same pixels up to the last bit of a weight. Minified `.mipmapped` draws blend
/// bilinear samples of the two levels around the level of detail (trilinear).
struct AffineImageRenderer {
    /// A mip level as sampled: its pixels and the texels sampling may read (inclusive).
    /// It holds the level's pixels by pointer, not as a `Bitmap`, so per-pixel code that
    /// picks a level copies no reference (no retain and release per sample); the image
    /// drawn keeps the level alive for the draw.
    struct Level {
        let pixels: UnsafeMutablePointer<UInt32>
        let rowStride: Int
        let loX: Int, hiX: Int, loY: Int, hiY: Int
        /// Texels per image pixel: 1 / 2^level.
        let scale: Double

        init(bitmap: Bitmap, loX: Int, hiX: Int, loY: Int, hiY: Int, scale: Double) {
            pixels = bitmap.storage.base + bitmap.offset
            rowStride = bitmap.rowStride
            self.loX = loX
            self.hiX = hiX
            self.loY = loY
            self.hiY = hiY
            self.scale = scale
        }

        /// The first pixel of row `j`.
        @inline(__always)
        func row(_ j: Int) -> UnsafeMutablePointer<UInt32> { pixels + j &* rowStride }
    }

    /// One unit in 32.32 fixed point.
    static let fixedOne = 1 << 32

    static func draw(_ draw: ImageDraw, into target: Bitmap, clip: PixelRect, alpha: Double,
                     options: RasterOptions) {
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
            return Level(bitmap: bitmap, loX: ranges.x.lowerBound, hiX: ranges.x.upperBound - 1,
                         loY: ranges.y.lowerBound, hiY: ranges.y.upperBound - 1, scale: 1 / Double(1 << index))
        }
        let lod = MipSelection.levelOfDetail(inverse)
        let mipmapped = draw.sampling == .mipmapped || draw.sampling == .areaAverage
        if mipmapped && lod > 0 && image.mipLevelCount > 1 {
            let wanted = min(Int(lod.rounded(.down)), image.mipLevelCount - 1)
            let ready = image.mipChain.drawLevel(min(wanted + 1, image.mipLevelCount - 1), options: options).index
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
        let bands = RasterConcurrency.bandCount(rows: bounds.height, pixels: bounds.area, options: options)
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
        let run = scratch.buffer(.gatherRow, count: (bounds.width + 1) * 4, of: UInt16.self)
        let innerMode = CompositeMode(factor: alpha, sourceIsOpaque: sourceIsOpaque)
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
            let inner = EdgeCoverage(lo: max(topL, bottomL), hi: min(topR, bottomR)).fullPixels(within: columns)
            let out = target.row(y)
            func edgePixel(_ x: Int) {
                let left = Double(x)
                var m = Polygon.clip(band, n, axis: 0, keepAbove: left, into: strip)
                m = Polygon.clip(strip, m, axis: 0, keepBelow: left + 1, into: pixel)
                let mode = CompositeMode(factor: alpha * Polygon.area(pixel, m), sourceIsOpaque: sourceIsOpaque)
                guard mode != .skip else { return }
                sample(y: y, x: x, count: 1, into: run)
                ImageKernels.composite(OneRowSamples(row: run), mode, count: 1, into: out + x)
            }
            let leftEnd = inner.isEmpty ? columns.upperBound : inner.lowerBound
            for x in columns.lowerBound..<leftEnd { edgePixel(x) }
            if !inner.isEmpty {
                if innerMode != .skip {
                    sample(y: y, x: inner.lowerBound, count: inner.count, into: run)
                    ImageKernels.composite(OneRowSamples(row: run), innerMode, count: inner.count,
                                           into: out + inner.lowerBound)
                }
                for x in inner.upperBound..<columns.upperBound { edgePixel(x) }
            }
        }
    }

    /// Where a row of samples starts in `level` and how it steps: 32.32 fixed-point texel
    /// positions, already offset by half a texel for bilinear.
    struct Walk {
        var u: Int, v: Int
        let du: Int, dv: Int
    }

    /// The walk over `level` for pixels `x, x + 1, ...` of row `y`.
    @inline(__always)
    func walk(_ level: Level, y: Int, x: Int) -> Walk {
        func fixed(_ t: Double) -> Int {
            Int((min(max(t, -1e9), 1e9) * Double(AffineImageRenderer.fixedOne)).rounded())
        }
        let xc = Double(x) + 0.5, yc = Double(y) + 0.5
        let u = (inverse.a * xc + inverse.c * yc + inverse.tx) * level.scale - 0.5
        let v = (inverse.b * xc + inverse.d * yc + inverse.ty) * level.scale - 0.5
        return Walk(u: fixed(u), v: fixed(v), du: fixed(inverse.a * level.scale), dv: fixed(inverse.b * level.scale))
    }

    /// Q7 samples of pixels `x ..< x + count` of row `y` into `out` (four lanes each).
    func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt16>) {
        var a = walk(fine, y: y, x: x)
        if nearest {
            let half = AffineImageRenderer.fixedOne / 2
            for k in 0..<count {
                let i = min(max((a.u + half) >> 32, fine.loX), fine.hiX)
                let j = min(max((a.v + half) >> 32, fine.loY), fine.hiY)
                store(ImageKernels.low(ImageKernels.q7(ImageKernels.loadSingle(fine.row(j) + i))), out, k)
                a.u &+= a.du; a.v &+= a.dv
            }
            return
        }
        guard let coarse else {
            for k in 0..<count {
                store(AffineImageRenderer.bilinear(fine, a.u, a.v), out, k)
                a.u &+= a.du; a.v &+= a.dv
            }
            return
        }
        var b = walk(coarse, y: y, x: x)
        let weights = ImageKernels.pairWeights(ImageKernels.unit - trilinear, trilinear)
        for k in 0..<count {
            let both = ImageKernels.concat(AffineImageRenderer.bilinear(fine, a.u, a.v),
                                           AffineImageRenderer.bilinear(coarse, b.u, b.v))
            store(ImageKernels.foldHalves(ImageKernels.mulhi(both &<< 1, weights)), out, k)
            a.u &+= a.du; a.v &+= a.dv
            b.u &+= b.du; b.v &+= b.dv
        }
    }

    @inline(__always)
    private func store(_ lanes: SIMD4<UInt16>, _ out: UnsafeMutablePointer<UInt16>, _ k: Int) {
        UnsafeMutableRawPointer(out + 4 &* k).storeBytes(of: lanes, as: SIMD4<UInt16>.self)
    }

    /// The first texel of the two to blend along one axis and the Q15 weight of the second,
    /// for fixed-point position `p` (texel index space) clamped to `lo ... hi`. The pair
    /// stays inside `lo ... hi` when it holds two texels; otherwise both are `lo`.
    @inline(__always)
    static func axis(_ p: Int, _ lo: Int, _ hi: Int) -> (first: Int, weight: UInt16) {
        let c = min(max(p, lo << 32), hi << 32)
        var i = c >> 32
        var w = ((c & 0xFFFF_FFFF) + (1 << 16)) >> 17
        if w == 32768 { i += 1; w = 0 }
        if i < hi { return (i, UInt16(w)) }
        return hi > lo ? (hi - 1, ImageKernels.unit) : (lo, 0)
    }

    /// Bilinear sample of `level` at fixed-point texel position (`u`, `v`) (half a texel
    /// already taken off), Q7: horizontal blends of two rows, then a vertical blend, as
    /// the separable passes compute them.
    @inline(__always)
    static func bilinear(_ level: Level, _ u: Int, _ v: Int) -> SIMD4<UInt16> {
        let (i, wx) = axis(u, level.loX, level.hiX)
        let (j, wy) = axis(v, level.loY, level.hiY)
        let top = level.row(j), bottom = level.row(level.hiY > level.loY ? j + 1 : j)
        let horizontal = ImageKernels.pairWeights(ImageKernels.unit - wx, wx)
        let pairTop: SIMD8<UInt8>, pairBottom: SIMD8<UInt8>
        if level.hiX > level.loX {
            pairTop = ImageKernels.loadPair(top + i)
            pairBottom = ImageKernels.loadPair(bottom + i)
        } else {
            pairTop = ImageKernels.combine(top[i], top[i])
            pairBottom = ImageKernels.combine(bottom[i], bottom[i])
        }
        let h0 = ImageKernels.foldHalves(ImageKernels.mulhi(ImageKernels.widenedHigh(pairTop), horizontal))
        let h1 = ImageKernels.foldHalves(ImageKernels.mulhi(ImageKernels.widenedHigh(pairBottom), horizontal))
        return ImageKernels.foldHalves(ImageKernels.mulhi(
            ImageKernels.concat(h0, h1) &<< 1, ImageKernels.pairWeights(ImageKernels.unit - wy, wy)))
    }
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
