import XCTest
@testable import Raster

final class CanvasGlyphTests: XCTestCase {
    /// The smallest rectangle holding every pixel with non-zero alpha.
    func inkBounds(_ bitmap: Bitmap) -> PixelRect {
        var r = PixelRect.zero
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 != 0 {
                r = r.union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return r
    }

    /// The alpha-weighted mean x of the ink, in pixels (pixel centres at x + 0.5).
    func inkCentroidX(_ bitmap: Bitmap) -> Double {
        var sum = 0.0, weight = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let a = Double(bitmap[x, y] >> 24)
                sum += a * (Double(x) + 0.5)
                weight += a
            }
        }
        return sum / weight
    }

    func draw(_ scalar: Unicode.Scalar, size: CGFloat, at point: CGPoint, color: Color = .black,
              canvasSize: Int = 100, cache: GlyphCache = .shared, setUp: (inout Canvas) -> Void = { _ in }) throws -> Bitmap {
        let face = try TestFonts.sans()
        let glyph = face.glyph(for: scalar) ?? 0
        let bitmap = Bitmap(width: canvasSize, height: canvasSize)
        var canvas = Canvas(target: bitmap)
        setUp(&canvas)
        canvas.drawGlyphs([PositionedGlyph(glyph: glyph, position: point)], font: face, size: size, color: color, cache: cache)
        return bitmap
    }

    func testCapitalHStandsOnTheBaselineAndReachesItsCapHeight() throws {
        let bitmap = try draw("H", size: 40, at: CGPoint(x: 10, y: 60))
        let ink = inkBounds(bitmap)
        // Cap height 1493 / 2048 em at 40 px is 29.16 px; light hinting snaps the flat top
        // to the pixel grid.
        XCTAssertEqual(ink.maxY, 60, "the flat bottom of H ends exactly on the baseline")
        XCTAssertTrue((30...31).contains(ink.y), "top at the cap height: \(ink)")
        XCTAssertTrue((11...14).contains(ink.x), "left side bearing of H: \(ink)")
        XCTAssertTrue((ink.maxX - ink.x) >= 20 && (ink.maxX - ink.x) <= 25, "H is about 0.6 em wide: \(ink)")
    }

    func testGlyphInteriorIsExactlyTheColourAndEdgesArePremultipliedShadesOfIt() throws {
        let red = Color(red: 200, green: 30, blue: 10)
        let bitmap = try draw("H", size: 80, at: CGPoint(x: 5, y: 90), color: red)
        var solid = 0, partial = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y], a = p >> 24
                guard a != 0 else { continue }
                if a == 255 {
                    XCTAssertEqual(p, red.premultiplied, "(\(x), \(y))")
                    solid += 1
                } else {
                    partial += 1
                    XCTAssertEqual(Double(p >> 16 & 0xFF), Double(a) * 200 / 255, accuracy: 1)
                    XCTAssertEqual(Double(p >> 8 & 0xFF), Double(a) * 30 / 255, accuracy: 1)
                }
            }
        }
        XCTAssertGreaterThan(solid, 600, "an 80 px H has solid stems and bar")
        XCTAssertGreaterThan(partial, 0, "anti-aliased edges")
    }

    func testGlobalAlphaAndColourAlphaScaleCoverage() throws {
        let half = try draw("H", size: 40, at: CGPoint(x: 10, y: 60)) { $0.alpha = 0.5 }
        XCTAssertEqual((0..<100).flatMap { y in (0..<100).map { half[$0, y] >> 24 } }.max(), 128)
        let translucent = try draw("H", size: 40, at: CGPoint(x: 10, y: 60), color: Color(red: 0, green: 0, blue: 255, alpha: 51))
        XCTAssertEqual(translucent[16, 50], 0x3300_0033, "solid stem pixel: blue at alpha 0.2")
    }

    func testNothingIsDrawnOutsideTheClip() throws {
        let full = try draw("H", size: 40, at: CGPoint(x: 10, y: 60))
        let clipped = try draw("H", size: 40, at: CGPoint(x: 10, y: 60)) {
            $0.clip(toDeviceRect: PixelRect(x: 0, y: 0, width: 25, height: 45))
        }
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = x < 25 && y < 45
                XCTAssertEqual(clipped[x, y], inside ? full[x, y] : 0, "(\(x), \(y))")
            }
        }
    }

    func testScaleTwoRendersAtTwiceThePixelSizeNotAScaledBitmap() throws {
        let one = inkBounds(try draw("H", size: 20, at: CGPoint(x: 10, y: 40)))
        let two = try draw("H", size: 20, at: CGPoint(x: 10, y: 40), canvasSize: 120) { $0.scaleBy(x: 2, y: 2) }
        let ink = inkBounds(two)
        XCTAssertEqual(ink.maxY, 80, "baseline at 40 pt is 80 px")
        // Cap height 1493 / 2048 em: 14.58 px at 20 px, 29.16 px at 40 px.
        XCTAssertTrue((14...15).contains(one.height), "\(one)")
        XCTAssertTrue((29...30).contains(ink.height), "\(ink)")
        XCTAssertEqual(Double(ink.width), Double(one.width) * 2, accuracy: 2)
        // Sharpness: rendered at 40 px, each vertical stem edge is at most one partially
        // covered pixel wide; a 20 px mask magnified twice would have two-pixel edges.
        let partial = (0..<120).filter { two[$0, 60] >> 24 != 0 && two[$0, 60] >> 24 != 255 }.count
        XCTAssertLessThanOrEqual(partial, 4, "four stem edges, one pixel each at most")
        XCTAssertGreaterThanOrEqual((0..<120).filter { two[$0, 60] >> 24 == 255 }.count, 6, "two solid stems")
    }

    func testQuarterPixelPhasesMoveTheInkByQuarterPixels() throws {
        let xs: [CGFloat] = [10, 10.25, 10.5, 10.75, 11]
        let centroids = try xs.map { inkCentroidX(try draw("l", size: 30, at: CGPoint(x: $0, y: 50))) }
        for i in 1..<centroids.count {
            XCTAssertEqual(centroids[i] - centroids[i - 1], 0.25, accuracy: 0.06, "\(centroids)")
        }
        let at10 = try draw("l", size: 30, at: CGPoint(x: 10, y: 50))
        let at11 = try draw("l", size: 30, at: CGPoint(x: 11, y: 50))
        for y in 0..<100 { for x in 0..<99 { XCTAssertEqual(at10[x, y], at11[x + 1, y]) } }
        let nearest = try draw("l", size: 30, at: CGPoint(x: 10.1, y: 50))
        XCTAssertTrue(nearest.hasSamePixels(as: at10), "10.1 rounds to the 10.0 phase")
    }

    func testBaselineSnapsToTheNearestWholePixel() throws {
        let at50 = try draw("e", size: 30, at: CGPoint(x: 10, y: 50))
        XCTAssertTrue(try draw("e", size: 30, at: CGPoint(x: 10, y: 50.3)).hasSamePixels(as: at50))
        let at51 = try draw("e", size: 30, at: CGPoint(x: 10, y: 51))
        XCTAssertTrue(try draw("e", size: 30, at: CGPoint(x: 10, y: 50.6)).hasSamePixels(as: at51))
    }

    func testMissingCharacterDrawsTheNotdefBox() throws {
        let bitmap = try draw("漢", size: 40, at: CGPoint(x: 10, y: 60))
        let ink = inkBounds(bitmap)
        XCTAssertGreaterThan(ink.width, 15)
        XCTAssertGreaterThan(ink.height, 25)
        XCTAssertEqual(bitmap[ink.x + ink.width / 2, ink.y + ink.height / 2] >> 24, 0, "hollow")
        // The outline is a 1 px line that may straddle two pixel rows or columns.
        let midX = ink.x + ink.width / 2, midY = ink.y + ink.height / 2
        XCTAssertGreaterThan(bitmap[midX, ink.y] >> 24 + bitmap[midX, ink.y + 1] >> 24, 200, "top edge drawn")
        XCTAssertGreaterThan(bitmap[ink.x, midY] >> 24 + bitmap[ink.x + 1, midY] >> 24, 200, "left edge drawn")
        XCTAssertGreaterThan(bitmap[midX, ink.maxY - 1] >> 24 + bitmap[midX, ink.maxY - 2] >> 24, 200, "bottom edge drawn")
    }

    func testCacheRasterizesEachGlyphPhaseAndSizeOnce() throws {
        let face = try TestFonts.sans()
        let cache = GlyphCache(byteBudget: 1 << 20)
        let a = face.glyph(for: "a")!
        let run = [0, 20, 40].map { PositionedGlyph(glyph: a, position: CGPoint(x: CGFloat($0), y: 30)) }
        let canvas = Canvas(target: Bitmap(width: 80, height: 40))
        canvas.drawGlyphs(run, font: face, size: 17, color: .black, cache: cache)
        XCTAssertEqual(cache.misses, 1, "three copies at whole-pixel x share one mask")
        canvas.drawGlyphs(run, font: face, size: 17, color: .black, cache: cache)
        XCTAssertEqual(cache.misses, 1)
        canvas.drawGlyphs([PositionedGlyph(glyph: a, position: CGPoint(x: 0.5, y: 30))], font: face, size: 17,
                          color: .black, cache: cache)
        XCTAssertEqual(cache.misses, 2, "another phase")
        canvas.drawGlyphs(run, font: face, size: 18, color: .black, cache: cache)
        XCTAssertEqual(cache.misses, 3, "another size")
        XCTAssertEqual(cache.count, 3)

        let none = GlyphCache(byteBudget: 0)
        canvas.drawGlyphs(run, font: face, size: 17, color: .black, cache: none)
        XCTAssertEqual(none.misses, 3, "a zero budget keeps nothing")
        XCTAssertEqual(none.count, 0)
    }

    func testCacheStaysWithinItsBudgetAndKeepsRecentGlyphs() throws {
        let face = try TestFonts.sans()
        let budget = 32 << 10
        let cache = GlyphCache(byteBudget: budget)
        let canvas = Canvas(target: Bitmap(width: 64, height: 64))
        for glyph in CGGlyph(1)...CGGlyph(600) {
            canvas.drawGlyphs([PositionedGlyph(glyph: glyph, position: CGPoint(x: 8, y: 40))], font: face, size: 24,
                              color: .black, cache: cache)
            XCTAssertLessThanOrEqual(cache.byteCount, budget)
        }
        XCTAssertLessThan(cache.count, 600)
        let misses = cache.misses
        canvas.drawGlyphs([PositionedGlyph(glyph: 600, position: CGPoint(x: 8, y: 40))], font: face, size: 24,
                          color: .black, cache: cache)
        XCTAssertEqual(cache.misses, misses, "the last glyph drawn is still cached")
    }

    func testRotatedTextIsDrawnAsTransformedOutlines() throws {
        // "l" is a tall thin stroke; turned a quarter turn it lies flat.
        let upright = inkBounds(try draw("l", size: 40, at: CGPoint(x: 50, y: 60)))
        XCTAssertGreaterThan(upright.height, upright.width * 4)
        let turned = try draw("l", size: 40, at: .zero) {
            $0.translateBy(x: 20, y: 50)
            $0.concatenate(CGAffineTransform(rotationAngle: .pi / 2))
        }
        let ink = inkBounds(turned)
        XCTAssertGreaterThan(ink.width, ink.height * 4, "\(ink)")
        // Rotating +x towards +y turns "up" (-y) into +x: the stroke extends right of x 20
        // and sits above y 50 by the left side bearing.
        XCTAssertTrue((19...22).contains(ink.x), "\(ink)")
        XCTAssertEqual(ink.width, upright.height, accuracy: 1)
        let mirrored = inkBounds(try draw("H", size: 40, at: CGPoint(x: -60, y: 60)) { $0.scaleBy(x: -1, y: 1) })
        // Mirrored about x = 0, the H's ink (201...1339 / 2048 em, 3.9...26.2 px) runs
        // leftwards from x 60: 33.8...56.1.
        XCTAssertEqual(mirrored, PixelRect(x: 33, y: 30, width: 24, height: 30))
    }

    func testHugeGlyphsRasterizeOnlyTheVisiblePart() throws {
        // A 20,000 px H would need 300 MB as a mask; only the clip's 100 x 100 are drawn.
        // The left stem spans 201...403 / 2048 em: x 1963...3936 px from the origin.
        let bitmap = try draw("H", size: 20_000, at: CGPoint(x: -2500, y: 10_000))
        XCTAssertEqual(bitmap[0, 0], Color.black.premultiplied, "inside the left stem")
        XCTAssertEqual(bitmap[99, 99], Color.black.premultiplied, "inside the left stem")
    }

    func testFastPathsOffDrawTheSamePixelsWithinOneLevel() throws {
        // Over a varied opaque background, where the opaque kernel's two roundings and the
        // general kernel's one can differ.
        let paint: (inout Canvas) -> Void = { canvas in
            for y in 0..<100 {
                let row = canvas.target.row(y)
                for x in 0..<100 { row[x] = PremultipliedPixel.make(red: UInt32(x * 2), green: UInt32(y * 2), blue: 77, alpha: 255) }
            }
        }
        let ink = Color(red: 10, green: 200, blue: 90)
        let fast = try draw("g", size: 37, at: CGPoint(x: 20.25, y: 60), color: ink, setUp: paint)
        let general = try draw("g", size: 37, at: CGPoint(x: 20.25, y: 60), color: ink) { canvas in
            canvas.options.usesFastPaths = false
            paint(&canvas)
        }
        var changed = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = fast[x, y], b = general[x, y]
                for shift in [0, 8, 16, 24] as [UInt32] {
                    XCTAssertLessThanOrEqual(abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)), 1, "(\(x), \(y))")
                }
                if a != PremultipliedPixel.make(red: UInt32(x * 2), green: UInt32(y * 2), blue: 77, alpha: 255) { changed += 1 }
            }
        }
        XCTAssertGreaterThan(changed, 100, "the glyph was drawn")
    }

    func testNonFiniteAndFarAwayPositionsDrawNothing() throws {
        for p in [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity), CGPoint(x: 1e300, y: 10)] {
            XCTAssertEqual(inkBounds(try draw("H", size: 20, at: p)), .zero)
            XCTAssertEqual(inkBounds(try draw("H", size: 20, at: p) { $0.concatenate(CGAffineTransform(rotationAngle: 1)) }), .zero)
        }
        XCTAssertEqual(inkBounds(try draw("H", size: CGFloat.nan, at: CGPoint(x: 10, y: 50))), .zero)
        XCTAssertEqual(inkBounds(try draw("H", size: 0, at: CGPoint(x: 10, y: 50))), .zero)
    }
}
