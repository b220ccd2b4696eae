import Foundation
import XCTest
@testable import Raster

/// Decoding checked against PNGs written by `TestPNG`, whose expected pixels are computed
/// independently of libpng. These run everywhere; the PngSuite tests add real-world files.
final class PNGDecoderTests: XCTestCase {
    static let legalDepths: [UInt8: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8],
                                              4: [8, 16], 6: [8, 16]]

    /// A test image with a full random palette for colour type 3.
    static func image(colorType: UInt8, depth: Int, interlaced: Bool, width: Int = 13,
                      height: Int = 11, seed: UInt64 = 7) -> TestPNG {
        var png = TestPNG(width: width, height: height, colorType: colorType, bitDepth: depth,
                          interlaced: interlaced, seed: seed)
        if colorType == 3 {
            png.palette = (0..<(1 << depth)).map { (i: Int) -> (r: UInt8, g: UInt8, b: UInt8) in
                let r = UInt8(truncatingIfNeeded: i * 37)
                let g = UInt8(truncatingIfNeeded: 255 - i)
                let b = UInt8(truncatingIfNeeded: i * 101)
                return (r: r, g: g, b: b)
            }
        }
        return png
    }

    func assertDecodes(_ png: TestPNG, options: PNGDecoder.Options = .init(),
                       file: StaticString = #filePath, line: UInt = #line) {
        let label = "type \(png.colorType) depth \(png.bitDepth) \(png.interlaced ? "Adam7" : "plain") \(png.width)x\(png.height)"
        do {
            let bitmap = try PNGDecoder.decode(png.pngBytes(), name: label, options: options)
            XCTAssertEqual(bitmap.width, png.width, label, file: file, line: line)
            XCTAssertEqual(bitmap.height, png.height, label, file: file, line: line)
            let expected = png.expectedPixels()
            var mismatches = 0
            for y in 0..<png.height {
                for x in 0..<png.width where bitmap[x, y] != expected[y * png.width + x] {
                    if mismatches == 0 {
                        XCTFail("\(label): pixel (\(x), \(y)) is \(String(bitmap[x, y], radix: 16)), "
                                + "expected \(String(expected[y * png.width + x], radix: 16))",
                                file: file, line: line)
                    }
                    mismatches += 1
                }
            }
            XCTAssertEqual(mismatches, 0, label, file: file, line: line)
        } catch {
            XCTFail("\(label): \(error)", file: file, line: line)
        }
    }

    func testEveryColorTypeAndBitDepthDecodesPlainAndInterlaced() {
        for (colorType, depths) in Self.legalDepths.sorted(by: { $0.key < $1.key }) {
            for depth in depths {
                for interlaced in [false, true] {
                    assertDecodes(Self.image(colorType: colorType, depth: depth, interlaced: interlaced))
                }
            }
        }
    }

    func testTinyAndThinInterlacedImagesWithEmptyPassesDecode() {
        for (width, height) in [(1, 1), (2, 1), (1, 2), (3, 3), (5, 1), (1, 9), (8, 8), (9, 2)] {
            for depth in [1, 16] {
                assertDecodes(Self.image(colorType: 0, depth: depth, interlaced: true,
                                         width: width, height: height))
            }
            assertDecodes(Self.image(colorType: 6, depth: 8, interlaced: true, width: width, height: height))
        }
    }

    func testPaletteTransparencyAppliesToTheListedEntriesOnly() {
        for depth in [1, 2, 4, 8] {
            for interlaced in [false, true] {
                var png = Self.image(colorType: 3, depth: depth, interlaced: interlaced)
                // Fewer tRNS entries than palette entries: the rest stay opaque.
                png.paletteAlpha = Array([0, 128, 1, 254, 77].prefix(max(1, png.palette.count - 1)))
                let expected = png.expectedPixels()
                XCTAssertTrue(expected.contains { $0 >> 24 == 0 } || depth == 1 && !png.samples.contains(0))
                XCTAssertTrue(expected.contains { $0 >> 24 == 255 })
                assertDecodes(png)
            }
        }
    }

    func testGrayAndRGBTransparencyKeysMakeExactlyTheMatchingPixelsClear() {
        for depth in [1, 2, 4, 8, 16] {
            var png = Self.image(colorType: 0, depth: depth, interlaced: depth == 4)
            let key = UInt16((1 << depth) - 1) / 3
            for i in stride(from: 0, to: png.samples.count, by: 5) { png.samples[i] = key }
            png.transparentKey = [key]
            XCTAssertEqual(png.expectedPixels().filter { $0 == 0 }.count,
                           png.samples.filter { $0 == key }.count)
            assertDecodes(png)
        }
        for depth in [8, 16] {
            var png = Self.image(colorType: 2, depth: depth, interlaced: depth == 16)
            let key: [UInt16] = [3, UInt16((1 << depth) - 1), 0]
            for i in stride(from: 0, to: png.width * png.height, by: 5) {
                png.samples.replaceSubrange((i * 3)..<(i * 3 + 3), with: key)
            }
            png.transparentKey = key
            XCTAssertGreaterThan(png.expectedPixels().filter { $0 == 0 }.count, 20)
            assertDecodes(png)
        }
    }

    func testSixteenBitSamplesRoundToNearestEightBitLevel() {
        // 0x807F * 255 / 65535 = 127.998 -> 128; 0x7F80 -> 126.99 -> 127; 0x0080 -> 0.498 -> 0.
        var png = TestPNG(width: 4, height: 1, colorType: 0, bitDepth: 16)
        png.samples = [0x807F, 0x7F80, 0x0080, 0x0081]
        let bitmap = try? PNGDecoder.decode(png.pngBytes())
        XCTAssertEqual(bitmap.map { b in (0..<4).map { x in b[x, 0] & 0xFF } }, [128, 127, 0, 1])
    }

    func testPremultipliesWithExactRounding() {
        // RGBA 8: (200, 100, 1) at alpha 128 -> round(100.39), round(50.2), round(0.502) = 100, 50, 1.
        var png = TestPNG(width: 2, height: 1, colorType: 6, bitDepth: 8)
        png.samples = [200, 100, 1, 128, 255, 255, 255, 0]
        let bitmap = try? PNGDecoder.decode(png.pngBytes())
        XCTAssertEqual(bitmap?[0, 0], 0x80_64_32_01)
        XCTAssertEqual(bitmap?[1, 0], 0)
    }

    func testMultipleIDATChunksAndLargeStoredStreamsDecode() {
        var png = Self.image(colorType: 2, depth: 8, interlaced: false, width: 300, height: 100)
        png.idatChunkBytes = 7 // a chunk boundary inside every zlib structure
        assertDecodes(png) // 90,100 raw bytes: two stored blocks
    }

    // MARK: Gamma

    func testGammaChunkIsConvertedToDisplayGammaUnlessTurnedOff() throws {
        var png = TestPNG(width: 5, height: 1, colorType: 0, bitDepth: 8)
        png.samples = [0, 64, 128, 192, 255]
        png.gamma = 100000 // linear samples
        let corrected = try PNGDecoder.decode(png.pngBytes())
        for (x, v) in png.samples.enumerated() {
            let ideal = 255 * pow(Double(v) / 255, 1 / 2.2)
            XCTAssertEqual(Double(corrected[x, 0] & 0xFF), ideal, accuracy: 1.0, "sample \(v)")
        }
        XCTAssertGreaterThan(corrected[2, 0] & 0xFF, 180) // 128 linear is ~186 on display
        let stored = try PNGDecoder.decode(png.pngBytes(), options: .init(appliesGamma: false))
        XCTAssertEqual((0..<5).map { stored[$0, 0] & 0xFF }, [0, 64, 128, 192, 255])
    }

    func testSRGBLikeGammaLeavesSamplesExactlyAsStored() throws {
        var png = Self.image(colorType: 6, depth: 8, interlaced: false)
        png.gamma = 45455
        assertDecodes(png)
        XCTAssertEqual(try PNGDecoder.readHeader(from: png.pngBytes()).gamma ?? 0, 0.45455, accuracy: 1e-9)
    }

    func testSRGBChunkTakesPrecedenceOverGAMA() throws {
        var png = TestPNG(width: 3, height: 1, colorType: 0, bitDepth: 8)
        png.samples = [10, 128, 250]
        png.ancillaryChunks = [("sRGB", [0])]
        var header = try PNGDecoder.readHeader(from: png.pngBytes())
        XCTAssertTrue(header.isSRGB)
        XCTAssertEqual(header.gamma ?? 0, 0.45455, accuracy: 1e-9)
        XCTAssertEqual(try PNGDecoder.decode(png.pngBytes())[1, 0], 0xFF80_8080)
        // A contradicting gAMA of 1.0 before it is overridden (PNG spec, 11.3.3.5).
        png.gamma = 100000
        header = try PNGDecoder.readHeader(from: png.pngBytes())
        XCTAssertTrue(header.isSRGB)
        XCTAssertEqual(try PNGDecoder.decode(png.pngBytes())[1, 0], 0xFF80_8080)
    }

    func testTextProfileAndUnknownAncillaryChunksDoNotDisturbDecoding() throws {
        var png = Self.image(colorType: 2, depth: 8, interlaced: false)
        png.ancillaryChunks = [("tEXt", Array("Comment\u{0}hello".utf8)), ("zTXt", [1, 0, 0, 9, 9]),
                               ("iCCP", Array("x\u{0}\u{0}".utf8) + [9, 9, 9]), ("abCd", [1, 2, 3])]
        assertDecodes(png) // skipped unread (the zTXt and iCCP would not even inflate)
    }

    // MARK: Headers, sources

    func testReadHeaderReportsIHDRWithoutDecoding() throws {
        var png = Self.image(colorType: 3, depth: 4, interlaced: true, width: 21, height: 17)
        png.paletteAlpha = [0]
        let header = try PNGDecoder.readHeader(from: png.pngBytes())
        XCTAssertEqual(header, PNGHeader(width: 21, height: 17, bitDepth: 4, colorType: .indexed,
                                         isInterlaced: true, hasTransparency: true))
        XCTAssertEqual(header.pixelCount, 357)
        XCTAssertTrue(header.mayHaveTransparency, "a palette with tRNS")
    }

    func testOnlyAlphaChannelsAndTRNSMayBeTransparent() throws {
        for (colorType, alpha) in [(0, false), (2, false), (3, false), (4, true), (6, true)] as [(UInt8, Bool)] {
            let png = Self.image(colorType: colorType, depth: 8, interlaced: false)
            XCTAssertEqual(try PNGDecoder.readHeader(from: png.pngBytes()).mayHaveTransparency, alpha,
                           "colour type \(colorType)")
        }
        var keyed = Self.image(colorType: 2, depth: 8, interlaced: false)
        keyed.transparentKey = [1, 2, 3]
        XCTAssertTrue(try PNGDecoder.readHeader(from: keyed.pngBytes()).mayHaveTransparency, "RGB with a tRNS colour key")
    }

    func testFileMemoryAndDataSourcesDecodeAlike() throws {
        let png = Self.image(colorType: 4, depth: 16, interlaced: true, width: 40, height: 30)
        let directory = try temporaryDirectory()
        let path = directory + "/gray-alpha.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(png.pngBytes())))
        let fromFile = try PNGDecoder.decode(contentsOf: path)
        let fromURL = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path))
        let fromArray = try PNGDecoder.decode(png.pngBytes())
        let fromData = try PNGDecoder.decode(Data(png.pngBytes()))
        XCTAssertTrue(fromFile.hasSamePixels(as: fromArray))
        XCTAssertTrue(fromURL.hasSamePixels(as: fromArray))
        XCTAssertTrue(fromData.hasSamePixels(as: fromArray))
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: path).bitDepth, 16)
    }

    // MARK: Progress

    func testProgressReportsEachBatchOfRowsWithFinalRowsAboveIt() throws {
        // 4096 wide: 256 rows per batch of 2^20 pixels, so 600 rows come in 3 batches.
        let png = Self.image(colorType: 0, depth: 1, interlaced: false, width: 4096, height: 600)
        // 1-bit gray: 0 is opaque black, 1 opaque white.
        func expected(_ x: Int, _ y: Int) -> UInt32 { png.samples[y * 4096 + x] == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
        var reports: [(pass: Int, rows: Int, fraction: Double)] = []
        var lastRowsMatch = true
        let bitmap = try PNGDecoder.decode(png.pngBytes()) { progress in
            reports.append((progress.pass, progress.rowsCompleted, progress.fractionCompleted))
            let y = progress.rowsCompleted - 1
            for x in stride(from: 0, to: 4096, by: 7) where progress.bitmap[x, y] != expected(x, y) {
                lastRowsMatch = false
            }
            return true
        }
        XCTAssertEqual(reports.map(\.rows), [256, 512, 600])
        XCTAssertEqual(reports.map(\.pass), [0, 0, 0])
        XCTAssertEqual(reports.map(\.fraction), [256.0 / 600, 512.0 / 600, 1])
        XCTAssertTrue(lastRowsMatch)
        XCTAssertEqual(bitmap[4095, 599], expected(4095, 599))
        XCTAssertEqual(bitmap[0, 0], expected(0, 0))
    }

    func testInterlacedProgressGoesPassByPassFillingInPixels() throws {
        let png = Self.image(colorType: 0, depth: 8, interlaced: true, width: 64, height: 48)
        let expected = png.expectedPixels()
        var fractions: [Double] = []
        var passesSeen: [Int] = []
        var passPixelsFinal = true
        var laterPixelsClear = true
        _ = try PNGDecoder.decode(png.pngBytes()) { progress in
            XCTAssertEqual(progress.passCount, 7)
            fractions.append(progress.fractionCompleted)
            passesSeen.append(progress.pass)
            guard progress.rowsCompleted == 48 else { return true }
            // After pass p: pixels of passes 0...p are final, the others still transparent.
            for y in 0..<48 {
                for x in 0..<64 {
                    let pass = PNGTestGenerator.adam7.firstIndex {
                        x >= $0.x && (x - $0.x) % $0.dx == 0 && y >= $0.y && (y - $0.y) % $0.dy == 0
                    }!
                    if pass <= progress.pass, progress.bitmap[x, y] != expected[y * 64 + x] { passPixelsFinal = false }
                    if pass > progress.pass, progress.bitmap[x, y] != 0 { laterPixelsClear = false }
                }
            }
            return true
        }
        XCTAssertEqual(passesSeen, [0, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(fractions.map { ($0 * 64).rounded() }, [1, 2, 4, 8, 16, 32, 64])
        XCTAssertTrue(passPixelsFinal)
        XCTAssertTrue(laterPixelsClear)
    }

    func testReturningFalseFromProgressCancels() {
        let png = Self.image(colorType: 6, depth: 8, interlaced: true)
        var calls = 0
        XCTAssertThrowsError(try PNGDecoder.decode(png.pngBytes(), name: "stop.png") { _ in
            calls += 1
            return calls < 3
        }) { error in
            XCTAssertEqual(error as? PNGError, .cancelled(file: "stop.png"))
            XCTAssertEqual("\(error)", "stop.png: cancelled")
        }
        XCTAssertEqual(calls, 3)
    }
}

/// A fresh directory for one test, removed when the test ends.
extension XCTestCase {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/scrollkit-png-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
