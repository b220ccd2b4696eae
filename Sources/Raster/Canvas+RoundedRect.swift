import Foundation

extension Canvas {
    /// Fills a rounded rectangle (user space, points) with `color`, anti-aliased.
    ///
    /// `cornerRadius` (points) is clamped to half the shorter side, so a square with radius
    /// half its side is a circle and a thin bar gets fully rounded ends. Under an
    /// axis-aligned transform each pixel's coverage is the exact area inside (corners
    /// integrated in closed form; non-uniform scales give elliptical corners), and the
    /// interior runs go through the same kernels as `fill(_:with:blendMode:)`. Under
    /// rotation or shear the corners become polygons within 1/1024 pixel of the curve.
    /// Respects `clip`, `alpha` and `transform` as `fill(_:with:blendMode:)` does. Only
    /// `corners` are rounded (all by default); the others stay square.
    public func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, corners: RectCorners = .all, with color: Color,
                                blendMode: BlendMode = .sourceOver) {
        guard !isDrawingSuppressed,
              let shape = RoundedRectGeometry(rect, cornerRadius: cornerRadius, corners: corners) else { return }
        fillRing(shape, minus: nil, color: color, blendMode: blendMode)
    }

    /// Strokes a rounded rectangle's outline (user space, points), centred on its edge:
    /// the ring between the rectangle grown by `lineWidth / 2` (radius grown alike) and the
    /// rectangle shrunk by `lineWidth / 2` (radius shrunk alike, at least 0), anti-aliased.
    ///
    /// `cornerRadius` is clamped to half the rectangle's shorter side first. When the line
    /// is as wide as the rectangle's shorter side the inside vanishes and the outer shape is
    /// filled. A `lineWidth` that is not positive draws nothing. Only `corners` are rounded.
    public func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, corners: RectCorners = .all, lineWidth: CGFloat,
                                  with color: Color, blendMode: BlendMode = .sourceOver) {
        guard !isDrawingSuppressed, lineWidth > 0, lineWidth.isFinite,
              let shape = RoundedRectGeometry(rect, cornerRadius: cornerRadius, corners: corners),
              let outer = shape.outset(by: Double(lineWidth) / 2) else { return }
        fillRing(outer, minus: shape.outset(by: -Double(lineWidth) / 2), color: color, blendMode: blendMode)
    }

    /// Fills `outer` less `inner` (which lies inside it), choosing the exact axis-aligned
    /// shapes or polygons by the transform.
    private func fillRing(_ outer: RoundedRectGeometry, minus inner: RoundedRectGeometry?,
                          color: Color, blendMode: BlendMode) {
        let paint = SolidPaint(color: color, globalAlpha: alphaLevel, mode: blendMode)
        let t = transform
        if t.isAxisAligned {
            guard let o = outer.deviceCoverage(t) else { return }
            ShapeRasterizer.fill(o, minus: inner?.deviceCoverage(t), paint: paint, into: target, clip: clip, options: options)
            return
        }
        outer.withDevicePolygon(t) { o in
            guard let o else { return }
            guard let inner else {
                ShapeRasterizer.fill(o, minus: nil as ConvexPolygonCoverage?, paint: paint,
                                     into: target, clip: clip, options: options)
                return
            }
            inner.withDevicePolygon(t) { i in
                ShapeRasterizer.fill(o, minus: i, paint: paint, into: target, clip: clip, options: options)
            }
        }
    }
}
