import Foundation
import XCTest
@testable import Raster

/// Willem van Schaik's PngSuite: every valid file decodes at the size its name gives,
/// files that differ only in interlacing or chunking decode to identical pixels, and each
/// of the 14 broken `x*` files fails with the error its damage calls for.
///
/// The suite is in the repository, beside this file (`PngSuite/`, with its licence: free
/// to copy and distribute); `$SCROLLKIT_PNGSUITE` points the tests at another copy.
final class PNGSuiteTests: XCTestCase {
    static let suitePath: String = {
        if let path = ProcessInfo.processInfo.environment["SCROLLKIT_PNGSUITE"], !path.isEmpty { return path }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PngSuite").path
    }()

    /// The suite's folder; a missing suite is a failure, not a skip.
    func suite() throws -> String {
        let path = Self.suitePath
        guard FileManager.default.fileExists(atPath: path + "/basn0g01.png") else {
            XCTFail("PngSuite not found in \(path)")
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        return path
    }

    func suiteFiles(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".png") && $0 != "PngSuite.png" }.sorted()
    }

    /// The size PngSuite's naming gives: `sNN*` is NN x NN, `cdf`/`cdh`/`cds` are the
    /// 8 x 32, 32 x 8 and 8 x 8 pixel-aspect tests, all others 32 x 32.
    func expectedSize(of name: String) -> (Int, Int) {
        if name.hasPrefix("s"), let side = Int(name.dropFirst().prefix(2)) { return (side, side) }
        switch name.prefix(3) {
        case "cdf": return (8, 32)
        case "cdh": return (32, 8)
        case "cds": return (8, 8)
        default: return (32, 32)
        }
    }

    func testEveryValidFileDecodesAtTheSizeItsNameGives() throws {
        let directory = try suite()
        let valid = try suiteFiles(directory).filter { !$0.hasPrefix("x") }
        XCTAssertEqual(valid.count, 160)
        for name in valid {
            do {
                let bitmap = try PNGDecoder.decode(contentsOf: directory + "/" + name)
                let (width, height) = expectedSize(of: name)
                XCTAssertEqual(bitmap.width, width, name)
                XCTAssertEqual(bitmap.height, height, name)
                // Premultiplied: no colour channel above alpha.
                var valid = true
                for y in 0..<bitmap.height {
                    for x in 0..<bitmap.width {
                        let p = bitmap[x, y], a = p >> 24
                        if p >> 16 & 0xFF > a || p >> 8 & 0xFF > a || p & 0xFF > a { valid = false }
                    }
                }
                XCTAssertTrue(valid, "\(name) has a colour channel above alpha")
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
    }

    func testInterlacedAndPlainTwinsArePixelIdentical() throws {
        let directory = try suite()
        let names = Set(try suiteFiles(directory))
        var pairs = 0
        for name in names.sorted() where name.count == 12 && Array(name)[3] == "i" {
            var plain = Array(name)
            plain[3] = "n"
            let twin = String(plain)
            guard names.contains(twin) else { continue }
            let a = try PNGDecoder.decode(contentsOf: directory + "/" + name)
            let b = try PNGDecoder.decode(contentsOf: directory + "/" + twin)
            XCTAssertTrue(a.hasSamePixels(as: b), "\(name) vs \(twin)")
            pairs += 1
        }
        XCTAssertEqual(pairs, 15 + 18) // 15 basi/basn, 18 sNNi/sNNn
    }

    func testChunkingAndCompressionVariantsDecodeAlike() throws {
        let directory = try suite()
        let groups = [["basn0g16", "oi1n0g16", "oi2n0g16", "oi4n0g16", "oi9n0g16"],
                      ["basn2c16", "oi1n2c16", "oi2n2c16", "oi4n2c16", "oi9n2c16"],
                      ["z00n2c08", "z03n2c08", "z06n2c08", "z09n2c08"]]
        for group in groups {
            let reference = try PNGDecoder.decode(contentsOf: "\(directory)/\(group[0]).png")
            for name in group.dropFirst() {
                let other = try PNGDecoder.decode(contentsOf: "\(directory)/\(name).png")
                XCTAssertTrue(reference.hasSamePixels(as: other), "\(group[0]) vs \(name)")
            }
        }
    }

    /// How many pixels of two same-sized bitmaps differ by more than `tolerance` levels in
    /// some channel.
    func pixelsDiffering(_ a: Bitmap, _ b: Bitmap, by tolerance: Int) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let differs = ([0, 8, 16, 24] as [UInt32]).contains { shift in
                    abs(Int(a[x, y] >> shift & 0xFF) - Int(b[x, y] >> shift & 0xFF)) > tolerance
                }
                if differs { count += 1 }
            }
        }
        return count
    }

    func testGammaFilesLookAlikeOnceTheirGammaIsApplied() throws {
        // The g* files store one picture encoded for file gammas 0.35 to 2.5, so shown
        // through their gAMA on an sRGB display they (mostly) agree, and taken as stored
        // they do not: pixels off by more than 3 levels from g03's, out of 1024.
        let directory = try suite()
        for kind in ["n0g16", "n2c08", "n3p04"] {
            let gammas = ["03", "04", "05", "07", "10", "25"]
            let shown = try gammas.map { try PNGDecoder.decode(contentsOf: "\(directory)/g\($0)\(kind).png") }
            let stored = try gammas.map {
                try PNGDecoder.decode(contentsOf: "\(directory)/g\($0)\(kind).png",
                                      options: .init(appliesGamma: false))
            }
            let differingShown = shown.dropFirst().map { pixelsDiffering(shown[0], $0, by: 3) }
            let differingStored = stored.dropFirst().map { pixelsDiffering(stored[0], $0, by: 3) }
            // Measured: shown 10 to 103 of 1024 pixels (the dark end quantizes differently
            // at each gamma), stored 500 to 723.
            XCTAssertLessThan(differingShown.max()!, 128, kind)
            XCTAssertGreaterThan(differingStored.min()!, 448, kind)
        }
    }

    func testTransparencyFilesHaveClearPixelsThatArePremultipliedToZero() throws {
        let directory = try suite()
        for name in try suiteFiles(directory) where name.hasPrefix("tb") {
            let bitmap = try PNGDecoder.decode(contentsOf: directory + "/" + name)
            var clear = 0, opaque = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let p = bitmap[x, y]
                    if p >> 24 == 0 {
                        clear += 1
                        XCTAssertEqual(p, 0, name)
                    } else if p >> 24 == 255 {
                        opaque += 1
                    }
                }
            }
            XCTAssertGreaterThan(clear, 0, name)
            XCTAssertGreaterThan(opaque, 0, name)
        }
    }

    func testEachBrokenFileFailsWithTheErrorItsDamageCallsFor() throws {
        let directory = try suite()
        let ascii = "signature damaged by a text-mode transfer: its line-ending bytes changed"
        let expected: [String: (String) -> PNGError] = [
            "xs1n0g01": { .notPNG(file: $0, reason: "bad signature") },  // first byte 0x09
            "xs2n0g01": { .notPNG(file: $0, reason: "bad signature") },  // 'Q' for 'P'
            "xs4n0g01": { .notPNG(file: $0, reason: "bad signature") },  // 'g' for 'G'
            "xs7n0g01": { .notPNG(file: $0, reason: ascii) },            // 0x1A became ' '
            "xcrn0g04": { .notPNG(file: $0, reason: ascii) },            // LF became CR
            "xlfn0g04": { .notPNG(file: $0, reason: ascii) },            // CR became LF
            "xc1n0g08": { .invalidHeader(file: $0, reason: "Invalid color type in IHDR") },
            "xc9n2c08": { .invalidHeader(file: $0, reason: "Invalid color type in IHDR") },
            "xd0n2c08": { .invalidHeader(file: $0, reason: "Invalid bit depth in IHDR; Invalid color type/bit depth combination in IHDR") },
            "xd3n2c08": { .invalidHeader(file: $0, reason: "Invalid bit depth in IHDR; Invalid color type/bit depth combination in IHDR") },
            "xd9n2c08": { .invalidHeader(file: $0, reason: "Invalid bit depth in IHDR") },
            "xdtn0g01": { .missingImageData(file: $0) },
            "xhdn0g08": { .corruptChunk(file: $0, chunk: "IHDR") },
            "xcsn0g01": { .corruptChunk(file: $0, chunk: "IDAT") },
        ]
        let broken = try suiteFiles(directory).filter { $0.hasPrefix("x") }
        XCTAssertEqual(Set(broken.map { String($0.dropLast(4)) }), Set(expected.keys))
        for name in broken {
            let path = directory + "/" + name
            let error: PNGError
            do {
                _ = try PNGDecoder.decode(contentsOf: path)
                XCTFail("\(name) decoded")
                continue
            } catch let caught {
                error = caught
            }
            XCTAssertEqual(error, expected[String(name.dropLast(4))]?(path), name)
            XCTAssertTrue(error.description.hasPrefix(path + ": "), error.description)
            XCTAssertFalse(error.description.contains("\n"))
        }
    }

    func testTruncatedSuiteFilesFailAsTruncatedAtEveryLength() throws {
        let directory = try suite()
        for name in ["basn6a16.png", "basi3p02.png", "s01n3p01.png"] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            for length in Set([0, 1, 7, 8, 9, 20, 32, 33, 34, 50, bytes.count / 2, bytes.count - 13,
                               bytes.count - 12, bytes.count - 1]).sorted() {
                XCTAssertThrowsError(try PNGDecoder.decode(bytes[..<length].map { $0 }, name: name)) { error in
                    XCTAssertEqual(error as? PNGError, .truncated(file: name, bytes: length),
                                   "\(name) cut at \(length) of \(bytes.count)")
                }
            }
        }
    }
}
