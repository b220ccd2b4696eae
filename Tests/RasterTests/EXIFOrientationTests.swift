import XCTest
import Raster

/// The Orientation of a PNG's eXIf chunk: read from the TIFF data in both byte orders, and
/// nil (the image shown as stored) for anything that does not parse, never a crash; read
/// by the decoder from an eXIf before the image data, the pixels decoding as stored.
final class EXIFOrientationTests: XCTestCase {
    /// TIFF data with one directory at offset 8 holding `entries` (tag, type, count,
    /// value), in the byte order `bigEndian` says; a SHORT value sits in the entry's first
    /// two value bytes, a LONG in all four.
    static func tiff(bigEndian: Bool, entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt32)],
                     declaredCount: Int? = nil) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 255)] : [UInt8(v & 255), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] {
            let high = u16(UInt16(v >> 16)), low = u16(UInt16(v & 0xFFFF))
            return bigEndian ? high + low : low + high
        }
        var bytes: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        bytes += u16(42) + u32(8) + u16(UInt16(declaredCount ?? entries.count))
        for entry in entries {
            bytes += u16(entry.tag) + u16(entry.type) + u32(entry.count)
            bytes += entry.type == 3 ? u16(UInt16(entry.value)) + [0, 0] : u32(entry.value)
        }
        return bytes + [0, 0, 0, 0]
    }

    static func orientation(_ value: UInt32, bigEndian: Bool, type: UInt16 = 3) -> [UInt8] {
        tiff(bigEndian: bigEndian, entries: [(0x010F, 2, 4, 0), (0x0112, type, 1, value), (0x011A, 5, 1, 0)])
    }

    func testEveryValueInBothByteOrdersAndAsALong() {
        for value in 1...8 {
            for bigEndian in [false, true] {
                XCTAssertEqual(EXIFOrientation.value(inTIFF: Self.orientation(UInt32(value), bigEndian: bigEndian)), value,
                               "\(value), \(bigEndian ? "MM" : "II")")
                XCTAssertEqual(EXIFOrientation.value(inTIFF: Self.orientation(UInt32(value), bigEndian: bigEndian, type: 4)), value,
                               "\(value) as a LONG, \(bigEndian ? "MM" : "II")")
            }
        }
    }

    func testWhatDoesNotParseGivesNoOrientation() {
        let good = Self.orientation(6, bigEndian: true)
        XCTAssertEqual(EXIFOrientation.value(inTIFF: good), 6)
        XCTAssertNil(EXIFOrientation.value(inTIFF: []))
        XCTAssertNil(EXIFOrientation.value(inTIFF: Array(good.prefix(7))), "shorter than the header")
        XCTAssertNil(EXIFOrientation.value(inTIFF: [0x49, 0x4D] + good.dropFirst(2)), "mixed byte order marks")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Array("Exif".utf8) + [0, 0] + good), "a JPEG APP1 prefix is no TIFF header")
        var magic = good
        magic[3] = 43
        XCTAssertNil(EXIFOrientation.value(inTIFF: magic), "not 42")
        var inside = good
        inside[7] = 4
        XCTAssertNil(EXIFOrientation.value(inTIFF: inside), "a directory inside the header")
        var past = good
        past[4] = 0x7F
        XCTAssertNil(EXIFOrientation.value(inTIFF: past), "a directory past the end")
        past[4] = 0xFF; past[5] = 0xFF; past[6] = 0xFF; past[7] = 0xFF
        XCTAssertNil(EXIFOrientation.value(inTIFF: past), "at the largest offset")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Self.orientation(0, bigEndian: false)), "0 is no orientation")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Self.orientation(9, bigEndian: false)), "nor is 9")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Self.orientation(0x10006, bigEndian: false, type: 4)), "a LONG past 8")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Self.orientation(6, bigEndian: false, type: 2)), "an ASCII value")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Self.tiff(bigEndian: false, entries: [(0x0112, 3, 0, 6)])), "no values")
        XCTAssertNil(EXIFOrientation.value(inTIFF: Self.tiff(bigEndian: true, entries: [(0x0110, 2, 4, 0)])), "no Orientation")
    }

    func testACutDirectoryIsReadAsFarAsItGoes() {
        let declaresMore = Self.tiff(bigEndian: false, entries: [(0x0112, 3, 1, 3)], declaredCount: 4000)
        XCTAssertEqual(EXIFOrientation.value(inTIFF: declaresMore), 3, "the entry there is read")
        let cut = Array(Self.orientation(8, bigEndian: true).prefix(8 + 2 + 12 + 11))
        XCTAssertNil(EXIFOrientation.value(inTIFF: cut), "the Orientation entry one byte short")
        XCTAssertEqual(EXIFOrientation.value(inTIFF: Array(Self.orientation(8, bigEndian: true).prefix(8 + 2 + 24))), 8)
    }

    /// Random bytes behind a good header, and every prefix of a good record, never trap.
    func testAnyBytesAreSafe() {
        var random: UInt64 = 0x1234_5678_9ABC_DEF1
        func next() -> UInt8 {
            random ^= random << 13; random ^= random >> 7; random ^= random << 17
            return UInt8(truncatingIfNeeded: random)
        }
        for length in 0..<200 {
            for _ in 0..<20 {
                var bytes = (0..<length).map { _ in next() }
                if length >= 8 {
                    bytes[0] = 0x4D; bytes[1] = 0x4D; bytes[2] = 0; bytes[3] = 42
                    bytes[4] = 0; bytes[5] = 0; bytes[6] = 0; bytes[7] = UInt8(8 + Int(next()) % 16)
                }
                if let value = EXIFOrientation.value(inTIFF: bytes) { XCTAssertTrue((1...8).contains(value)) }
            }
        }
        let good = Self.orientation(5, bigEndian: false)
        for length in 0...good.count {
            let value = EXIFOrientation.value(inTIFF: Array(good.prefix(length)))
            XCTAssertTrue(value == nil || value == 5)
        }
    }

    // MARK: In a PNG

    private func png(chunks: [(type: String, data: [UInt8])], afterData: [(type: String, data: [UInt8])] = []) -> [UInt8] {
        var image = TestPNG(width: 3, height: 2, colorType: 2, bitDepth: 8)
        image.ancillaryChunks = chunks
        var bytes = image.pngBytes()
        let end = PNGTestGenerator.chunk("IEND", [])
        bytes.removeLast(end.count)
        for chunk in afterData { bytes += PNGTestGenerator.chunk(chunk.type, chunk.data) }
        return bytes + end
    }

    func testTheDecoderReadsAnEXIfBeforeTheImageData() throws {
        let bytes = png(chunks: [("eXIf", Self.orientation(6, bigEndian: true))])
        XCTAssertEqual(try PNGDecoder.readHeader(from: bytes).exifOrientation, 6)
        let plain = TestPNG(width: 3, height: 2, colorType: 2, bitDepth: 8)
        let decoded = try PNGDecoder.decode(bytes)
        XCTAssertEqual((0..<6).map { decoded[$0 % 3, $0 / 3] }, plain.expectedPixels(), "the pixels decode as stored")
        XCTAssertNil(try PNGDecoder.readHeader(from: plain.pngBytes()).exifOrientation)
    }

    func testAnEXIfTheDecoderCannotUseIsLeftAsIfAbsent() throws {
        let cases: [(String, [UInt8])] = [
            ("a JPEG prefix", Array("Exif".utf8) + [0, 0] + Self.orientation(6, bigEndian: false)),
            ("one byte", [0x49]),
            ("a bad directory", [0x49, 0x49, 42, 0, 0xFF, 0xFF, 0, 0]),
            ("an orientation of 0", Self.orientation(0, bigEndian: false)),
        ]
        for (name, data) in cases {
            let bytes = png(chunks: [("eXIf", data)])
            XCTAssertNil(try PNGDecoder.readHeader(from: bytes).exifOrientation, name)
            XCTAssertEqual(try PNGDecoder.decode(bytes).width, 3, "\(name): still decodes")
        }
        let twice = png(chunks: [("eXIf", Self.orientation(3, bigEndian: false)), ("eXIf", Self.orientation(6, bigEndian: false))])
        XCTAssertEqual(try PNGDecoder.readHeader(from: twice).exifOrientation, 3, "the first of two")
        let late = png(chunks: [], afterData: [("eXIf", Self.orientation(6, bigEndian: false))])
        XCTAssertNil(try PNGDecoder.readHeader(from: late).exifOrientation, "a header read alone stops at the image data")
        XCTAssertEqual(try PNGDecoder.decode(late).width, 3)
    }

    /// The Orientation a whole decode gives, through `PNGImageDecode` (as the viewer reads).
    private func decodedOrientation(_ bytes: [UInt8]) throws -> Int? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("exif-\(UUID().uuidString).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let decode = PNGImageDecode(contentsOf: path)
        let image = try decode.run().image
        XCTAssertEqual(image.width, 3, "decodes")
        return decode.header?.exifOrientation
    }

    /// An eXIf after the image data (the PNG extensions allow it; some writers put it
    /// there) is read with the end of the file: the decode's header has its Orientation.
    func testADecodeReadsAnEXIfAfterTheImageData() throws {
        let late = png(chunks: [], afterData: [("eXIf", Self.orientation(6, bigEndian: false))])
        XCTAssertEqual(try decodedOrientation(late), 6)
        let both = png(chunks: [("eXIf", Self.orientation(3, bigEndian: true))],
                       afterData: [("eXIf", Self.orientation(6, bigEndian: false))])
        XCTAssertEqual(try decodedOrientation(both), 3, "the first of two, as before the data")
        XCTAssertEqual(try decodedOrientation(png(chunks: [], afterData: [("eXIf", [0x49])])), nil, "one byte: left as if absent")
        var damaged = late
        damaged[damaged.count - 12 - 4 - 1] ^= 0xFF
        XCTAssertEqual(try decodedOrientation(damaged), nil, "a bad CRC: skipped, and the image still decodes")
        XCTAssertEqual(try decodedOrientation(png(chunks: [])), nil)
    }

    func testAnEXIfWithABadCRCIsSkipped() throws {
        var bytes = png(chunks: [("eXIf", Self.orientation(6, bigEndian: false))])
        let at = 8 + 25 + 8 + Self.orientation(6, bigEndian: false).count
        bytes[at] ^= 0xFF
        XCTAssertNil(try PNGDecoder.readHeader(from: bytes).exifOrientation)
        XCTAssertEqual(try PNGDecoder.decode(bytes).width, 3)
    }
}
