import Foundation
import Raster

// A blurred text shadow: the run's glyphs drawn offscreen in device pixels, their alpha blurred
// (three box passes, `BoxBlur`), then painted in the shadow's colour. The blur happens in device
// space so a label at 2x gets the same shadow, in points, as at 1x.

extension AttributedTextLayout {
    /// The standard deviation of the Gaussian an `NSShadow` blur radius stands for, in the
    /// radius's unit (points). Core Graphics' shadow blur, like CSS's blur radius, spans about
    /// two standard deviations, so a radius of 4 points blurs as a Gaussian of σ = 2 points.
    static func shadowSigma(blurRadius: CGFloat) -> Double { Double(max(0, blurRadius)) / 2 }

    /// Draws `run`'s shadow blurred by `shadow.shadowBlurRadius` (points), offset by
    /// `shadow.shadowOffset`, into `canvas` (whose user space is the layout's, points).
    func drawBlurredShadow(of run: GlyphRun, shadow: NSShadow, font face: FontFace, in canvas: Canvas) {
        let t = canvas.transform
        let scale = sqrt(abs(Double(t.a * t.d - t.b * t.c)))
        let blur = BoxBlur(sigma: AttributedTextLayout.shadowSigma(blurRadius: shadow.shadowBlurRadius) * scale)
        // The run's glyphs lie within the layout's box; a quarter of the font size covers
        // overhangs (italics, accents) beyond it.
        let overhang = run.font.pointSize / 4
        let box = CGRect(x: shadow.shadowOffset.width - overhang, y: shadow.shadowOffset.height - overhang,
                         width: size.width + 2 * overhang, height: size.height + 2 * overhang)
        let spread = blur.spread
        let covered = PixelRect(covering: box.applying(t))
        // Pixels up to `spread` outside the clip still blur into it.
        let reach = PixelRect(x: canvas.clip.x - spread, y: canvas.clip.y - spread,
                              width: canvas.clip.width + 2 * spread, height: canvas.clip.height + 2 * spread)
        let drawn = covered.intersection(reach)
        guard !drawn.isEmpty, !canvas.isDrawingSuppressed else { return }
        let area = PixelRect(x: drawn.x - spread, y: drawn.y - spread,
                             width: drawn.width + 2 * spread, height: drawn.height + 2 * spread)

        let offscreen = Bitmap(width: area.width, height: area.height)
        var shape = Canvas(target: offscreen, options: canvas.options)
        shape.transform = t.concatenating(CGAffineTransform(translationX: CGFloat(-area.x), y: CGFloat(-area.y)))
        shape.translateBy(x: shadow.shadowOffset.width, y: shadow.shadowOffset.height)
        shape.drawGlyphs(run.glyphs, font: face, size: run.font.pointSize, color: Color(red: 0, green: 0, blue: 0))

        var mask = AlphaMask(width: area.width, height: area.height)
        mask.copyAlpha(of: offscreen, atX: 0, y: 0)
        var scratch: [UInt32] = []
        blur.apply(to: &mask, scratch: &scratch)
        let color = shadow.shadowColor as? UIColor ?? AttributedTextLayout.defaultShadowColor
        canvas.fill(mask: mask, atDeviceX: area.x, y: area.y, with: color.rasterColor)
    }
}
