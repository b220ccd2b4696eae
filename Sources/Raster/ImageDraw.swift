import Foundation

/// One image draw, resolved to device terms: which part of which image, where its pixels
/// land, and how to sample them. Built by the `Canvas.draw` methods, run by
/// `SeparableImageRenderer` (scale and translation, flips included),
/// `QuarterTurnImageRenderer` (the same turned a quarter turn, through the separable path)
/// or `AffineImageRenderer` (any other rotation, shear).
struct ImageDraw {
    /// The image drawn.
    let image: RasterImage
    /// The part of the image drawn, in image pixels; inside the image and not empty. Its
    /// outline in device space is the area covered, anti-aliased at fractional edges.
    let region: CGRect
    /// The pixels sampling may read, in image pixels: `region` rounded outward. Samples
    /// near the region's edge repeat its edge pixels rather than read beyond.
    let clamp: PixelRect
    /// Maps image pixels to device pixels (the image transform, then the canvas transform).
    let toDevice: CGAffineTransform
    /// How pixels are sampled.
    let sampling: Sampling

    /// A draw of `region` of `image`; nil when nothing can be drawn (empty, non-finite, or
    /// singular), so callers need no further checks.
    init?(image: RasterImage, region: CGRect, toDevice: CGAffineTransform, sampling: Sampling) {
        // Foundation's intersection traps on non-finite rectangles on Linux: refuse them first.
        guard region.origin.x.isFinite, region.origin.y.isFinite, region.width.isFinite, region.height.isFinite
        else { return nil }
        let r = region.standardized.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let t = toDevice
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
              t.determinant != 0, t.determinant.isFinite else { return nil }
        // `r` lies inside the image, so the pixels covering it do too.
        let clamp = PixelRect(covering: r)
        self.image = image
        self.region = r
        self.clamp = clamp
        self.toDevice = t
        self.sampling = sampling
    }

    /// The clamp rectangle's texels at mip level `level`, along x then y: every level texel
    /// holding any of its pixels.
    func clampRanges(atLevel level: Int, size: (width: Int, height: Int)) -> (x: Range<Int>, y: Range<Int>) {
        let step = 1 << level
        func range(_ lo: Int, _ hi: Int, _ limit: Int) -> Range<Int> {
            let a = min(lo >> level, limit - 1)
            return a..<max(a + 1, min(limit, (hi + step - 1) >> level))
        }
        return (range(clamp.x, clamp.maxX, size.width), range(clamp.y, clamp.maxY, size.height))
    }

    /// Draws into `canvas.target` within `canvas.clip`, at `canvas.alphaLevel`, as
    /// `canvas.options` say.
    func run(on canvas: Canvas) {
        guard !canvas.isDrawingSuppressed else { return }
        let alpha = Double(canvas.alphaLevel) / 255
        if toDevice.isAxisAligned {
            SeparableImageRenderer.draw(self, into: canvas.target, clip: canvas.clip, alpha: alpha,
                                        options: canvas.options)
        } else if toDevice.a == 0, toDevice.d == 0 {
            QuarterTurnImageRenderer.draw(self, into: canvas.target, clip: canvas.clip, alpha: alpha,
                                          options: canvas.options)
        } else {
            AffineImageRenderer.draw(self, into: canvas.target, clip: canvas.clip, alpha: alpha,
                                     options: canvas.options)
        }
    }
}

/// Where a quad's edge cuts one device axis, and how much of each pixel it covers.
struct EdgeCoverage {
    /// The low and high edge, device pixels.
    let lo: Double, hi: Double

    /// The share of pixel `p` (`p ..< p + 1`) inside `lo ... hi`, 0...1.
    @inline(__always)
    func coverage(_ p: Int) -> Double { cellOverlap(p, lo, hi) }

    /// The pixels that may be touched (partly covered), cut to `limit`.
    func pixels(within limit: Range<Int>) -> Range<Int> {
        PixelIndex.range(PixelIndex.floor(lo), PixelIndex.ceil(hi)).clamped(to: limit)
    }

    /// The pixels covered wholly, cut to `limit`.
    func fullPixels(within limit: Range<Int>) -> Range<Int> {
        PixelIndex.range(PixelIndex.ceil(lo), PixelIndex.floor(hi)).clamped(to: limit)
    }
}

/// Which mip level a draw reads.
enum MipSelection {
    /// The level for an axis-aligned mipmapped draw at `scaleX` x `scaleY` device pixels per
    /// image pixel. `.mipmapped`: the finest level at which the less-minified axis no longer
    /// minifies (`ceil(log2(1 / max(scaleX, scaleY)))`), so that axis interpolates 2 texels
    /// bilinearly, as cheap as magnifying. `.areaAverage`: the level one finer than
    /// `floor(log2(1 / max(scaleX, scaleY)))` (footprints of 2 to 4 texels, boxed), down to
    /// level 0. Either goes coarser if the other axis would then need a box wider than
    /// `AxisTaps.maximumBoxFootprint`. 0 when not minifying.
    static func separableLevel(scaleX: Double, scaleY: Double, levelCount: Int, sampling: Sampling) -> Int {
        let finer = max(scaleX, scaleY), coarser = min(scaleX, scaleY)
        guard coarser < 1, levelCount > 1 else { return 0 }
        var level = 0
        if finer < 1 {
            // A zoom meant as a power of two but computed a rounding error below it keeps its level.
            let footprint = log2(1 / finer)
            level = sampling == .areaAverage ? Int(footprint.rounded(.down)) - 1 : Int((footprint - 1e-9).rounded(.up))
        }
        let needed = Int(log2(1 / (coarser * AxisTaps.maximumBoxFootprint)).rounded(.up))
        return min(max(0, level, needed), levelCount - 1)
    }

    /// The level of detail `log2(footprint)` for a general mapping whose inverse moves
    /// `(ia, ib)` image pixels per device pixel along x and `(ic, id)` along y: the larger
    /// footprint, as GPUs take it. Negative when magnifying.
    static func levelOfDetail(_ inverse: CGAffineTransform) -> Double {
        let fx = (inverse.a * inverse.a + inverse.b * inverse.b).squareRoot()
        let fy = (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot()
        return log2(max(fx, fy))
    }
}
