import XCTest
@testable import ViewerKit
import UIKit

/// Scrolling by key or wheel while a zoom key's animation runs: the zoom counts as done,
/// and the scroll goes on from where it was heading. `1` then Down within the animation's
/// 0.3 s left the image at 100% near its top-left corner (offset 87, 82 here), not just
/// below the centre.
final class ViewerScrollDuringZoomTests: XCTestCase {
    /// A 3000 x 2000 image fitted in a 400 x 300 image area, `1` pressed a twentieth of a
    /// second ago: on its way from 13% to 100% about the image's centre (resting at 1300,
    /// 850; the fitted picture's centring insets, on whole pixels, leave its centre 5 image
    /// pixels off the view's, but the zoom is about the centre the fit meant).
    func viewerZoomingToActualSize() throws -> (HeadlessHost, ViewerController) {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 3000, height: 2000))
        for step in try EventScript(parsing: "key down 1\nkey up 1").steps {
            if case let .input(input) = step.command { host.send(input) }
        }
        host.advance(by: 0.05)
        XCTAssertLessThan(viewer.scrollView.zoomScale, 0.5, "still on its way")
        return (host, viewer)
    }

    func testDownDuringTheZoomScrollsALineBelowWhereItEnds() throws {
        let (host, viewer) = try viewerZoomingToActualSize()
        try host.play("key down down\nkey up down")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: 1300, y: 890))
        XCTAssertEqual(viewer.statusText, "test.png — 3000 × 2000 — 100%")
    }

    func testPageDownDuringTheZoomScrollsAPageBelowWhereItEnds() throws {
        let (host, viewer) = try viewerZoomingToActualSize()
        try host.play("key down pagedown\nkey up pagedown")
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: 1300, y: 850 + 300 - 40))
    }

    func testAScrollingWheelDuringTheZoomScrollsOnFromWhereItEnds() throws {
        let (host, viewer) = try viewerZoomingToActualSize()
        viewer.scrollView.wheelZooms = false
        try host.play("wheel 200 150 0 3")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: 1300, y: 850 + 120))
    }
}
