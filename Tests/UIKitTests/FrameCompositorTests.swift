import XCTest
@testable import UIKit

final class FrameCompositorTests: XCTestCase {
    func makeWindow() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        box.backgroundColor = .red
        window.addSubview(box)
        return (window, box)
    }

    func testFirstFrameIsWholeThenNothingWhenIdle() {
        let (window, _) = makeWindow()
        let compositor = FrameCompositor(window: window, scale: 2)
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 200, height: 160)])
        XCTAssertEqual(compositor.renderFrame(), [], "an idle window redraws nothing")
        XCTAssertEqual(compositor.frame[25, 25], UIColor.red.rasterColor.premultiplied)
        XCTAssertEqual(compositor.frame[5, 5], Color.white.premultiplied)
    }

    func testMovingAViewRedrawsOnlyOldAndNewPlaces() {
        let (window, box) = makeWindow()
        let compositor = FrameCompositor(window: window, scale: 1)
        compositor.renderFrame()
        box.frame.origin = CGPoint(x: 60, y: 50)
        let rects = compositor.renderFrame()
        XCTAssertEqual(Set(rects), [PixelRect(x: 10, y: 10, width: 20, height: 10), PixelRect(x: 60, y: 50, width: 20, height: 10)])
        XCTAssertEqual(compositor.frame[15, 15], Color.white.premultiplied, "the old place is repainted")
        XCTAssertEqual(compositor.frame[65, 55], UIColor.red.rasterColor.premultiplied)
        // The incremental frame equals a full render.
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))
    }

    func testScrollingAClippingViewDamagesOnlyItsFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clip = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        clip.clipsToBounds = true
        for i in 0..<1000 {
            let v = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 40, height: 10))
            v.backgroundColor = i % 2 == 0 ? .blue : .green
            clip.addSubview(v)
        }
        window.addSubview(clip)
        let compositor = FrameCompositor(window: window)
        compositor.renderFrame()
        clip.bounds.origin.y = 5000
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 20, y: 20, width: 40, height: 40)])
        XCTAssertEqual(compositor.frame[30, 25], UIColor.blue.rasterColor.premultiplied, "row 500 is blue")
        XCTAssertEqual(compositor.frame[30, 35], UIColor.green.rasterColor.premultiplied)
    }

    func testHidingAndAlphaAndReorderingDamage() {
        let (window, box) = makeWindow()
        let compositor = FrameCompositor(window: window)
        compositor.renderFrame()
        box.isHidden = true
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 10, y: 10, width: 20, height: 10)])
        XCTAssertEqual(compositor.frame[15, 15], Color.white.premultiplied)
        box.isHidden = false
        box.alpha = 0.5
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 10, y: 10, width: 20, height: 10)])
        box.removeFromSuperview()
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 10, y: 10, width: 20, height: 10)])
        XCTAssertEqual(compositor.frame[15, 15], Color.white.premultiplied)
    }

    func testResizeRedrawsWhole() {
        let (window, _) = makeWindow()
        let compositor = FrameCompositor(window: window)
        compositor.renderFrame()
        window.frame.size = CGSize(width: 50, height: 40)
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 50, height: 40)])
        XCTAssertEqual(compositor.frame.width, 50)
    }
}
