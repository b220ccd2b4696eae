import XCTest
@testable import ViewerKit
import UIKit

/// The mouse wheel zooms about the pointer; a trackpad's precise scroll pans; Ctrl+wheel
/// always zooms; `--wheel scroll` pans with the wheel.
final class ViewerWheelTests: XCTestCase {
    /// 800 x 400 in 400 x 300 points of image area: fits at 0.5.
    let window = CGSize(width: 400, height: 300 + ViewerController.statusBarHeight)
    let image = (width: 800, height: 400)

    /// A notched wheel turned `lines` notches (negative: away from the user).
    func notch(_ host: HeadlessHost, at point: CGPoint, lines: CGFloat, modifiers: UIKeyModifierFlags = []) {
        host.send(.wheel(location: point, delta: CGPoint(x: 0, y: lines), isPrecise: false, modifiers: modifiers))
    }

    func imagePoint(under point: CGPoint, _ viewer: ViewerController) -> CGPoint {
        viewer.view.convert(point, to: viewer.imageView)
    }

    func testANotchZoomsAboutThePointer() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        let pointer = CGPoint(x: 100, y: 120)
        var under = imagePoint(under: pointer, viewer)
        notch(host, at: pointer, lines: -1)
        host.advance(by: 0.5)
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5 * ZoomPhysics.wheelNotchScale, accuracy: 1e-9, "one notch up: x1.1")
        XCTAssertEqual(imagePoint(under: pointer, viewer).x, under.x, accuracy: 1e-6, "the point under the pointer stays")
        XCTAssertEqual(viewer.scrollView.contentInset.top, (300 - 220) / 2, accuracy: 1e-9,
                       "while the image is lower than the view it stays centred down")
        // Zoomed past the view on both axes, the point stays on both.
        host.press(.keyboard1, "1")
        under = imagePoint(under: pointer, viewer)
        notch(host, at: pointer, lines: -1)
        notch(host, at: pointer, lines: -1)
        host.advance(by: 0.5)
        XCTAssertEqual(viewer.scrollView.zoomScale, pow(ZoomPhysics.wheelNotchScale, 2), accuracy: 1e-9)
        // To half a device pixel (in image points): the zoom comes to rest on whole pixels.
        assertPoint(imagePoint(under: pointer, viewer), under, accuracy: 0.5 / viewer.scrollView.zoomScale)
    }

    func testZoomingOutPastFitRubberBandsBack() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        notch(host, at: CGPoint(x: 200, y: 150), lines: 1)
        XCTAssertLessThan(viewer.scrollView.zoomScale, 0.5, "gives a little below fit")
        XCTAssertGreaterThan(viewer.scrollView.zoomScale, 0.5 / ZoomPhysics.wheelNotchScale, "damped")
        host.advance(by: 1)
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, accuracy: 1e-9, "and comes back to fit")
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: 0, y: -50), accuracy: 1e-6, "centred")
    }

    func testPreciseScrollPansAndCtrlWheelZooms() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        host.press(.keyboard1, "1")
        let offset = viewer.scrollView.contentOffset
        host.send(.wheel(location: CGPoint(x: 200, y: 150), delta: CGPoint(x: 0, y: 30), isPrecise: true, modifiers: []))
        host.advance(by: 1)
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 1, "a trackpad does not zoom")
        XCTAssertGreaterThan(viewer.scrollView.contentOffset.y, offset.y + 29, "it pans")
        let pointer = CGPoint(x: 50, y: 50)
        let under = imagePoint(under: pointer, viewer)
        host.send(.wheel(location: pointer, delta: CGPoint(x: 0, y: -40), isPrecise: true, modifiers: .control))
        host.advance(by: 0.5)
        XCTAssertEqual(viewer.scrollView.zoomScale, exp(0.4), accuracy: 1e-9, "Ctrl+trackpad zooms")
        assertPoint(imagePoint(under: pointer, viewer), under, accuracy: 0.5 / viewer.scrollView.zoomScale,
                    "to half a device pixel: it comes to rest on whole pixels")
    }

    func testWheelScrollModePans() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        viewer.scrollView.wheelZooms = false
        host.press(.keyboard1, "1")
        let offset = viewer.scrollView.contentOffset
        notch(host, at: CGPoint(x: 200, y: 150), lines: 1)
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        XCTAssertEqual(viewer.scrollView.contentOffset.y, offset.y + UIScrollWheelEvent.pointsPerLine, accuracy: 1e-9)
        notch(host, at: CGPoint(x: 200, y: 150), lines: -1, modifiers: .control)
        host.advance(by: 0.5)
        XCTAssertEqual(viewer.scrollView.zoomScale, ZoomPhysics.wheelNotchScale, accuracy: 1e-9, "Ctrl+wheel still zooms")
    }

    /// Shift+wheel pans across, as the table in docs/viewer.md says, in either wheel mode;
    /// the help says so too.
    func testShiftWheelPansAcross() throws {
        for wheelZooms in [true, false] {
            let (host, viewer) = makeViewer(size: window, imageSize: image)
            viewer.scrollView.wheelZooms = wheelZooms
            host.press(.keyboard1, "1")
            host.runUntilIdle()
            let offset = viewer.scrollView.contentOffset
            notch(host, at: CGPoint(x: 200, y: 150), lines: 2, modifiers: .shift)
            host.runUntilIdle()
            XCTAssertEqual(viewer.scrollView.zoomScale, 1, "wheelZooms \(wheelZooms): no zoom")
            XCTAssertEqual(viewer.scrollView.contentOffset.x, offset.x + 2 * UIScrollWheelEvent.pointsPerLine, accuracy: 1e-9,
                           "wheelZooms \(wheelZooms): two notches across")
            XCTAssertEqual(viewer.scrollView.contentOffset.y, offset.y, accuracy: 1e-9)
            try host.play("key down slash shift\nkey up slash shift")
            let pan = viewer.helpView.entries.first { $0.title == "Pan" }?.keys
            XCTAssertEqual(pan, wheelZooms ? "drag, Shift+wheel, trackpad" : "drag, wheel, trackpad")
        }
    }

    func testAHeadlessScriptZoomsWithTheWheel() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("map.png", width: 800, height: 400)
        // Three notches up over the top-left quadrant's middle, then let the zoom end.
        let script = ["wheel 100 100 0 -1", "wheel 100 100 0 -1", "wheel 100 100 0 -1", "wait 0.5", "screenshot"]
        let run = try runHeadlessScript(folder, ["--size", "400x322", path], script: script)
        XCTAssertEqual(run.errors, [])
        let frame = try XCTUnwrap(run.shots.first)
        XCTAssertEqual(frame[100, 100], quadrantColors[0].premultiplied, "the pointer's point still under it")
        // 0.5 x 1.1^3 = 0.6655: across, the image's centre (400, 200) moved away from the
        // pointer; down, the 266.2-point-high image stays centred, starting on a whole
        // pixel: 33.8 points left over, 16 above it.
        let centre = CGPoint(x: 100 + (400 - 200) * 0.6655, y: 16 + 200 * 0.6655)
        XCTAssertEqual(frame[Int(centre.x) - 2, Int(centre.y) - 2], quadrantColors[0].premultiplied)
        XCTAssertEqual(frame[Int(centre.x) + 2, Int(centre.y) + 2], quadrantColors[3].premultiplied)
    }
}
