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
