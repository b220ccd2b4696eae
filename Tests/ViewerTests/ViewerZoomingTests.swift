import XCTest
@testable import ViewerKit
import UIKit

/// The viewer's zoom behaviour, driven as a user drives it: a 800 x 400 image in a
/// 400 x 300 window fits at 0.5 (400 x 200 points, 50 points of border above and below).
final class ViewerZoomingTests: XCTestCase {
    /// 400 x 300 points of image area above the status bar.
    let window = CGSize(width: 400, height: 300 + ViewerController.statusBarHeight)
    let image = (width: 800, height: 400)

    /// Where image point `p` shows, in window points.
    func shown(_ p: CGPoint, _ controller: ViewerController) -> CGPoint {
        controller.imageView.convert(p, to: controller.view.window)
    }

    func testOpensFittedAndCentredWithLimits() {
        let (_, viewer) = makeViewer(size: window, imageSize: image)
        let scroll = viewer.scrollView
        XCTAssertEqual(scroll.zoomScale, 0.5)
        XCTAssertEqual(scroll.minimumZoomScale, 0.5)
        XCTAssertEqual(scroll.maximumZoomScale, 8)
        XCTAssertEqual(scroll.contentInset, UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -50))
        assertPoint(shown(CGPoint(x: 400, y: 200), viewer), CGPoint(x: 200, y: 150), "image centre at window centre")
        XCTAssertTrue(scroll.isFirstResponder, "keys go to the scroll view")
    }

    func testCentringInsetsFollowTheZoom() {
        let (_, viewer) = makeViewer(size: window, imageSize: image)
        let scroll = viewer.scrollView
        let expected: [(CGFloat, UIEdgeInsets)] = [
            (0.6, UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0)),
            (0.7, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
            (0.75, .zero), (2, .zero),
            (0.55, UIEdgeInsets(top: 40, left: 0, bottom: 40, right: 0)),
        ]
        for (scale, insets) in expected {
            scroll.setZoomScale(scale, animated: false)
            XCTAssertEqual(scroll.zoomScale, scale, accuracy: 1e-12)
            assertInsets(scroll.contentInset, insets, "at \(scale)")
            if insets.top > 0 {
                XCTAssertEqual(shown(CGPoint(x: 400, y: 200), viewer).y, 150, accuracy: 1e-6, "centred at \(scale)")
            }
        }
    }

    func testTallAndSmallImagesCentreOnTheirShortAxis() {
        let (_, tall) = makeViewer(size: window, imageSize: (width: 300, height: 1200))
        XCTAssertEqual(tall.scrollView.zoomScale, 0.25)
        // 325 points left over: 162 before and 163 after, so the image starts on a whole pixel.
        assertInsets(tall.scrollView.contentInset, UIEdgeInsets(top: 0, left: 162, bottom: 0, right: 163))
        let (_, small) = makeViewer(size: window, scale: 2, imageSize: (width: 100, height: 50))
        XCTAssertEqual(small.scrollView.zoomScale, 0.5, "100% on a 2x screen")
        XCTAssertEqual(small.zoomPercent, 100)
        assertInsets(small.scrollView.contentInset, UIEdgeInsets(top: 137.5, left: 175, bottom: 137.5, right: 175))
    }

    /// Zoom keys animate (`runUntilIdle` lets each finish) about the view's centre.
    func testKeysZoomAboutTheCentreAsDocumented() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        let scroll = viewer.scrollView
        host.press(.keyboardEqualSign, "=")
        XCTAssertEqual(scroll.zoomScale, 0.75, accuracy: 1e-12, "= zooms in x1.5")
        host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift)
        XCTAssertEqual(scroll.zoomScale, 1.125, accuracy: 1e-12, "+ (Shift+=) too")
        assertPoint(shown(CGPoint(x: 400, y: 200), viewer), CGPoint(x: 200, y: 150), "about the centre")
        host.press(.keypadPlus, "+")
        XCTAssertEqual(scroll.zoomScale, 1.6875, accuracy: 1e-12, "and keypad +")
        host.press(.keyboardHyphen, "-")
        XCTAssertEqual(scroll.zoomScale, 1.125, accuracy: 1e-12, "- zooms out /1.5")
        host.press(.keyboard0, "0")
        XCTAssertEqual(scroll.zoomScale, 0.5, accuracy: 1e-12, "0 fits")
        assertPoint(scroll.contentOffset, CGPoint(x: 0, y: -50), accuracy: 1e-9, "centred again")
        host.press(.keyboardHyphen, "-")
        XCTAssertEqual(scroll.zoomScale, 0.5, accuracy: 1e-12, "never below fit")
        host.press(.keyboard1, "1")
        XCTAssertEqual(scroll.zoomScale, 1, accuracy: 1e-12, "1 is 100%")
        XCTAssertEqual(viewer.statusText, "test.png — 800 × 400 — 100%")
        for _ in 0..<10 { host.press(.keyboardEqualSign, "=") }
        XCTAssertEqual(scroll.zoomScale, 8, "stops at the maximum")
    }

    func testOneIsOneImagePixelPerDevicePixelOnA2xScreen() {
        let (host, viewer) = makeViewer(size: window, scale: 2, imageSize: image)
        host.press(.keyboard1, "1")
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5)
        XCTAssertEqual(viewer.zoomPercent, 100)
        host.press(.keyboard0, "0")
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, "fit is 100% here too")
    }

    func testArrowKeysScrollAndQuitKeysQuit() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        var quits = 0
        viewer.onQuit = { quits += 1 }
        host.press(.keyboard1, "1")
        let before = viewer.scrollView.contentOffset
        host.press(.keyboardRightArrow, "")
        XCTAssertEqual(viewer.scrollView.contentOffset.x, before.x + UIScrollWheelEvent.pointsPerLine, accuracy: 1e-9)
        host.press(.keyboardEnd, "")
        XCTAssertEqual(viewer.scrollView.contentOffset.y, 100, accuracy: 1e-9, "End: the bottom (400 - 300)")
        host.press(.letter("q")!, "q")
        host.press(.keyboardEscape, "\u{1B}")
        XCTAssertEqual(quits, 2)
    }

    func testDoubleTapZoomsInAboutThePointThenBackToFit() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        let scroll = viewer.scrollView
        // Window (160, 140) shows image point (320, 180) at the fit scale 0.5.
        assertPoint(shown(CGPoint(x: 320, y: 180), viewer), CGPoint(x: 160, y: 140))
        host.doubleTap(at: CGPoint(x: 160, y: 140))
        XCTAssertEqual(scroll.zoomScale, 1, accuracy: 1e-9, "twice the fit scale")
        assertPoint(shown(CGPoint(x: 320, y: 180), viewer), CGPoint(x: 200, y: 150), "the tapped point comes to the centre")
        XCTAssertEqual(scroll.contentInset, .zero)
        for _ in 0..<2 {
            host.send(.touchDown(id: 0, location: CGPoint(x: 300, y: 100)))
            host.step()
            host.send(.touchUp(id: 0, location: CGPoint(x: 300, y: 100)))
            host.step()
        }
        var frames = 0
        while scroll.zoomScale > 0.5 + 1e-9, frames < 600 {
            host.step()
            frames += 1
        }
        XCTAssertEqual(scroll.zoomScale, 0.5, accuracy: 1e-9, "back to fit")
        assertPoint(scroll.contentOffset, CGPoint(x: 0, y: -50), "centred as the zoom ends, with no glide after")
        host.runUntilIdle()
        assertPoint(scroll.contentOffset, CGPoint(x: 0, y: -50))
        // Near a corner the zoom stops at the image's edge instead of showing past it.
        host.doubleTap(at: CGPoint(x: 20, y: 60))
        XCTAssertEqual(scroll.zoomScale, 1, accuracy: 1e-9)
        assertPoint(scroll.contentOffset, .zero)
    }

    func testPinchingBelowFitAtACornerBouncesBackCentred() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        host.press(.keyboard1, "1")
        // Ctrl+wheel zooms out about the pointer, past the minimum (damped), then bounces
        // back about that point, which leaves the image off-centre until the viewer
        // settles it.
        host.send(.wheel(location: CGPoint(x: 10, y: 60), delta: CGPoint(x: 0, y: 12), isPrecise: false, modifiers: .control))
        host.step()
        XCTAssertLessThan(viewer.scrollView.zoomScale, 0.5, "past the minimum while zooming")
        host.advance(by: 0.3)
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, accuracy: 1e-9)
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: 0, y: -50), "centred after the bounce")
    }

    func testResizeAtFitFitsAgain() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        try host.resize(to: CGSize(width: 800, height: 300 + ViewerController.statusBarHeight))
        host.window.layoutIfNeeded()
        XCTAssertEqual(viewer.scrollView.frame, CGRect(x: 0, y: 0, width: 800, height: 300))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.75)
        XCTAssertEqual(viewer.scrollView.minimumZoomScale, 0.75)
        XCTAssertEqual(viewer.scrollView.contentOffset, CGPoint(x: -100, y: 0))
        XCTAssertEqual(viewer.statusLine.frame, CGRect(x: 0, y: 300, width: 800, height: 22))
    }

    func testResizeWhenZoomedKeepsTheScaleAndTheCentre() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        host.press(.keyboard1, "1")
        viewer.scrollView.contentOffset = CGPoint(x: 150, y: 40)
        let centre = CGPoint(x: 350, y: 190)
        assertPoint(shown(centre, viewer), CGPoint(x: 200, y: 150))
        try host.resize(to: CGSize(width: 300, height: 200 + ViewerController.statusBarHeight))
        host.window.layoutIfNeeded()
        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        XCTAssertEqual(viewer.scrollView.minimumZoomScale, 0.375)
        assertPoint(shown(centre, viewer), CGPoint(x: 150, y: 100), "the same point at the new centre")
    }
}
