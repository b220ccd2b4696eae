import CRasterSIMD
import Foundation

/// The per-pixel pass of a page curl (`Canvas.drawPageCurl`): for every device pixel, the
/// inverse of `PageCurlGeometry.project` decides what it sees.
///
/// Along a device row the signed distance `t` from the axis is linear in x, so a row cuts
/// into runs, found once per row with the same expression each pixel would use:
///
/// - `t < 0` inside the leaf: the flat leaf, a row copy;
/// - `t < 0` where the turned-over part lands (`s = π r - t`, the leaf point
///   `q + (π r - 2 t) n`, a reflection): its back, one bilinear sample per pixel stepping
///   in 32.32 fixed point, shaded by one constant tone; only the pixels its outline crosses
///   are composited one by one, with coverage from their distance to the outline;
/// - `0 <= t < r + 0.5`, the roll: per pixel, `θ = asin(t / r)` gives the front
///   (`s = r θ`) and the back (`s = r (π - θ)`) points, the roll squeezes the page by
///   `cos θ` across the axis, so both are read from mip level `log2(1 / cos θ)` (two
///   levels blended); the back lies on top; the silhouette is anti-aliased over half a pixel;
/// - `t >= r + 0.5` inside the leaf: the page beneath, a row copy, darkened by the shadow
///   next to the roll.
///
/// Sampling is the image kernels' arithmetic (`AffineImageRenderer.bilinear`: Q15 weights,
/// Q7 lanes); tones and coverage are Q15 factors. Rows are cut into bands across threads,
/// each row computed the same way in any band.
struct PageCurlRenderer {
    typealias Level = AffineImageRenderer.Level

    let target: Bitmap
    /// The device pixels worked on.
    let bounds: PixelRect
    /// The leaf's top-left device pixel and size in pixels.
    let ox: Int, oy: Int, width: Int, height: Int
    /// The geometry, in leaf pixels.
    let ax: Double, ay: Double, nx: Double, ny: Double, r: Double
    let shadowWidth: Double
    /// The front's mip levels, and the levels the back is read from (the front's for paper).
    let front: UnsafePointer<Level>, frontCount: Int
    let back: UnsafePointer<Level>, backCount: Int
    /// Whether the back image is mirrored across the leaf (double-sided pages only).
    let mirrorsX: Bool, mirrorsY: Bool
    /// `PageCurlShading.paperFade` for paper, 0 for a back image.
    let fade: Double
    /// The page beneath's pixels, when not the target's.
    let beneath: Level?
    /// True when the back's pixels are all opaque, so the turned-over part can be stored.
    let backIsOpaque: Bool

    static func draw(_ pages: PageCurlPages, geometry: PageCurlGeometry, origin: (x: Int, y: Int),
                     into target: Bitmap, clip: PixelRect, options: RasterOptions) {
        let width = pages.front.width, height = pages.front.height
        let n = geometry.normal, a = geometry.axisPoint, r = geometry.radius
        let leaf = PixelRect(x: origin.x, y: origin.y, width: width, height: height)
        // The turned-over part is the leaf reflected across the line π r / 2 beyond the
        // axis; the roll lies between the two. Their box, with the roll's reach, bounds the work.
        var minX = Double(leaf.x), maxX = Double(leaf.maxX), minY = Double(leaf.y), maxY = Double(leaf.maxY)
        for (cx, cy) in [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))] {
            let s = (cx - a.x) * n.x + (cy - a.y) * n.y
            let shift = s > 0 ? Double.pi * r - 2 * s : 0
            minX = min(minX, Double(origin.x) + cx + shift * n.x); maxX = max(maxX, Double(origin.x) + cx + shift * n.x)
            minY = min(minY, Double(origin.y) + cy + shift * n.y); maxY = max(maxY, Double(origin.y) + cy + shift * n.y)
        }
        let reach = Double.pi * r + 2
        let bounds = PixelRect(covering: CGRect(x: minX - reach, y: minY - reach, width: maxX - minX + 2 * reach,
                                                height: maxY - minY + 2 * reach)).intersection(clip)
        guard !bounds.isEmpty else { return }

        ImageScratch.with { scratch in
            // Every level, so the tightest part of the roll reads the coarsest it needs. Levels
            // hold pixels by pointer; `pages` keeps the images alive for the draw.
            func levels(of image: RasterImage, into slot: ImageScratch.Slot) -> (UnsafeMutablePointer<Level>, Int) {
                let count = image.mipChain.drawLevel(image.mipLevelCount - 1, options: options).index + 1
                let buffer = scratch.buffer(slot, count: count, of: Level.self)
                for i in 0..<count {
                    let bitmap = image.mipChain.level(i)!
                    buffer[i] = Level(bitmap: bitmap, loX: 0, hiX: bitmap.width - 1, loY: 0, hiY: bitmap.height - 1,
                                      scale: 1 / Double(1 << i))
                }
                return (buffer, count)
            }
            let (frontLevels, frontCount) = levels(of: pages.front, into: .curlFrontLevels)
            var backLevels = frontLevels, backCount = frontCount
            var fade = PageCurlShading.paperFade, backIsOpaque = pages.front.isOpaque
            if case let .image(image) = pages.back {
                (backLevels, backCount) = levels(of: image, into: .curlBackLevels)
                fade = 0
                backIsOpaque = image.isOpaque
            }
            let horizontal = geometry.spine.isHorizontal
            let isImage: Bool
            if case .image = pages.back { isImage = true } else { isImage = false }
            let renderer = PageCurlRenderer(
                target: target, bounds: bounds, ox: origin.x, oy: origin.y, width: width, height: height,
                ax: a.x, ay: a.y, nx: n.x, ny: n.y, r: r,
                shadowWidth: PageCurlShading.shadowWidth(radius: r, length: geometry.length),
                front: frontLevels, frontCount: frontCount, back: backLevels, backCount: backCount,
                mirrorsX: isImage && horizontal, mirrorsY: isImage && !horizontal, fade: fade,
                beneath: pages.beneath.map { Level(bitmap: $0.bitmap, loX: 0, hiX: width - 1, loY: 0, hiY: height - 1,
                                                   scale: 1) },
                backIsOpaque: backIsOpaque)
            let bands = RasterConcurrency.bandCount(rows: bounds.height, pixels: bounds.area, options: options)
            RasterConcurrency.forEachBand(bands) { band in
                renderer.render(rows: RasterConcurrency.bandRows(band, of: bands, first: bounds.y, rows: bounds.height))
            }
        }
    }

    /// Renders device rows `rows`.
    func render(rows: Range<Int>) {
        let columns = bounds.x..<bounds.maxX
        let pir = Double.pi * r
        let w = Double(width), h = Double(height)
        let flapTone = PageCurlRenderer.toneWeights(PageCurlShading.backTone(1, fade: fade))
        for y in rows {
            let out = target.row(y)
            let qy = Double(y - oy) + 0.5
            let leafRow = y - oy
            let leafColumns = leafRow >= 0 && leafRow < height
                ? (ox..<(ox + width)).clamped(to: columns) : columns.lowerBound..<columns.lowerBound
            // t(x) for device column x; the turned-over point p(x) = q(x) + (π r - 2 t(x)) n.
            let t = Linear(a: nx * (0.5 - Double(ox) - ax) + ny * (qy - ay), b: nx)
            let flat = t.span(columns, lo: -.infinity, hi: 0)
            let roll = t.span(columns, lo: 0, hi: r + 0.5)
            let beyond = t.span(columns, lo: r + 0.5, hi: .infinity)
            let px = Linear(a: 0.5 - Double(ox) + (pir - 2 * t.a) * nx, b: 1 - 2 * nx * nx)
            let py = Linear(a: qy + (pir - 2 * t.a) * ny, b: -2 * nx * ny)

            // The flat leaf.
            let front0 = front[0]
            let flatLeaf = flat.clamped(to: leafColumns)
            if !flatLeaf.isEmpty {
                (out + flatLeaf.lowerBound).update(from: front0.row(leafRow) + (flatLeaf.lowerBound - ox),
                                                   count: flatLeaf.count)
            }

            // The page beneath and its shadow.
            let uncovered = beyond.clamped(to: leafColumns)
            if !uncovered.isEmpty {
                if let beneath {
                    (out + uncovered.lowerBound).update(from: beneath.row(leafRow) + (uncovered.lowerBound - ox),
                                                        count: uncovered.count)
                }
                for x in t.span(uncovered, lo: -.infinity, hi: r + shadowWidth) {
                    let factor = PageCurlShading.shadow(t.value(x) - r, width: shadowWidth)
                    ImageKernels.storeSingle(PageCurlRenderer.darkened(ImageKernels.loadSingle(out + x), factor),
                                             out + x)
                }
            }

            // The roll.
            for x in roll {
                rollPixel(x: x, y: y, t: t.value(x), qy: qy, inLeaf: leafColumns.contains(x), out: out)
            }

            // The turned-over part: the pixels its outline crosses one by one, the rest as a run.
            let touched = flat.clamped(to: px.span(columns, lo: -0.5, hi: w + 0.5))
                .clamped(to: py.span(columns, lo: -0.5, hi: h + 0.5))
            guard !touched.isEmpty else { continue }
            let inside = touched.clamped(to: px.span(columns, lo: 0.5, hi: w - 0.5))
                .clamped(to: py.span(columns, lo: 0.5, hi: h - 0.5))
            let innerStart = inside.isEmpty ? touched.upperBound : inside.lowerBound
            let innerEnd = inside.isEmpty ? touched.upperBound : inside.upperBound
            for x in touched.lowerBound..<innerStart {
                flapEdgePixel(x: x, px: px.value(x), py: py.value(x), tone: flapTone, out: out)
            }
            if !inside.isEmpty { flapRun(inside, px: px, py: py, tone: flapTone, out: out) }
            for x in innerEnd..<touched.upperBound {
                flapEdgePixel(x: x, px: px.value(x), py: py.value(x), tone: flapTone, out: out)
            }
        }
    }

    // MARK: Pixels

    /// One pixel of the roll: the page beneath (or what the target holds outside the
    /// leaf) in the shadow, the front of the roll over it, the back on top.
    @inline(__always)
    private func rollPixel(x: Int, y: Int, t: Double, qy: Double, inLeaf: Bool, out: UnsafeMutablePointer<UInt32>) {
        let u = r > 0 ? min(1, t / r) : 1
        let theta = PageCurlRenderer.asin(u)
        let c = (1 - u * u).squareRoot()
        let silhouette = min(1, r + 0.5 - t)
        let qx = Double(x - ox) + 0.5
        let backShift = r * (Double.pi - theta) - t, frontShift = r * theta - t
        let p2x = qx + backShift * nx, p2y = qy + backShift * ny
        let backCoverage = coverage(p2x, p2y) * silhouette
        let p1x = qx + frontShift * nx, p1y = qy + frontShift * ny
        let frontCoverage = backCoverage >= 1 ? 0 : coverage(p1x, p1y) * silhouette
        guard inLeaf || frontCoverage > 0 || backCoverage > 0 else { return }
        var d: SIMD8<UInt8>
        if inLeaf {
            let below = beneath?.row(y - oy)[x - ox] ?? out[x]
            d = PageCurlRenderer.darkened(ImageKernels.combine(below, 0),
                                          PageCurlShading.shadow(t - r, width: shadowWidth))
        } else {
            d = ImageKernels.loadSingle(out + x)
        }
        let lod = PageCurlRenderer.negativeLog2(c)
        if frontCoverage > 0 {
            let s = PageCurlRenderer.sample(front, frontCount, p1x, p1y, lod: lod)
            let shade = PageCurlShading.frontShade(c)
            d = PageCurlRenderer.over(PageCurlRenderer.tone(s, PageCurlRenderer.toneWeights((shade, 0))),
                                      coverage: frontCoverage, d)
        }
        if backCoverage > 0 {
            let s = PageCurlRenderer.sample(back, backCount, mirrorsX ? Double(width) - p2x : p2x,
                                            mirrorsY ? Double(height) - p2y : p2y, lod: lod)
            let tone = PageCurlRenderer.toneWeights(PageCurlShading.backTone(c, fade: fade))
            d = PageCurlRenderer.over(PageCurlRenderer.tone(s, tone), coverage: backCoverage, d)
        }
        ImageKernels.storeSingle(d, out + x)
    }

    /// A pixel the turned-over part's outline crosses.
    @inline(__always)
    private func flapEdgePixel(x: Int, px: Double, py: Double, tone: ToneWeights, out: UnsafeMutablePointer<UInt32>) {
        let k = coverage(px, py)
        guard k > 0 else { return }
        let s = PageCurlRenderer.bilinear(back[0], mirrorsX ? Double(width) - px : px,
                                          mirrorsY ? Double(height) - py : py)
        ImageKernels.storeSingle(PageCurlRenderer.over(PageCurlRenderer.tone(s, tone), coverage: k,
                                                       ImageKernels.loadSingle(out + x)), out + x)
    }

    /// The turned-over part's wholly covered pixels `run`: samples stepping in fixed point.
    @inline(__always)
    private func flapRun(_ run: Range<Int>, px: Linear, py: Linear, tone: ToneWeights,
                         out: UnsafeMutablePointer<UInt32>) {
        let level = back[0]
        let x0 = run.lowerBound
        let sx = mirrorsX ? -1.0 : 1.0, sy = mirrorsY ? -1.0 : 1.0
        let u0 = (mirrorsX ? Double(width) - px.value(x0) : px.value(x0)) - 0.5
        let v0 = (mirrorsY ? Double(height) - py.value(x0) : py.value(x0)) - 0.5
        var u = PageCurlRenderer.fixed(u0), v = PageCurlRenderer.fixed(v0)
        let du = PageCurlRenderer.fixed(sx * px.b), dv = PageCurlRenderer.fixed(sy * py.b)
        // A straight horizontal turn maps rows onto rows at a texel row exactly: the vertical
        // blend has weight 0, so the row-only sample is the same value, cheaper.
        let (j, wy) = AffineImageRenderer.axis(v, level.loY, level.hiY)
        if dv == 0 && wy == 0 {
            let row = UnsafePointer(level.row(j))
            flapPairs(run, out: out, tone: tone) {
                let (i, wx) = AffineImageRenderer.axis(u, level.loX, level.hiX)
                u &+= du
                let pair = level.hiX > level.loX ? ImageKernels.loadPair(row + i) : ImageKernels.combine(row[i], row[i])
                return ImageKernels.foldHalves(ImageKernels.mulhi(ImageKernels.widenedHigh(pair),
                                                                  ImageKernels.pairWeights(ImageKernels.unit - wx, wx)))
            }
        } else {
            flapPairs(run, out: out, tone: tone) {
                let s = AffineImageRenderer.bilinear(level, u, v)
                u &+= du; v &+= dv
                return s
            }
        }
    }

    /// Stores (opaque back) or blends `next()`'s samples, toned two at a time, over `run`.
    @inline(__always)
    private func flapPairs(_ run: Range<Int>, out: UnsafeMutablePointer<UInt32>, tone: ToneWeights,
                           _ next: () -> SIMD4<UInt16>) {
        var x = run.lowerBound
        while x + 2 <= run.upperBound {
            let s0 = next()
            let s1 = next()
            let toned = PageCurlRenderer.tone(ImageKernels.concat(s0, s1), tone)
            if backIsOpaque {
                ImageKernels.storePair(ImageKernels.roundedBytes(toned), out + x)
            } else {
                let d = ImageKernels.loadPair(out + x)
                ImageKernels.storePair(ImageKernels.roundedBytes(OverComposite.blend(toned, d)), out + x)
            }
            x += 2
        }
        if x < run.upperBound {
            let toned = PageCurlRenderer.tone(ImageKernels.concat(next(), .zero), tone)
            let d = ImageKernels.loadSingle(out + x)
            ImageKernels.storeSingle(ImageKernels.roundedBytes(OverComposite.blend(toned, d)), out + x)
        }
    }

    /// How much of a pixel whose sample point maps to leaf point (`px`, `py`) the leaf
    /// covers: its distance inside the outline plus half a pixel, 0...1.
    @inline(__always)
    func coverage(_ px: Double, _ py: Double) -> Double {
        let inside = min(min(px, Double(width) - px), min(py, Double(height) - py))
        return min(1, max(0, inside + 0.5))
    }

    // MARK: Arithmetic

    /// A tone as Q15 lane weights: colour lanes times `multiply`, plus alpha times `add`;
    /// alpha kept.
    struct ToneWeights {
        let multiply: SIMD8<UInt16>, add: SIMD8<UInt16>
    }

    @inline(__always)
    static func toneWeights(_ tone: (multiply: Double, add: Double)) -> ToneWeights {
        let add = q15(tone.add)
        let multiply = min(32768 - add, q15(tone.multiply))
        return ToneWeights(multiply: raster_colour_alpha_u16x8(multiply, ImageKernels.unit),
                           add: raster_colour_alpha_u16x8(add, 0))
    }

    /// Q7 pixels toned: `s * multiply + alpha(s) * add` on the colour lanes, alpha as it was.
    @inline(__always)
    static func tone(_ s: SIMD8<UInt16>, _ weights: ToneWeights) -> SIMD8<UInt16> {
        ImageKernels.mulhi(s &<< 1, weights.multiply) &+ ImageKernels.mulhi(ImageKernels.alphaLanes(s) &<< 1, weights.add)
    }

    @inline(__always)
    static func tone(_ s: SIMD4<UInt16>, _ weights: ToneWeights) -> SIMD8<UInt16> {
        tone(ImageKernels.concat(s, .zero), weights)
    }

    /// `s` (Q7, low pixel) scaled by `coverage` over the pixel `d`, rounded to bytes.
    @inline(__always)
    static func over(_ s: SIMD8<UInt16>, coverage: Double, _ d: SIMD8<UInt8>) -> SIMD8<UInt8> {
        let k = q15(coverage)
        return ImageKernels.roundedBytes(OverComposite.blend(ImageKernels.mulhi(s &<< 1, ImageKernels.splat(k)), d))
    }

    /// The pixel `d` (low half) with its colour multiplied by `factor` (0...1), alpha kept.
    @inline(__always)
    static func darkened(_ d: SIMD8<UInt8>, _ factor: Double) -> SIMD8<UInt8> {
        let k = q15(factor)
        return ImageKernels.roundedBytes(ImageKernels.mulhi(ImageKernels.widenedHigh(d),
                                                            raster_colour_alpha_u16x8(k, ImageKernels.unit)))
    }

    /// `v` (0...1) as a Q15 factor, rounded (half up). Adding a half and truncating keeps
    /// the conversion inline: `rounded()` is a library call on the baseline x86-64 target.
    @inline(__always)
    static func q15(_ v: Double) -> UInt16 {
        UInt16(min(32768, max(0, v * 32768 + 0.5)))
    }

    /// `v` in 32.32 fixed point (truncated: 2^-32 of a texel is far below what a weight
    /// resolves), clamped far outside any image.
    @inline(__always)
    static func fixed(_ v: Double) -> Int {
        Int(min(max(v, -1e9), 1e9) * Double(AffineImageRenderer.fixedOne))
    }

    /// Bilinear sample of `level` at leaf point (`px`, `py`) (level-0 pixels), Q7.
    @inline(__always)
    static func bilinear(_ level: Level, _ px: Double, _ py: Double) -> SIMD4<UInt16> {
        AffineImageRenderer.bilinear(level, fixed(px * level.scale - 0.5), fixed(py * level.scale - 0.5))
    }

    /// Sample at level of detail `lod` (>= 0): bilinear samples of the two levels around
    /// it blended, or the coarsest level past the last.
    @inline(__always)
    static func sample(_ levels: UnsafePointer<Level>, _ count: Int, _ px: Double, _ py: Double,
                       lod: Double) -> SIMD4<UInt16> {
        let last = count - 1
        // lod >= 0, so truncation is the floor.
        let index = min(last, Int(min(lod, 64)))
        let base = Double(index)
        let weight = index < last ? q15(lod - base) : 0
        let fine = bilinear(levels[index], px, py)
        guard weight > 0 else { return fine }
        let coarse = bilinear(levels[index + 1], px, py)
        return ImageKernels.foldHalves(ImageKernels.mulhi(ImageKernels.concat(fine, coarse) &<< 1,
                                                          ImageKernels.pairWeights(ImageKernels.unit - weight, weight)))
    }

    /// `asin(u)` for `u` in 0...1 within 2e-8 radians (Abramowitz and Stegun 4.4.46): the
    /// roll's angle without a library call per pixel.
    @inline(__always)
    static func asin(_ u: Double) -> Double {
        let p = 1.5707963050 + u * (-0.2145988016 + u * (0.0889789874 + u * (-0.0501743046
            + u * (0.0308918810 + u * (-0.0170881256 + u * (0.0066700901 + u * -0.0012624911))))))
        return Double.pi / 2 - (1 - u).squareRoot() * p
    }

    /// `-log2(c)` for `c` in 0...1 within 2e-5 (exponent bits plus an atanh series on the
    /// mantissa): the roll's level of detail; 64 for 0.
    @inline(__always)
    static func negativeLog2(_ c: Double) -> Double {
        guard c > 1e-300 else { return 64 }
        let bits = c.bitPattern
        let exponent = Double(Int((bits >> 52) & 0x7FF) - 1023)
        let m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        let z = (m - 1) / (m + 1), z2 = z * z
        let log2m = 2 / M_LN2 * z * (1 + z2 * (1.0 / 3 + z2 * (1.0 / 5 + z2 * (1.0 / 7))))
        return -(exponent + log2m)
    }
}

/// `a + b * x` over device columns x, and the columns where it lies in a range.
struct Linear {
    let a: Double, b: Double

    @inline(__always)
    func value(_ x: Int) -> Double { a + b * Double(x) }

    /// The columns of `range` with `lo <= value(x) < hi`: one run, as the value is monotone.
    /// Found from the solved crossing and settled by evaluating `value` itself, so a pixel
    /// is in the run exactly when its own value says so.
    func span(_ range: Range<Int>, lo: Double, hi: Double) -> Range<Int> {
        guard !range.isEmpty else { return range }
        if b == 0 {
            let v = value(range.lowerBound)
            return v >= lo && v < hi ? range : range.lowerBound..<range.lowerBound
        }
        let start: Int, end: Int
        if b > 0 {
            start = first(in: range, from: lo) { value($0) >= lo }
            end = first(in: range, from: hi) { value($0) >= hi }
        } else {
            start = first(in: range, from: hi) { value($0) < hi }
            end = first(in: range, from: lo) { value($0) < lo }
        }
        return start < end ? start..<end : start..<start
    }

    /// The first column of `range` where `holds` (false before, true after), or the end,
    /// starting from where the value crosses `level`.
    @inline(__always)
    private func first(in range: Range<Int>, from level: Double, _ holds: (Int) -> Bool) -> Int {
        var x: Int
        let crossing = (level - a) / b
        if crossing.isNaN {
            x = range.lowerBound
        } else {
            x = Int(min(Double(range.upperBound), max(Double(range.lowerBound), crossing.rounded(.up))))
        }
        while x > range.lowerBound && holds(x - 1) { x -= 1 }
        while x < range.upperBound && !holds(x) { x += 1 }
        return x
    }
}
