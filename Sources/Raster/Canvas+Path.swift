import Foundation

extension Canvas {
    /// Fills `path` (user space, points) with `color` under `rule`, anti-aliased: open
    /// subpaths are closed, curves flattened to within `tolerance` device pixels, and each
    /// pixel gets its covered area (see `PathFiller` for where that is approximate).
    /// Respects `clip`, `alpha` and `transform` as `fill(_:with:blendMode:)` does.
    ///
    /// - Complexity: O(edges × rows crossed + pixels in the path's device bounding box).
    public func fill(_ path: Path, with color: Color, rule: CGPathFillRule = .winding,
                     blendMode: BlendMode = .sourceOver, tolerance: Double = Path.flatteningTolerance) {
        guard !isDrawingSuppressed else { return }
        fill(path.flattened(transform, tolerance: tolerance), color: color, rule: rule, blendMode: blendMode)
    }

    /// Strokes `path` (user space, points) with `color` as `style` says (width, caps,
    /// joins, dashes, all in user space, so a scaled canvas scales the line): the stroke's
    /// outline is built and filled with the non-zero rule. Respects `clip`, `alpha` and
    /// `transform`.
    public func stroke(_ path: Path, style: StrokeStyle, with color: Color, blendMode: BlendMode = .sourceOver,
                       tolerance: Double = Path.flatteningTolerance) {
        guard !isDrawingSuppressed, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        // Tolerance in user space: the transform stretches lengths by at most its larger
        // singular value.
        let t = transform
        let stretch = Double(max(hypot(t.a, t.b), hypot(t.c, t.d), 1e-9))
        let userTolerance = tolerance / stretch
        var lines = path.flattened(.identity, tolerance: userTolerance)
        if !style.dashPattern.isEmpty { lines = StrokeDasher(style).dash(lines) }
        let outline = Stroker(style: style, tolerance: userTolerance).outline(of: lines)
        let device = outline.map { line in
            Polyline(points: line.points.map { p in
                SIMD2(Double(t.a) * p.x + Double(t.c) * p.y + Double(t.tx),
                      Double(t.b) * p.x + Double(t.d) * p.y + Double(t.ty))
            }, isClosed: true)
        }
        fill(device, color: color, rule: .winding, blendMode: blendMode)
    }

    /// Fills device-space polygons.
    func fill(_ polylines: [Polyline], color: Color, rule: CGPathFillRule, blendMode: BlendMode) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for line in polylines {
            for p in line.points where p.x.isFinite && p.y.isFinite {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return }
        // Everything left of the box matters to the winding; the box's left edge is where
        // the clip starts anyway, so the area is box ∩ clip.
        let area = PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            .intersection(clip)
        guard !area.isEmpty else { return }
        var filler = PathFiller(area: area)
        filler.add(polylines)
        filler.paint(SolidPaint(color: color, globalAlpha: alphaLevel, mode: blendMode), rule: rule,
                     into: target, fast: options.usesFastPaths)
    }
}
