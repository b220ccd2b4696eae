import XCTest
@testable import UIKit

/// A wheel notch or a scrolling key during an animated zoom (`zoom(to:animated: true)`,
/// an image viewer's `1` or `+`): the zoom completes at once and the scroll counts from
/// where it ended. The scroll's start was taken from the frame on the way there, so the
/// content scrolled back towards where the zoom began (a viewer's `1` then Down left the
/// image at its top-left corner instead of the centre).
final class ScrollDuringZoomAnimationTests: XCTestCase {
    /// A 1000-point square at scale 1 in a 400-point window, zooming to 2 about the
    /// content's centre (resting offset 800, 800), a tenth of a second in.
    private func sceneMidZoom() -> ZoomScene {
        let scene = ZoomScene()
        scene.scroll.zoom(to: CGRect(x: 400, y: 400, width: 200, height: 200), animated: true)
        scene.host.advance(by: 0.1)
        XCTAssertLessThan(scene.scroll.zoomScale, 2, "still on the way")
        XCTAssertLessThan(scene.scroll.contentOffset.y, 700, "still on the way")
        return scene
    }

    func testANotchDuringAZoomAnimationScrollsOnFromItsEnd() {
        let scene = sceneMidZoom()
        scene.host.send(.wheel(location: CGPoint(x: 200, y: 200), delta: CGPoint(x: 0, y: 1), isPrecise: false,
                                       modifiers: []))
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.zoomScale, 2, accuracy: 1e-9)
        XCTAssertEqual(scene.scroll.contentOffset.x, 800, accuracy: 1e-9)
        XCTAssertEqual(scene.scroll.contentOffset.y, 840, accuracy: 1e-9, "a notch below the zoom's end")
        XCTAssertTrue(scene.recorder.isBalanced, "\(scene.recorder.names)")
    }

    func testAnArrowKeyDuringAZoomAnimationScrollsOnFromItsEnd() {
        let scene = sceneMidZoom()
        XCTAssertTrue(scene.scroll.becomeFirstResponder())
        let down = UIKey(keyCode: .keyboardDownArrow, modifierFlags: [])
        scene.host.send(.keyDown(down, isRepeat: false))
        scene.host.send(.keyUp(down))
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.zoomScale, 2, accuracy: 1e-9)
        XCTAssertEqual(scene.scroll.contentOffset.x, 800, accuracy: 1e-9)
        XCTAssertEqual(scene.scroll.contentOffset.y, 840, accuracy: 1e-9, "a line below the zoom's end")
    }

    func testAKeyThatDoesNotScrollLeavesTheZoomAnimating() {
        let scene = sceneMidZoom()
        XCTAssertTrue(scene.scroll.becomeFirstResponder())
        let a = UIKey(keyCode: .letter("a")!, characters: "a", charactersIgnoringModifiers: nil, modifierFlags: [])
        scene.host.send(.keyDown(a, isRepeat: false))
        scene.host.send(.keyUp(a))
        XCTAssertLessThan(scene.scroll.zoomScale, 2, "the zoom goes on animating")
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 800, accuracy: 1e-9)
    }
}
