import XCTest
@testable import Raster

/// Every shortcut gives exactly what the general kernels give (pixman's blitters-test idea):
/// integer blits, unit-step rows, power-of-two zooms read from a mip level. And the
/// separable path agrees with the per-pixel affine path on axis-aligned draws.
final class ImageFastPathTests: XCTestCase {
    func draw(_ image: RasterImage, _ t: CGAffineTransform, _ sampling: Sampling, alpha: Double,
              onto background: Bitmap, fast: Bool) -> Bitmap {
        let target = background.copy()
        var canvas = Canvas(target: target, options: RasterOptions(usesFastPaths: fast))
        canvas.alpha = alpha
        canvas.draw(image, transform: t, sampling: sampling)
        return target
    }

    func testFastPathsMatchGeneralKernelsExactly() {
        var g = SplitMix64(seed: 8)
        let translucent = RasterImage(bitmap: TestPixels.random(width: 70, height: 50, opaque: false, &g))
        let opaque = RasterImage(bitmap: TestPixels.random(width: 70, height: 50, opaque: true, &g))
        let background = TestPixels.random(width: 90, height: 70, opaque: false, &g)
        for seed in 1...40 as ClosedRange<UInt64> {
            var r = SplitMix64(seed: seed)
            let kind = seed % 4
            let tx = Double(Int.random(in: -8...40, using: &r)) + (kind == 0 ? 0 : Double.random(in: 0..<1, using: &r))
            let ty = Double(Int.random(in: -8...40, using: &r)) + (kind == 1 ? 0 : Double.random(in: 0..<1, using: &r))
            // Kinds: whole-pixel blit, fractional 1:1, zoom 0.5 and 0.25 read 1:1 from levels 1 and 2.
            let scale = kind == 2 ? 0.5 : kind == 3 ? 0.25 : 1
            let t = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: tx, ty: ty)
            let sampling = [Sampling.nearest, .bilinear, .mipmapped].randomElement(using: &r)!
            let alpha = Bool.random(using: &r) ? 1 : Double.random(in: 0.1...1, using: &r)
            for image in [translucent, opaque] {
                let fast = draw(image, t, sampling, alpha: alpha, onto: background, fast: true)
                let general = draw(image, t, sampling, alpha: alpha, onto: background, fast: false)
                XCTAssertTrue(fast.hasSamePixels(as: general), "seed \(seed): \(t) \(sampling) alpha \(alpha)")
                XCTAssertFalse(fast.hasSamePixels(as: background), "seed \(seed): the draw drew")
            }
        }
    }

    /// The wide-vector (AVX2) kernels give exactly what the baseline (SSE2) ones give: bilinear
    /// and unit-step horizontal passes, one- and two-row stores, at zooms in and out, flipped,
    /// at fractional origins, with every composite mode.
    func testWideVectorKernelsMatchBaselineExactly() throws {
        try XCTSkipUnless(RasterOptions.hasWideVectors, "this CPU has no wide kernels to compare")
        var g = SplitMix64(seed: 21)
        let translucent = RasterImage(bitmap: TestPixels.random(width: 150, height: 90, opaque: false, &g))
        let opaque = RasterImage(bitmap: TestPixels.random(width: 150, height: 90, opaque: true, &g))
        let background = TestPixels.random(width: 160, height: 120, opaque: false, &g)
        func draw(_ image: RasterImage, _ t: CGAffineTransform, _ sampling: Sampling, alpha: Double,
                  wide: Bool) -> Bitmap {
            let target = background.copy()
            var canvas = Canvas(target: target, options: RasterOptions(maximumThreads: 1, usesWideVectors: wide))
            canvas.alpha = alpha
            canvas.draw(image, transform: t, sampling: sampling)
            return target
        }
        for seed in 1...60 as ClosedRange<UInt64> {
            var r = SplitMix64(seed: seed)
            let scale = [0.3, 0.5, 0.6, 0.71, 0.9, 1, 1.25, 2, 3.5, 8][Int(seed) % 10]
            let sx = Bool.random(using: &r) ? -scale : scale
            let tx = Double.random(in: -20...30, using: &r) + (sx < 0 ? 150 * scale : 0)
            let t = CGAffineTransform(a: sx, b: 0, c: 0, d: scale, tx: tx, ty: Double.random(in: -20...30, using: &r))
            let sampling = [Sampling.bilinear, .mipmapped, .areaAverage].randomElement(using: &r)!
            let alpha = Bool.random(using: &r) ? 1 : Double.random(in: 0.1...1, using: &r)
            for image in [translucent, opaque] {
                let wide = draw(image, t, sampling, alpha: alpha, wide: true)
                let baseline = draw(image, t, sampling, alpha: alpha, wide: false)
                XCTAssertTrue(wide.hasSamePixels(as: baseline), "seed \(seed): \(t) \(sampling) alpha \(alpha)")
                XCTAssertFalse(wide.hasSamePixels(as: background), "seed \(seed): the draw drew")
            }
        }
    }

    func testSeparableAndAffinePathsAgreeOnAxisAlignedDraws() {
        var g = SplitMix64(seed: 12)
        let image = RasterImage(bitmap: TestPixels.random(width: 33, height: 27, opaque: false, &g))
        let background = TestPixels.random(width: 64, height: 64, opaque: false, &g)
        for seed in 1...30 as ClosedRange<UInt64> {
            var r = SplitMix64(seed: seed)
            let sx = ImageDrawingTests.logUniform(0.3, 6, &r), sy = ImageDrawingTests.logUniform(0.3, 6, &r)
            let t = CGAffineTransform(a: Bool.random(using: &r) ? sx : -sx, b: 0, c: 0, d: sy,
                                      tx: Double.random(in: -10...50, using: &r), ty: Double.random(in: -10...30, using: &r))
            let sampling = Bool.random(using: &r) ? Sampling.bilinear : .nearest
            guard let d = ImageDraw(image: image, region: CGRect(x: 0, y: 0, width: 33, height: 27), toDevice: t,
                                    sampling: sampling) else { return XCTFail("draw") }
            let separable = background.copy(), affine = background.copy()
            SeparableImageRenderer.draw(d, into: separable, clip: separable.bounds, alpha: 0.75, options: RasterOptions())
            AffineImageRenderer.draw(d, into: affine, clip: affine.bounds, alpha: 0.75, options: RasterOptions())
            var differing = 0, worst = 0
            for y in 0..<64 {
                for x in 0..<64 where separable[x, y] != affine[x, y] {
                    differing += 1
                    for shift: UInt32 in [0, 8, 16, 24] {
                        worst = max(worst, abs(Int(separable[x, y] >> shift & 0xFF) - Int(affine[x, y] >> shift & 0xFF)))
                    }
                }
            }
            // Both paths share the arithmetic; they compute sample points and coverage by
            // different float steps, so the last bit of a weight may differ.
            XCTAssertLessThanOrEqual(worst, 1, "seed \(seed) \(t) \(sampling)")
            XCTAssertLessThan(differing, 64 * 64 / 50, "seed \(seed) \(t) \(sampling)")
        }
    }
}
