import XCTest
@testable import Raster

/// An image turned a quarter turn draws as its transposed image drawn upright does: the
/// same filters (nearest, bilinear, mipmapped, the exact area average at rest), the same
/// anti-aliased outline, the pixels around it untouched; only the order of the separable
/// passes differs, so a channel may differ by a unit of rounding.
final class QuarterTurnImageTests: XCTestCase {
    /// `bitmap` transposed: pixel (x, y) of the result is pixel (y, x) of `bitmap`.
    static func transposed(_ bitmap: Bitmap) -> Bitmap {
        let result = Bitmap(width: bitmap.height, height: bitmap.width)
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { result[y, x] = bitmap[x, y] } }
        return result
    }

    /// The largest difference of one channel between two bitmaps of one size.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for shift in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int(p >> UInt32(shift) & 255) - Int(q >> UInt32(shift) & 255)))
                }
            }
        }
        return worst
    }

    func draw(_ image: RasterImage, _ t: CGAffineTransform, _ sampling: Sampling, alpha: Double, clip: PixelRect?,
              onto background: Bitmap, threads: Int = 1) -> Bitmap {
        let target = background.copy()
        var canvas = Canvas(target: target, options: RasterOptions(maximumThreads: threads))
        if let clip { canvas.clip(toDeviceRect: clip) }
        canvas.alpha = alpha
        canvas.draw(image, transform: t, sampling: sampling)
        return target
    }

    func testATurnedImageDrawsAsItsTransposeDrawnUpright() {
        var g = SplitMix64(seed: 90)
        let pixels = [TestPixels.random(width: 70, height: 50, opaque: false, &g), TestPixels.pattern(width: 70, height: 50)]
        let background = TestPixels.random(width: 110, height: 100, opaque: false, &g)
        for (index, bitmap) in pixels.enumerated() {
            let image = RasterImage(bitmap: bitmap), transpose = RasterImage(bitmap: Self.transposed(bitmap))
            for seed in 1...48 as ClosedRange<UInt64> {
                var r = SplitMix64(seed: seed)
                let scales = [0.17, 0.3, 0.5, 0.71, 1, 1.25, 2.5]
                // Device x from image y (scale c), device y from image x (scale b), either flipped.
                let c = scales.randomElement(using: &r)! * (Bool.random(using: &r) ? 1 : -1)
                let b = (Bool.random(using: &r) ? abs(c) : scales.randomElement(using: &r)!) * (Bool.random(using: &r) ? 1 : -1)
                let whole = seed % 3 == 0
                func offset(_ scale: Double, _ extent: Double) -> Double {
                    let base = scale < 0 ? -scale * extent : 0
                    return base + Double(Int.random(in: -6...20, using: &r)) + (whole ? 0 : Double.random(in: 0..<1, using: &r))
                }
                let turned = CGAffineTransform(a: 0, b: b, c: c, d: 0, tx: offset(c, 50), ty: offset(b, 70))
                // The same mapping of the transposed image, (u, v) = (y, x): axis-aligned.
                let upright = CGAffineTransform(a: c, b: 0, c: 0, d: b, tx: turned.tx, ty: turned.ty)
                let sampling = [Sampling.nearest, .bilinear, .mipmapped, .areaAverage][Int(seed) % 4]
                let alpha = seed % 5 == 0 ? 0.6 : 1
                let clip: PixelRect? = seed % 4 == 1 ? PixelRect(x: 7, y: 11, width: 61, height: 52) : nil
                let label = "image \(index) seed \(seed): \(turned) \(sampling) alpha \(alpha) clip \(String(describing: clip))"
                let drawn = draw(image, turned, sampling, alpha: alpha, clip: clip, onto: background)
                let expected = draw(transpose, upright, sampling, alpha: alpha, clip: clip, onto: background)
                XCTAssertLessThanOrEqual(Self.largestDifference(drawn, expected), 1, label)
                XCTAssertFalse(drawn.hasSamePixels(as: background), "\(label): the draw drew")
                if seed % 6 == 0 {
                    let threaded = draw(image, turned, sampling, alpha: alpha, clip: clip, onto: background, threads: 4)
                    XCTAssertTrue(threaded.hasSamePixels(as: drawn), "\(label): threads change no pixel")
                }
            }
        }
    }

    /// Every size of area, every start and stride (crops of larger bitmaps), on one
    /// thread and several: the blocks of four and the rows and columns left over.
    func testTransposingCopiesEveryPixelToItsPlace() {
        var g = SplitMix64(seed: 93)
        let big = TestPixels.random(width: 40, height: 40, opaque: false, &g)
        for width in 1...13 {
            for height in 1...13 {
                let source = big.cropped(to: PixelRect(x: width % 3, y: height % 4, width: width, height: height))
                for threads in [1, 4] {
                    let room = Bitmap(width: height + 5, height: width + 2)
                    let destination = room.cropped(to: PixelRect(x: 3, y: 1, width: height, height: width))
                    QuarterTurnImageRenderer.transpose(source, into: destination,
                                                       options: RasterOptions(maximumThreads: threads, minimumPixelsForThreads: 1))
                    XCTAssertTrue((0..<height).allSatisfy { y in (0..<width).allSatisfy { destination[y, $0] == source[$0, y] } },
                                  "\(width) x \(height), \(threads) threads")
                    XCTAssertEqual(room[0, 0], 0, "nothing outside the destination")
                    XCTAssertEqual(room[height + 4, width + 1], 0)
                }
            }
        }
    }

    /// An opaque image covering the whole target replaces every pixel, as drawn upright.
    func testAnOpaqueTurnedImageCoveringTheTargetReplacesIt() {
        var g = SplitMix64(seed: 92)
        let bitmap = TestPixels.pattern(width: 70, height: 50)
        let background = TestPixels.random(width: 110, height: 100, opaque: false, &g)
        let turned = CGAffineTransform(a: 0, b: -2.5, c: 2.5, d: 0, tx: -3.3, ty: 160.7)
        let upright = CGAffineTransform(a: 2.5, b: 0, c: 0, d: -2.5, tx: turned.tx, ty: turned.ty)
        for sampling in [Sampling.nearest, .bilinear, .areaAverage] {
            let drawn = draw(RasterImage(bitmap: bitmap), turned, sampling, alpha: 1, clip: nil, onto: background)
            let expected = draw(RasterImage(bitmap: Self.transposed(bitmap)), upright, sampling, alpha: 1, clip: nil, onto: background)
            XCTAssertLessThanOrEqual(Self.largestDifference(drawn, expected), 1, "\(sampling)")
            XCTAssertTrue((0..<100).allSatisfy { y in (0..<110).allSatisfy { drawn[$0, y] >> 24 == 255 } }, "\(sampling): covered")
        }
    }

    /// Outside the turned image's outline (and outside the clip) no pixel changes: the
    /// target is turned and turned back, not redrawn.
    func testPixelsAroundTheTurnedImageAreUntouched() {
        var g = SplitMix64(seed: 91)
        let image = RasterImage(bitmap: TestPixels.random(width: 40, height: 30, opaque: true, &g))
        let background = TestPixels.random(width: 80, height: 70, opaque: false, &g)
        // 30 image rows across at 1.5 (45 pixels from x 10.25), 40 columns down at -1 (from
        // y 52.5 up to 12.5).
        let turned = CGAffineTransform(a: 0, b: -1, c: 1.5, d: 0, tx: 10.25, ty: 52.5)
        let clip = PixelRect(x: 0, y: 20, width: 80, height: 40)
        let drawn = draw(image, turned, .areaAverage, alpha: 1, clip: clip, onto: background)
        for y in 0..<70 {
            for x in 0..<80 {
                let inside = x >= 10 && x < 56 && y >= 12 && y < 53 && y >= 20 && y < 60
                if !inside { XCTAssertEqual(drawn[x, y], background[x, y], "(\(x), \(y))") }
            }
        }
        XCTAssertEqual(drawn[30, 30] >> 24, 255, "opaque inside")
        XCTAssertNotEqual(drawn[10, 30], background[10, 30], "the outline's column a quarter covered")
        XCTAssertNotEqual(drawn[10, 30] >> 24, 255)
    }

    /// A turned draw of an image far larger than the area drawn (a zoomed-in 4000 x 3000
    /// picture, 200 x 100 pixels of it in view) takes no memory beyond that area's.
    func testATurnedDrawOfALargeImageReadsOnlyWhatItShows() {
        let bitmap = TestPixels.pattern(width: 4000, height: 3000)
        let image = RasterImage(bitmap: bitmap)
        let target = Bitmap(width: 200, height: 100)
        let canvas = Canvas(target: target)
        let turned = CGAffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 3000, ty: -4000)
        canvas.draw(image, transform: turned, sampling: .areaAverage)
        XCTAssertEqual(image.preparedMipLevelCount, 1, "no level built to magnify")
        canvas.draw(image, transform: turned, sampling: .nearest)
        // Device pixel (100, 50), its centre at (100.5, 50.5), shows image pixel
        // ((50.5 + 4000) / 2, (3000 - 100.5) / 2) = (2025.25, 1449.75).
        XCTAssertEqual(target[100, 50], bitmap[2025, 1449])
        XCTAssertEqual(target[0, 0], bitmap[2000, 1499])
    }
}
