import Foundation

extension Canvas {
    /// Paints `color` through `mask` (each value the coverage of its pixel) source-over,
    /// the mask's pixel (0, 0) at device (`x`, `y`), scaled by the canvas alpha, within the
    /// clip. A shadow is its shape's blurred mask painted this way. Pixels inside
    /// `skipping` (device pixels) are left alone: a caller that paints them opaque next
    /// (the shadow's own layer) saves their cost.
    public func fill(mask: AlphaMask, atDeviceX x: Int, y: Int, with color: Color, skipping: PixelRect? = nil) {
        let level = mulDiv255(UInt32(color.alpha), alphaLevel)
        let area = clip.intersection(PixelRect(x: x, y: y, width: mask.width, height: mask.height))
        guard !area.isEmpty, level > 0 else { return }
        // The colour premultiplied at full coverage; each pixel scales it by its value.
        let full = Color(red: color.red, green: color.green, blue: color.blue, alpha: UInt8(level)).premultiplied
        let w = mask.width
        let hole = skipping?.intersection(area) ?? PixelRect(x: area.x, y: area.y, width: 0, height: 0)
        let opaque = SolidMaskKernel.usesOpaqueKernel(for: full, options: options)
        mask.values.withUnsafeBufferPointer { values in
            // The text kernels (pixman's over_n_8_8888), over each run of the row.
            func paint(_ row: Int, _ columns: Range<Int>) {
                guard !columns.isEmpty else { return }
                let src = values.baseAddress! + (row - y) * w + (columns.lowerBound - x)
                let dst = target.row(row) + columns.lowerBound
                if opaque {
                    SolidMaskKernel.overOpaque(full, src, dst, columns.count)
                } else {
                    SolidMaskKernel.over(full, src, dst, columns.count)
                }
            }
            for row in area.y..<area.maxY {
                if hole.isEmpty || row < hole.y || row >= hole.maxY {
                    paint(row, area.x..<area.maxX)
                } else {
                    paint(row, area.x..<hole.x)
                    paint(row, hole.maxX..<area.maxX)
                }
            }
        }
    }

    /// Keeps what the target holds inside the rounded rectangle (user space, points) and
    /// removes the rest, within the clip: each pixel is multiplied by the shape's exact
    /// coverage (edge pixels partly, pixels outside cleared to transparent). Masking a
    /// layer drawn offscreen this way clips its content to rounded corners, as Core
    /// Animation's `masksToBounds` with a `cornerRadius` does. Rows are walked as spans:
    /// outside (cleared), the uniform inside run (untouched), and the few edge pixels.
    /// Only `corners` are rounded; the others clip square.
    public func mask(toRoundedRect rect: CGRect, cornerRadius: CGFloat, corners: RectCorners = .all) {
        guard let shape = RoundedRectGeometry(rect, cornerRadius: cornerRadius, corners: corners) else {
            for row in clip.y..<clip.maxY { (target.row(row) + clip.x).update(repeating: 0, count: clip.width) }
            return
        }
        let t = transform
        if t.isAxisAligned, let coverage = shape.deviceCoverage(t) {
            Canvas.mask(target, clip: clip, to: coverage)
        } else if t.isAxisAligned {
            Canvas.mask(target, clip: clip, to: nil as RoundedRectCoverage?)
        } else {
            shape.withDevicePolygon(t) { Canvas.mask(target, clip: clip, to: $0) }
        }
    }

    private static func mask<Shape: CoverageShape>(_ target: Bitmap, clip: PixelRect, to shape: Shape?) {
        for y in clip.y..<clip.maxY {
            let line = target.row(y)
            guard let shape, shape.rows.contains(y) else {
                (line + clip.x).update(repeating: 0, count: clip.width)
                continue
            }
            let row = shape.row(y)
            let touched = row.touched.clamped(to: clip.x..<clip.maxX)
            let uniform = row.uniform.clamped(to: touched)
            let full = row.uniformCoverage >= 1
            let lead = touched.isEmpty ? clip.x..<clip.maxX : clip.x..<touched.lowerBound
            (line + lead.lowerBound).update(repeating: 0, count: lead.count)
            guard !touched.isEmpty else { continue }
            (line + touched.upperBound).update(repeating: 0, count: clip.maxX - touched.upperBound)
            func scale(_ columns: Range<Int>) {
                for x in columns {
                    let c = min(1, max(0, row.coverage(atColumn: x)))
                    line[x] = PremultipliedPixel.scale(line[x], by: UInt32(Color.level(c)))
                }
            }
            if full, !uniform.isEmpty {
                scale(touched.lowerBound..<uniform.lowerBound)
                scale(uniform.upperBound..<touched.upperBound)
            } else {
                scale(touched)
            }
        }
    }
}
