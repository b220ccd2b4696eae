import Foundation

/// A glyph and where it goes: its origin on the baseline, in user space (points).
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph, in the font it is drawn with.
    public var glyph: CGGlyph
    /// The glyph's origin (left end of its advance, on the baseline), in user space.
    public var position: CGPoint

    /// A glyph at `position` (user space).
    public init(glyph: CGGlyph, position: CGPoint) {
        self.glyph = glyph
        self.position = position
    }
}

extension Canvas {
    /// The largest glyph size taken from `GlyphCache`, in device pixels per em; larger text
    /// (deep zoom) is rasterized per draw, only where it meets the clip.
    public static let maximumCachedGlyphPixelSize: CGFloat = 256

    /// Draws `glyphs` of `font` at `size` (user-space units per em, so points in a view) in
    /// `color`, source-over, through the canvas's transform, clip and alpha.
    ///
    /// Under a translation with a uniform positive scale (every view that is not rotated:
    /// HiDPI scale 2 renders a 17 pt font at 34 px, not a scaled bitmap), glyphs come from
    /// `cache`, rendered at the device pixel size with light hinting; each glyph's x is
    /// rounded to a quarter pixel (four cached phases) and its baseline to a whole pixel,
    /// as most text renderers do, so lines stay crisp while spacing stays true. Under any
    /// other transform (rotation, shear, mirroring, unequal x and y scale), or above
    /// `maximumCachedGlyphPixelSize`, each glyph is transformed as an outline by FreeType,
    /// unhinted, at its exact position, and not cached.
    /// - Complexity: O(glyphs + covered pixels) when the glyphs are cached.
    public func drawGlyphs<Glyphs: Collection>(_ glyphs: Glyphs, font: FontFace, size: CGFloat, color: Color,
                                               cache: GlyphCache = .shared)
    where Glyphs.Element == PositionedGlyph {
        // One non-generic loop over contiguous glyphs: iterating an unspecialised generic
        // collection from another module would go through a witness per element.
        let drawn: Void? = glyphs.withContiguousStorageIfAvailable {
            drawGlyphs(in: $0, font: font, size: size, color: color, cache: cache)
        }
        if drawn == nil {
            Array(glyphs).withUnsafeBufferPointer { drawGlyphs(in: $0, font: font, size: size, color: color, cache: cache) }
        }
    }

    private func drawGlyphs(in glyphs: UnsafeBufferPointer<PositionedGlyph>, font: FontFace, size: CGFloat,
                            color: Color, cache: GlyphCache) {
        guard !isDrawingSuppressed, !glyphs.isEmpty, size > 0, size.isFinite else { return }
        let tinted = color.withAlphaMultiplied(by: alpha)
        guard tinted.alpha > 0 else { return }
        let source = tinted.premultiplied
        let opaque = SolidMaskKernel.usesOpaqueKernel(for: source, options: options)
        let t = transform
        let pixelSize = size * t.a
        if t.b == 0, t.c == 0, t.a > 0, abs(t.a - t.d) <= t.a * 1e-9, pixelSize <= Canvas.maximumCachedGlyphPixelSize {
            let pixelSize26_6 = Int((pixelSize * 64).rounded())
            for g in glyphs {
                guard let (x, phase) = Canvas.quarterPixel(t.a * g.position.x + t.tx),
                      let baseline = Canvas.wholePixel(t.d * g.position.y + t.ty) else { continue }
                let mask = cache.mask(face: font, glyph: g.glyph, pixelSize26_6: pixelSize26_6, phase: phase)
                blit(mask.coverage, width: mask.width, height: mask.height,
                     at: x + mask.left, baseline - mask.top, source: source, opaque: opaque)
            }
        } else {
            for g in glyphs {
                let origin = g.position.applying(t)
                guard origin.x.isFinite, origin.y.isFinite,
                      abs(origin.x) < Canvas.coordinateLimit, abs(origin.y) < Canvas.coordinateLimit else { continue }
                font.rasterizeClipped(g.glyph, size: size, transform: t, origin: origin, clip: clip) { coverage, rect in
                    blit(coverage, width: rect.width, height: rect.height, at: rect.x, rect.y,
                         source: source, opaque: opaque)
                }
            }
        }
    }

    /// Device coordinates beyond this many pixels are treated as off any canvas.
    static let coordinateLimit: CGFloat = 1_073_741_824

    /// `x` (device pixels) rounded to the nearest quarter pixel, as a whole pixel and the
    /// quarters (0...3) right of it; nil when not finite or far off any canvas.
    @inline(__always)
    static func quarterPixel(_ x: CGFloat) -> (Int, Int)? {
        guard x.isFinite, abs(x) < coordinateLimit else { return nil }
        let quarters = Int((x * 4).rounded())
        return (quarters >> 2, quarters & 3)
    }

    /// `y` (device pixels) rounded to the nearest whole pixel; nil when not finite or far off.
    @inline(__always)
    static func wholePixel(_ y: CGFloat) -> Int? {
        guard y.isFinite, abs(y) < coordinateLimit else { return nil }
        return Int(y.rounded())
    }

    /// Composites `width` x `height` coverage bytes (rows `width` apart) whose top-left
    /// corner lands on device pixel (`x`, `y`), inside the clip only, with the opaque or
    /// the general kernel.
    @inline(__always)
    private func blit(_ coverage: UnsafePointer<UInt8>, width: Int, height: Int, at x: Int, _ y: Int,
                      source: UInt32, opaque: Bool) {
        let visible = PixelRect(x: x, y: y, width: width, height: height).intersection(clip)
        guard !visible.isEmpty else { return }
        var mask = coverage + (visible.y - y) * width + (visible.x - x)
        if opaque {
            for row in visible.y..<visible.maxY {
                SolidMaskKernel.overOpaque(source, mask, target.row(row) + visible.x, visible.width)
                mask += width
            }
        } else {
            for row in visible.y..<visible.maxY {
                SolidMaskKernel.over(source, mask, target.row(row) + visible.x, visible.width)
                mask += width
            }
        }
    }
}
