import Foundation
import XCTest
@testable import Raster

final class PathStrokeTests: XCTestCase {
    typealias Point = SIMD2<Double>

    private func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: points[0].x, y: points[0].y))
        for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.x, y: p.y)) }
        if closed { path.closeSubpath() }
        return path
    }

    private func stroked(_ path: Path, _ style: StrokeStyle, width: Int = 32, height: Int = 32) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        Canvas(target: bitmap).stroke(path, style: style, with: .white)
        return bitmap
    }

    /// Butt caps and a miter join on a right angle: the outline is an L whose exact area
    /// coverage the stroke matches within a level, but for the pixel of the inner corner:
    /// the two legs overlap there and their coverages add (0.6 + 0.7, clamped to 1, where
    /// the union covers 0.88), the accumulation method's approximation.
    func testMiterJoinAndButtCapsMatchTheExactOutline() {
        let o = Point(0.3, 0.6)
        let bitmap = stroked(polyline([Point(4, 4) + o, Point(20, 4) + o, Point(20, 20) + o]), StrokeStyle(lineWidth: 4))
        let outline = [Point(4, 2), Point(22, 2), Point(22, 20), Point(18, 20), Point(18, 6), Point(4, 6)].map { $0 + o }
        var reference = ReferenceRasterizer.coverage(of: outline, width: 32, height: 32)
        XCTAssertEqual(reference[6 * 32 + 18], 0.88, accuracy: 1e-9)
        XCTAssertEqual(bitmap[18, 6] >> 24, 255)
        reference[6 * 32 + 18] = 1
        XCTAssertLessThanOrEqual(PathReference.alphaError(bitmap, reference, over: 1).max, 1.01)
    }

    /// A square cap extends the line by half its width at both ends; a bevel join cuts
    /// the corner's outer point off.
    func testSquareCapsAndBevelJoin() {
        let line = stroked(polyline([Point(4, 10.5), Point(20, 10.5)]), StrokeStyle(lineWidth: 6, lineCap: .square))
        let rect = ReferenceRasterizer.coverage(of: ReferenceRasterizer.rect(1, 7.5, 23, 13.5), width: 32, height: 32)
        XCTAssertLessThanOrEqual(PathReference.alphaError(line, rect, over: 1).max, 1.01)
        let bevel = stroked(polyline([Point(4, 4), Point(20, 4), Point(20, 20)]), StrokeStyle(lineWidth: 4, lineJoin: .bevel))
        let cut = [Point(4, 2), Point(20, 2), Point(22, 4), Point(22, 20), Point(18, 20), Point(18, 6), Point(4, 6)]
        let reference = ReferenceRasterizer.coverage(of: cut, width: 32, height: 32)
        XCTAssertLessThanOrEqual(PathReference.alphaError(bevel, reference, over: 1).max, 1.01)
    }

    /// Round joins and caps are the points within half the width of the polyline. The
    /// reference samples 32 x 32 points per pixel, so it is itself up to a few levels off
    /// along curved edges, and arcs are flattened to within 0.1 px (points on a radius
    /// that splits the error either side of the circle): the mean error is held to a
    /// level, the worst to 16.
    func testRoundJoinsAndCapsMatchTheDistanceReference() {
        let points = [Point(5.2, 6.1), Point(24.7, 9.3), Point(9.4, 25.8), Point(26.1, 26.4)]
        let bitmap = stroked(polyline(points), StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
        let reference = PathReference.roundStrokeCoverage(of: points, radius: 2.5, width: 32, height: 32, samples: 32)
        var total = 0.0
        for y in 0..<32 {
            for x in 0..<32 { total += abs(Double(bitmap[x, y] >> 24) - reference[y * 32 + x] * 255) }
        }
        XCTAssertLessThan(total / 1024, 1)
        XCTAssertLessThanOrEqual(PathReference.alphaError(bitmap, reference, over: 16).max, 16)
    }

    /// A sharp corner keeps its miter tip under a high limit and is bevelled under a low
    /// one (CoreGraphics: miter length over line width past the limit bevels).
    func testMiterLimitBevelsSharpCorners() {
        // A 20° corner at (24, 16): the miter reaches 1/sin(10°) ≈ 5.8 widths out.
        let a = 20 * Double.pi / 180
        let path = polyline([Point(4, 16), Point(24, 16), Point(24 - 20 * cos(a), 16 + 20 * sin(a))])
        let sharp = stroked(path, StrokeStyle(lineWidth: 2, miterLimit: 10), width: 48)
        let cut = stroked(path, StrokeStyle(lineWidth: 2, miterLimit: 4), width: 48)
        // The tip lies 5.76 px from the corner along the bisector, at (29.7, 15.0); at
        // x = 28.5 the wedge is about 0.43 px thick.
        XCTAssertGreaterThan(sharp[28, 15] >> 24, 80)
        XCTAssertEqual(cut[28, 15] >> 24, 0)
        XCTAssertEqual(cut[20, 16] >> 24, 255)
    }

    /// A dash pattern of 4 on, 2 off, from phase 1: dashes at x 0–3, 5–9, 11–15 ...
    func testDashesCutTheLine() {
        let bitmap = stroked(polyline([Point(0, 5), Point(24, 5)]),
                             StrokeStyle(lineWidth: 2, dashPattern: [4, 2], dashPhase: 1), width: 24, height: 10)
        let expected: [UInt32] = (0..<24).map { x in
            let p = (x + 1) % 6
            return p < 4 ? 255 : 0
        }
        XCTAssertEqual((0..<24).map { bitmap[$0, 4] >> 24 }, expected)
        XCTAssertEqual((0..<24).map { bitmap[$0, 5] >> 24 }, expected)
        XCTAssertEqual(bitmap[2, 3], 0)
        XCTAssertEqual(bitmap[2, 6], 0)
    }

    /// A closed rectangle's stroke is the ring between the rectangle grown and shrunk by
    /// half the width: joins close the corners (miters of right angles), no caps. Within a
    /// level everywhere but the four inner corner pixels, where the sides' coverages add
    /// (0.1 + 0.75 where the ring covers 0.775, as in the L of the miter test).
    func testClosedRectangleIsTheExactRing() {
        var path = Path()
        path.addRect(CGRect(x: 4.25, y: 5.6, width: 20, height: 14))
        let ours = stroked(path, StrokeStyle(lineWidth: 3))
        let outer = ReferenceRasterizer.coverage(of: ReferenceRasterizer.rect(2.75, 4.1, 25.75, 21.1), width: 32, height: 32)
        let inner = ReferenceRasterizer.coverage(of: ReferenceRasterizer.rect(5.75, 7.1, 22.75, 18.1), width: 32, height: 32)
        let ring = zip(outer, inner).map { $0 - $1 }
        let error = PathReference.alphaError(ours, ring, over: 1)
        XCTAssertEqual(error.count, 4)
        XCTAssertLessThanOrEqual(error.max, 20)
        XCTAssertEqual(ours[14, 12], 0, "the inside stays empty")
    }

    /// Stroke widths are in user space: under a 2x scale a 1-point line covers 2 pixels.
    func testLineWidthScalesWithTheTransform() {
        let bitmap = Bitmap(width: 20, height: 20)
        var canvas = Canvas(target: bitmap)
        canvas.scaleBy(x: 2, y: 2)
        canvas.stroke(polyline([Point(1, 5), Point(9, 5)]), style: StrokeStyle(lineWidth: 1), with: .white)
        XCTAssertEqual((8...12).map { bitmap[10, $0] >> 24 }, [0, 255, 255, 0, 0])
    }
}
