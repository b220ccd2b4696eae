import XCTest
@testable import Raster

/// Image drawing against the float reference (`ImageReference`): every sampler, over
/// seeded random transforms (scales 0.05...16, flips, fractional and off-screen
/// translations, rotations), clips, global alphas, opaque and translucent images.
final class ImageDrawingTests: XCTestCase {
    /// A random draw: its canvas (transform, clip, alpha), image transform and sampler.
    struct Case: CustomStringConvertible {
        var canvas: Canvas
        var image: RasterImage
        var imageToUser: CGAffineTransform
        var region: CGRect?
        var sampling: Sampling
        var seed: UInt64
        var description: String {
            "seed \(seed): image \(image.width)x\(image.height) opaque \(image.isOpaque), \(imageToUser), canvas "
                + "\(canvas.transform) clip \(canvas.clip) alpha \(canvas.alphaLevel), region \(String(describing: region)), \(sampling)"
        }
    }

    static func logUniform(_ lo: Double, _ hi: Double, _ g: inout SplitMix64) -> Double {
        exp(Double.random(in: log(lo)...log(hi), using: &g))
    }

    /// A random axis-aligned draw onto a random target.
    static func axisAlignedCase(seed: UInt64, target: Bitmap) -> Case {
        var g = SplitMix64(seed: seed)
        let opaque = Bool.random(using: &g)
        let w = Int.random(in: 1...40, using: &g), h = Int.random(in: 1...40, using: &g)
        let image = RasterImage(bitmap: Bool.random(using: &g)
            ? TestPixels.random(width: w, height: h, opaque: opaque, &g)
            : TestPixels.pattern(width: w, height: h, cell: Int.random(in: 1...5, using: &g)))
        var sx = logUniform(0.05, 16, &g)
        var sy = Bool.random(using: &g) ? sx : logUniform(0.05, 16, &g)
        if Int.random(in: 0..<4, using: &g) == 0 { sx = -sx }
        if Int.random(in: 0..<4, using: &g) == 0 { sy = -sy }
        // Place the image anywhere from mostly off the left/top to mostly off the right/bottom.
        let tx = Double.random(in: -abs(sx) * Double(w)...Double(target.width), using: &g) + (sx < 0 ? abs(sx) * Double(w) : 0)
        let ty = Double.random(in: -abs(sy) * Double(h)...Double(target.height), using: &g) + (sy < 0 ? abs(sy) * Double(h) : 0)
        var canvas = Canvas(target: target)
        if Bool.random(using: &g) {
            canvas.translateBy(x: Double.random(in: -3...3, using: &g), y: Double.random(in: -3...3, using: &g))
            let s = Double.random(in: 0.5...2, using: &g)
            canvas.scaleBy(x: s, y: s)
        }
        let userToDevice = canvas.transform.inverted()
        let deviceMap = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
        if Bool.random(using: &g) {
            canvas.clip(toDeviceRect: PixelRect(x: Int.random(in: 0...20, using: &g), y: Int.random(in: 0...20, using: &g),
                                                width: Int.random(in: 5...40, using: &g), height: Int.random(in: 5...40, using: &g)))
        }
        if Bool.random(using: &g) { canvas.alpha = Double.random(in: 0...1, using: &g) }
        let samplings: [Sampling] = [.nearest, .bilinear, .mipmapped, .areaAverage]
        var region: CGRect?
        var imageToUser = deviceMap.concatenating(userToDevice)
        if Int.random(in: 0..<4, using: &g) == 0 {
            let x0 = Double.random(in: 0...Double(w) * 0.6, using: &g), y0 = Double.random(in: 0...Double(h) * 0.6, using: &g)
            let r = CGRect(x: x0, y: y0, width: Double.random(in: 0.3...(Double(w) - x0), using: &g),
                           height: Double.random(in: 0.3...(Double(h) - y0), using: &g))
            region = r
            // `draw(from:in:)` maps the region onto a rectangle without flipping.
            let rect = r.applying(imageToUser)
            let sx = rect.width / r.width, sy = rect.height / r.height
            imageToUser = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX - r.minX * sx, ty: rect.minY - r.minY * sy)
        }
        return Case(canvas: canvas, image: image, imageToUser: imageToUser, region: region,
                    sampling: samplings.randomElement(using: &g)!, seed: seed)
    }

    /// Draws `c` onto a copy of `before` and checks every pixel against the reference.
    func check(_ c: Case, before: Bitmap, tolerance: Double = 1, file: StaticString = #filePath, line: UInt = #line) {
        let after = before.copy()
        var canvas = c.canvas
        canvas = canvas.retargeted(to: after)
        if let region = c.region {
            // Drawing a region: the region (image pixels) lands where the image transform puts it.
            let rect = region.applying(c.imageToUser)
            canvas.draw(c.image, from: region, in: rect, sampling: c.sampling)
        } else {
            canvas.draw(c.image, transform: c.imageToUser, sampling: c.sampling)
        }
        let reference = ImageReference(canvas: canvas, image: c.image, region: c.region, imageToUser: c.imageToUser,
                                       sampling: c.sampling)
        let worst = reference.worstDifference(before: before, after: after)
        XCTAssertLessThanOrEqual(worst.difference, tolerance + 1e-9,
                                 "pixel (\(worst.x), \(worst.y)) of \(c)", file: file, line: line)
    }

    func testAxisAlignedDrawsMatchReference() {
        var g = SplitMix64(seed: 99)
        for seed in 1...300 as ClosedRange<UInt64> {
            let before = TestPixels.random(width: 48, height: 40, opaque: false, &g)
            let c = Self.axisAlignedCase(seed: seed, target: before)
            check(c, before: before)
        }
    }

    func testMinifiedLargeImagesMatchReference() {
        // Images big enough for several mip levels, drawn small: the box filter over levels.
        var g = SplitMix64(seed: 7)
        let image = RasterImage(bitmap: TestPixels.random(width: 211, height: 150, opaque: false, &g))
        let opaque = RasterImage(bitmap: TestPixels.pattern(width: 160, height: 203, cell: 3))
        for seed in 1...24 as ClosedRange<UInt64> {
            var r = SplitMix64(seed: seed)
            let before = TestPixels.random(width: 40, height: 36, opaque: Bool.random(using: &r), &r)
            let sx = Self.logUniform(0.05, 0.7, &r)
            let sy = Bool.random(using: &r) ? sx : Self.logUniform(0.05, 0.7, &r)
            let t = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: Double.random(in: -30...20, using: &r),
                                      ty: Double.random(in: -30...20, using: &r))
            var canvas = Canvas(target: before)
            canvas.alpha = Bool.random(using: &r) ? 1 : 0.6
            check(Case(canvas: canvas, image: seed & 1 == 0 ? image : opaque, imageToUser: t, region: nil,
                       sampling: seed % 3 == 0 ? .areaAverage : .mipmapped, seed: seed), before: before)
        }
    }

    func testVerticalFirstMinificationMatchesReference() {
        // Zooms between powers of two (box windows of three rows and more) at fractional
        // origins, square and anisotropic, where each output row sums its source rows first.
        var g = SplitMix64(seed: 31)
        let image = RasterImage(bitmap: TestPixels.random(width: 97, height: 89, opaque: false, &g))
        let opaque = RasterImage(bitmap: TestPixels.random(width: 89, height: 97, opaque: true, &g))
        let scales: [(Double, Double)] = [(0.6, 0.6), (0.71, 0.71), (0.3, 0.3), (0.9, 0.9), (0.4, 0.4), (2.5, 0.7),
                                          (0.8, 0.45), (-0.6, 0.6), (0.7, -0.35)]
        for (index, (sx, sy)) in scales.enumerated() {
            let before = TestPixels.random(width: 72, height: 64, opaque: index & 1 == 0, &g)
            let tx = (sx < 0 ? abs(sx) * 89 : 0) + Double.random(in: -9...4, using: &g)
            let ty = (sy < 0 ? abs(sy) * 97 : 0) + Double.random(in: -9...4, using: &g)
            var canvas = Canvas(target: before)
            canvas.alpha = index % 3 == 0 ? 0.7 : 1
            for img in [image, opaque] {
                for sampling in [Sampling.mipmapped, .areaAverage] {
                    check(Case(canvas: canvas, image: img, imageToUser: CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty),
                               region: nil, sampling: sampling, seed: UInt64(index)), before: before)
                }
            }
        }
    }

    func testRotatedAndShearedDrawsMatchReference() {
        var g = SplitMix64(seed: 5)
        for seed in 1...60 as ClosedRange<UInt64> {
            var r = SplitMix64(seed: seed)
            let before = TestPixels.random(width: 40, height: 40, opaque: false, &g)
            let w = Int.random(in: 1...48, using: &r), h = Int.random(in: 1...48, using: &r)
            let image = RasterImage(bitmap: TestPixels.random(width: w, height: h, opaque: Bool.random(using: &r), &r))
            let s = Self.logUniform(0.1, 8, &r)
            var t = CGAffineTransform(scaleX: s, y: s * Double.random(in: 0.7...1.4, using: &r))
                .rotated(by: Double.random(in: -Double.pi...Double.pi, using: &r))
            if Bool.random(using: &r) { t.c += Double.random(in: -0.5...0.5, using: &r) }
            t.tx = Double.random(in: -10...40, using: &r)
            t.ty = Double.random(in: -10...40, using: &r)
            var canvas = Canvas(target: before)
            if Bool.random(using: &r) { canvas.alpha = Double.random(in: 0...1, using: &r) }
            if Bool.random(using: &r) { canvas.clip(toDeviceRect: PixelRect(x: 5, y: 3, width: 30, height: 31)) }
            let sampling = [Sampling.nearest, .bilinear, .mipmapped].randomElement(using: &r)!
            check(Case(canvas: canvas, image: image, imageToUser: t, region: nil, sampling: sampling, seed: seed),
                  before: before)
        }
    }

    func testGlobalAlphaScalesTheImage() {
        let target = Bitmap(width: 4, height: 4)
        target.clear(to: 0xFF00_0000)
        let white = Bitmap(width: 2, height: 2)
        white.clear(to: 0xFFFF_FFFF)
        var canvas = Canvas(target: target)
        canvas.alpha = 0.5
        canvas.draw(RasterImage(bitmap: white), in: CGRect(x: 1, y: 1, width: 2, height: 2))
        // 255 * 128/255 over black: 128 per colour channel, alpha stays 255.
        XCTAssertEqual(target[1, 1], 0xFF80_8080)
        XCTAssertEqual(target[2, 2], 0xFF80_8080)
        XCTAssertEqual(target[0, 0], 0xFF00_0000)
        XCTAssertEqual(target[3, 2], 0xFF00_0000)
    }

    func testTransparentImageLeavesTargetUnchanged() {
        var g = SplitMix64(seed: 3)
        let before = TestPixels.random(width: 30, height: 30, opaque: false, &g)
        let after = before.copy()
        let clear = Bitmap(width: 13, height: 9)
        let canvas = Canvas(target: after)
        for sampling in [Sampling.nearest, .bilinear, .mipmapped] {
            canvas.draw(RasterImage(bitmap: clear), in: CGRect(x: -2.3, y: 1.7, width: 33.1, height: 20.2), sampling: sampling)
            canvas.draw(RasterImage(bitmap: clear), transform: CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2),
                        sampling: sampling)
        }
        XCTAssertTrue(after.hasSamePixels(as: before))
    }
}

extension Canvas {
    /// This canvas's transform, clip and alpha over another target of the same size.
    func retargeted(to bitmap: Bitmap) -> Canvas {
        var c = Canvas(target: bitmap)
        c.transform = transform
        c.clip(toDeviceRect: clip)
        c.alpha = alpha
        return c
    }
}
