import XCTest
@testable import Raster

/// Decoding a damaged PNG keeps the rows that decoded before the data went bad.
final class PNGPartialDecodeTests: XCTestCase {
    /// Noise that compresses poorly, so the file is many of libpng's 8 KiB reads long.
    private func gradient(width: Int, height: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = Color(red: UInt8(state >> 24), green: UInt8((state >> 16) & 255),
                                     blue: UInt8((state >> 8) & 255)).premultiplied
            }
        }
        return bitmap
    }

    private func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("partial-\(UUID().uuidString).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testATruncatedFileKeepsItsFirstRowsAndSaysWhy() throws {
        let original = gradient(width: 128, height: 256)
        var png = try PNGEncoder.encode(original)
        png.removeLast(png.count / 2)
        let path = try write(png)
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path), "the plain decode refuses it")
        let partial = try PNGDecoder.decodeKeepingDecodedRows(contentsOf: path,
                                                               options: .init(limits: PNGLimits(rejectsImpossiblySmallFiles: false)))
        guard case .truncated(file: path, bytes: _)? = partial.error else { return XCTFail("\(String(describing: partial.error))") }
        XCTAssertEqual(partial.bitmap.width, 128)
        XCTAssertEqual(partial.bitmap.height, 256)
        // The rows that decoded are the original's; every row below is transparent.
        let decodedRows = (0..<256).prefix { y in (0..<128).allSatisfy { partial.bitmap[$0, y] == original[$0, y] } }.count
        XCTAssertGreaterThan(decodedRows, 10)
        XCTAssertLessThan(decodedRows, 256)
        for y in decodedRows..<256 {
            XCTAssertTrue((0..<128).allSatisfy { partial.bitmap[$0, y] == 0 }, "row \(y)")
        }
    }

    /// A file that compresses well, cut short: the rows its data holds decode, all but
    /// what the last 1 KiB read held. libpng's 8 KiB reads lost the whole of this file's
    /// image data (under 8 KiB), so nothing showed.
    func testAWellCompressedFileCutShortKeepsTheRowsItsDataHolds() throws {
        // Smooth colour and two bits of noise a pixel: every row costs about the same.
        let (width, height) = (256, 48)
        let original = Bitmap(width: width, height: height)
        var state: UInt32 = 777
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                original[x, y] = Color(red: UInt8(x), green: UInt8(y), blue: UInt8(state >> 30)).premultiplied
            }
        }
        var png = try PNGEncoder.encode(original)
        let whole = png.count
        XCTAssertLessThan(whole, 8192, "the image data fits one of libpng's default reads")
        png.removeLast(whole / 2)
        let partial = try PNGDecoder.decodeKeepingDecodedRows(contentsOf: try write(png),
                                                               options: .init(limits: PNGLimits(rejectsImpossiblySmallFiles: false)))
        XCTAssertNotNil(partial.error)
        let decodedRows = (0..<height).prefix { y in (0..<width).allSatisfy { partial.bitmap[$0, y] == original[$0, y] } }.count
        // Rows take about as many bytes each: the half kept, less a read and the chunks.
        let expected = height * (whole - whole / 2 - 1024 - 100) / whole
        XCTAssertGreaterThan(expected, 10)
        XCTAssertGreaterThanOrEqual(decodedRows, expected, "of \(whole) bytes, \(whole - whole / 2) kept")
        XCTAssertLessThan(decodedRows, height)
    }

    func testAWholeFileDecodesWithNoError() throws {
        let original = gradient(width: 40, height: 30)
        let path = try write(try PNGEncoder.encode(original))
        let whole = try PNGDecoder.decodeKeepingDecodedRows(contentsOf: path)
        XCTAssertNil(whole.error)
        XCTAssertTrue((0..<30).allSatisfy { y in (0..<40).allSatisfy { whole.bitmap[$0, y] == original[$0, y] } })
    }

    func testNothingDecodedStillThrows() throws {
        let path = try write(Array("GIF89a not a png at all".utf8))
        XCTAssertThrowsError(try PNGDecoder.decodeKeepingDecodedRows(contentsOf: path)) { error in
            XCTAssertEqual(error as? PNGError, .notPNG(file: path, reason: "bad signature"))
        }
    }
}

/// An interlaced file cut short shows the passes it read whole over the whole picture, each
/// of their pixels standing for its Adam7 block, and the pixels the next pass reached.
final class PNGPartialAdam7DecodeTests: XCTestCase {
    func testAnInterlacedFileCutShortIsWholeAndCoarse() throws {
        var image = TestPNG(width: 64, height: 48, colorType: 2, bitDepth: 8, interlaced: true)
        image.idatChunkBytes = 1 << 20
        let original = image.expectedPixels()
        let bytes = image.pngBytes()
        for share in [0.2, 0.4, 0.7] {
            let cut = Array(bytes.prefix(Int(Double(bytes.count) * share)))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("adam7-\(UUID().uuidString).png").path
            try Data(cut).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let partial = try PNGDecoder.decodeKeepingDecodedRows(
                contentsOf: path, options: .init(limits: PNGLimits(rejectsImpossiblySmallFiles: false)))
            XCTAssertNotNil(partial.error, "\(share)")
            let shown = partial.bitmap
            func expected(_ x: Int, _ y: Int) -> UInt32 { original[y * 64 + x] }
            // The passes read whole: the most whose every pixel is the original's.
            let passes = (1...6).last { pass in
                (0..<48).allSatisfy { y in (0..<64).allSatisfy { x in
                    Int(Bitmap.adam7Pass[y % 8][x % 8]) > pass || shown[x, y] == expected(x, y) } }
            } ?? 0
            XCTAssertGreaterThan(passes, 0, "\(share): a pass read whole")
            let block = Bitmap.adam7BlockSize(afterPasses: max(1, passes))
            var fromBlocks = 0
            for y in 0..<48 {
                for x in 0..<64 {
                    let own = expected(x, y), blocks = expected(x - x % block.width, y - y % block.height)
                    XCTAssertTrue(shown[x, y] == own || shown[x, y] == blocks, "\(share): (\(x), \(y)) is its own or its block's")
                    if shown[x, y] != own { fromBlocks += 1 }
                }
            }
            XCTAssertGreaterThan(fromBlocks, 0, "\(share): some pixels stand in from their blocks")
        }
    }
}
