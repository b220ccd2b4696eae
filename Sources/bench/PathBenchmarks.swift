import CPixman
import Foundation
import Raster

/// The path filler against pixman's trapezoid rasterization (what Cairo's image backend
/// uses) on the same convex polygons, one thread, translucent source-over on a 1920 x 1080
/// frame. pixman is handed its trapezoids ready-made (the slab decomposition is done
/// before timing), while our figure includes building the path and its edges: the
/// comparison favours pixman. Medians of interleaved rounds, in milliseconds.
enum PathBenchmarks {
    typealias Point = SIMD2<Double>

    static func run() {
        let bitmap = Bitmap(width: 1920, height: 1080)
        let canvas = Canvas(target: bitmap, options: RasterOptions(maximumThreads: 1))
        let destination = PixmanImage(bitmap)
        let color = Color(red: 200, green: 30, blue: 60, alpha: 100)
        var pixmanColor = pixman_color_t(red: 0x4E4E, green: 0x0B0B, blue: 0x1717, alpha: 0x6464)
        let source = pixman_image_create_solid_fill(&pixmanColor)!
        defer { pixman_image_unref(source) }
        print("path fills, 1920 x 1080, one thread, median ms\(timesCPU ? " (thread CPU time)" : ""):")

        let scenes: [(String, [[Point]])] = [
            ("disc r 400 px (512-gon)", [polygon(centre: Point(960, 540), radius: 400, sides: 512)]),
            ("300 dots r 7 px (32-gons)", (0..<300).map { i in
                polygon(centre: Point(20.5 + Double(i % 30) * 60, 40.25 + Double(i / 30) * 100), radius: 7, sides: 32)
            }),
            ("rotated 800 x 600 rect", [rotatedRect(centre: Point(960, 540), width: 800, height: 600, angle: 0.3)]),
            ("thin wedge 1800 x 6 px", [[Point(60, 500.3), Point(1860, 503.1), Point(60, 506.7)]]),
        ]
        for (name, polygons) in scenes {
            let traps = polygons.flatMap(trapezoids)
            let times = interleavedMedians(prepare: { bitmap.clear(to: 0xFF20_2020) }, [
                {
                    var path = Path()
                    for p in polygons {
                        path.move(to: CGPoint(x: p[0].x, y: p[0].y))
                        for q in p.dropFirst() { path.addLine(to: CGPoint(x: q.x, y: q.y)) }
                        path.closeSubpath()
                    }
                    canvas.fill(path, with: color)
                },
                {
                    traps.withUnsafeBufferPointer { t in
                        pixman_composite_trapezoids(PIXMAN_OP_OVER, source, destination.image, PIXMAN_a8, 0, 0, 0, 0,
                                                    Int32(t.count), t.baseAddress)
                    }
                },
            ])
            FillBenchmarks.report(name, times[0], peer: "pixman trapezoids", times[1])
        }

        // Strokes become fills of their outline; no peer here (pixman has no stroker).
        var zigzag = Path()
        zigzag.move(to: CGPoint(x: 40, y: 500))
        for i in 1...200 { zigzag.addLine(to: CGPoint(x: 40 + Double(i) * 9.2, y: i % 2 == 0 ? 500 : 580)) }
        var circle = Path()
        circle.addEllipse(in: CGRect(x: 560, y: 140, width: 800, height: 800))
        let strokes = interleavedMedians(prepare: { bitmap.clear(to: 0xFF20_2020) }, [
            { canvas.stroke(zigzag, style: StrokeStyle(lineWidth: 3, lineJoin: .round), with: color) },
            { canvas.stroke(circle, style: StrokeStyle(lineWidth: 4, dashPattern: [12, 6]), with: color) },
        ])
        FillBenchmarks.report("stroke: 200-segment zigzag, 3 px, round joins", strokes[0])
        FillBenchmarks.report("stroke: dashed circle r 400, 4 px", strokes[1])
    }

    static func polygon(centre: Point, radius: Double, sides: Int) -> [Point] {
        (0..<sides).map { i in
            let a = 2 * Double.pi * Double(i) / Double(sides)
            return centre + Point(cos(a), sin(a)) * radius
        }
    }

    static func rotatedRect(centre: Point, width: Double, height: Double, angle: Double) -> [Point] {
        let c = cos(angle), s = sin(angle)
        return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (x, y) in
            let px = x * width / 2, py = y * height / 2
            return centre + Point(px * c - py * s, px * s + py * c)
        }
    }

    /// A convex polygon cut into horizontal slabs, each one trapezoid between the two
    /// edges crossing it.
    static func trapezoids(_ polygon: [Point]) -> [pixman_trapezoid_t] {
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
        func point(_ p: Point) -> pixman_point_fixed_t { pixman_point_fixed_t(x: fixed(p.x), y: fixed(p.y)) }
        let ys = Array(Set(polygon.map(\.y))).sorted()
        var result: [pixman_trapezoid_t] = []
        for k in 0..<(ys.count - 1) {
            let mid = (ys[k] + ys[k + 1]) / 2
            var crossing: [(x: Double, a: Point, b: Point)] = []
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if (a.y <= mid) != (b.y <= mid) {
                    crossing.append((a.x + (b.x - a.x) * (mid - a.y) / (b.y - a.y), a, b))
                }
            }
            guard crossing.count == 2 else { continue }
            crossing.sort { $0.x < $1.x }
            result.append(pixman_trapezoid_t(
                top: fixed(ys[k]), bottom: fixed(ys[k + 1]),
                left: pixman_line_fixed_t(p1: point(crossing[0].a), p2: point(crossing[0].b)),
                right: pixman_line_fixed_t(p1: point(crossing[1].a), p2: point(crossing[1].b))))
        }
        return result
    }
}
