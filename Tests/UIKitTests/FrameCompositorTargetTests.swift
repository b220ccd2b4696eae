import XCTest
@testable import UIKit

// Frames drawn into memory a host gives (`drawFrames(into:)`, a window surface's pixels).
extension FrameCompositorTests {
    /// A bitmap over rows wider than the frame, as a surface with padded rows is.
    private func paddedTarget(width: Int, height: Int, stride: Int) -> (Bitmap, PixelStorage) {
        let storage = PixelStorage(count: stride * height)!
        return (Bitmap(width: width, height: height, rowStride: stride, storage: storage, offset: 0), storage)
    }

    func testFramesAreDrawnIntoTheTargetAndOnlyDamageIsRedrawn() {
        let (window, box) = makeWindow()
        let compositor = FrameCompositor(window: window, scale: 1)
        let (target, storage) = paddedTarget(width: 100, height: 80, stride: 128)
        compositor.drawFrames(into: target)
        XCTAssertTrue(compositor.drawsIntoTarget)
        XCTAssertTrue(compositor.frame.storage === storage)
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 100, height: 80)])
        XCTAssertEqual(target[15, 15], UIColor.red.rasterColor.premultiplied)
        XCTAssertEqual(target[50, 50], Color.white.premultiplied)
        XCTAssertEqual(storage.base[15 * 128 + 100], 0, "the padding past the frame's width is left alone")

        // A pixel of the target outside the damage keeps what it holds: it is not redrawn.
        target[90, 70] = 0xFF00_FF00
        box.frame.origin = CGPoint(x: 60, y: 50)
        XCTAssertEqual(Set(compositor.renderFrame()), [PixelRect(x: 10, y: 10, width: 20, height: 10),
                                                     PixelRect(x: 60, y: 50, width: 20, height: 10)])
        XCTAssertEqual(target[15, 15], Color.white.premultiplied)
        XCTAssertEqual(target[65, 55], UIColor.red.rasterColor.premultiplied)
        XCTAssertEqual(target[90, 70], 0xFF00_FF00)
    }

    func testATargetOfAnotherSizeIsNotDrawnIntoUntilTheWindowHasItsSize() {
        let (window, _) = makeWindow()
        let compositor = FrameCompositor(window: window, scale: 1)
        let target = Bitmap(width: 120, height: 90)
        compositor.drawFrames(into: target)
        XCTAssertFalse(compositor.drawsIntoTarget)
        compositor.renderFrame()
        XCTAssertEqual(target[15, 15], 0, "not drawn into")
        XCTAssertEqual(compositor.frame.width, 100)

        window.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 120, height: 90)])
        XCTAssertTrue(compositor.drawsIntoTarget)
        XCTAssertEqual(target[15, 15], UIColor.red.rasterColor.premultiplied)
    }

    func testGivingUpTheTargetNeverReadsItAgainAndRedrawsWhole() {
        let (window, _) = makeWindow()
        let compositor = FrameCompositor(window: window, scale: 1)
        let target = Bitmap(width: 100, height: 80)
        compositor.drawFrames(into: target)
        compositor.renderFrame()

        compositor.drawFrames(into: nil)
        XCTAssertFalse(compositor.drawsIntoTarget)
        XCTAssertFalse(compositor.frame.storage === target.storage, "the frame is the compositor's own memory at once")
        target.clear(to: 0xFF00_00FF)
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 100, height: 80)], "drawn whole")
        XCTAssertEqual(compositor.frame[15, 15], UIColor.red.rasterColor.premultiplied)
        XCTAssertEqual(target[15, 15], 0xFF00_00FF, "the old target is not written either")
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))
    }

    func testANewTargetOfTheSameSizeIsDrawnWhole() {
        let (window, _) = makeWindow()
        let compositor = FrameCompositor(window: window, scale: 1)
        compositor.drawFrames(into: Bitmap(width: 100, height: 80))
        compositor.renderFrame()
        XCTAssertEqual(compositor.renderFrame(), [])
        let second = Bitmap(width: 100, height: 80)
        compositor.drawFrames(into: second)
        XCTAssertEqual(compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 100, height: 80)])
        XCTAssertTrue(compositor.frame.storage === second.storage)
        XCTAssertEqual(second[15, 15], UIColor.red.rasterColor.premultiplied)
        compositor.drawFrames(into: second)
        XCTAssertEqual(compositor.renderFrame(), [], "the same target again changes nothing")
    }
}
