import Foundation
import XCTest
@testable import Raster

final class PathFillTests: XCTestCase {
    typealias Point = SIMD2<Double>

    private func polygonPath(_ points: [Point]) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: points[0].x, y: points[0].y))
        for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.x, y: p.y)) }
        path.closeSubpath()
        return path
    }

    private func filled(_ path: Path, width: Int, height: Int, rule: CGPathFillRule = .winding,
                        tolerance: Double = Path.flatteningTolerance, fast: Bool = true) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        Canvas(target: bitmap, options: RasterOptions(usesFastPaths: fast))
            .fill(path, with: .white, rule: rule, tolerance: tolerance)
        return bitmap
    }

    /// Simple polygons (star-shaped around a centre, so never self-crossing) with random
    /// vertices: coverage within a level of the exact area (float accumulation and the
    /// blend's rounding).
    func testRandomSimplePolygonsMatchTheReference() {
        var random = SplitMix64(seed: 19)
        for _ in 0..<12 {
            let count = random.int(3...14)
            let centre = Point(random.double(10...30), random.double(10...30))
            let points = (0..<count).map { i -> Point in
                let a = 2 * Double.pi * (Double(i) + random.double(0...0.8)) / Double(count)
                return centre + Point(cos(a), sin(a)) * random.double(3...22)
            }
            let bitmap = filled(polygonPath(points), width: 40, height: 40)
            let reference = ReferenceRasterizer.coverage(of: points, width: 40, height: 40)
            let error = PathReference.alphaError(bitmap, reference, over: 2)
            XCTAssertLessThanOrEqual(error.max, 1.01, "\(points)")
        }
    }

    /// A pentagram: non-zero fills the middle pentagon, even-odd leaves it empty. Pixels
    /// where two edges cross get the sum of both edges' coverage (the accumulation
    /// method's known approximation), so a handful near the five inner corners may be off;
    /// everywhere else coverage is within a level of the exact area: the outline (a
    /// decagon) for non-zero, the outline less the inner pentagon for even-odd.
    func testPentagramUnderBothRules() {
        let centre = Point(24, 25)
        func polar(_ r: Double, _ a: Double) -> Point { centre + Point(cos(a), sin(a)) * r }
        let top = -Double.pi / 2, step = 2 * Double.pi / 5
        let points = (0..<5).map { polar(20, top + Double($0) * 2 * step) }
        // The inner corners lie at radius r·cos(72°)/cos(36°), between the tips.
        let inner = 20 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let pentagon = (0..<5).map { polar(inner, top + step / 2 + Double($0) * step) }
        var decagon: [Point] = []
        for i in 0..<5 {
            decagon.append(polar(20, top + Double(i) * step))
            decagon.append(pentagon[i])
        }
        let outline = ReferenceRasterizer.coverage(of: decagon, width: 48, height: 48)
        let middle = ReferenceRasterizer.coverage(of: pentagon, width: 48, height: 48)
        for evenOdd in [false, true] {
            let bitmap = filled(polygonPath(points), width: 48, height: 48, rule: evenOdd ? .evenOdd : .winding)
            let reference = evenOdd ? zip(outline, middle).map { $0 - $1 } : outline
            let error = PathReference.alphaError(bitmap, reference, over: 1)
            XCTAssertLessThanOrEqual(error.count, 10, "evenOdd \(evenOdd)")
            XCTAssertEqual(bitmap[24, 25] >> 24, evenOdd ? 0 : 255)
            XCTAssertEqual(bitmap[24, 8] >> 24, 255)
        }
    }

    /// Two rectangles one inside the other: wound the same way the winding rule fills the
    /// inner one and even-odd cuts it out; wound opposite ways both cut it out.
    func testHolesByRuleAndDirection() {
        var same = Path()
        same.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        same.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
        XCTAssertEqual(filled(same, width: 20, height: 20)[10, 10], 0xFFFF_FFFF)
        XCTAssertEqual(filled(same, width: 20, height: 20, rule: .evenOdd)[10, 10], 0)
        XCTAssertEqual(filled(same, width: 20, height: 20, rule: .evenOdd)[4, 10], 0xFFFF_FFFF)
        var opposite = Path()
        opposite.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        opposite.addPath(polygonPath([Point(6, 6), Point(6, 14), Point(14, 14), Point(14, 6)]))
        XCTAssertEqual(filled(opposite, width: 20, height: 20)[10, 10], 0)
        XCTAssertEqual(filled(opposite, width: 20, height: 20)[4, 10], 0xFFFF_FFFF)
    }

    /// A rectangle as a path gives the rectangle kernel's pixels bit for bit, translucent
    /// colours included: same exact coverage, same blend.
    func testRectanglePathsMatchTheRectKernel() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let rect = CGRect(x: random.double(-3...20), y: random.double(-3...20),
                              width: random.double(0.2...20), height: random.double(0.2...20))
            let color = random.color()
            let a = Bitmap(width: 24, height: 24), b = Bitmap(width: 24, height: 24)
            a.clear(to: 0xFF10_2030); b.clear(to: 0xFF10_2030)
            var path = Path()
            path.addRect(rect)
            Canvas(target: a).fill(path, with: color)
            Canvas(target: b).fill(rect, with: color)
            var worst = 0
            for y in 0..<24 {
                for x in 0..<24 {
                    for shift in [0, 8, 16, 24] as [UInt32] {
                        worst = max(worst, abs(Int(a[x, y] >> shift & 0xFF) - Int(b[x, y] >> shift & 0xFF)))
                    }
                }
            }
            // Float accumulation may move a coverage by 2^-24, which can tip one rounding.
            XCTAssertLessThanOrEqual(worst, 1, "\(rect) \(color)")
        }
    }

    /// A circle flattened finely is within 1.3 levels of the exact disc (four cubics stray
    /// 0.027 % of the radius from the circle, 0.004 px here); at the default tolerance
    /// (0.1 px) no pixel loses more than 0.1 of its coverage (26 levels), and the area,
    /// chords lying inside the curve, is under by less than 1 %.
    func testCircleAgainstTheReference() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 4.3, y: 3.7, width: 30, height: 30))
        let reference = ReferenceRasterizer.coverage(of: PathReference.circle(Point(19.3, 18.7), 15),
                                                     width: 40, height: 40)
        let fine = filled(path, width: 40, height: 40, tolerance: 0.002)
        XCTAssertLessThanOrEqual(PathReference.alphaError(fine, reference, over: 1).max, 1.3)
        let normal = filled(path, width: 40, height: 40)
        XCTAssertLessThanOrEqual(PathReference.alphaError(normal, reference, over: 26).max, 27)
        var area = 0.0
        for y in 0..<40 { for x in 0..<40 { area += Double(normal[x, y] >> 24) / 255 } }
        XCTAssertLessThan(area, Double.pi * 225)
        XCTAssertGreaterThan(area, Double.pi * 225 * 0.99)
    }

    /// Drawing a path that runs off the bitmap on every side gives the pixels that drawing
    /// it into a larger bitmap and cropping gives: clipped edges keep their winding.
    func testClippingKeepsTheWinding() {
        var path = Path()
        path.addEllipse(in: CGRect(x: -10.5, y: -6.25, width: 50, height: 36))
        path.addRect(CGRect(x: 3.5, y: 2.5, width: 8, height: 30))
        let small = Bitmap(width: 24, height: 20)
        Canvas(target: small).fill(path, with: .white, rule: .evenOdd)
        let big = Bitmap(width: 80, height: 60)
        var canvas = Canvas(target: big)
        canvas.translateBy(x: 20, y: 20)
        canvas.fill(path, with: .white, rule: .evenOdd)
        let crop = big.cropped(to: PixelRect(x: 20, y: 20, width: 24, height: 20))
        var worst = 0
        for y in 0..<20 { for x in 0..<24 { worst = max(worst, abs(Int(small[x, y] >> 24) - Int(crop[x, y] >> 24))) } }
        XCTAssertLessThanOrEqual(worst, 1)
        XCTAssertEqual(small[8, 10], 0, "inside the rectangle, even-odd cuts it from the ellipse")
        XCTAssertEqual(small[1, 10], 0xFFFF_FFFF)
    }

    /// Fast paths change no pixel.
    func testFastPathsMatchTheGeneralPath() {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 1.3, y: 2.6, width: 50, height: 30), cornerRadius: 9)
        path.addEllipse(in: CGRect(x: 20, y: 10, width: 40, height: 25))
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let a = Bitmap(width: 64, height: 40), b = Bitmap(width: 64, height: 40)
            a.clear(to: 0xFF33_6699); b.clear(to: 0xFF33_6699)
            let color = Color(red: 200, green: 40, blue: 90, alpha: 150)
            Canvas(target: a).fill(path, with: color, rule: rule)
            Canvas(target: b, options: RasterOptions(usesFastPaths: false)).fill(path, with: color, rule: rule)
            XCTAssertTrue(a.hasSamePixels(as: b))
        }
    }

    /// Empty, degenerate and absurd paths draw nothing (or something bounded) and return.
    func testDegenerateAndHugePaths() {
        let bitmap = Bitmap(width: 16, height: 16)
        let canvas = Canvas(target: bitmap)
        canvas.fill(Path(), with: .white)
        var line = Path()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 10, y: 10))
        canvas.fill(line, with: .white)
        var nan = Path()
        nan.move(to: CGPoint(x: CGFloat.nan, y: 1)); nan.addLine(to: CGPoint(x: 5, y: 5)); nan.addLine(to: CGPoint(x: 1, y: 9))
        canvas.fill(nan, with: .white)
        XCTAssertTrue(bitmap.hasSamePixels(as: Bitmap(width: 16, height: 16)))
        var huge = Path()
        huge.addRect(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        canvas.fill(huge, with: .white)
        XCTAssertEqual(bitmap[8, 8], 0xFFFF_FFFF)
        XCTAssertEqual(bitmap[0, 15], 0xFFFF_FFFF)
    }
}
