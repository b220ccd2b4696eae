import Foundation
import XCTest
@testable import Raster

/// Limits refuse a header before anything large is allocated. Each refusal carries the
/// numbers of the limit that made it, which libpng does not know, so it can only come from
/// the decoder's own checks.
final class PNGLimitsTests: XCTestCase {
    typealias G = PNGTestGenerator

    func testDefaultBudgetOpensTwentyThousandSquareAndRefusesAMillionSquare() {
        XCTAssertEqual(PNGLimits.defaultMaxPixels, 536_870_912)
        XCTAssertLessThanOrEqual(20_000 * 20_000, PNGLimits.default.maxPixels)
        XCTAssertGreaterThan(1_000_000 * 1_000_000, PNGLimits.default.maxPixels)
        XCTAssertLessThan(PNGLimits.defaultMaxPixels * 4, 24 << 30 / 8) // under 1/8 of 24 GiB
    }

    func testTheMemoryBudgetCountsFourBytesAPixelAndAThirdForTheMipLevels() {
        let meminfo = "MemTotal:       24000000 kB\nMemFree:         1000000 kB\nMemAvailable:   20971520 kB\n"
        XCTAssertEqual(PNGLimits.availableMemory(meminfo: meminfo), 20 << 30)
        XCTAssertNil(PNGLimits.availableMemory(meminfo: "MemTotal: 1 kB\n"))
        XCTAssertEqual(PNGLimits.maxPixels(fittingMemory: 16 << 20), 3 << 20)
        XCTAssertEqual(PNGLimits.memoryNeeded(pixels: 3 << 20), 16 << 20)
        XCTAssertEqual(PNGLimits.fitting(availableBytes: 20 << 30).maxPixels, 15 << 28)
        XCTAssertGreaterThan(PNGLimits.fitting(availableBytes: 20 << 30).maxPixels, 30000 * 30000)
        XCTAssertEqual(PNGLimits.fitting(availableBytes: nil), .default)
        XCTAssertEqual(PNGLimits.maxPixels(fittingMemory: 0), 1)
    }

    func testHeaderClaimingAMillionByAMillionIsRefusedByThePixelBudget() throws {
        let bomb = G.headerOnly(width: 1_000_000, height: 1_000_000)
        XCTAssertLessThan(bomb.count, 80)
        let refusal = PNGError.tooLarge(file: "bomb.png", width: 1_000_000, height: 1_000_000,
                                        maxPixels: 1 << 29)
        XCTAssertThrowsError(try PNGDecoder.decode(bomb, name: "bomb.png")) { error in
            XCTAssertEqual(error as? PNGError, refusal)
        }
        XCTAssertEqual(refusal.description,
                       "bomb.png: 1000000 x 1000000 pixels needs 4967.1 GiB with its mip levels, "
                        + "over the limit of 536870912 pixels (2.7 GiB)")
        // The same from disk; and the header itself is valid and readable.
        let path = try temporaryDirectory() + "/bomb.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bomb)))
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            XCTAssertEqual(error as? PNGError, .tooLarge(file: path, width: 1_000_000, height: 1_000_000,
                                                         maxPixels: 1 << 29))
        }
        let header = try PNGDecoder.readHeader(contentsOf: path)
        XCTAssertEqual(header.pixelCount, 1_000_000_000_000)
        // Checking it for decoding applies the decode's limits without decoding.
        XCTAssertThrowsError(try PNGDecoder.checkDecodable(contentsOf: path)) { error in
            XCTAssertEqual(error as? PNGError, .tooLarge(file: path, width: 1_000_000, height: 1_000_000,
                                                         maxPixels: 1 << 29))
        }
        let small = try temporaryDirectory() + "/small.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: small,
                                                     contents: Data(G.headerOnly(width: 20_000, height: 20_000))))
        XCTAssertThrowsError(try PNGDecoder.checkDecodable(contentsOf: small)) { error in
            guard case .fileTooSmall = error as? PNGError else { return XCTFail("\(error)") }
        }
    }

    func testPixelBudgetAppliesExactlyAtItsValue() throws {
        let png = TestPNG(width: 10, height: 10, colorType: 2, bitDepth: 8).pngBytes()
        let at100 = PNGDecoder.Options(limits: PNGLimits(maxPixels: 100))
        XCTAssertEqual(try PNGDecoder.decode(png, options: at100).width, 10)
        XCTAssertThrowsError(try PNGDecoder.decode(png, name: "ten.png", options: .init(limits: .init(maxPixels: 99)))) { error in
            XCTAssertEqual(error as? PNGError, .tooLarge(file: "ten.png", width: 10, height: 10, maxPixels: 99))
        }
        // Below 1 counts as 1.
        let one = TestPNG(width: 1, height: 1, colorType: 0, bitDepth: 1).pngBytes()
        XCTAssertEqual(try PNGDecoder.decode(one, options: .init(limits: .init(maxPixels: 0))).width, 1)
        XCTAssertThrowsError(try PNGDecoder.decode(png, options: .init(limits: .init(maxPixels: -5)))) { error in
            XCTAssertEqual(error as? PNGError, .tooLarge(file: "<memory>", width: 10, height: 10, maxPixels: 1))
        }
    }

    func testFileTooSmallForItsPixelsIsRefusedByTheDeflateBound() throws {
        // Within the pixel budget, but 1.6 GB of RGBA scanlines cannot come out of 70-odd
        // bytes: deflate expands a byte to at most 1032.
        let bytes = G.headerOnly(width: 20_000, height: 20_000)
        let raw = 20_000 * 20_000 * 4 + 20_000 // pixels, plus a filter byte a row
        let minimum = (raw + 1031) / 1032
        XCTAssertEqual(minimum, 1_550_407)
        XCTAssertThrowsError(try PNGDecoder.decode(bytes, name: "small.png")) { error in
            XCTAssertEqual(error as? PNGError, .fileTooSmall(file: "small.png", width: 20_000, height: 20_000,
                                                             fileBytes: bytes.count, minimumBytes: minimum))
            XCTAssertEqual("\(error)", "small.png: 20000 x 20000 pixels cannot fit in \(bytes.count) bytes "
                           + "(deflate needs at least 1550407): truncated, or a decompression bomb")
        }
        // Sub-byte pixels count in bits: 1-bit gray 8000 x 8000 is 8,000,000 + 8000 bytes.
        let bits = G.headerOnly(width: 8000, height: 8000, bitDepth: 1, colorType: 0)
        XCTAssertThrowsError(try PNGDecoder.decode(bits, name: "bits.png")) { error in
            XCTAssertEqual(error as? PNGError, .fileTooSmall(file: "bits.png", width: 8000, height: 8000,
                                                             fileBytes: bits.count, minimumBytes: 7760))
        }
    }

    func testDeflateBoundCanBeTurnedOffAndThenLibpngFindsTheDataShort() {
        let bytes = G.headerOnly(width: 300, height: 300, bitDepth: 8, colorType: 0)
        XCTAssertThrowsError(try PNGDecoder.decode(bytes)) { error in
            XCTAssertEqual(error as? PNGError, .fileTooSmall(file: "<memory>", width: 300, height: 300,
                                                             fileBytes: bytes.count, minimumBytes: 88))
        }
        let unchecked = PNGDecoder.Options(limits: .init(rejectsImpossiblySmallFiles: false))
        XCTAssertThrowsError(try PNGDecoder.decode(bytes, options: unchecked)) { error in
            XCTAssertEqual(error as? PNGError, .corruptImageData(file: "<memory>", reason: "Not enough image data"))
        }
    }

    func testDeflateBoundNeverRefusesARealFileAtNearMaximalCompression() throws {
        // All-black RGB at zlib level 9 comes close to deflate's limit; the bound is a proof,
        // not a guess, so such a file must still open.
        let black = Bitmap(width: 1500, height: 1500)
        black.clear(to: 0xFF00_0000)
        let png = try PNGEncoder.encode(black, options: .init(compressionLevel: 9))
        let raw = 1500 * 1500 * 3 + 1500
        XCTAssertGreaterThan(raw / png.count, 900) // measured 1017:1 (6635 bytes) with zlib 1.2.13
        XCTAssertTrue(try PNGDecoder.decode(png).hasSamePixels(as: black))
    }

    func testHeaderReadingIsNotLimited() throws {
        let header = try PNGDecoder.readHeader(from: G.headerOnly(width: 20_000, height: 20_000))
        XCTAssertEqual(header, PNGHeader(width: 20_000, height: 20_000, bitDepth: 8, colorType: .rgba,
                                         isInterlaced: false))
    }
}
