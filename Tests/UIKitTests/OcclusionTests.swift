import XCTest
@testable import UIKit

/// Occlusion culling: what an opaque view painted later wholly covers is not drawn, and
/// frames are the same to the bit as when everything is drawn.
final class OcclusionTests: XCTestCase {
    final class Recorder: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.green.setFill()
            UIRectFill(bounds)
        }
    }

    private func opaque(_ frame: CGRect, _ color: UIColor = .red) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        return v
    }

    /// How often `recorder` draws in a 100 x 100 window at `scale` once `cover` (added
    /// after it, or before with `coverBeneath`) is in place.
    private func draws(under cover: UIView, coverBeneath: Bool = false, scale: CGFloat = 1,
                       recorderFrame: CGRect = CGRect(x: 10, y: 10, width: 50, height: 50)) -> Int {
        let root = opaque(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let recorder = Recorder(frame: recorderFrame)
        if coverBeneath { root.addSubview(cover) }
        root.addSubview(recorder)
        if !coverBeneath { root.addSubview(cover) }
        _ = root.renderedBitmap(scale: scale)
        return recorder.draws
    }

    func testAViewWhollyUnderAnOpaqueSiblingIsNotDrawn() {
        XCTAssertEqual(draws(under: opaque(CGRect(x: 0, y: 0, width: 80, height: 80))), 0)
        XCTAssertEqual(draws(under: opaque(CGRect(x: 10, y: 10, width: 50, height: 50))), 0, "exactly covered")
        XCTAssertEqual(draws(under: opaque(CGRect(x: 9.5, y: 9.5, width: 51, height: 51))), 0,
                       "fractional edges outside the recorder's pixels")
        XCTAssertEqual(draws(under: opaque(CGRect(x: 4.75, y: 4.75, width: 60.5, height: 60.5)), scale: 2), 0,
                       "at 2x: 9.5...130.5 px covers 10...130")
        let image = UIImageView(image: UIImage(bitmap: Self.bitmap(side: 8, alpha: 255)))
        image.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
        XCTAssertEqual(draws(under: image), 0, "an opaque image")
        let nested = UIView(frame: CGRect(x: 5, y: 5, width: 90, height: 90))
        nested.addSubview(opaque(CGRect(x: 0, y: 0, width: 60, height: 60)))
        XCTAssertEqual(draws(under: nested), 0, "an opaque view inside a later sibling")
    }

    func testWhatCouldShowIsDrawn() {
        XCTAssertEqual(draws(under: opaque(CGRect(x: 11, y: 10, width: 60, height: 60))), 1, "one column shows")
        XCTAssertEqual(draws(under: opaque(CGRect(x: 10.5, y: 10, width: 60, height: 60))), 1,
                       "the first column is only half covered")
        XCTAssertEqual(draws(under: opaque(CGRect(x: 0, y: 0, width: 80, height: 80)), coverBeneath: true), 1,
                       "painted before the recorder")
        let translucent = opaque(CGRect(x: 0, y: 0, width: 80, height: 80), UIColor(red: 1, green: 0, blue: 0, alpha: 0.99))
        XCTAssertEqual(draws(under: translucent), 1, "a translucent background")
        let faded = opaque(CGRect(x: 0, y: 0, width: 80, height: 80))
        faded.alpha = 0.99
        XCTAssertEqual(draws(under: faded), 1, "alpha below 1")
        let notOpaque = opaque(CGRect(x: 0, y: 0, width: 80, height: 80))
        notOpaque.isOpaque = false
        XCTAssertEqual(draws(under: notOpaque), 1, "isOpaque false")
        let rotated = opaque(CGRect(x: -20, y: -20, width: 140, height: 140))
        rotated.transform = CGAffineTransform(rotationAngle: 0.01)
        XCTAssertEqual(draws(under: rotated), 1, "not axis-aligned")
        let hidden = opaque(CGRect(x: 0, y: 0, width: 80, height: 80))
        hidden.isHidden = true
        XCTAssertEqual(draws(under: hidden), 1)
        let clipped = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        clipped.clipsToBounds = true
        clipped.addSubview(opaque(CGRect(x: 0, y: 0, width: 100, height: 100)))
        XCTAssertEqual(draws(under: clipped), 1, "the cover is clipped to part of the recorder")
        let seeThrough = UIImageView(image: UIImage(bitmap: Self.bitmap(side: 8, alpha: 254)))
        seeThrough.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
        XCTAssertEqual(draws(under: seeThrough), 1, "an image with a translucent pixel")
    }

    func testAnOpaqueSubviewHidesItsSuperviewsDrawingButNotItself() {
        let root = opaque(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let parent = Recorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let child = Recorder(frame: parent.bounds)
        child.backgroundColor = .blue
        parent.addSubview(child)
        root.addSubview(parent)
        let b = root.renderedBitmap()
        XCTAssertEqual([parent.draws, child.draws], [0, 1])
        XCTAssertEqual(Color(premultiplied: b[30, 30]), Color(red: 0, green: 255, blue: 0), "the child's own drawing")
        XCTAssertEqual(Color(premultiplied: b[5, 5]), .white)
    }

    /// Random scenes of overlapping views (opaque and not, images, clips, rotations,
    /// fractional frames, scroll offsets, group opacity) at 1x, 1.5x and 2x: the frame
    /// with culling equals the frame without, pixel for pixel, and culling happened.
    func testFramesAreIdenticalWithAndWithoutCulling() {
        var rng = SplitMix(state: 18)
        var culled = 0
        for trial in 0..<60 {
            let scale: CGFloat = [1, 1.5, 2][trial % 3]
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            root.backgroundColor = rng.chance(0.7) ? .white : nil
            var recorders: [Recorder] = []
            func populate(_ parent: UIView, depth: Int) {
                for _ in 0..<rng.int(1...5) {
                    let frame = CGRect(x: rng.coordinate(-10...60), y: rng.coordinate(-10...44),
                                       width: rng.coordinate(2...60), height: rng.coordinate(2...44))
                    let v: UIView
                    switch rng.int(0...3) {
                    case 0:
                        let image = UIImageView(image: UIImage(bitmap: Self.bitmap(side: rng.int(2...9),
                                                                                   alpha: rng.chance(0.8) ? 255 : 200)))
                        image.frame = frame
                        image.contentMode = rng.chance(0.5) ? .scaleToFill : .scaleAspectFill
                        image.sampling = rng.chance(0.5) ? .mipmapped : .nearest
                        v = image
                    case 1:
                        let r = Recorder(frame: frame)
                        recorders.append(r)
                        v = r
                    default:
                        v = UIView(frame: frame)
                    }
                    v.backgroundColor = rng.chance(0.8)
                        ? UIColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.chance(0.8) ? 1 : 0.6) : nil
                    if rng.chance(0.15) { v.alpha = 0.7 }
                    if rng.chance(0.1) { v.transform = CGAffineTransform(rotationAngle: 0.3) }
                    if rng.chance(0.1) { v.transform = CGAffineTransform(scaleX: 1.3, y: 0.8) }
                    if rng.chance(0.2) { v.clipsToBounds = true }
                    if rng.chance(0.15) { v.bounds.origin = CGPoint(x: rng.coordinate(-5...5), y: rng.coordinate(-5...5)) }
                    if rng.chance(0.1) { v.isOpaque = false }
                    parent.addSubview(v)
                    if depth < 2, rng.chance(0.4) { populate(v, depth: depth + 1) }
                }
            }
            populate(root, depth: 0)
            func render(culling: Bool) -> Bitmap { renderTree(root, scale: scale, culling: culling) }
            let everything = render(culling: false)
            let drawsWithout = recorders.map(\.draws)
            let culledFrame = render(culling: true)
            for (r, before) in zip(recorders, drawsWithout) where r.draws - before == 0 { culled += 1 }
            let result = ImageComparison.compare(expected: everything, actual: culledFrame, makesDiffImage: false)
            XCTAssertTrue(result.passed, "trial \(trial) at \(scale)x: \(result.summary)")
        }
        XCTAssertGreaterThan(culled, 5, "some recorders were hidden and not drawn")
    }

    /// A `side` x `side` image of varied colours, every pixel at `alpha` but one corner
    /// pixel opaque (so an image with alpha below 255 is translucent, not clear).
    static func bitmap(side: Int, alpha: UInt32) -> Bitmap {
        let b = Bitmap(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let c = Color(red: UInt8(x * 255 / side), green: UInt8(y * 255 / side), blue: 128, alpha: UInt8(alpha))
                b[x, y] = c.premultiplied
            }
        }
        b[0, 0] = 0xFF10_2030
        return b
    }
}
