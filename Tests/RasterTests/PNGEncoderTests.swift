import Foundation
import XCTest
@testable import Raster

/// Encoding: what round-trips exactly, what the file says, and that writing a file never
/// leaves a partial one.
final class PNGEncoderTests: XCTestCase {
    /// Every valid premultiplied (alpha, channel) pair: for each alpha 0...255 every channel
    /// value 0...alpha, 32,896 pixels in all, laid out 257 x 128.
    static func everyValidPremultipliedPixel() -> Bitmap {
        let bitmap = Bitmap(width: 257, height: 128)
        var i = 0
        for a in 0...255 as ClosedRange<UInt32> {
            for c in 0...a {
                bitmap[i % 257, i / 257] = PremultipliedPixel.make(red: c, green: a - c, blue: c / 2, alpha: a)
                i += 1
            }
        }
        XCTAssertEqual(i, 257 * 128)
        return bitmap
    }

    func testEveryValidPremultipliedPixelRoundTripsExactly() throws {
        let bitmap = Self.everyValidPremultipliedPixel()
        let png = try PNGEncoder.encode(bitmap)
        let header = try PNGDecoder.readHeader(from: png)
        XCTAssertEqual(header, PNGHeader(width: 257, height: 128, bitDepth: 8, colorType: .rgba,
                                         isInterlaced: false))
        XCTAssertTrue(try PNGDecoder.decode(png).hasSamePixels(as: bitmap))
    }

    func testStoredColoursAreUnpremultipliedWithRounding() throws {
        // Premultiplied 64 at alpha 128 is 64 * 255 / 128 = 127.5 -> 128 straight.
        let bitmap = Bitmap(width: 2, height: 1)
        bitmap[0, 0] = 0x80_40_20_01
        bitmap[1, 0] = 0xFF_FF_80_00
        let png = try PNGEncoder.encode(bitmap, options: .init(compressionLevel: 0))
        // Level 0 stores the scanline as it is (libpng picks filter None for this row).
        let expected: [UInt8] = [0, 128, 64, 2, 128, 255, 128, 0, 255]
        XCTAssertNotNil(png.indices.first { png[$0...].starts(with: expected) }, "straight RGBA stored")
        XCTAssertTrue(try PNGDecoder.decode(png).hasSamePixels(as: bitmap))
    }

    func testOpaqueBitmapsAreWrittenAsRGBAndRoundTrip() throws {
        let bitmap = Bitmap(width: 300, height: 7)
        for y in 0..<7 {
            for x in 0..<300 {
                bitmap[x, y] = 0xFF00_0000 | UInt32(x * 7 & 0xFF) << 16 | UInt32(y * 40) << 8 | UInt32(x & 0xFF)
            }
        }
        let png = try PNGEncoder.encode(bitmap)
        XCTAssertEqual(try PNGDecoder.readHeader(from: png).colorType, .rgb)
        XCTAssertTrue(try PNGDecoder.decode(png).hasSamePixels(as: bitmap))
        // One translucent pixel anywhere makes it RGBA.
        bitmap[299, 6] = 0x8000_0000
        XCTAssertEqual(try PNGDecoder.readHeader(from: PNGEncoder.encode(bitmap)).colorType, .rgba)
    }

    func testInvalidPremultipliedPixelsSaturateOrClear() throws {
        let bitmap = Bitmap(width: 2, height: 1)
        bitmap[0, 0] = 0x64_C8_10_00 // red 200 above alpha 100: straight 255, back to 100
        bitmap[1, 0] = 0x00_12_34_56 // colour at alpha 0: transparent black
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(bitmap))
        XCTAssertEqual(decoded[0, 0], 0x64_64_10_00)
        XCTAssertEqual(decoded[1, 0], 0)
    }

    func testCroppedBitmapsEncodeOnlyTheirPixels() throws {
        let source = Self.everyValidPremultipliedPixel()
        let crop = source.cropped(to: PixelRect(x: 100, y: 50, width: 31, height: 9))
        XCTAssertGreaterThan(crop.rowStride, crop.width)
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(crop))
        XCTAssertTrue(decoded.hasSamePixels(as: crop))
    }

    func testEmptyBitmapsCannotBeEncoded() {
        XCTAssertThrowsError(try PNGEncoder.encode(Bitmap(width: 0, height: 5))) { error in
            XCTAssertEqual(error as? PNGError, .unencodable(file: "<memory>", reason: "the bitmap has no pixels (0 x 5)"))
        }
    }

    func testCompressionLevelsTradeSizeAndAllRoundTrip() throws {
        let bitmap = Self.everyValidPremultipliedPixel()
        let stored = try PNGEncoder.encode(bitmap, options: .init(compressionLevel: 0))
        let smallest = try PNGEncoder.encode(bitmap, options: .init(compressionLevel: 9))
        XCTAssertGreaterThan(stored.count, 257 * 128 * 4)
        XCTAssertLessThan(smallest.count, stored.count / 2)
        for png in [stored, smallest, try PNGEncoder.encode(bitmap, options: .init(compressionLevel: 42))] {
            XCTAssertTrue(try PNGDecoder.decode(png).hasSamePixels(as: bitmap))
        }
    }

    // MARK: Files

    func testWriteCreatesTheFileAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        let bitmap = Self.everyValidPremultipliedPixel()
        let path = directory + "/out.png"
        try PNGEncoder.write(bitmap, to: path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["out.png"])
        XCTAssertTrue(try PNGDecoder.decode(contentsOf: path).hasSamePixels(as: bitmap))
        let mask = umask(0)
        umask(mask)
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        XCTAssertEqual(mode, 0o666 & ~Int(mask))
        // Same directory as the working directory, by relative URL.
        try PNGEncoder.write(bitmap, to: URL(fileURLWithPath: path))
        XCTAssertTrue(try PNGDecoder.decode(contentsOf: path).hasSamePixels(as: bitmap))
    }

    func testReplacingAFileKeepsItsPermissions() throws {
        let path = try temporaryDirectory() + "/private.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3]),
                                                     attributes: [.posixPermissions: 0o600]))
        try PNGEncoder.write(Bitmap(width: 3, height: 3), to: path)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: path).width, 3)
    }

    func testWritingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/target.png", link = directory + "/link.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: target, contents: Data([1])))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        try PNGEncoder.write(Bitmap(width: 2, height: 3), to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "target.png")
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: target).height, 3)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(),
                       ["link.png", "target.png"])
    }

    func testAFailedWriteLeavesTheExistingFileWholeAndNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/keep.png"
        let original = Data("the user's file".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: original))
        // Noise does not compress, so the PNG outgrows a 64 KiB file size limit mid-write:
        // write(2) then fails with EFBIG (SIGXFSZ ignored for the purpose).
        let noise = Bitmap(width: 256, height: 256)
        var state: UInt32 = 12345
        for y in 0..<256 {
            for x in 0..<256 {
                state = state &* 1_664_525 &+ 1_013_904_223
                noise[x, y] = state | 0xFF00_0000
            }
        }
        var saved = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        var limited = saved
        limited.rlim_cur = 64 << 10
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited), 0)
        let result = Result { () throws(PNGError) in try PNGEncoder.write(noise, to: path) }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        signal(SIGXFSZ, previousHandler)

        XCTAssertEqual(result.error, .unwritable(file: path, reason: "File too large"))
        XCTAssertEqual(FileManager.default.contents(atPath: path), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["keep.png"])
    }

    func testWritingWhereNoFileCanBeCreatedIsUnwritable() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/no/such/dir/out.png"
        XCTAssertThrowsError(try PNGEncoder.write(Bitmap(width: 1, height: 1), to: path)) { error in
            XCTAssertEqual(error as? PNGError, .unwritable(file: path, reason: "No such file or directory"))
            XCTAssertEqual("\(error)", "\(path): cannot write: No such file or directory")
        }
        XCTAssertThrowsError(try PNGEncoder.write(Bitmap(width: 0, height: 0), to: directory + "/empty.png")) { error in
            XCTAssertEqual(error as? PNGError, .unencodable(file: directory + "/empty.png",
                                                            reason: "the bitmap has no pixels (0 x 0)"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }
}

private extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
