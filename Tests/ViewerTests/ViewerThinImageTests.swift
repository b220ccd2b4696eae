import XCTest
@testable import ViewerKit
import UIKit

/// Very thin images (a strip of 4000 x 3 pixels): fitted whole they would be a fraction of
/// a pixel tall, invisible. They open with their shorter side at 32 points (or their own
/// size at 100%), centred, to be panned along; `0` comes back there, and zooming out stops
/// at a device pixel.
final class ViewerThinImageTests: XCTestCase {
    private let window = CGSize(width: 800, height: 622)

    func testAStripThinnerThan32PixelsOpensAt100PercentCentredAndInSight() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: (4000, 3))
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        XCTAssertEqual(viewer.statusText, "test.png — 4000 × 3 — 100%")
        XCTAssertEqual(viewer.scrollView.contentOffset.x, (4000 - 800) / 2, accuracy: 0.5, "the middle of the strip")
        let frame = host.renderFrame()
        let margin = colorAt(frame, 400, 10)
        let middle = (0..<600).filter { colorAt(frame, 400, $0) != margin }
        XCTAssertEqual(middle.count, 3, "three rows of pixels in sight, not a hairline")
        XCTAssertTrue(viewer.isAtFit)
        XCTAssertEqual(viewer.scrollView.minimumZoomScale, 1.0 / 3, accuracy: 1e-12, "zooming out stops at a pixel")
        try host.play("wheel 400 300 0 20")
        try host.play("wait 1")
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 1.0 / 3, accuracy: 1e-9)
        try host.play("key down 0\nkey up 0")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9, "0 fits it again")
    }

    func testAStripOf60PixelsOpensAt32PointsAndAPanoramaFitsWhole() {
        let (_, viewer) = makeViewer(size: window, imageSize: (4000, 60))
        XCTAssertEqual(viewer.scrollView.zoomScale, 32.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(viewer.scrollView.contentSize.height, 32, accuracy: 1e-9)
        let (_, panorama) = makeViewer(size: window, imageSize: (8000, 1000))
        XCTAssertEqual(panorama.scrollView.zoomScale, 0.1, accuracy: 1e-12, "8:1 fits the window's width")
        XCTAssertEqual(panorama.scrollView.minimumZoomScale, 0.1, accuracy: 1e-12)
    }

    func testAStandingStripOnA2xScreenIs32PointsWide() {
        let (_, viewer) = makeViewer(size: window, scale: 2, imageSize: (100, 8000))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.32, accuracy: 1e-12)
        XCTAssertEqual(viewer.scrollView.contentSize.width, 32, accuracy: 1e-9)
        XCTAssertEqual(viewer.scrollView.contentOffset.y, (8000 * 0.32 - 600) / 2, accuracy: 0.5, "its middle in view")
    }

    func testTurningAStripFitsItAnew() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: (4000, 60))
        try host.play("key down r\nkey up r")
        XCTAssertEqual(viewer.scrollView.zoomScale, 32.0 / 60, accuracy: 1e-12, "standing, it is 32 points wide")
        XCTAssertEqual(viewer.scrollView.contentSize.width, 32, accuracy: 1e-9)
    }
}
