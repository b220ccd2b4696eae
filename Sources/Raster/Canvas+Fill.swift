import Foundation

extension Canvas {
    /// Fills `rect` (user space, points) with `color`, anti-aliased where its device edges
    /// are fractional: each pixel gets the fraction of its area inside the rectangle (the
    /// product of the two edges' fractions at corners).
    ///
    /// Respects `clip` (device pixels), `alpha` (as `alphaLevel`, multiplying the colour) and
    /// `transform`; under rotation or shear the rectangle is filled as the transformed
    /// quadrilateral, still with exact area coverage. With `.copy`, covered pixels become
    /// the colour (times `alpha`), and partly covered ones `dst·(1 − c) + src·c`.
    ///
    /// - Complexity: O(covered pixels); an opaque axis-aligned fill is a store per row,
    ///   split across cores above `ShapeRasterizer.bandingThreshold` pixels.
    public func fill(_ rect: CGRect, with color: Color, blendMode: BlendMode = .sourceOver) {
        guard !isDrawingSuppressed else { return }
        let paint = SolidPaint(color: color, globalAlpha: alphaLevel, mode: blendMode)
        guard let user = RoundedRectGeometry(rect, cornerRadius: 0) else { return }
        let t = transform
        if t.isAxisAligned {
            let a = Double(t.a), d = Double(t.d), tx = Double(t.tx), ty = Double(t.ty)
            guard let shape = RectCoverage(x0: a * user.minX + tx, y0: d * user.minY + ty,
                                           x1: a * user.maxX + tx, y1: d * user.maxY + ty)
            else { return }
            ShapeRasterizer.fill(shape, minus: nil as RectCoverage?, paint: paint, into: target, clip: clip, options: options)
        } else {
            user.withDevicePolygon(t) { shape in
                guard let shape else { return }
                ShapeRasterizer.fill(shape, minus: nil as ConvexPolygonCoverage?, paint: paint,
                                     into: target, clip: clip, options: options)
            }
        }
    }
}
