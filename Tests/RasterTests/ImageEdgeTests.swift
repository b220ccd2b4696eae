import XCTest
@testable import Raster

/// The outline of a drawn image: opaque images stay opaque inside at every scale, edges show
/// no dark or transparent fringe, and nothing outside the clip or the quad changes.
final class ImageEdgeTests: XCTestCase {
    static let scales: [Double] = [0.1, 0.25, 0.37, 0.5, 1, 1.5, 2, 8, 16.3]
    /// A 1000 x 1000 opaque image with detail at every scale; built once.
    static let large = RasterImage(bitmap: TestPixels.pattern(width: 1000, height: 1000, cell: 3))

    func testOpaqueImageStaysOpaqueInsideWholePixelRectAtEveryScale() {
        let image = Self.large
        for sampling in [Sampling.mipmapped, .bilinear, .nearest] {
            for scale in Self.scales {
                let side = (1000 * scale).rounded()
                // Two placements: the top-left corner inside the target, then the bottom-right.
                for origin in [CGPoint(x: 3, y: 5), CGPoint(x: 61 - side, y: 57 - side)] {
                    let target = Bitmap(width: 64, height: 60)
                    Canvas(target: target).draw(image, in: CGRect(origin: origin, size: CGSize(width: side, height: side)),
                                                sampling: sampling)
                    let inside = PixelRect(x: Int(origin.x), y: Int(origin.y), width: Int(side), height: Int(side))
                    for y in 0..<target.height {
                        for x in 0..<target.width {
                            let isInside = inside.contains(PixelRect(x: x, y: y, width: 1, height: 1))
                            let a = target[x, y] >> 24
                            if isInside && a != 255 || !isInside && target[x, y] != 0 {
                                XCTFail("\(sampling) at \(scale), origin \(origin): pixel (\(x), \(y)) = "
                                        + String(target[x, y], radix: 16))
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    func testUniformImageHasNoFringeAtAnyEdge() {
        // A uniform opaque colour: every pixel must be that colour times its coverage, so any
        // darkening or transparency leaking in from outside the image shows.
        let colour: UInt32 = 0xFFC8_9664
        let bitmap = Bitmap(width: 37, height: 23)
        bitmap.clear(to: colour)
        let image = RasterImage(bitmap: bitmap)
        for sampling in [Sampling.mipmapped, .bilinear, .nearest] {
            for scale in [2.0, 0.37, 1.3, 0.6] {
                for origin in [CGPoint(x: 2, y: 3), CGPoint(x: 1.4, y: 2.7)] {
                    let target = Bitmap(width: 80, height: 50)
                    let rect = CGRect(origin: origin, size: CGSize(width: 37 * scale, height: 23 * scale))
                    Canvas(target: target).draw(image, in: rect, sampling: sampling)
                    for y in 0..<target.height {
                        for x in 0..<target.width {
                            let cover = max(0, min(Double(x + 1), rect.maxX) - max(Double(x), rect.minX))
                                * max(0, min(Double(y + 1), rect.maxY) - max(Double(y), rect.minY))
                            let got = channels(target[x, y]), want = channels(colour) * cover
                            for c in 0..<4 where abs(got[c] - want[c]) > 0.5 + 1e-9 {
                                XCTFail("\(sampling) at \(scale) from \(origin): (\(x), \(y)) \(got) vs \(want)")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    func testLastColumnAndRowAreNotDarkerThanReference() {
        let image = RasterImage(bitmap: TestPixels.pattern(width: 101, height: 67, cell: 4))
        for scale in [2.0, 0.37] {
            let target = Bitmap(width: Int(101 * scale) + 3, height: Int(67 * scale) + 3)
            let canvas = Canvas(target: target)
            let rect = CGRect(x: 1, y: 1, width: 101 * scale, height: 67 * scale)
            canvas.draw(image, in: rect)
            let t = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 1, ty: 1)
            let reference = ImageReference(canvas: Canvas(target: target), image: image, imageToUser: t, sampling: .mipmapped)
            let lastX = Int(rect.maxX.rounded(.up)) - 1, lastY = Int(rect.maxY.rounded(.up)) - 1
            for (x, y) in (1...lastY).map({ (lastX, $0) }) + (1...lastX).map({ ($0, lastY) })
                + (1...lastY).map({ (lastX - 1, $0) }) + (1...lastX).map({ ($0, lastY - 1) }) {
                let e = reference.expected(x: x, y: y, before: 0), got = channels(target[x, y])
                for c in 0..<4 {
                    XCTAssertGreaterThanOrEqual(got[c], e[c] - 1, "scale \(scale) pixel (\(x), \(y))")
                    XCTAssertLessThanOrEqual(got[c], e[c] + 1, "scale \(scale) pixel (\(x), \(y))")
                }
            }
        }
    }

    func testNothingOutsideClipChanges() {
        var g = SplitMix64(seed: 11)
        let image = RasterImage(bitmap: TestPixels.random(width: 50, height: 40, opaque: false, &g))
        let opaque = RasterImage(bitmap: TestPixels.pattern(width: 50, height: 40))
        let transforms = [CGAffineTransform(a: 2.3, b: 0, c: 0, d: 1.7, tx: -10.2, ty: -5.5),
                          CGAffineTransform(a: 0.31, b: 0, c: 0, d: 0.4, tx: 5.5, ty: 3.25),
                          CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -3, ty: -4),
                          CGAffineTransform(a: -1.5, b: 0, c: 0, d: 1.5, tx: 70, ty: -6),
                          CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.6, y: 1.6).translatedBy(x: 4, y: -12)]
        let sentinel: UInt32 = 0x8040_2010
        for t in transforms {
            for sampling in [Sampling.nearest, .bilinear, .mipmapped] {
                for img in [image, opaque] {
                    let target = Bitmap(width: 60, height: 50)
                    target.clear(to: sentinel)
                    var canvas = Canvas(target: target)
                    let clip = PixelRect(x: 13, y: 9, width: 29, height: 21)
                    canvas.clip(toDeviceRect: clip)
                    canvas.alpha = 0.8
                    canvas.draw(img, transform: t, sampling: sampling)
                    var changedInside = 0
                    for y in 0..<target.height {
                        for x in 0..<target.width {
                            if clip.contains(PixelRect(x: x, y: y, width: 1, height: 1)) {
                                if target[x, y] != sentinel { changedInside += 1 }
                            } else if target[x, y] != sentinel {
                                XCTFail("\(t) \(sampling): pixel (\(x), \(y)) outside the clip changed")
                                return
                            }
                        }
                    }
                    XCTAssertGreaterThan(changedInside, 40, "\(t) \(sampling): the draw reached the clip")
                }
            }
        }
    }

    func testFlippedDrawMirrorsUnflipped() {
        let image = RasterImage(bitmap: TestPixels.pattern(width: 30, height: 20, cell: 3))
        for sampling in [Sampling.nearest, .bilinear, .mipmapped] {
            for scale in [0.45, 1.0, 2.5] {
                let plain = Bitmap(width: 80, height: 60), flipped = Bitmap(width: 80, height: 60)
                Canvas(target: plain).draw(image, transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 3, ty: 2),
                                           sampling: sampling)
                // Mirror about the target's vertical centre line: x -> 80 - x.
                Canvas(target: flipped).draw(image, transform: CGAffineTransform(a: -scale, b: 0, c: 0, d: scale, tx: 77, ty: 2),
                                             sampling: sampling)
                var worst: UInt32 = 0
                for y in 0..<60 {
                    for x in 0..<80 {
                        let a = plain[x, y], b = flipped[79 - x, y]
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let d = Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)
                            worst = max(worst, UInt32(abs(d)))
                        }
                    }
                }
                // Sample points mirror exactly, so only the last bit of a weight may differ.
                XCTAssertLessThanOrEqual(worst, 1, "\(sampling) at \(scale)")
            }
        }
    }
}
