import Foundation

extension Path {
    /// The part of the path between fractions `start` and `end` (0...1, clamped) of its
    /// total length, as Core Animation's `strokeStart` and `strokeEnd` select it: curves
    /// flattened to within `tolerance` (points) first, the length summed over every
    /// subpath in order (a closed subpath counting its closing segment), the result made
    /// of lines and left open. A trimmed whole (0 to 1) is the path itself.
    public func trimmed(from start: Double, to end: Double, tolerance: Double = 0.05) -> Path {
        let a = min(1, max(0, start.isNaN ? 0 : start)), b = min(1, max(0, end.isNaN ? 1 : end))
        if a <= 0, b >= 1 { return self }
        guard b > a else { return Path() }
        let lines = flattened(.identity, tolerance: tolerance)
        var total = 0.0
        for line in lines { total += Path.length(of: line) }
        guard total > 0 else { return Path() }
        let from = a * total, to = b * total
        var result = Path()
        var walked = 0.0
        for line in lines {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            var drawing = false
            for i in 1..<max(1, points.count) {
                let p = points[i - 1], q = points[i]
                let segment = ((q - p) * (q - p)).sum().squareRoot()
                let s0 = walked, s1 = walked + segment
                walked = s1
                guard segment > 0, s1 > from, s0 < to else { continue }
                func at(_ s: Double) -> CGPoint {
                    let f = min(1, max(0, (s - s0) / segment))
                    let v = p + (q - p) * f
                    return CGPoint(x: v.x, y: v.y)
                }
                if !drawing {
                    result.move(to: at(max(from, s0)))
                    drawing = true
                }
                result.addLine(to: at(min(to, s1)))
            }
        }
        return result
    }

    /// The length of a polyline (closed ones include the closing segment).
    static func length(of line: Polyline) -> Double {
        var sum = 0.0
        let points = line.points
        guard points.count > 1 else { return 0 }
        for i in 1..<points.count {
            let d = points[i] - points[i - 1]
            sum += (d * d).sum().squareRoot()
        }
        if line.isClosed {
            let d = points[0] - points[points.count - 1]
            sum += (d * d).sum().squareRoot()
        }
        return sum
    }
}
