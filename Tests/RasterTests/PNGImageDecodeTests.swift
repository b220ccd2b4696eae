import XCTest
@testable import Raster

/// `PNGImageDecode`: the opacity found in the decode pass and the mip levels built while
/// rows arrive are exactly what a scan and a chain built afterwards give.
final class PNGImageDecodeTests: XCTestCase {
    private func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("image-decode-\(UUID().uuidString).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Pseudo-random colour; alpha from `alpha(x, y)`.
    private func noise(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        var state: UInt32 = 99
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = Color(red: UInt8(state >> 24), green: UInt8((state >> 16) & 255),
                                     blue: UInt8((state >> 8) & 255), alpha: alpha(x, y)).premultiplied
            }
        }
        return bitmap
    }

    private func identical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return (0..<a.height).allSatisfy { memcmp(a.row($0), b.row($0), a.width * 4) == 0 }
    }

    private func assertSameLevels(_ image: RasterImage, _ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(image.preparedMipLevelCount, image.mipLevelCount, "every level is built when run returns",
                       file: file, line: line)
        let reference = RasterImage(bitmap: try PNGDecoder.decode(contentsOf: path))
        try reference.prepareMipmaps(options: RasterOptions(maximumThreads: 1))
        XCTAssertEqual(image.mipLevelCount, reference.mipLevelCount, file: file, line: line)
        for index in 0..<reference.mipLevelCount {
            let ours = try image.mipLevel(index), theirs = try reference.mipLevel(index)
            XCTAssertTrue(identical(ours, theirs), "level \(index) (\(ours.width) x \(ours.height)) differs",
                          file: file, line: line)
        }
    }

    func testLevelsBuiltWhileDecodingEqualTheOnesBuiltAfter() throws {
        // Odd sizes on both axes at several levels, a translucent and an opaque image.
        for (width, height) in [(1, 1), (2, 1), (37, 91), (300, 205), (1029, 1100)] {
            for translucent in [false, true] {
                let bitmap = noise(width: width, height: height) { x, y in translucent ? UInt8((x * 7 + y * 3) & 255) : 255 }
                let path = try write(try PNGEncoder.encode(bitmap))
                let decoded = try PNGImageDecode(contentsOf: path).run()
                XCTAssertNil(decoded.error)
                try assertSameLevels(decoded.image, path)
            }
        }
    }

    func testAdam7LevelsEqualTheOnesBuiltAfter() throws {
        for (width, height) in [(1, 1), (9, 3), (63, 47), (130, 77)] {
            let png = TestPNG(width: width, height: height, colorType: 6, bitDepth: 8, interlaced: true, seed: UInt64(width))
            let path = try write(png.pngBytes())
            let decoded = try PNGImageDecode(contentsOf: path).run()
            try assertSameLevels(decoded.image, path)
        }
    }

    func testOpacityFoundInTheDecodeEqualsAFullScan() throws {
        var cases: [(String, [UInt8])] = []
        let opaque = noise(width: 50, height: 40) { _, _ in 255 }
        cases.append(("opaque RGB", try PNGEncoder.encode(opaque)))
        let oneTranslucentPixel = noise(width: 50, height: 40) { x, y in x == 49 && y == 39 ? 254 : 255 }
        cases.append(("RGBA, last pixel 254", try PNGEncoder.encode(oneTranslucentPixel)))
        var allOpaqueRGBA = TestPNG(width: 31, height: 19, colorType: 6, bitDepth: 8, interlaced: true)
        for i in stride(from: 3, to: allOpaqueRGBA.samples.count, by: 4) { allOpaqueRGBA.samples[i] = 255 }
        cases.append(("Adam7 RGBA, alpha all 255", allOpaqueRGBA.pngBytes()))
        var oneClear = allOpaqueRGBA
        oneClear.samples[oneClear.samples.count - 1] = 0
        cases.append(("Adam7 RGBA, last pixel clear (pass 7)", oneClear.pngBytes()))
        cases.append(("gray + tRNS key", TestPNG(width: 20, height: 20, colorType: 0, bitDepth: 8).with(key: [7]).pngBytes()))
        cases.append(("gray 16-bit", TestPNG(width: 20, height: 20, colorType: 0, bitDepth: 16).pngBytes()))
        var palette = TestPNG(width: 20, height: 20, colorType: 3, bitDepth: 2)
        palette.palette = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12)]
        cases.append(("palette, no tRNS", palette.pngBytes()))
        palette.paletteAlpha = [255, 255, 255, 255]
        cases.append(("palette, tRNS all 255", palette.pngBytes()))
        palette.paletteAlpha = [255, 128]
        cases.append(("palette, tRNS with 128", palette.pngBytes()))
        for (name, bytes) in cases {
            let path = try write(bytes)
            let decoded = try PNGImageDecode(contentsOf: path).run()
            XCTAssertEqual(decoded.image.isOpaque, RasterImage.allOpaque(decoded.bitmap), name)
        }
        // The cases cover both answers.
        XCTAssertTrue(try PNGImageDecode(contentsOf: try write(cases[0].1)).run().image.isOpaque)
        XCTAssertFalse(try PNGImageDecode(contentsOf: try write(cases[1].1)).run().image.isOpaque)
    }

    func testRowsAndLevelsFillInAsTheImageDecodes() throws {
        // Tall enough for several progress reports (about a million pixels each).
        let width = 512, height = 5000
        let bitmap = noise(width: width, height: height) { _, _ in 255 }
        let path = try write(try PNGEncoder.encode(bitmap, options: .init(compressionLevel: 1)))
        let decode = PNGImageDecode(contentsOf: path)
        var seen: [(rows: Int, level0: Int, level1Rows: Int, level1: Bitmap?)] = []
        let result = try decode.run { report in
            // On the decoding thread: what another thread could see now.
            let level1Rows = decode.completedRows(ofLevel: 1)
            let level1 = decode.level(1).map { $0.cropped(to: PixelRect(x: 0, y: 0, width: $0.width, height: level1Rows)).copy() }
            seen.append((report.rowsCompleted, decode.completedRows(ofLevel: 0), level1Rows, level1))
            return true
        }
        XCTAssertGreaterThan(seen.count, 2)
        XCTAssertEqual(seen.map(\.level0), seen.map(\.rows), "every decoded row is published as it arrives")
        XCTAssertEqual(seen.last?.level0, height)
        XCTAssertTrue(seen.dropLast().allSatisfy { $0.level0 < height }, "rows were published before the end")
        XCTAssertTrue(zip(seen, seen.dropFirst()).allSatisfy { $0.level1Rows <= $1.level1Rows })
        XCTAssertTrue(seen.allSatisfy { $0.level1Rows <= ($0.level0 + 1) / 2 }, "no level-1 row before its two source rows")
        // What a watcher saw of level 1 at each moment is the final level's top rows.
        let final = try result.image.mipLevel(1)
        for moment in seen {
            guard let partial = moment.level1 else { continue }
            let top = final.cropped(to: PixelRect(x: 0, y: 0, width: final.width, height: moment.level1Rows))
            XCTAssertTrue(identical(partial, top), "level 1's first \(moment.level1Rows) rows")
        }
    }

    func testAFailedDecodeStillGivesTheSameErrorAndThePartialImage() throws {
        let bitmap = noise(width: 700, height: 1600) { _, _ in 255 }
        var png = try PNGEncoder.encode(bitmap, options: .init(compressionLevel: 0))
        png.removeLast(png.count / 2)
        let path = try write(png)
        let options = PNGDecoder.Options(limits: PNGLimits(rejectsImpossiblySmallFiles: false))
        var expected: PNGError?
        do { _ = try PNGDecoder.decode(contentsOf: path, options: options) } catch { expected = error }
        XCTAssertNotNil(expected)
        XCTAssertThrowsError(try PNGImageDecode(contentsOf: path, options: options).run()) { error in
            XCTAssertEqual(error as? PNGError, expected, "the same one-line error as the plain decode")
        }
        let partial = try PNGImageDecode(contentsOf: path, options: options).run(keepingDecodedRows: true)
        guard case .truncated? = partial.error else { return XCTFail("\(String(describing: partial.error))") }
        XCTAssertFalse(partial.image.isOpaque, "rows that did not decode are transparent")
        XCTAssertEqual(partial.bitmap[0, 0], bitmap[0, 0])
    }

    func testCancellingStopsTheDecodeAndTheBuilder() throws {
        let path = try write(try PNGEncoder.encode(noise(width: 512, height: 5000) { _, _ in 255 }, options: .init(compressionLevel: 1)))
        XCTAssertThrowsError(try PNGImageDecode(contentsOf: path).run { _ in false }) { error in
            XCTAssertEqual(error as? PNGError, .cancelled(file: path))
        }
    }
}

private extension TestPNG {
    func with(key: [UInt16]) -> TestPNG {
        var copy = self
        copy.transparentKey = key
        return copy
    }
}
