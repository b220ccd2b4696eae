import XCTest
@testable import UIKit

/// Layers in the compositor: occlusion stays exact with rounded, masked and shadowed
/// views; damage covers shadows; a static shadow is cast once.
final class LayerRenderingTests: XCTestCase {
    /// Random trees of views with corners, masks, borders, shadows and sublayers render
    /// the same with and without occlusion culling.
    func testFramesAreIdenticalWithAndWithoutCulling() {
        var rng = SplitMix(state: 91)
        for trial in 0..<50 {
            let scale: CGFloat = [1, 1.5, 2][trial % 3]
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            root.backgroundColor = .white
            func populate(_ parent: UIView, depth: Int) {
                for _ in 0..<rng.int(1...4) {
                    let v = UIView(frame: CGRect(x: rng.coordinate(-10...60), y: rng.coordinate(-10...44),
                                                 width: rng.coordinate(4...60), height: rng.coordinate(4...44)))
                    v.backgroundColor = rng.chance(0.85)
                        ? UIColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.chance(0.8) ? 1 : 0.6) : nil
                    if rng.chance(0.5) { v.layer.cornerRadius = rng.coordinate(0...20) }
                    if rng.chance(0.3) { v.layer.masksToBounds = true }
                    if rng.chance(0.3) {
                        v.layer.borderWidth = rng.coordinate(0.5...4)
                        v.layer.borderColor = UIColor(red: rng.unit(), green: 0, blue: 1, alpha: 0.8).cgColor
                    }
                    if rng.chance(0.3) {
                        v.layer.shadowOpacity = Float(rng.unit())
                        v.layer.shadowRadius = rng.coordinate(0...6)
                        v.layer.shadowOffset = CGSize(width: rng.coordinate(-4...4), height: rng.coordinate(-4...4))
                    }
                    if rng.chance(0.2) {
                        let sub = CALayer()
                        sub.frame = CGRect(x: rng.coordinate(-5...20), y: rng.coordinate(-5...20), width: 14, height: 10)
                        sub.backgroundColor = UIColor.systemGreen.cgColor
                        sub.cornerRadius = 3
                        v.layer.insertSublayer(sub, at: UInt32(rng.int(0...1)))
                    }
                    if rng.chance(0.1) { v.alpha = 0.7 }
                    if rng.chance(0.1) { v.transform = CGAffineTransform(rotationAngle: 0.3) }
                    parent.addSubview(v)
                    if depth < 2, rng.chance(0.4) { populate(v, depth: depth + 1) }
                }
            }
            populate(root, depth: 0)
            func render(culling: Bool) -> Bitmap { renderTree(root, scale: scale, culling: culling) }
            let result = ImageComparison.compare(expected: render(culling: false), actual: render(culling: true),
                                                 makesDiffImage: false)
            XCTAssertTrue(result.passed, "trial \(trial) at \(scale)x: \(result.summary)")
        }
    }

    /// A subview filling a rounded, masking card is no occluder of the card's corners:
    /// what lies behind them still shows.
    func testAMaskedSubviewDoesNotHideWhatItsCornersShow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .red
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        let fill = UIView(frame: card.bounds)
        fill.backgroundColor = .blue
        card.addSubview(fill)
        root.addSubview(card)
        let bitmap = root.renderedBitmap()
        XCTAssertEqual(bitmap[10, 10], UIColor.red.rasterColor.premultiplied, "the corner shows the red behind")
        XCTAssertEqual(bitmap[30, 30], UIColor.blue.rasterColor.premultiplied)
        XCTAssertEqual(bitmap[30, 10], UIColor.blue.rasterColor.premultiplied, "an edge's middle is the card's")
    }

    /// Turning a shadow on damages where it falls, beyond the view's frame, and the
    /// incremental frame equals a full render; turning it off again clears it.
    func testShadowDamageExtendsBeyondTheFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: 30, width: 40, height: 30))
        card.backgroundColor = .white
        window.addSubview(card)
        let compositor = FrameCompositor(window: window)
        compositor.renderFrame()
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        let rects = compositor.renderFrame()
        XCTAssertTrue(rects.contains { $0.maxY >= 30 + 30 + 10 + 4 }, "damage reaches the shadow's far edge: \(rects)")
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))
        XCTAssertNotEqual(compositor.frame[60, 66], Color.white.premultiplied, "the shadow shows under the card")
        card.layer.shadowOpacity = 0
        compositor.renderFrame()
        XCTAssertEqual(compositor.frame[60, 66], Color.white.premultiplied, "and is gone with it")
        // A standalone sublayer moved: old and new places redrawn.
        let badge = CALayer()
        badge.frame = CGRect(x: -10, y: -10, width: 12, height: 12)
        badge.backgroundColor = UIColor.red.cgColor
        card.layer.addSublayer(badge)
        compositor.renderFrame()
        XCTAssertEqual(compositor.frame[32, 22], UIColor.red.rasterColor.premultiplied, "a sublayer outside the bounds draws")
        badge.position = CGPoint(x: 60, y: 10)
        compositor.renderFrame()
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))
        XCTAssertEqual(compositor.frame[32, 22], Color.white.premultiplied)
    }

    /// A static shadow is cast once: later frames reuse the mask; a whole-pixel move
    /// keeps it; a change of what casts it recasts it.
    func testAStaticShadowIsCastOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 30, y: 20, width: 50, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.5
        let dot = UIView(frame: CGRect(x: 45, y: 35, width: 10, height: 10))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        window.addSubview(card)
        let compositor = FrameCompositor(window: window)
        compositor.renderFrame()
        let key = card.layer.shadowCache.key
        XCTAssertNotNil(key)
        let storage = card.layer.shadowCache.mask.values.withUnsafeBufferPointer { $0.baseAddress }
        compositor.invalidateAll()
        compositor.renderFrame()
        XCTAssertEqual(card.layer.shadowCache.key, key, "nothing changed: the same shadow")
        XCTAssertEqual(card.layer.shadowCache.mask.values.withUnsafeBufferPointer { $0.baseAddress }, storage)
        dot.backgroundColor = .green
        // (The damage is the dot's square, which the opaque dot covers: the card is not
        // drawn there at all.)
        compositor.renderFrame()
        XCTAssertEqual(card.layer.shadowCache.key, key)
        compositor.invalidateAll()
        compositor.renderFrame()
        XCTAssertNotEqual(card.layer.shadowCache.key, key, "a subview changed: recast from the new drawing")
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))

        // With a shadow path, moving by whole pixels keeps the mask.
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
        compositor.renderFrame()
        let pathKey = card.layer.shadowCache.key
        card.center.x += 3
        dot.backgroundColor = .red
        compositor.renderFrame()
        XCTAssertEqual(card.layer.shadowCache.key, pathKey)
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))
    }

    /// Inside `UIView.animate`, a view's opacity through its layer animates as its alpha.
    func testLayerOpacityAnimatesAsAlpha() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.layer.opacity = 0 }
        XCTAssertEqual(view.layer.opacity, 0, "the model value is the new one at once")
        host.advance(by: 0.5)
        XCTAssertEqual(Double(view.presentation.alpha), 0.5, accuracy: 0.15, "half way, eased")
        host.advance(by: 0.6)
        XCTAssertEqual(view.presentation.alpha, 0)
    }
}
