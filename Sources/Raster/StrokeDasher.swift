import Foundation

/// Cuts flattened subpaths into dashes: open polylines along the pattern's "on" lengths.
struct StrokeDasher {
    let pattern: [Double]
    let phase: Double

    /// The pattern of `style`; a pattern that cannot dash (a negative length, or nothing
    /// positive) is dropped, leaving a solid line.
    init(_ style: StrokeStyle) {
        let p = style.dashPattern.map(Double.init)
        let valid = p.allSatisfy { $0 >= 0 && $0.isFinite } && p.contains { $0 > 0 }
        // An odd pattern repeats twice over, so on and off alternate, as CoreGraphics does.
        pattern = valid ? (p.count % 2 == 1 ? p + p : p) : []
        phase = Double(style.dashPhase).isFinite ? Double(style.dashPhase) : 0
    }

    func dash(_ lines: [Polyline]) -> [Polyline] {
        guard !pattern.isEmpty else { return lines }
        let total = pattern.reduce(0, +)
        var result: [Polyline] = []
        for line in lines where !line.points.isEmpty {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            // Each subpath starts the pattern afresh at the phase.
            var index = 0
            var left = phase.truncatingRemainder(dividingBy: total)
            if left < 0 { left += total }
            while left > pattern[index] { left -= pattern[index]; index = (index + 1) % pattern.count }
            left = pattern[index] - left
            var on = index % 2 == 0
            var dash: [SIMD2<Double>] = on ? [points[0]] : []
            for k in 1..<max(1, points.count) {
                var a = points[k - 1]
                let b = points[k]
                var segment = ((b - a) * (b - a)).sum().squareRoot()
                while segment > 0 {
                    if left > segment {
                        left -= segment
                        if on { dash.append(b) }
                        segment = 0
                    } else {
                        let p = a + (b - a) * (left / segment)
                        segment -= left
                        a = p
                        if on {
                            dash.append(p)
                            result.append(Polyline(points: dash, isClosed: false))
                            dash = []
                        } else {
                            dash = [p]
                        }
                        on.toggle()
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                    }
                }
            }
            if on, dash.count > 1 { result.append(Polyline(points: dash, isClosed: false)) }
        }
        return result
    }
}
