import XCTest
@testable import Raster

/// Samplers on known inputs: which texel nearest picks, bilinear and box weights, and
/// which mip level a draw reads.
final class SamplingTests: XCTestCase {
    /// A 4 x 3 image whose texel (x, y) is 0xFF00_yyxx, so a pixel names its texel.
    static let labelled: RasterImage = {
        let b = Bitmap(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { b[x, y] = 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) } }
        return RasterImage(bitmap: b)
    }()

    func testNearestPicksTexelUnderPixelCentre() {
        for scale in [3.0, 2.5, 0.75, 1.0] {
            let target = Bitmap(width: 12, height: 9)
            Canvas(target: target).draw(Self.labelled, transform: CGAffineTransform(scaleX: scale, y: scale), sampling: .nearest)
            for y in 0..<Int(3 * scale) {
                for x in 0..<Int(4 * scale) {
                    let tx = UInt32((Double(x) + 0.5) / scale), ty = UInt32((Double(y) + 0.5) / scale)
                    XCTAssertEqual(target[x, y], 0xFF00_0000 | ty << 8 | tx, "scale \(scale) pixel (\(x), \(y))")
                }
            }
        }
    }

    func testNearestUnderFlipAndOffset() {
        let target = Bitmap(width: 8, height: 3)
        // Mirror: device x = 8 - 2u, so pixel x reads texel floor((8 - (x + 0.5)) / 2).
        Canvas(target: target).draw(Self.labelled, transform: CGAffineTransform(a: -2, b: 0, c: 0, d: 1, tx: 8, ty: 0),
                                    sampling: .nearest)
        XCTAssertEqual((0..<8).map { target[$0, 1] & 0xFF }, [3, 3, 2, 2, 1, 1, 0, 0])
    }

    func testBilinearWeightsAtKnownPositions() {
        // Scale 4: pixel centres at texel coordinates 0.125, 0.375, ...; bilinear positions
        // are u - 0.5, clamped to 0 at the left edge.
        let scratch = ImageScratch()
        let taps = AxisTaps(filter: .bilinear, mapping: AxisMapping(scale: 4, offset: 0), firstPixel: 0, count: 8,
                            clamp: 0..<4, taps: 2, starts: scratch.buffer(.columnStarts, count: 8, of: Int32.self),
                            weights: scratch.buffer(.columnWeights, count: 16, of: UInt16.self))
        // Positions -0.375 (clamped to 0), -0.125 (0), 0.125, 0.375, 0.625, 0.875, 1.125, 1.375.
        let expected: [(Int32, UInt16, UInt16)] = [(0, 32768, 0), (0, 32768, 0), (0, 28672, 4096), (0, 20480, 12288),
                                                   (0, 12288, 20480), (0, 4096, 28672), (1, 28672, 4096), (1, 20480, 12288)]
        for (i, e) in expected.enumerated() {
            XCTAssertEqual(taps.starts[i], e.0, "pixel \(i)")
            XCTAssertEqual(taps.weights(of: i)[0], e.1, "pixel \(i)")
            XCTAssertEqual(taps.weights(of: i)[1], e.2, "pixel \(i)")
        }
    }

    func testBoxWeightsCoverTheFootprint() {
        // Scale 0.4: each pixel averages 2.5 texels. Pixel 0 covers texels 0 ..< 2.5:
        // weights 0.4, 0.4, 0.2. Pixel 1 covers 2.5 ..< 5: 0.2, 0.4, 0.4 from texel 2.
        let scratch = ImageScratch()
        let window = AxisTaps.windowTaps(.box, scale: 0.4, clampCount: 10, even: false)
        XCTAssertEqual(window, 4)
        let taps = AxisTaps(filter: .box, mapping: AxisMapping(scale: 0.4, offset: 0), firstPixel: 0, count: 4,
                            clamp: 0..<10, taps: window, starts: scratch.buffer(.columnStarts, count: 4, of: Int32.self),
                            weights: scratch.buffer(.columnWeights, count: 16, of: UInt16.self))
        XCTAssertEqual(taps.starts[0], 0)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: taps.weights(of: 0), count: 4)), [13107, 13107, 6554, 0])
        XCTAssertEqual(taps.starts[1], 2)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: taps.weights(of: 1), count: 4)), [6554, 13107, 13107, 0])
        // The last pixel (texels 7.5 ..< 10) keeps its window inside the clamp range.
        XCTAssertEqual(taps.starts[3], 6)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: taps.weights(of: 3), count: 4)), [0, 6554, 13107, 13107])
        for i in 0..<4 {
            XCTAssertEqual(UnsafeBufferPointer(start: taps.weights(of: i), count: 4).reduce(0) { $0 + Int($1) }, 32768)
        }
    }

    func testBoxBeyondEdgeGoesToEdgeTexel() {
        // A footprint hanging 1.25 texels off the left edge gives that share to texel 0.
        let scratch = ImageScratch()
        let taps = AxisTaps(filter: .box, mapping: AxisMapping(scale: 0.4, offset: 0.5), firstPixel: 0, count: 1,
                            clamp: 0..<10, taps: 4, starts: scratch.buffer(.columnStarts, count: 1, of: Int32.self),
                            weights: scratch.buffer(.columnWeights, count: 4, of: UInt16.self))
        // Centre texel coordinate (0.5 - 0.5) / 0.4 = 0: footprint -1.25 ..< 1.25.
        XCTAssertEqual(Array(UnsafeBufferPointer(start: taps.weights(of: 0), count: 4)), [29491, 3277, 0, 0])
    }

    func testMipLevelSelection() {
        func level(_ sx: Double, _ sy: Double, _ sampling: Sampling = .mipmapped) -> Int {
            MipSelection.separableLevel(scaleX: sx, scaleY: sy, levelCount: 14, sampling: sampling)
        }
        XCTAssertEqual(level(2, 2), 0)
        XCTAssertEqual(level(1, 1), 0)
        // Mipmapped reads the finest level that no longer minifies: bilinear from there.
        XCTAssertEqual(level(0.75, 0.75), 1)
        XCTAssertEqual(level(0.5, 0.5), 1)
        XCTAssertEqual(level(0.37, 0.37), 2)
        XCTAssertEqual(level(0.25, 0.25), 2)
        XCTAssertEqual(level(0.1, 0.1), 4)
        // Anisotropic: the less-minified axis decides unless the other would exceed 16 texels.
        XCTAssertEqual(level(1, 0.1), 0)
        XCTAssertEqual(level(0.9, 0.01), 3)
        XCTAssertEqual(level(4, 0.5), 0)
        XCTAssertEqual(MipSelection.separableLevel(scaleX: 0.001, scaleY: 0.001, levelCount: 4, sampling: .mipmapped), 3)
        // The area average reads one level finer, footprints of 2 to 4 texels.
        XCTAssertEqual(level(0.75, 0.75, .areaAverage), 0)
        XCTAssertEqual(level(0.5, 0.5, .areaAverage), 0)
        XCTAssertEqual(level(0.3, 0.3, .areaAverage), 0)
        XCTAssertEqual(level(0.25, 0.25, .areaAverage), 1)
        XCTAssertEqual(level(0.2, 0.2, .areaAverage), 1)
        XCTAssertEqual(level(0.1, 0.1, .areaAverage), 2)
        XCTAssertEqual(level(0.9, 0.01, .areaAverage), 3, "the squeezed axis still keeps its box within 16 texels")
        XCTAssertEqual(MipSelection.levelOfDetail(CGAffineTransform(scaleX: 4, y: 4)), 2, accuracy: 1e-12)
        XCTAssertEqual(MipSelection.levelOfDetail(CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 0.5, y: 2)), 1,
                       accuracy: 1e-12)
    }

    func testMipmappedMinificationAveragesInsteadOfAliasing() {
        // A 1-pixel checkerboard drawn at 0.25: bilinear picks (nearly) single texels, so the
        // result depends on phase; mipmapped averages to mid grey everywhere.
        let b = Bitmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { b[x, y] = (x + y) & 1 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 } }
        let image = RasterImage(bitmap: b)
        let target = Bitmap(width: 16, height: 16)
        Canvas(target: target).draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        for y in 0..<16 { for x in 0..<16 { XCTAssertEqual(target[x, y], 0xFF80_8080, "(\(x), \(y))") } }
        Canvas(target: target).draw(image, in: CGRect(x: 0.3, y: 0.1, width: 16, height: 16), sampling: .bilinear)
        XCTAssertNotEqual(target[5, 5], 0xFF80_8080)
    }
}
