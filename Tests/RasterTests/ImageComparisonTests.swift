import Foundation
import XCTest
@testable import Raster

final class ImageComparisonTests: XCTestCase {
    private func gradient(width: Int, height: Int) -> Bitmap {
        let b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt32((x * 7 + y * 13) & 0xFF)
                b[x, y] = PremultipliedPixel.make(red: v, green: 255 - v, blue: v / 2, alpha: 255)
            }
        }
        return b
    }

    func testIdenticalImagesHaveNoDifferenceAndNoDiffImage() throws {
        let a = gradient(width: 40, height: 30)
        let result = ImageComparison.compare(expected: a, actual: a.copy())
        XCTAssertTrue(result.passed)
        let d = try XCTUnwrap(result.difference)
        XCTAssertEqual(d.differingPixelCount, 0)
        XCTAssertEqual(d.changedPixelCount, 0)
        XCTAssertEqual(d.worstChannelDelta, 0)
        XCTAssertEqual(d.pixelCount, 1200)
        XCTAssertTrue(d.differingBounds.isEmpty)
        XCTAssertNil(d.diffImage)
    }

    func testSinglePixelChangeIsCountedOnceWithItsWorstChannel() throws {
        let a = gradient(width: 40, height: 30), b = a.copy()
        // Blue +3, alpha −20: one pixel, worst delta 20, however many channels changed.
        let p = a[17, 9]
        b[17, 9] = (p & 0x00FF_FFFF | (p >> 24 - 20) << 24) + 3
        let result = ImageComparison.compare(expected: a, actual: b)
        XCTAssertFalse(result.passed)
        let d = try XCTUnwrap(result.difference)
        XCTAssertEqual(d.differingPixelCount, 1)
        XCTAssertEqual(d.worstChannelDelta, 20)
        XCTAssertEqual(d.differingBounds, PixelRect(x: 17, y: 9, width: 1, height: 1))
        XCTAssertEqual(d.differingRatio, 1.0 / 1200, accuracy: 1e-12)
        XCTAssertTrue(result.summary.contains("1 of 1200 pixels"), result.summary)
    }

    func testThresholdToleratesSmallDeltasButStillReportsThem() {
        let a = gradient(width: 20, height: 20), b = a.copy()
        b[1, 1] = a[1, 1] ^ 0x0000_0004 // blue differs by 4
        b[2, 2] = a[2, 2] ^ 0x0000_0500 // green differs by 5
        b[3, 3] = a[3, 3] ^ 0x0010_0000 // red differs by 16
        let loose = ImageComparison.compare(expected: a, actual: b, perPixelThreshold: 5)
        XCTAssertEqual(loose.difference?.differingPixelCount, 1)
        XCTAssertEqual(loose.difference?.changedPixelCount, 3)
        XCTAssertEqual(loose.difference?.worstChannelDelta, 16)
        XCTAssertEqual(loose.difference?.differingBounds, PixelRect(x: 3, y: 3, width: 1, height: 1))
        XCTAssertFalse(loose.passed)
        XCTAssertTrue(ImageComparison.compare(expected: a, actual: b, perPixelThreshold: 16).passed)
        XCTAssertEqual(ImageComparison.compare(expected: a, actual: b, perPixelThreshold: 4).difference?.differingPixelCount, 2)
        XCTAssertEqual(ImageComparison.compare(expected: a, actual: b, perPixelThreshold: 0).difference?.differingPixelCount, 3)
        // Out-of-range thresholds clamp to 0...255.
        XCTAssertEqual(ImageComparison.compare(expected: a, actual: b, perPixelThreshold: -9).difference?.perPixelThreshold, 0)
        XCTAssertTrue(ImageComparison.compare(expected: a, actual: b, perPixelThreshold: 999).passed)
    }

    func testPixelAndRatioTolerancesCountPixelsNotBytes() {
        let a = gradient(width: 10, height: 10), b = a.copy()
        // Five pixels with all four channels changed: 5 pixels, 20 bytes.
        for i in 0..<5 { b[i, 0] = ~a[i, 0] }
        func passes(_ t: ImageComparison.Tolerance) -> Bool {
            ImageComparison.compare(expected: a, actual: b, tolerance: t).passed
        }
        XCTAssertFalse(passes(.exact))
        XCTAssertTrue(passes(.pixels(5)))
        XCTAssertFalse(passes(.pixels(4)))
        XCTAssertTrue(passes(.ratio(0.05)))   // 5 of 100 pixels
        XCTAssertFalse(passes(.ratio(0.049)))
        XCTAssertFalse(passes(.pixels(-1)))
        XCTAssertFalse(passes(.ratio(.nan)))
        XCTAssertTrue(passes(.ratio(7)))
        XCTAssertTrue(ImageComparison.Tolerance.ratio(0.5).allows(differingPixels: 2, of: 4))
        XCTAssertFalse(ImageComparison.Tolerance.ratio(0.5).allows(differingPixels: 3, of: 4))
    }

    func testSizeMismatchIsReportedNeverCropped() {
        let a = gradient(width: 10, height: 8)
        let result = ImageComparison.compare(expected: a, actual: a.cropped(to: PixelRect(x: 0, y: 0, width: 10, height: 7)),
                                             tolerance: .ratio(1))
        XCTAssertFalse(result.passed)
        XCTAssertNil(result.difference)
        guard case .sizeMismatch(let expected, let actual) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(expected, ImageComparison.Size(width: 10, height: 8))
        XCTAssertEqual(actual, ImageComparison.Size(width: 10, height: 7))
        XCTAssertEqual(result.summary, "image sizes differ: expected 10 x 8 pixels, actual 10 x 7 pixels")
    }

    func testStridedViewsCompareByPixelsNotMemoryLayout() {
        let big = gradient(width: 30, height: 20)
        let view = big.cropped(to: PixelRect(x: 5, y: 4, width: 12, height: 9))
        let packed = view.copy()
        XCTAssertTrue(ImageComparison.compare(expected: packed, actual: view).passed)
        packed[11, 8] = 0
        XCTAssertEqual(ImageComparison.compare(expected: view, actual: packed).difference?.differingBounds,
                       PixelRect(x: 11, y: 8, width: 1, height: 1))
    }

    func testDiffImageFadesTheExpectedImageAndMarksDifferences() throws {
        let a = Bitmap(width: 4, height: 1)
        a[0, 0] = 0xFF00_0000 // black
        a[1, 0] = 0xFFFF_FFFF // white
        a[2, 0] = 0           // transparent: shows as white
        a[3, 0] = 0xFF00_0000
        let b = a.copy()
        b[1, 0] = 0xFFFF_FF00 // blue channel off by 255
        b[3, 0] = 0xFF00_0001 // off by 1
        let d = try XCTUnwrap(ImageComparison.compare(expected: a, actual: b).difference)
        let diff = try XCTUnwrap(d.diffImage)
        XCTAssertEqual(diff[0, 0], 0xFFB8_B8B8) // black faded to grey 184
        XCTAssertEqual(diff[2, 0], 0xFFFF_FFFF) // white stays white
        XCTAssertEqual(diff[1, 0], 0xFFFF_00FF) // largest difference: full magenta
        XCTAssertEqual(diff[3, 0], 0xFF80_0080) // smallest difference: dark magenta

        let tolerated = try XCTUnwrap(ImageComparison.compare(expected: a, actual: b, perPixelThreshold: 1).difference?.diffImage)
        XCTAssertEqual(tolerated[3, 0], ImageComparison.toleratedPixel)
        XCTAssertEqual(tolerated[0, 0], 0xFFB8_B8B8)
        XCTAssertEqual(tolerated[1, 0], 0xFFFF_00FF)
        XCTAssertNil(ImageComparison.compare(expected: a, actual: b, makesDiffImage: false).difference?.diffImage)
    }

    func testRandomChangesAreCountedExactly() {
        var rng = SplitMix64(seed: 0x1C0)
        let a = gradient(width: 64, height: 48)
        for _ in 0..<20 {
            let b = a.copy()
            let threshold = rng.int(0...40)
            var expectedDiffering = 0, expectedWorst = 0
            var touched = Set<Int>()
            for _ in 0..<rng.int(0...60) {
                let x = rng.int(0...63), y = rng.int(0...47)
                guard touched.insert(y * 64 + x).inserted else { continue }
                let channel = UInt32(rng.int(0...3)) * 8
                let old = a[x, y] >> channel & 0xFF
                let new = UInt32(rng.int(0...255))
                b[x, y] = a[x, y] & ~(0xFF << channel) | new << channel
                let delta = Int(old > new ? old - new : new - old)
                expectedWorst = max(expectedWorst, delta)
                if delta > threshold { expectedDiffering += 1 }
            }
            let d = ImageComparison.compare(expected: a, actual: b, perPixelThreshold: threshold).difference
            XCTAssertEqual(d?.differingPixelCount, expectedDiffering)
            XCTAssertEqual(d?.worstChannelDelta, expectedWorst)
        }
    }

    func testEmptyImagesMatch() {
        let result = ImageComparison.compare(expected: Bitmap(width: 0, height: 0), actual: Bitmap(width: 0, height: 0))
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.difference?.differingRatio, 0)
    }
}
