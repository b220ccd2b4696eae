import XCTest
@testable import ScreenshotTesting
@testable import UIKit

final class PerceptualToleranceTests: XCTestCase {
    /// Pairs and ΔE₀₀ values from Sharma, Wu and Dalal's CIEDE2000 test data (2005), rows
    /// 1, 7, 17, 18, 25 and 34: hue rotation, neutral, large and small differences.
    func testDeltaE2000MatchesSharmasTestData() {
        let pairs: [(CIELab, CIELab, Double)] = [
            (CIELab(l: 50, a: 2.6772, b: -79.7751), CIELab(l: 50, a: 0, b: -82.7485), 2.0425),
            (CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: -1, b: 2), 2.3669),
            (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 73, a: 25, b: -18), 27.1492),
            (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 61, a: -5, b: 29), 22.8977),
            (CIELab(l: 60.2574, a: -34.0099, b: 36.2677), CIELab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
            (CIELab(l: 2.0776, a: 0.0795, b: -1.1350), CIELab(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
        ]
        for (first, second, expected) in pairs {
            XCTAssertEqual(CIELab.deltaE2000(first, second), expected, accuracy: 0.0001, "\(first) / \(second)")
            XCTAssertEqual(CIELab.deltaE2000(second, first), expected, accuracy: 0.0001, "symmetric")
        }
        XCTAssertEqual(CIELab.deltaE2000(CIELab(l: 40, a: 10, b: -5), CIELab(l: 40, a: 10, b: -5)), 0)
    }

    /// sRGB primaries in L*a*b* (D65), as published for the sRGB space.
    func testSRGBToLab() {
        let cases: [((UInt8, UInt8, UInt8), (Double, Double, Double))] = [
            ((255, 0, 0), (53.24, 80.09, 67.20)),
            ((0, 255, 0), (87.73, -86.18, 83.18)),
            ((0, 0, 255), (32.30, 79.19, -107.86)),
            ((255, 255, 255), (100, 0, 0)),
            ((0, 0, 0), (0, 0, 0)),
            ((128, 128, 128), (53.59, 0, 0)),
        ]
        for ((r, g, b), (l, a, bb)) in cases {
            let lab = CIELab(sRGBRed: r, green: g, blue: b)
            XCTAssertEqual(lab.l, l, accuracy: 0.01, "L of \(r),\(g),\(b)")
            XCTAssertEqual(lab.a, a, accuracy: 0.01, "a of \(r),\(g),\(b)")
            XCTAssertEqual(lab.b, bb, accuracy: 0.01, "b of \(r),\(g),\(b)")
        }
    }

    private func solid(_ color: Color, width: Int = 4, height: Int = 2) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        bitmap.clear(to: color.premultiplied)
        return bitmap
    }

    func testPerceptualToleranceCountsPixelsOverTheDeltaE() throws {
        // Grey 128 against 130: ΔE₀₀ 0.753 (L* 53.585 → 54.368; neutral, so ΔE is ΔL / S_L = 0.7828 / 1.0396).
        let pixelDelta = try XCTUnwrap(PerceptualComparison.deltaE(Color(red: 128, green: 128, blue: 128).premultiplied,
                                                                   Color(red: 130, green: 130, blue: 130).premultiplied))
        XCTAssertEqual(pixelDelta, 0.7530, accuracy: 0.0001)
        let expected = solid(Color(red: 128, green: 128, blue: 128))
        let actual = solid(Color(red: 128, green: 128, blue: 128))
        for x in 0..<3 { actual.row(0)[x] = Color(red: 130, green: 130, blue: 130).premultiplied }
        let within = try XCTUnwrap(PerceptualComparison.compare(expected: expected, actual: actual,
                                                                 tolerance: .perceptual(deltaE: 1)))
        XCTAssertEqual(within.differingPixelCount, 0)
        XCTAssertTrue(within.passed)
        let strict = try XCTUnwrap(PerceptualComparison.compare(expected: expected, actual: actual,
                                                                 tolerance: .perceptual(deltaE: 0.5, allowed: .pixels(2))))
        XCTAssertEqual(strict.differingPixelCount, 3)
        XCTAssertEqual(strict.worstDeltaE, 0.7530, accuracy: 0.0001)
        XCTAssertEqual(strict.differingBounds, PixelRect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertFalse(strict.passed)
        // The channel tolerance would need a threshold of 2 for the same pixels.
        XCTAssertFalse(ImageComparison.compare(expected: expected, actual: actual, perPixelThreshold: 1).passed)
    }

    func testANaNDeltaEPassesNoChangedPixel() throws {
        // Grey 128 against white: ΔE₀₀ about 46. A NaN limit compared with `>` let it pass.
        let expected = solid(Color(red: 128, green: 128, blue: 128))
        let actual = solid(Color(red: 255, green: 255, blue: 255))
        let difference = try XCTUnwrap(PerceptualComparison.compare(expected: expected, actual: actual,
                                                                     tolerance: .perceptual(deltaE: .nan)))
        XCTAssertEqual(difference.differingPixelCount, 8)
        XCTAssertFalse(difference.passed)
        XCTAssertTrue(PerceptualComparison.compare(expected: expected, actual: expected,
                                                   tolerance: .perceptual(deltaE: .nan))?.passed == true,
                      "identical pixels still match")
    }

    func testAlphaIsJudgedByItsOwnThresholdAndHiddenColourIsIgnored() throws {
        let expected = solid(Color(red: 255, green: 0, blue: 0, alpha: 200))
        let fainter = solid(Color(red: 255, green: 0, blue: 0, alpha: 190))
        let result = try XCTUnwrap(PerceptualComparison.compare(expected: expected, actual: fainter,
                                                                 tolerance: .perceptual(deltaE: 50)))
        XCTAssertEqual(result.differingPixelCount, 8, "alpha 200 → 190 exceeds alpha threshold 0")
        XCTAssertEqual(result.worstAlphaDelta, 10)
        XCTAssertEqual(result.worstDeltaE, 0, accuracy: 0.5, "the same red, un-premultiplied")
        XCTAssertTrue(try XCTUnwrap(PerceptualComparison.compare(expected: expected, actual: fainter,
                                                                  tolerance: .perceptual(deltaE: 1, alphaThreshold: 10))).passed)
        let clear = solid(.clear), clearGreen = Bitmap(width: 4, height: 2)
        clearGreen.clear(to: 0x0000_FF00) // colour at alpha 0: not a valid premultiplied pixel, and invisible
        XCTAssertNil(PerceptualComparison.deltaE(clear.row(0)[0], clearGreen.row(0)[0]))
        XCTAssertEqual(PerceptualComparison.compare(expected: clear, actual: clearGreen, tolerance: .perceptual(deltaE: 0))?
            .differingPixelCount, 0)
    }

    func testSnapshotWithPerceptualToleranceReportsDeltaEAndMarksTheDiff() throws {
        useTemporaryArtifactsFolder()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perceptual-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("PerceptualTests.swift").path
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = UIColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255, alpha: 1)
        _ = verifySnapshot(of: view, as: .image(), named: "grey", record: .missing, file: file, testName: "testGrey()")
        view.backgroundColor = UIColor(red: 130.0 / 255, green: 130.0 / 255, blue: 130.0 / 255, alpha: 1)
        XCTAssertNotNil(verifySnapshot(of: view, as: .image(), named: "grey", record: .never, file: file, testName: "testGrey()"))
        XCTAssertNil(verifySnapshot(of: view, as: .image(), named: "grey", record: .never, tolerance: .perceptual(deltaE: 1),
                                    file: file, testName: "testGrey()"))
        let message = try XCTUnwrap(verifySnapshot(of: view, as: .image(), named: "grey", record: .never,
                                                   tolerance: .perceptual(deltaE: 0.5), file: file, testName: "testGrey()"))
        XCTAssertTrue(message.contains("8 of 8 pixels (100%) differ by more than ΔE00 0.5 or alpha 0, worst ΔE00 0.75"), message)
        let diff = try PNGDecoder.decode(contentsOf: SnapshotPaths(file: file, testName: "testGrey()", name: "grey").diff)
        let m = Color(premultiplied: diff[0, 0])
        XCTAssertEqual(m.green, 0)
        XCTAssertEqual(m.red, 128, "magenta, faint for a faint difference")
    }
}
