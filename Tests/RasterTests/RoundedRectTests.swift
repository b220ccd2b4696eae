import Foundation
import XCTest
@testable import Raster

final class RoundedRectTests: XCTestCase {
    /// Tolerance against the float reference, in 8-bit levels per channel. Axis-aligned
    /// corners are integrated in closed form and the reference's 256-gon strays by under
    /// 5e-6 pixels per pixel of radius, so this is the blend's half level plus slack.
    static let exactTolerance = 0.52
    /// Under rotation the corners are polygons within 1/1024 pixel of the curve; a pixel's
    /// curve is at most about 1.5 pixels long, so coverage may be off by 0.0015 (0.4 level).
    static let polygonTolerance = 0.9

    private struct Case {
        var rect: CGRect, radius: Double, lineWidth: Double?
        var color: Color, mode: BlendMode
        var corners = RectCorners.all
    }

    /// Draws `c` on a copy of `background` through `canvas`'s settings and returns the
    /// worst channel error against the reference.
    private func worstError(_ c: Case, background: Bitmap, canvas: Canvas) -> (error: Double, x: Int, y: Int) {
        let bitmap = background.copy()
        var target = Canvas(target: bitmap)
        target.transform = canvas.transform
        target.alpha = canvas.alpha
        target.clip(toDeviceRect: canvas.clip)
        if let lineWidth = c.lineWidth {
            target.strokeRoundedRect(c.rect, cornerRadius: c.radius, corners: c.corners, lineWidth: lineWidth,
                                     with: c.color, blendMode: c.mode)
        } else {
            target.fillRoundedRect(c.rect, cornerRadius: c.radius, corners: c.corners, with: c.color, blendMode: c.mode)
        }
        let w = bitmap.width, h = bitmap.height
        var coverage: [Double]
        if let lineWidth = c.lineWidth {
            let half = lineWidth / 2
            let r = min(c.radius, Double(c.rect.width) / 2, Double(c.rect.height) / 2)
            let outer = ReferenceRasterizer.roundedRect(c.rect.insetBy(dx: -half, dy: -half), radius: r + half,
                                                        corners: c.corners, transform: canvas.transform)
            coverage = ReferenceRasterizer.coverage(of: outer, width: w, height: h)
            if Double(c.rect.width) > lineWidth, Double(c.rect.height) > lineWidth {
                let inner = ReferenceRasterizer.roundedRect(c.rect.insetBy(dx: half, dy: half),
                                                            radius: max(r - half, 0), corners: c.corners,
                                                            transform: canvas.transform)
                let hole = ReferenceRasterizer.coverage(of: inner, width: w, height: h)
                coverage = zip(coverage, hole).map { $0 - $1 }
            }
        } else {
            let shape = ReferenceRasterizer.roundedRect(c.rect, radius: c.radius, corners: c.corners,
                                                        transform: canvas.transform)
            coverage = ReferenceRasterizer.coverage(of: shape, width: w, height: h)
        }
        let expected = ReferenceRasterizer.composite(background: background, coverage: coverage, color: c.color,
                                                     globalAlpha: canvas.alphaLevel, mode: c.mode, clip: canvas.clip)
        return ReferenceRasterizer.worstError(bitmap, expected)
    }

    private func randomCase(_ rng: inout SplitMix64, stroke: Bool) -> Case {
        let rect = CGRect(x: rng.double(-3...10), y: rng.double(-3...8),
                          width: rng.double(0.5...14), height: rng.double(0.5...12))
        let shorter = Double(min(rect.width, rect.height))
        let radius = rng.chance(0.2) ? shorter : rng.double(0...(shorter / 2))
        return Case(rect: rect, radius: radius, lineWidth: stroke ? rng.double(0.2...4) : nil,
                    color: rng.color(), mode: rng.chance(0.5) ? .copy : .sourceOver)
    }

    // MARK: Against the reference

    func testAxisAlignedFillsMatchTheFloatReference() {
        var rng = SplitMix64(seed: 0x2222_0001)
        for case_ in 0..<150 {
            let background = RasterFixtures.randomBackground(width: 20, height: 16, rng: &rng)
            var canvas = RasterFixtures.randomCanvas(background, rng: &rng)
            // Uniform scales (circular corners), non-uniform (elliptical), flips.
            let sx = rng.double(0.5...2) * (rng.chance(0.2) ? -1 : 1)
            let sy = rng.chance(0.5) ? abs(sx) : rng.double(0.5...2) * (rng.chance(0.2) ? -1 : 1)
            canvas.transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rng.double(-2...18), ty: rng.double(-2...14))
            let c = randomCase(&rng, stroke: false)
            let worst = worstError(c, background: background, canvas: canvas)
            XCTAssertLessThanOrEqual(worst.error, Self.exactTolerance, "case \(case_): \(c) at (\(worst.x), \(worst.y))")
        }
    }

    /// Some corners rounded, the others square (Core Animation's `maskedCorners`), filled
    /// and stroked, under flips and rotations.
    func testChosenCornersMatchTheFloatReference() {
        var rng = SplitMix64(seed: 0x2222_0007)
        for case_ in 0..<200 {
            let background = RasterFixtures.randomBackground(width: 22, height: 20, rng: &rng)
            var canvas = RasterFixtures.randomCanvas(background, rng: &rng)
            let rotated = case_ % 4 == 3
            var c = randomCase(&rng, stroke: rng.chance(0.4))
            c.corners = RectCorners(rawValue: UInt8(rng.int(0...15)))
            if rotated {
                var t = CGAffineTransform(rotationAngle: rng.double(-Double.pi...Double.pi))
                t.tx = rng.double(6...14); t.ty = rng.double(6...12)
                canvas.transform = t
                c.rect.origin = CGPoint(x: -c.rect.width / 2, y: -c.rect.height / 2)
            } else {
                let sx = rng.double(0.6...2) * (rng.chance(0.3) ? -1 : 1), sy = rng.double(0.6...2) * (rng.chance(0.3) ? -1 : 1)
                canvas.transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: sx < 0 ? 20 : 2, ty: sy < 0 ? 18 : 2)
            }
            let worst = worstError(c, background: background, canvas: canvas)
            XCTAssertLessThanOrEqual(worst.error, rotated ? Self.polygonTolerance : Self.exactTolerance,
                                     "case \(case_): \(c) \(canvas.transform) at (\(worst.x), \(worst.y))")
        }
    }

    func testOnlyTheChosenCornersAreRounded() {
        let full = Bitmap(width: 24, height: 24), top = Bitmap(width: 24, height: 24), square = Bitmap(width: 24, height: 24)
        let rect = CGRect(x: 2, y: 2, width: 20, height: 20)
        Canvas(target: full).fillRoundedRect(rect, cornerRadius: 8, with: Color(red: 0, green: 0, blue: 255))
        Canvas(target: top).fillRoundedRect(rect, cornerRadius: 8, corners: [.minXMinY, .maxXMinY], with: Color(red: 0, green: 0, blue: 255))
        Canvas(target: square).fillRoundedRect(rect, cornerRadius: 0, with: Color(red: 0, green: 0, blue: 255))
        for y in 0..<24 {
            for x in 0..<24 {
                XCTAssertEqual(top[x, y], y < 12 ? full[x, y] : square[x, y], "(\(x), \(y))")
            }
        }
        XCTAssertNotEqual(full[2, 2], square[2, 2], "the corner pixel shows the rounding")
        let none = Bitmap(width: 24, height: 24)
        Canvas(target: none).fillRoundedRect(rect, cornerRadius: 8, corners: [], with: Color(red: 0, green: 0, blue: 255))
        XCTAssertTrue((0..<24).allSatisfy { y in (0..<24).allSatisfy { none[$0, y] == square[$0, y] } },
                      "no corner chosen: a square")
    }

    func testAxisAlignedStrokesMatchTheFloatReference() {
        var rng = SplitMix64(seed: 0x2222_0002)
        for case_ in 0..<150 {
            let background = RasterFixtures.randomBackground(width: 20, height: 16, rng: &rng)
            var canvas = RasterFixtures.randomCanvas(background, rng: &rng)
            let s = rng.double(0.5...2)
            canvas.transform = CGAffineTransform(a: s, b: 0, c: 0, d: rng.chance(0.7) ? s : -s * 1.3,
                                                 tx: rng.double(0...6), ty: rng.double(0...14))
            let c = randomCase(&rng, stroke: true)
            let worst = worstError(c, background: background, canvas: canvas)
            XCTAssertLessThanOrEqual(worst.error, Self.exactTolerance, "case \(case_): \(c) at (\(worst.x), \(worst.y))")
        }
    }

    func testRotatedFillsAndStrokesMatchTheFloatReference() {
        var rng = SplitMix64(seed: 0x2222_0003)
        for case_ in 0..<60 {
            let background = RasterFixtures.randomBackground(width: 22, height: 20, rng: &rng)
            var canvas = RasterFixtures.randomCanvas(background, rng: &rng)
            var t = CGAffineTransform(rotationAngle: rng.double(-Double.pi...Double.pi))
            if rng.chance(0.3) { t = t.scaledBy(x: rng.double(0.6...1.6), y: rng.double(0.6...1.6)) }
            t.tx = rng.double(6...14); t.ty = rng.double(6...12)
            canvas.transform = t
            var c = randomCase(&rng, stroke: rng.chance(0.4))
            c.rect.origin = CGPoint(x: -c.rect.width / 2 + rng.double(-2...2), y: -c.rect.height / 2 + rng.double(-2...2))
            let worst = worstError(c, background: background, canvas: canvas)
            XCTAssertLessThanOrEqual(worst.error, Self.polygonTolerance, "case \(case_): \(c) \(t) at (\(worst.x), \(worst.y))")
        }
    }

    /// Shapes the UIKit renderer draws: scroll indicators, page dots, a button, at 2x.
    func testIndicatorsDotsAndButtonsAtTwoXMatchTheFloatReference() {
        let cases = [
            Case(rect: CGRect(x: 2.5, y: 1.25, width: 3, height: 30), radius: 1.5, lineWidth: nil,
                 color: Color(red: 0, green: 0, blue: 0, alpha: 90), mode: .sourceOver),
            Case(rect: CGRect(x: 1.25, y: 3.5, width: 25, height: 2.5), radius: 1.25, lineWidth: nil,
                 color: Color(red: 255, green: 255, blue: 255, alpha: 140), mode: .sourceOver),
            Case(rect: CGRect(x: 10, y: 10, width: 7, height: 7), radius: 3.5, lineWidth: nil,
                 color: Color(red: 40, green: 40, blue: 40), mode: .sourceOver),
            Case(rect: CGRect(x: 3.3, y: 20.6, width: 22, height: 9), radius: 8, lineWidth: nil,
                 color: Color(red: 0, green: 122, blue: 255), mode: .sourceOver),
            Case(rect: CGRect(x: 3.3, y: 20.6, width: 22, height: 9), radius: 8, lineWidth: 1,
                 color: Color(red: 0, green: 122, blue: 255), mode: .sourceOver),
        ]
        var rng = SplitMix64(seed: 0x2222_0004)
        for c in cases {
            let background = RasterFixtures.randomBackground(width: 56, height: 68, rng: &rng)
            var canvas = Canvas(target: background)
            canvas.scaleBy(x: 2, y: 2)
            let worst = worstError(c, background: background, canvas: canvas)
            XCTAssertLessThanOrEqual(worst.error, Self.exactTolerance, "\(c) at (\(worst.x), \(worst.y))")
        }
    }

    // MARK: Exact values

    func testCircleIsSymmetricAndFullInside() {
        let bitmap = Bitmap(width: 20, height: 20)
        Canvas(target: bitmap).fillRoundedRect(CGRect(x: 2, y: 2, width: 16, height: 16), cornerRadius: 8, with: .white)
        for y in 0..<20 {
            for x in 0..<20 {
                XCTAssertEqual(bitmap[x, y], bitmap[19 - x, y], "mirror x at (\(x), \(y))")
                XCTAssertEqual(bitmap[x, y], bitmap[y, x], "mirror diagonal at (\(x), \(y))")
                let dx = Double(x) + 0.5 - 10, dy = Double(y) + 0.5 - 10
                let far = (dx * dx + dy * dy).squareRoot()
                if far < 8 - 0.71 { XCTAssertEqual(bitmap[x, y], 0xFFFF_FFFF, "(\(x), \(y))") }
                if far > 8 + 0.71 { XCTAssertEqual(bitmap[x, y], 0, "(\(x), \(y))") }
            }
        }
        // The total coverage is the disc's area: π·64 ≈ 201.06 pixels.
        var total = 0.0
        for y in 0..<20 { for x in 0..<20 { total += Double(bitmap[x, y] >> 24) / 255 } }
        XCTAssertEqual(total, Double.pi * 64, accuracy: 0.3)
    }

    func testZeroRadiusIsExactlyAFill() {
        var rng = SplitMix64(seed: 0x2222_0005)
        for _ in 0..<50 {
            let background = RasterFixtures.randomBackground(width: 12, height: 10, rng: &rng)
            let a = background.copy(), b = background.copy()
            let rect = CGRect(x: rng.double(-2...8), y: rng.double(-2...6), width: rng.double(0...8), height: rng.double(0...8))
            let color = rng.color()
            Canvas(target: a).fillRoundedRect(rect, cornerRadius: 0, with: color)
            Canvas(target: b).fill(rect, with: color)
            XCTAssertTrue(a.hasSamePixels(as: b), "\(rect)")
        }
    }

    func testRadiusIsClampedToHalfTheShorterSide() {
        let rect = CGRect(x: 1.3, y: 2.1, width: 9, height: 4.4)
        let a = Bitmap(width: 12, height: 8), b = Bitmap(width: 12, height: 8)
        Canvas(target: a).fillRoundedRect(rect, cornerRadius: 100, with: .white)
        Canvas(target: b).fillRoundedRect(rect, cornerRadius: 2.2, with: .white)
        XCTAssertTrue(a.hasSamePixels(as: b))
        let c = Bitmap(width: 12, height: 8), d = Bitmap(width: 12, height: 8)
        Canvas(target: c).fillRoundedRect(rect, cornerRadius: -3, with: .white)
        Canvas(target: d).fillRoundedRect(rect, cornerRadius: .nan, with: .white)
        let e = Bitmap(width: 12, height: 8)
        Canvas(target: e).fill(rect, with: .white)
        XCTAssertTrue(c.hasSamePixels(as: e))
        XCTAssertTrue(d.hasSamePixels(as: e))
    }

    func testInteriorOfALargeShapeIsTheExactColour() {
        let bitmap = Bitmap(width: 64, height: 40)
        let color = Color(red: 12, green: 34, blue: 56)
        Canvas(target: bitmap).fillRoundedRect(CGRect(x: 0.5, y: 0.5, width: 63, height: 39), cornerRadius: 10, with: color)
        for y in 1..<39 { for x in 11..<53 { XCTAssertEqual(bitmap[x, y], color.premultiplied, "(\(x), \(y))") } }
        XCTAssertEqual(bitmap[0, 0], 0)
        XCTAssertEqual(bitmap[31, 0] >> 24, 128) // half-covered top edge
    }

    func testStrokeLeavesTheInsideAloneAndFillsWhenTooWide() {
        let bitmap = Bitmap(width: 30, height: 20)
        bitmap.clear(to: 0xFF00_0000)
        Canvas(target: bitmap).strokeRoundedRect(CGRect(x: 4, y: 4, width: 22, height: 12), cornerRadius: 4,
                                                 lineWidth: 2, with: .white)
        XCTAssertEqual(bitmap[15, 10], 0xFF00_0000) // inside
        XCTAssertEqual(bitmap[15, 3], 0xFFFF_FFFF) // on the top edge: y 3...5
        XCTAssertEqual(bitmap[15, 4], 0xFFFF_FFFF)
        XCTAssertEqual(bitmap[15, 5], 0xFF00_0000)
        XCTAssertEqual(bitmap[3, 10], 0xFFFF_FFFF) // left edge: x 3...5
        XCTAssertEqual(bitmap[2, 10], 0xFF00_0000)
        XCTAssertEqual(bitmap[1, 1], 0xFF00_0000) // outside the rounded corner

        let wide = Bitmap(width: 30, height: 20), filled = Bitmap(width: 30, height: 20)
        let rect = CGRect(x: 8, y: 6, width: 10, height: 4)
        Canvas(target: wide).strokeRoundedRect(rect, cornerRadius: 1, lineWidth: 5, with: .white)
        Canvas(target: filled).fillRoundedRect(rect.insetBy(dx: -2.5, dy: -2.5), cornerRadius: 3.5, with: .white)
        XCTAssertTrue(wide.hasSamePixels(as: filled))

        let nothing = Bitmap(width: 30, height: 20)
        Canvas(target: nothing).strokeRoundedRect(rect, cornerRadius: 1, lineWidth: 0, with: .white)
        Canvas(target: nothing).strokeRoundedRect(rect, cornerRadius: 1, lineWidth: -2, with: .white)
        XCTAssertTrue(nothing.hasSamePixels(as: Bitmap(width: 30, height: 20)))
    }

    // MARK: Paths and clips

    func testFastPathsMatchTheGeneralPathBitForBit() {
        var rng = SplitMix64(seed: 0x2222_0006)
        var drawn = 0
        for case_ in 0..<200 {
            let background = RasterFixtures.randomBackground(width: 24, height: 18, rng: &rng)
            let fast = background.copy(), general = background.copy()
            var canvas = RasterFixtures.randomCanvas(fast, rng: &rng)
            if rng.chance(0.3) {
                canvas.concatenate(CGAffineTransform(rotationAngle: rng.double(-1...1)))
            } else {
                canvas.scaleBy(x: rng.double(0.5...2.5), y: rng.double(0.5...2.5))
            }
            let c = randomCase(&rng, stroke: rng.chance(0.5))
            var slow = Canvas(target: general, options: RasterFixtures.generalPath)
            slow.transform = canvas.transform
            slow.alpha = canvas.alpha
            slow.clip(toDeviceRect: canvas.clip)
            if let lineWidth = c.lineWidth {
                canvas.strokeRoundedRect(c.rect, cornerRadius: c.radius, lineWidth: lineWidth, with: c.color, blendMode: c.mode)
                slow.strokeRoundedRect(c.rect, cornerRadius: c.radius, lineWidth: lineWidth, with: c.color, blendMode: c.mode)
            } else {
                canvas.fillRoundedRect(c.rect, cornerRadius: c.radius, with: c.color, blendMode: c.mode)
                slow.fillRoundedRect(c.rect, cornerRadius: c.radius, with: c.color, blendMode: c.mode)
            }
            XCTAssertTrue(fast.hasSamePixels(as: general), "case \(case_): \(c)")
            if !fast.hasSamePixels(as: background) { drawn += 1 }
        }
        XCTAssertGreaterThan(drawn, 100, "most cases draw something, so the comparison compares drawing")
    }

    func testClipIsNeverCrossed() {
        var rng = SplitMix64(seed: 0x2222_0007)
        let sentinel: UInt32 = 0xFF65_4321
        for case_ in 0..<150 {
            let bitmap = Bitmap(width: 16, height: 12)
            bitmap.clear(to: sentinel)
            var canvas = Canvas(target: bitmap)
            let clip = PixelRect(x: rng.int(0...10), y: rng.int(0...8), width: rng.int(0...8), height: rng.int(0...6))
            canvas.clip(toDeviceRect: clip)
            if rng.chance(0.4) { canvas.concatenate(CGAffineTransform(rotationAngle: rng.double(-2...2))) }
            var c = randomCase(&rng, stroke: rng.chance(0.5))
            c.rect = c.rect.insetBy(dx: -4, dy: -4)
            if let lineWidth = c.lineWidth {
                canvas.strokeRoundedRect(c.rect, cornerRadius: c.radius, lineWidth: lineWidth, with: c.color, blendMode: c.mode)
            } else {
                canvas.fillRoundedRect(c.rect, cornerRadius: c.radius, with: c.color, blendMode: c.mode)
            }
            for y in 0..<12 {
                for x in 0..<16 where !(x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY) {
                    XCTAssertEqual(bitmap[x, y], sentinel, "case \(case_): (\(x), \(y)) outside \(clip)")
                }
            }
        }
    }

    // MARK: Corner maths

    /// The closed-form cut-out area against a midpoint sum over 20000 columns.
    func testCornerCutoutAreaMatchesNumericIntegration() {
        var rng = SplitMix64(seed: 0x2222_0008)
        for _ in 0..<200 {
            let rx = rng.double(0.3...20), ry = rng.double(0.3...20)
            let va = rng.double(0...ry), vb = min(ry, va + rng.double(0...1))
            let ua = rng.double(-1...rx), ub = ua + rng.double(0...1.5)
            let band = CornerCutout.Band(rx: rx, ry: ry, from: va, to: vb)
            let n = 20000
            var sum = 0.0
            let lo = max(ua, 0), hi = min(ub, rx)
            if hi > lo {
                for i in 0..<n {
                    let u = lo + (hi - lo) * (Double(i) + 0.5) / Double(n)
                    let g = ry - ry * (1 - pow((rx - u) / rx, 2)).squareRoot()
                    sum += max(0, min(g, vb) - va)
                }
                sum *= (hi - lo) / Double(n)
            }
            XCTAssertEqual(band.cutoutArea(from: ua, to: ub), sum, accuracy: 1e-5, "rx \(rx) ry \(ry) v \(va)...\(vb) u \(ua)...\(ub)")
        }
    }
}
