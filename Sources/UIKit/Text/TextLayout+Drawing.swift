import Foundation

extension TextLayout {
    /// Draws the text with the layout's top-left corner at `origin` (the canvas's user
    /// space, points), in `color`, through the canvas's transform, clip and alpha. Draws
    /// nothing when the font's file is missing.
    public func draw(at origin: CGPoint, color: Color, in canvas: Canvas, cache: GlyphCache = .shared) {
        guard let face = font.face, !glyphs.isEmpty else { return }
        var placed = canvas
        placed.translateBy(x: origin.x, y: origin.y)
        placed.drawGlyphs(glyphs, font: face, size: font.pointSize, color: color, cache: cache)
    }

    /// Draws the text in `context` (a view's `draw(_:)` context), its top-left corner at
    /// `origin` in the context's coordinates (points), in `color`.
    public func draw(at origin: CGPoint, color: UIColor, in context: CGContext) {
        context.paint { draw(at: origin, color: color.rasterColor, in: $0) }
    }
}

extension AttributedTextLayout {
    /// The colour of a shadow whose `shadowColor` is nil: black at one third opacity, as UIKit's.
    static let defaultShadowColor = UIColor(white: 0, alpha: 1.0 / 3)

    /// Draws the text with the layout's top-left corner at `origin` (the context's
    /// coordinates, points): first every run's shadow (`NSShadow`, moved by its offset, sharp
    /// for a blur radius of 0, else blurred), then the glyphs, each run in its font and colour.
    public func draw(at origin: CGPoint, in context: CGContext) {
        context.paint { canvas in
            var placed = canvas
            placed.translateBy(x: origin.x, y: origin.y)
            for run in runs {
                guard let shadow = run.shadow, let face = run.font.face else { continue }
                if shadow.shadowBlurRadius > 0 {
                    drawBlurredShadow(of: run, shadow: shadow, font: face, in: placed)
                    continue
                }
                var shifted = placed
                shifted.translateBy(x: shadow.shadowOffset.width, y: shadow.shadowOffset.height)
                let color = shadow.shadowColor as? UIColor ?? AttributedTextLayout.defaultShadowColor
                shifted.drawGlyphs(run.glyphs, font: face, size: run.font.pointSize, color: color.rasterColor)
            }
            for run in runs {
                guard let face = run.font.face else { continue }
                placed.drawGlyphs(run.glyphs, font: face, size: run.font.pointSize, color: run.color.rasterColor)
            }
        }
    }
}
