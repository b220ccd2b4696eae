import Foundation
import XCTest
@testable import Raster

/// Bad input: every failure is a typed `PNGError` of the right kind, naming the file, in one
/// line; never a crash. Files are built by `PNGTestGenerator`, so these run without the
/// PngSuite.
final class PNGErrorTests: XCTestCase {
    typealias G = PNGTestGenerator

    static let grayHeader = G.chunk("IHDR", G.ihdr(width: 4, height: 4, bitDepth: 8, colorType: 0,
                                                     interlaced: false))
    static let grayData = G.chunk("IDAT", G.zlibStored([UInt8](repeating: 0, count: 20)))
    static let end = G.chunk("IEND", [])

    func decodeError(_ bytes: [UInt8], name: String = "test.png",
                     options: PNGDecoder.Options = .init()) -> PNGError? {
        do {
            _ = try PNGDecoder.decode(bytes, name: name, options: options)
            return nil
        } catch {
            XCTAssertTrue(error.description.hasPrefix(name + ": "), error.description)
            XCTAssertFalse(error.description.contains("\n"), error.description)
            return error
        }
    }

    /// `bytes` with the byte at `offset` changed, CRCs left as they were.
    func damaged(_ bytes: [UInt8], at offset: Int) -> [UInt8] {
        var copy = bytes
        copy[offset] ^= 0x10
        return copy
    }

    // MARK: Truncation

    func testEveryTruncationOfAFileFailsAsTruncatedAtItsLength() {
        var png = TestPNG(width: 13, height: 11, colorType: 6, bitDepth: 8, interlaced: true)
        png.idatChunkBytes = 200
        let bytes = png.pngBytes()
        for length in 0..<bytes.count {
            let error = decodeError(Array(bytes[..<length]), name: "cut.png")
            XCTAssertEqual(error, .truncated(file: "cut.png", bytes: length), "cut at \(length) of \(bytes.count)")
        }
        XCTAssertNil(decodeError(bytes))
    }

    func testTruncatedFilesOnDiskFailAsTruncatedWithTheirPath() throws {
        let bytes = TestPNG(width: 20, height: 20, colorType: 2, bitDepth: 16).pngBytes()
        let directory = try temporaryDirectory()
        for length in [0, 5, 8, 30, 33, 60, bytes.count / 2, bytes.count - 12, bytes.count - 1] {
            let path = "\(directory)/cut-\(length).png"
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes[..<length])))
            XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
                XCTAssertEqual(error as? PNGError, .truncated(file: path, bytes: length))
            }
        }
        XCTAssertEqual(PNGError.truncated(file: "a.png", bytes: 0).description, "a.png: truncated: the file is empty")
        XCTAssertEqual(PNGError.truncated(file: "a.png", bytes: 60).description,
                       "a.png: truncated: the data ends after 60 bytes, before the PNG does")
    }

    // MARK: Signature and header

    func testDataThatIsNotPNGFailsOnItsSignature() {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]
        XCTAssertEqual(decodeError(jpeg), .notPNG(file: "test.png", reason: "bad signature"))
        XCTAssertEqual(decodeError(Array("<html>not an image</html>".utf8)),
                       .notPNG(file: "test.png", reason: "bad signature"))
        // CR LF turned into LF, as a text-mode transfer does: a shorter, damaged signature.
        let converted: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A] + Array(Self.grayHeader)
        XCTAssertEqual(decodeError(converted),
                       .notPNG(file: "test.png", reason: "signature damaged by a text-mode transfer: its line-ending bytes changed"))
        // Fewer than 8 bytes that differ from the signature are not a cut-off PNG.
        XCTAssertEqual(decodeError([0x89, 0x51]), .notPNG(file: "test.png", reason: "bad signature"))
    }

    func testInvalidHeaderValuesWithValidCRCsFailAsInvalidHeader() {
        func png(width: UInt32 = 4, depth: UInt8 = 8, colorType: UInt8 = 0, tail: [UInt8] = [0, 0, 0]) -> [UInt8] {
            let fields = G.bigEndian(width) + G.bigEndian(4) + [depth, colorType] + tail
            return G.signature + G.chunk("IHDR", fields) + Self.grayData + Self.end
        }
        XCTAssertEqual(decodeError(png(colorType: 5)),
                       .invalidHeader(file: "test.png", reason: "Invalid color type in IHDR"))
        XCTAssertEqual(decodeError(png(depth: 3)),
                       .invalidHeader(file: "test.png", reason: "Invalid bit depth in IHDR"))
        XCTAssertEqual(decodeError(png(depth: 4, colorType: 2)),
                       .invalidHeader(file: "test.png", reason: "Invalid color type/bit depth combination in IHDR"))
        XCTAssertEqual(decodeError(png(width: 0)),
                       .invalidHeader(file: "test.png", reason: "Image width is zero in IHDR"))
        XCTAssertEqual(decodeError(png(tail: [0, 0, 2])),
                       .invalidHeader(file: "test.png", reason: "Unknown interlace method in IHDR"))
        XCTAssertEqual(decodeError(G.signature + Self.grayData + Self.end),
                       .invalidHeader(file: "test.png", reason: "IDAT: Missing IHDR before IDAT"))
    }

    // MARK: Damage

    func testCRCMismatchInACriticalChunkNamesTheChunk() {
        var png = TestPNG(width: 6, height: 5, colorType: 3, bitDepth: 2)
        png.palette = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12)]
        png.idatChunkBytes = 16
        let bytes = png.pngBytes()
        // Signature 8, IHDR 25, PLTE 24 (12 data), then IDAT chunks of 16 data bytes.
        let idat = 8 + 25 + 24
        XCTAssertEqual(decodeError(damaged(bytes, at: 8 + 8 + 2)), .corruptChunk(file: "test.png", chunk: "IHDR"))
        XCTAssertEqual(decodeError(damaged(bytes, at: 8 + 25 + 8 + 1)), .corruptChunk(file: "test.png", chunk: "PLTE"))
        // A sample in the first IDAT (stream offset 11, after the zlib header, the stored
        // block header, row 0 and row 1's filter byte): its CRC is checked at the chunk's
        // end, before zlib reaches the end of the stream and its own Adler-32 check.
        XCTAssertEqual(decodeError(damaged(bytes, at: idat + 8 + 11)), .corruptChunk(file: "test.png", chunk: "IDAT"))
        // The last IDAT's CRC, checked once the image is complete.
        XCTAssertEqual(decodeError(damaged(bytes, at: bytes.count - 13)), .corruptChunk(file: "test.png", chunk: "IDAT"))
        XCTAssertEqual(decodeError(damaged(bytes, at: bytes.count - 1)), .corruptChunk(file: "test.png", chunk: "IEND"))
        XCTAssertEqual(PNGError.corruptChunk(file: "a.png", chunk: "IDAT").description,
                       "a.png: corrupt IDAT chunk (CRC mismatch): the file is damaged")
    }

    func testCRCMismatchInAnAncillaryChunkOnlyDropsThatChunk() throws {
        var png = TestPNG(width: 3, height: 1, colorType: 0, bitDepth: 8)
        png.samples = [10, 128, 250]
        png.gamma = 100000 // would brighten 128 to ~186 if it were used
        var bytes = png.pngBytes()
        bytes[33 + 8] ^= 1 // inside gAMA's value
        let bitmap = try PNGDecoder.decode(bytes)
        XCTAssertEqual((0..<3).map { bitmap[$0, 0] & 0xFF }, [10, 128, 250])
    }

    func testUndecodableImageDataFailsAsCorruptImageData() {
        func png(_ idat: [UInt8]) -> [UInt8] {
            G.signature + Self.grayHeader + G.chunk("IDAT", idat) + Self.end
        }
        let valid = G.zlibStored([UInt8](repeating: 0, count: 20))
        XCTAssertEqual(decodeError(png([1, 2, 3, 4, 5, 6, 7, 8])),
                       .corruptImageData(file: "test.png", reason: "IDAT: incorrect header check"))
        XCTAssertEqual(decodeError(png([0x78, 0x01, 0x07, 0, 0])),
                       .corruptImageData(file: "test.png", reason: "IDAT: invalid block type"))
        XCTAssertEqual(decodeError(png(Array(valid.dropLast()) + [valid.last! ^ 1])),
                       .corruptImageData(file: "test.png", reason: "IDAT: incorrect data check"))
        XCTAssertEqual(decodeError(png(G.zlibStored([0, 1]))),
                       .corruptImageData(file: "test.png", reason: "Not enough image data"))
        XCTAssertEqual(decodeError(png(G.zlibStored([UInt8](repeating: 9, count: 20)))),
                       .corruptImageData(file: "test.png", reason: "bad adaptive filter value"))
    }

    func testFileWithoutImageDataFailsAsMissingImageData() {
        XCTAssertEqual(decodeError(G.signature + Self.grayHeader + Self.end), .missingImageData(file: "test.png"))
    }

    func testOtherLibpngErrorsKeepLibpngsMessage() {
        let unknownCritical = G.signature + Self.grayHeader + G.chunk("ZZZZ", [1]) + Self.grayData + Self.end
        XCTAssertEqual(decodeError(unknownCritical),
                       .libpng(file: "test.png", message: "ZZZZ: unhandled critical chunk"))
        let noPalette = G.signature
            + G.chunk("IHDR", G.ihdr(width: 4, height: 4, bitDepth: 8, colorType: 3, interlaced: false))
            + Self.grayData + Self.end
        XCTAssertEqual(decodeError(noPalette),
                       .libpng(file: "test.png", message: "IDAT: Missing PLTE before IDAT"))
    }

    func testHarmlessIrregularitiesStillDecode() throws {
        // More image data than the image needs, and bytes after IEND: libpng warns, no more.
        let extra = G.signature + Self.grayHeader + G.chunk("IDAT", G.zlibStored([UInt8](repeating: 0, count: 40)))
            + Self.end + [1, 2, 3]
        XCTAssertEqual(try PNGDecoder.decode(extra)[3, 3], 0xFF00_0000)
    }

    func testRandomDamageGivesAnImageOrATypedErrorNeverACrash() {
        var png = PNGDecoderTests.image(colorType: 3, depth: 4, interlaced: true, width: 19, height: 15)
        png.paletteAlpha = [0, 90]
        png.idatChunkBytes = 64
        let original = png.pngBytes()
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var decoded = 0, kinds = Set<String>()
        for _ in 0..<400 {
            var bytes = original
            for _ in 0...next(3) { bytes[next(bytes.count)] = UInt8(next(256)) }
            if next(4) == 0 { bytes.removeLast(next(bytes.count)) }
            do {
                let bitmap = try PNGDecoder.decode(bytes, name: "fuzz.png")
                XCTAssertEqual(bitmap.width * bitmap.height, 19 * 15) // damage to IHDR fails its CRC
                decoded += 1
            } catch {
                XCTAssertFalse(error.description.contains("misuse"), error.description)
                kinds.insert(String("\(error)".split(separator: ":")[1]))
            }
        }
        XCTAssertGreaterThan(decoded, 0)
        XCTAssertGreaterThanOrEqual(kinds.count, 4, "\(kinds)")
    }

    // MARK: Files

    func testMissingFilesAndDirectoriesAreUnreadableWithTheSystemsReason() throws {
        let directory = try temporaryDirectory()
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: directory + "/missing.png")) { error in
            XCTAssertEqual(error as? PNGError,
                           .unreadable(file: directory + "/missing.png", reason: "No such file or directory"))
            XCTAssertEqual("\(error)", "\(directory)/missing.png: cannot read: No such file or directory")
        }
        XCTAssertThrowsError(try PNGDecoder.readHeader(contentsOf: directory)) { error in
            XCTAssertEqual(error as? PNGError, .unreadable(file: directory, reason: "Is a directory"))
        }
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: URL(string: "https://example.com/a.png")!)) { error in
            XCTAssertEqual(error as? PNGError, .unreadable(file: "https://example.com/a.png", reason: "not a file URL"))
        }
    }

    func testErrorsNameTheirFile() {
        XCTAssertEqual(PNGError.tooLarge(file: "x.png", width: 1, height: 2, maxPixels: 1).file, "x.png")
        XCTAssertEqual(PNGError.libpng(file: "y.png", message: "m").file, "y.png")
        XCTAssertEqual(decodeError([1, 2, 3])?.file, "test.png")
        XCTAssertEqual(decodeError([1, 2, 3], name: PNGDecoder.memoryName)?.file, "<memory>")
    }

    /// `/dev/null` read as an empty file ("truncated: the file is empty"); a terminal
    /// would block. A device is refused before any read, saying what it is.
    func testADeviceIsRefusedAsNotARegularFile() {
        XCTAssertThrowsError(try PNGDecoder.readHeader(contentsOf: "/dev/null")) { error in
            XCTAssertEqual(error as? PNGError,
                           .unreadable(file: "/dev/null", reason: "not a regular file (a character device)"))
            XCTAssertEqual("\(error)", "/dev/null: cannot read: not a regular file (a character device)")
        }
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: "/dev/zero")) { error in
            XCTAssertEqual(error as? PNGError,
                           .unreadable(file: "/dev/zero", reason: "not a regular file (a character device)"))
        }
    }

    func testAPipeIsRefusedInsteadOfBlocking() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString).png").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".hasSuffix("not a regular file (a pipe or socket)"), "\(error)")
        }
    }
}
