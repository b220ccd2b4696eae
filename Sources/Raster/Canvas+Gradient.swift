import Foundation

/// One colour of a gradient at its place along the axis, 0...1.
public struct GradientStop: Hashable, Sendable {
    /// Where along the axis, 0 at the start point, 1 at the end point.
    public var location: Double
    /// The colour there (straight, not premultiplied).
    public var color: Color

    /// A stop of `color` at `location`.
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

extension Canvas {
    /// Fills `rect` (user space, points) with an axial gradient from `start` to `end`
    /// (user space): each pixel takes the colour at its centre's projection onto the axis,
    /// the end colours extending beyond the ends, as CoreGraphics's axial shading with
    /// both extend options (Core Animation's `CAGradientLayer`). Stops must be sorted by
    /// location; colours between two stops are interpolated in straight RGBA and
    /// quantised to 256 steps along the axis. The rectangle's edges are pixel edges
    /// (rounded to the nearest) under an axis-aligned transform; under rotation a pixel
    /// is inside when its centre is. Respects `clip`, `alpha` and `transform`.
    public func fillAxialGradient(_ rect: CGRect, stops: [GradientStop], from start: CGPoint, to end: CGPoint) {
        guard !isDrawingSuppressed, !stops.isEmpty, !rect.isNull, !rect.isEmpty else { return }
        let t = transform
        var area = self
        area.clip(to: rect)
        let box = area.clip
        guard !box.isEmpty, t.determinant != 0 else { return }
        let inverse = t.inverted()
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length2 = dx * dx + dy * dy
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { table in
            Canvas.writeGradientTable(stops, alpha: alphaLevel, into: table)
            // The axis parameter is affine in device x: step it along each row.
            func parameter(_ p: CGPoint) -> Double {
                guard length2 > 0 else { return 0 }
                let u = p.applying(inverse)
                return ((Double(u.x) - Double(start.x)) * dx + (Double(u.y) - Double(start.y)) * dy) / length2
            }
            let rotated = !t.isAxisAligned
            let stepX = parameter(CGPoint(x: 1, y: 0)) - parameter(.zero)
            for y in box.y..<box.maxY {
                let line = target.row(y)
                var p = parameter(CGPoint(x: Double(box.x) + 0.5, y: Double(y) + 0.5))
                for x in box.x..<box.maxX {
                    defer { p += stepX }
                    if rotated, !rect.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)) { continue }
                    let index = Int(min(255, max(0, (p * 255).rounded())))
                    let src = table[index]
                    if src >> 24 == 255 { line[x] = src } else { line[x] = PremultipliedPixel.sourceOver(src, line[x]) }
                }
            }
        }
    }

    /// The 256 premultiplied colours along the axis, scaled by `alpha` (0...255).
    static func writeGradientTable(_ stops: [GradientStop], alpha: UInt32, into table: UnsafeMutableBufferPointer<UInt32>) {
        var k = 0
        for i in 0..<256 {
            let f = Double(i) / 255
            while k + 1 < stops.count, stops[k + 1].location <= f { k += 1 }
            let a = stops[k], b = stops[min(k + 1, stops.count - 1)]
            var w = 0.0
            if f > a.location, b.location > a.location { w = min(1, (f - a.location) / (b.location - a.location)) }
            if f <= stops[0].location { w = 0 }
            func mix(_ p: UInt8, _ q: UInt8) -> Double { Double(p) + (Double(q) - Double(p)) * w }
            let color = Color(unitRed: mix(a.color.red, b.color.red) / 255, green: mix(a.color.green, b.color.green) / 255,
                              blue: mix(a.color.blue, b.color.blue) / 255,
                              alpha: mix(a.color.alpha, b.color.alpha) / 255 * Double(alpha) / 255)
            table[i] = color.premultiplied
        }
    }
}
