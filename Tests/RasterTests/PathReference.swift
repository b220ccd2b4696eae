import Foundation
@testable import Raster

/// The float reference for path fills and strokes: coverage by supersampling, each
/// sample's inside-ness decided exactly (winding number of polygons given as point lists,
/// or distance to a polyline for round strokes). It shares no code with the rasterizer.
enum PathReference {
    typealias Point = SIMD2<Double>

    /// Samples per pixel side: 16 x 16 samples quantize coverage to 1/256, a level.
    static let samples = 16

    /// Coverage (0...1) of each pixel of a `width` x `height` grid by the polygons under
    /// `evenOdd` or non-zero winding, row-major.
    static func coverage(of polygons: [[Point]], width: Int, height: Int, evenOdd: Bool) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        let n = samples
        for sy in 0..<(height * n) {
            let y = (Double(sy) + 0.5) / Double(n)
            // Crossings of this sample row: x and the edge's direction.
            var crossings: [(Double, Int)] = []
            for polygon in polygons {
                for i in polygon.indices {
                    let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                    if (a.y <= y) != (b.y <= y) {
                        let x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
                        crossings.append((x, b.y > a.y ? 1 : -1))
                    }
                }
            }
            crossings.sort { $0.0 < $1.0 }
            var winding = 0, next = 0
            for sx in 0..<(width * n) {
                let x = (Double(sx) + 0.5) / Double(n)
                while next < crossings.count, crossings[next].0 < x { winding += crossings[next].1; next += 1 }
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                if inside { result[(sy / n) * width + sx / n] += 1 / Double(n * n) }
            }
        }
        return result
    }

    /// Coverage of the points within `radius` of a polyline: a stroke with round joins and
    /// round caps.
    static func roundStrokeCoverage(of points: [Point], radius: Double, width: Int, height: Int,
                                    samples n: Int = samples) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        for py in 0..<height {
            for px in 0..<width {
                var count = 0
                for j in 0..<n {
                    for i in 0..<n {
                        let p = Point(Double(px) + (Double(i) + 0.5) / Double(n), Double(py) + (Double(j) + 0.5) / Double(n))
                        if distance(from: p, to: points) <= radius { count += 1 }
                    }
                }
                result[py * width + px] = Double(count) / Double(n * n)
            }
        }
        return result
    }

    static func distance(from p: Point, to points: [Point]) -> Double {
        var best = Double.infinity
        for k in 0..<max(1, points.count - 1) {
            let a = points[k], b = points[min(k + 1, points.count - 1)]
            let ab = b - a
            let length2 = (ab * ab).sum()
            let t = length2 > 0 ? max(0, min(1, ((p - a) * ab).sum() / length2)) : 0
            let q = a + ab * t - p
            best = min(best, (q * q).sum().squareRoot())
        }
        return best
    }

    /// A circle as a fine polygon: 4096 sides stray r·3e-7 from the curve.
    static func circle(_ c: Point, _ r: Double) -> [Point] {
        (0..<4096).map { i in
            let a = 2 * Double.pi * Double(i) / 4096
            return c + Point(cos(a), sin(a)) * r
        }
    }

    /// The largest difference, in 8-bit levels, between `bitmap`'s alpha (white drawn on
    /// transparent black) and `coverage`, and how many pixels differ by more than `over`.
    static func alphaError(_ bitmap: Bitmap, _ coverage: [Double], over: Double) -> (max: Double, count: Int) {
        var worst = 0.0, count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let e = abs(Double(bitmap[x, y] >> 24) - coverage[y * bitmap.width + x] * 255)
                worst = max(worst, e)
                if e > over { count += 1 }
            }
        }
        return (worst, count)
    }
}
