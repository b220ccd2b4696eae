import Foundation
import XCTest
@testable import Raster

/// The kernels Core Animation layers need, against float references: the three-box blur
/// of shadows, the rounded-corner mask of `masksToBounds`, the mask fill that paints a
/// shadow, the axial gradient, and path trimming for `strokeEnd`.
final class LayerKernelTests: XCTestCase {
    // MARK: Box blur

    func testBoxSizesFollowTheSVGFormula() {
        // σ = 3: d = ⌊3 · 1.88 + 0.5⌋ = 6, even: boxes of 6 offset both ways, one of 7.
        let three = BoxBlur(sigma: 3)
        XCTAssertEqual(three.boxes.map(\.size), [6, 6, 7])
        XCTAssertEqual(three.boxes.map(\.before), [3, 2, 3])
        XCTAssertEqual(three.spread, 9)
        // σ = 4: d = ⌊7.52 + 0.5⌋ = 8 ... σ = 2.5: d = 5, odd: three centred boxes of 5.
        XCTAssertEqual(BoxBlur(sigma: 2.5).boxes.map(\.size), [5, 5, 5])
        XCTAssertEqual(BoxBlur(sigma: 2.5).spread, 6)
        XCTAssertTrue(BoxBlur(sigma: 0.3).boxes.isEmpty)
        XCTAssertTrue(BoxBlur(sigma: .nan).boxes.isEmpty)
    }

    /// A random mask blurred, against the same three boxes in floating point (no
    /// rounding between passes) and against a true Gaussian.
    func testBlurMatchesFloatBoxesAndApproximatesTheGaussian() {
        var rng = SplitMix64(seed: 19)
        for sigma in [1.0, 2.5, 3.0, 6.5] {
            let blur = BoxBlur(sigma: sigma)
            let w = 48, h = 40
            var mask = AlphaMask(width: w, height: h)
            // A block shape plus noise: edges and texture.
            for y in 0..<h {
                for x in 0..<w {
                    let inBlock = x >= 14 && x < 34 && y >= 12 && y < 28
                    mask[x, y] = inBlock ? 255 : (rng.chance(0.1) ? UInt8(rng.int(0...255)) : 0)
                }
            }
            let input = mask.values.map(Double.init)
            var scratch: [UInt32] = []
            blur.apply(to: &mask, scratch: &scratch)

            var boxed = input
            for box in blur.boxes { boxed = LayerKernelTests.box(boxed, width: w, height: h, box: box, horizontal: true) }
            for box in blur.boxes { boxed = LayerKernelTests.box(boxed, width: w, height: h, box: box, horizontal: false) }
            let boxError = zip(mask.values, boxed).map { abs(Double($0) - $1) }.max()!
            // Six roundings to 8 bits, each at most half a level, blurred on.
            XCTAssertLessThanOrEqual(boxError, 2.0, "σ \(sigma): box blur against its float reference")

        }
    }

    /// A shape (a shadow's source) blurred by three boxes stays within 5% of full scale
    /// of the true Gaussian: the box size is a whole number of pixels (σ 1 asks for
    /// 1.88 and gets 2, σ 3 asks for 5.64 and gets 6), so small σ err most.
    func testBlurOfAShapeApproximatesTheGaussian() {
        for sigma in [1.0, 2.5, 3.0, 6.5] {
            let w = 64, h = 56
            var mask = AlphaMask(width: w, height: h)
            for y in 18..<38 { for x in 16..<48 { mask[x, y] = 255 } }
            let input = mask.values.map(Double.init)
            var scratch: [UInt32] = []
            BoxBlur(sigma: sigma).apply(to: &mask, scratch: &scratch)
            let gaussian = LayerKernelTests.gaussian(input, width: w, height: h, sigma: sigma)
            let error = zip(mask.values, gaussian).map { abs(Double($0) - $1) }.max()!
            XCTAssertLessThanOrEqual(error, 0.05 * 255, "σ \(sigma): three boxes against the Gaussian")
        }
    }

    func testBlurKeepsTheMassOfAShapeWithMargin() {
        let blur = BoxBlur(sigma: 4)
        let s = blur.spread
        var mask = AlphaMask(width: 20 + 2 * s, height: 10 + 2 * s)
        for y in s..<(s + 10) { for x in s..<(s + 20) { mask[x, y] = 255 } }
        var scratch: [UInt32] = []
        blur.apply(to: &mask, scratch: &scratch)
        let mass = mask.values.reduce(0) { $0 + Int($1) }
        XCTAssertEqual(Double(mass), 200 * 255, accuracy: 200 * 255 * 0.01)
        XCTAssertEqual(mask[0, 0], 0, "the margin holds the whole spread")
        XCTAssertLessThan(mask[s + 10, s + 5], 255, "a 10-pixel-high block blurred at σ 4 is no longer full")
        XCTAssertGreaterThan(mask[s + 10, s + 5], 128)
    }

    /// One box pass in floating point, values beyond the edges 0.
    static func box(_ v: [Double], width w: Int, height h: Int, box: BoxBlur.Box, horizontal: Bool) -> [Double] {
        var out = v
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0.0
                for k in -box.before...box.after {
                    let xx = horizontal ? x + k : x, yy = horizontal ? y : y + k
                    if xx >= 0, xx < w, yy >= 0, yy < h { sum += v[yy * w + xx] }
                }
                out[y * w + x] = sum / Double(box.size)
            }
        }
        return out
    }

    /// A true separable Gaussian of `sigma`, values beyond the edges 0.
    static func gaussian(_ v: [Double], width w: Int, height h: Int, sigma: Double) -> [Double] {
        let r = Int((4 * sigma).rounded(.up))
        let weights = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        func pass(_ v: [Double], horizontal: Bool) -> [Double] {
            var out = v
            for y in 0..<h {
                for x in 0..<w {
                    var sum = 0.0
                    for k in -r...r {
                        let xx = horizontal ? x + k : x, yy = horizontal ? y : y + k
                        if xx >= 0, xx < w, yy >= 0, yy < h { sum += v[yy * w + xx] * weights[k + r] }
                    }
                    out[y * w + x] = sum / total
                }
            }
            return out
        }
        return pass(pass(v, horizontal: true), horizontal: false)
    }

    // MARK: Rounded mask

    /// Random pixels masked to random rounded rectangles (scaled, sometimes rotated,
    /// random clips): each pixel inside the clip is its value times the exact coverage,
    /// pixels outside the clip untouched.
    func testRoundedMaskAgainstExactCoverage() {
        var rng = SplitMix64(seed: 7)
        for round in 0..<60 {
            let w = 40, h = 36
            let background = RasterFixtures.randomBackground(width: w, height: h, rng: &rng)
            let bitmap = background.copy()
            var canvas = RasterFixtures.randomCanvas(bitmap, rng: &rng)
            let rotated = round % 4 == 3
            if rotated {
                canvas.transform = CGAffineTransform(translationX: 20, y: 18).rotated(by: rng.double(0.1...1.4))
                    .translatedBy(x: -14, y: -12)
            } else {
                canvas.transform = CGAffineTransform(a: rng.double(0.5...2), b: 0, c: 0, d: rng.double(0.5...2),
                                                     tx: rng.double(-3...6), ty: rng.double(-3...6))
            }
            let rect = CGRect(x: rng.double(-2...8), y: rng.double(-2...8), width: rng.double(1...30), height: rng.double(1...26))
            let radius = rng.double(0...16)
            canvas.mask(toRoundedRect: rect, cornerRadius: radius)
            let coverage = ReferenceRasterizer.coverage(
                of: ReferenceRasterizer.roundedRect(rect, radius: radius, transform: canvas.transform), width: w, height: h)
            var worst = 0.0
            for y in 0..<h {
                for x in 0..<w {
                    let inside = x >= canvas.clip.x && x < canvas.clip.maxX && y >= canvas.clip.y && y < canvas.clip.maxY
                    let c = inside ? coverage[y * w + x] : 1
                    let before = background[x, y], after = bitmap[x, y]
                    for ch in 0..<4 {
                        let shift = UInt32(8 * ch)
                        let expected = Double(before >> shift & 0xFF) * c
                        worst = max(worst, abs(Double(after >> shift & 0xFF) - expected))
                    }
                }
            }
            // The coverage rounds to 8 bits, then the channel: two half levels, plus the
            // polygon's approximation under rotation.
            XCTAssertLessThanOrEqual(worst, rotated ? 1.6 : 1.02, "round \(round)")
        }
    }

    // MARK: Mask fill

    func testMaskFillAgainstFloatCompositing() {
        var rng = SplitMix64(seed: 3)
        for round in 0..<30 {
            let w = 24, h = 20
            let background = RasterFixtures.randomBackground(width: w, height: h, rng: &rng)
            let bitmap = background.copy()
            let canvas = RasterFixtures.randomCanvas(bitmap, rng: &rng)
            var mask = AlphaMask(width: rng.int(1...20), height: rng.int(1...18))
            for i in mask.values.indices { mask.values[i] = UInt8(rng.int(0...255)) }
            let ox = rng.int(-4...10), oy = rng.int(-4...8)
            let color = rng.color()
            let skip = round % 3 == 0 ? PixelRect(x: rng.int(0...12), y: rng.int(0...10), width: rng.int(0...12), height: rng.int(0...10)) : nil
            canvas.fill(mask: mask, atDeviceX: ox, y: oy, with: color, skipping: skip)
            var coverage = [Double](repeating: 0, count: w * h)
            for y in 0..<mask.height {
                for x in 0..<mask.width where x + ox >= 0 && x + ox < w && y + oy >= 0 && y + oy < h {
                    let dx = x + ox, dy = y + oy
                    let skipped = skip.map { dx >= $0.x && dx < $0.maxX && dy >= $0.y && dy < $0.maxY } ?? false
                    coverage[dy * w + dx] = skipped ? 0 : Double(mask[x, y]) / 255
                }
            }
            let expected = ReferenceRasterizer.composite(background: background, coverage: coverage, color: color,
                                                         globalAlpha: canvas.alphaLevel, mode: .sourceOver, clip: canvas.clip)
            let worst = ReferenceRasterizer.worstError(bitmap, expected)
            // Rounded: the colour's alpha times the canvas's, the premultiplied colour,
            // and the blend through the mask (one rounding, `SolidMaskKernel.over`).
            XCTAssertLessThanOrEqual(worst.error, 2.5, "round \(round) at \(worst.x), \(worst.y)")
        }
    }

    // MARK: Gradient

    func testAxialGradientColoursAlongTheAxis() {
        let bitmap = Bitmap(width: 256, height: 4)
        bitmap.clear()
        let canvas = Canvas(target: bitmap)
        let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
        canvas.fillAxialGradient(CGRect(x: 0, y: 0, width: 256, height: 4),
                                 stops: [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)],
                                 from: CGPoint(x: 0, y: 0), to: CGPoint(x: 256, y: 0))
        for x in [0, 64, 128, 200, 255] {
            let p = Color(premultiplied: bitmap[x, 2])
            // The pixel centre's place on the axis, in the table's 256 steps.
            let f = (((Double(x) + 0.5) / 256) * 255).rounded() / 255
            XCTAssertEqual(Double(p.red), 255 * (1 - f), accuracy: 1, "x \(x)")
            XCTAssertEqual(Double(p.blue), 255 * f, accuracy: 1, "x \(x)")
            XCTAssertEqual(p.alpha, 255)
        }
    }

    func testGradientStopsAndEndsExtend() {
        let bitmap = Bitmap(width: 100, height: 1)
        bitmap.clear()
        let canvas = Canvas(target: bitmap)
        let a = Color(red: 0, green: 0, blue: 0), b = Color(red: 255, green: 255, blue: 255)
        // Axis from x = 25 to x = 75, stops at 0.5 and 1: black up to x = 50, then a ramp.
        canvas.fillAxialGradient(CGRect(x: 0, y: 0, width: 100, height: 1),
                                 stops: [GradientStop(location: 0.5, color: a), GradientStop(location: 1, color: b)],
                                 from: CGPoint(x: 25, y: 0), to: CGPoint(x: 75, y: 0))
        XCTAssertEqual(Color(premultiplied: bitmap[5, 0]).red, 0)
        XCTAssertEqual(Color(premultiplied: bitmap[45, 0]).red, 0)
        XCTAssertEqual(Double(Color(premultiplied: bitmap[62, 0]).red), 255 * (62.5 - 50) / 25, accuracy: 3)
        XCTAssertEqual(Color(premultiplied: bitmap[90, 0]).red, 255)
    }

    // MARK: Trimming

    func testTrimmedPathKeepsTheFractionOfItsLength() {
        var square = Path()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(square.trimmed(from: 0, to: 1), square)
        let half = square.trimmed(from: 0, to: 0.5)
        let lines = half.flattened(.identity, tolerance: 0.01)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines.map(Path.length(of:)).reduce(0, +), 20, accuracy: 1e-9)
        XCTAssertEqual(lines[0].points.last.map { CGPoint(x: $0.x, y: $0.y) }, CGPoint(x: 10, y: 10))
        let middle = square.trimmed(from: 0.3, to: 0.6).flattened(.identity, tolerance: 0.01)
        XCTAssertEqual(middle.map(Path.length(of:)).reduce(0, +), 12, accuracy: 1e-9)
        XCTAssertTrue(square.trimmed(from: 0.7, to: 0.2).isEmpty)

        var circle = Path()
        circle.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let quarter = circle.trimmed(from: 0, to: 0.25, tolerance: 0.001).flattened(.identity, tolerance: 0.001)
        XCTAssertEqual(quarter.map(Path.length(of:)).reduce(0, +), 2 * .pi * 10 / 4, accuracy: 0.01)
    }
}
