import XCTest
@testable import Raster

/// The mip chain: level sizes, exact 2x2 box values, odd sizes, progress, laziness.
final class MipChainTests: XCTestCase {
    func testLevelSizesHalveRoundingUpDownToOne() {
        let sizes = MipChain(base: Bitmap(width: 1000, height: 600)).sizes.map { [$0.width, $0.height] }
        XCTAssertEqual(sizes, [[1000, 600], [500, 300], [250, 150], [125, 75], [63, 38], [32, 19], [16, 10],
                               [8, 5], [4, 3], [2, 2], [1, 1]])
        XCTAssertEqual(MipChain(base: Bitmap(width: 5, height: 1)).sizes.map { [$0.width, $0.height] },
                       [[5, 1], [3, 1], [2, 1], [1, 1]])
        XCTAssertEqual(MipChain(base: Bitmap(width: 1, height: 1)).sizes.count, 1)
        XCTAssertEqual(MipChain(base: Bitmap(width: 0, height: 7)).sizes.count, 1)
        XCTAssertEqual(MipChain.sizes(width: 20000, height: 20000).count, 16)
        XCTAssertEqual(MipChain.sizes(width: 20000, height: 20000)[1].width, 10000)
    }

    func testLevelsTakeAboutAThirdMoreMemory() {
        let sizes = MipChain(base: Bitmap(width: 1, height: 1)).sizes
        XCTAssertEqual(sizes.count, 1)
        let chain = MipChain(base: Bitmap(width: 4096, height: 3072))
        let extra = chain.sizes.dropFirst().reduce(0) { $0 + $1.width * $1.height }
        XCTAssertEqual(Double(extra) / Double(4096 * 3072), 1.0 / 3, accuracy: 0.001)
    }

    func testBoxFilterIsTheExactlyRoundedMeanOfFourPixels() throws {
        // Channel values chosen so the sums hit every remainder mod 4, including the .5 ties
        // that round up: (0 + 0 + 1 + 1) / 4 = 0.5 -> 1; (1 + 0 + 0 + 0) / 4 = 0.25 -> 0.
        let bitmap = Bitmap(width: 4, height: 2)
        let top: [UInt32] = [0xFF00_0101, 0xFF01_0000, 0x8040_2010, 0x7F3F_1F0F]
        let bottom: [UInt32] = [0xFF01_0100, 0xFF00_0200, 0x8141_2111, 0x7E3E_1E0E]
        for x in 0..<4 { bitmap[x, 0] = top[x]; bitmap[x, 1] = bottom[x] }
        let level = try RasterImage(bitmap: bitmap).mipLevel(1)
        XCTAssertEqual(level.width, 2)
        XCTAssertEqual(level.height, 1)
        for i in 0..<2 {
            var expected: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let sum = [top[2 * i], top[2 * i + 1], bottom[2 * i], bottom[2 * i + 1]].reduce(0.0) { $0 + Double($1 >> shift & 0xFF) }
                expected |= UInt32((sum / 4).rounded(.toNearestOrAwayFromZero)) << shift
            }
            XCTAssertEqual(level[i, 0], expected, "texel \(i)")
        }
        // B: (1 + 0 + 0 + 0) / 4 -> 0; G: 4 / 4 -> 1; R: 2 / 4 = 0.5 -> 1.
        XCTAssertEqual(level[0, 0], 0xFF01_0100)
    }

    func testRandomLevelsMatchFloatBoxFilterExactly() throws {
        var g = SplitMix64(seed: 2)
        for (w, h) in [(9, 7), (64, 33), (17, 1), (1, 12), (130, 65)] {
            let image = RasterImage(bitmap: TestPixels.random(width: w, height: h, opaque: false, &g))
            try image.prepareMipmaps()
            for n in 1..<image.mipLevelCount {
                let parent = try image.mipLevel(n - 1), level = try image.mipLevel(n)
                XCTAssertEqual(level.width, (parent.width + 1) / 2)
                XCTAssertEqual(level.height, (parent.height + 1) / 2)
                for y in 0..<level.height {
                    for x in 0..<level.width {
                        // Odd sizes: a missing column or row repeats the last one.
                        let xs = [2 * x, min(2 * x + 1, parent.width - 1)], ys = [2 * y, min(2 * y + 1, parent.height - 1)]
                        var expected: UInt32 = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            var sum = 0.0
                            for sy in ys { for sx in xs { sum += Double(parent[sx, sy] >> shift & 0xFF) } }
                            expected |= UInt32((sum / 4).rounded(.toNearestOrAwayFromZero)) << shift
                        }
                        if level[x, y] != expected {
                            return XCTFail("\(w)x\(h) level \(n) texel (\(x), \(y)): \(String(level[x, y], radix: 16))"
                                           + " != \(String(expected, radix: 16))")
                        }
                    }
                }
            }
        }
    }

    func testOddLastColumnAndRowRepeatTheEdge() throws {
        // A 3 x 3 image: level 1 is 2 x 2; its right column averages only the source's last
        // column, so a bright edge stays bright instead of fading to black.
        let bitmap = Bitmap(width: 3, height: 3)
        bitmap.clear(to: 0xFF00_0000)
        for y in 0..<3 { bitmap[2, y] = 0xFFFF_FFFF }
        let level = try RasterImage(bitmap: bitmap).mipLevel(1)
        XCTAssertEqual(level[1, 0], 0xFFFF_FFFF)
        XCTAssertEqual(level[1, 1], 0xFFFF_FFFF)
        XCTAssertEqual(level[0, 1], 0xFF00_0000)
        XCTAssertEqual(try RasterImage(bitmap: bitmap).mipLevel(2)[0, 0], 0xFF80_8080)
    }

    func testPrepareReportsRisingProgressEndingAtOne() throws {
        let image = RasterImage(bitmap: TestPixels.pattern(width: 700, height: 300))
        var reports: [Double] = []
        try image.prepareMipmaps { reports.append($0) }
        XCTAssertEqual(image.preparedMipLevelCount, image.mipLevelCount)
        XCTAssertEqual(reports.last, 1)
        XCTAssertGreaterThan(reports.count, 2)
        XCTAssertEqual(reports, reports.sorted())
        XCTAssertTrue(reports.allSatisfy { $0 >= 0 && $0 <= 1 })
    }

    func testChainIsBuiltLazilyByFirstMinifiedDraw() {
        let image = RasterImage(bitmap: TestPixels.pattern(width: 64, height: 64))
        let target = Bitmap(width: 64, height: 64)
        Canvas(target: target).draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 64))
        Canvas(target: target).draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(image.preparedMipLevelCount, 1, "1:1 and magnified draws need no levels")
        Canvas(target: target).draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10), sampling: .bilinear)
        XCTAssertEqual(image.preparedMipLevelCount, 1, "bilinear never reads levels")
        Canvas(target: target).draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        // 64 -> 10 pixels is a scale of 0.156: level 3 (8 texels) is the finest no longer minified.
        XCTAssertEqual(image.preparedMipLevelCount, 4)
    }

    func testConcurrentDrawsWhilePreparingUseReadyLevels() throws {
        let image = RasterImage(bitmap: TestPixels.pattern(width: 400, height: 400, cell: 2))
        final class Outcome: @unchecked Sendable { var error: Error? }
        let group = DispatchGroup(), outcome = Outcome()
        DispatchQueue.global().async(group: group) {
            do { try image.prepareMipmaps() } catch { outcome.error = error }
        }
        let target = Bitmap(width: 64, height: 64)
        for i in 0..<20 {
            let side = 20.0 + Double(i)
            Canvas(target: target).draw(image, in: CGRect(x: 0, y: 0, width: side, height: side))
            XCTAssertEqual(target[5, 5] >> 24, 255)
        }
        group.wait()
        XCTAssertNil(outcome.error)
        XCTAssertEqual(image.preparedMipLevelCount, image.mipLevelCount)
    }

    func testIsOpaque() {
        let bitmap = TestPixels.pattern(width: 20, height: 10)
        XCTAssertTrue(RasterImage(bitmap: bitmap).isOpaque)
        let translucent = bitmap.copy()
        translucent[19, 9] = 0xFE00_0000
        XCTAssertFalse(RasterImage(bitmap: translucent).isOpaque)
        // A cropped view ignores pixels outside it.
        XCTAssertTrue(RasterImage(bitmap: translucent.cropped(to: PixelRect(x: 0, y: 0, width: 19, height: 10))).isOpaque)
        XCTAssertTrue(RasterImage(bitmap: Bitmap(width: 0, height: 0)).isOpaque)
    }

    func testAllocationErrorNamesTheLevelSize() {
        XCTAssertEqual(MipChainError.cannotAllocate(width: 3, height: 4).description,
                       "mip chain: cannot allocate a 3 x 4 level")
    }
}
