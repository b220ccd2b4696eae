import XCTest
@testable import Raster

/// Drawing spread over threads gives exactly the single-threaded pixels.
final class ImageThreadingTests: XCTestCase {
    /// Small draws keep the test fast in debug builds; let them split as large ones do.
    static func options(threads: Int) -> RasterOptions {
        RasterOptions(maximumThreads: threads, minimumPixelsForThreads: 1000)
    }

    func testMultiThreadedDrawsAreBitIdenticalToSingleThreaded() {
        var g = SplitMix64(seed: 21)
        let image = RasterImage(bitmap: TestPixels.random(width: 90, height: 70, opaque: false, &g))
        let opaque = RasterImage(bitmap: TestPixels.pattern(width: 90, height: 70, cell: 5))
        let background = TestPixels.random(width: 96, height: 80, opaque: true, &g)
        let cases: [(CGAffineTransform, Sampling)] = [
            (CGAffineTransform(a: 2.37, b: 0, c: 0, d: 2.37, tx: -40.3, ty: -20.6), .mipmapped),
            (CGAffineTransform(a: 0.41, b: 0, c: 0, d: 0.34, tx: 10.5, ty: 3.3), .mipmapped),
            (CGAffineTransform(a: 1.43, b: 0, c: 0, d: -1.2, tx: 5, ty: 80.5), .bilinear),
            (CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 12, ty: 7), .mipmapped),
            (CGAffineTransform(a: 3.1, b: 0, c: 0, d: 2.2, tx: 0.5, ty: -3), .nearest),
            (CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1.5).translatedBy(x: 30, y: -60), .mipmapped),
            (CGAffineTransform(rotationAngle: -0.2).scaledBy(x: 0.6, y: 0.6).translatedBy(x: 30, y: 20), .mipmapped),
        ]
        XCTAssertGreaterThan(96 * 80, Self.options(threads: 2).minimumPixelsForThreads, "the draws are large enough to split")
        for (t, sampling) in cases {
            for img in [image, opaque] {
                var results: [Bitmap] = []
                for threads in [1, 2, 3] {
                    let target = background.copy()
                    var canvas = Canvas(target: target, options: Self.options(threads: threads))
                    canvas.alpha = 0.9
                    canvas.draw(img, transform: t, sampling: sampling)
                    results.append(target)
                }
                XCTAssertTrue(results[0].hasSamePixels(as: results[1]), "\(t) \(sampling): 2 threads differ")
                XCTAssertTrue(results[0].hasSamePixels(as: results[2]), "\(t) \(sampling): 3 threads differ")
                XCTAssertFalse(results[0].hasSamePixels(as: background), "\(t) \(sampling): the draw drew")
            }
        }
    }

    func testBandsCoverEveryRowOnce() {
        for bands in 1...5 {
            var rows: [Int] = []
            for band in 0..<bands { rows += RasterConcurrency.bandRows(band, of: bands, first: 7, rows: 23) }
            XCTAssertEqual(rows, Array(7..<30))
        }
        let two = RasterOptions(maximumThreads: 2)
        XCTAssertEqual(RasterConcurrency.bandCount(rows: 1000, pixels: two.minimumPixelsForThreads - 1, options: two), 1)
        // Four bands a thread, so a thread that wakes late leaves its share to the others.
        XCTAssertEqual(RasterConcurrency.bandCount(rows: 1000, pixels: two.minimumPixelsForThreads, options: two), 8)
        XCTAssertEqual(RasterConcurrency.bandCount(rows: 5, pixels: 1_000_000, options: two), 5, "never more bands than rows")
        XCTAssertEqual(RasterConcurrency.bandCount(rows: 1, pixels: 1_000_000, options: two), 1)
        let one = RasterOptions(maximumThreads: 1)
        XCTAssertEqual(RasterConcurrency.bandCount(rows: 1000, pixels: 1_000_000, options: one), 1)
    }

    func testOptionsKeepTheirLimitsAtLeastOne() {
        var options = RasterOptions(maximumThreads: 0, minimumPixelsForThreads: -5)
        XCTAssertEqual(options.maximumThreads, 1)
        XCTAssertEqual(options.minimumPixelsForThreads, 1)
        options.maximumThreads = -3
        XCTAssertEqual(options.maximumThreads, 1)
        XCTAssertEqual(RasterOptions().maximumThreads, ProcessInfo.processInfo.activeProcessorCount)
        XCTAssertTrue(RasterOptions().usesFastPaths)
    }

    func testMipChainBuiltWithThreadsEqualsSingleThreaded() throws {
        var g = SplitMix64(seed: 4)
        let bitmap = TestPixels.random(width: 217, height: 163, opaque: false, &g)
        let single = RasterImage(bitmap: bitmap)
        try single.prepareMipmaps(options: Self.options(threads: 1))
        let double = RasterImage(bitmap: bitmap)
        try double.prepareMipmaps(options: Self.options(threads: 2))
        XCTAssertEqual(single.mipLevelCount, 9, "217 x 163 down to 1 x 1")
        XCTAssertEqual(double.mipLevelCount, single.mipLevelCount)
        for level in 0..<single.mipLevelCount {
            XCTAssertTrue(try single.mipLevel(level).hasSamePixels(as: try double.mipLevel(level)), "level \(level)")
        }
    }
}
