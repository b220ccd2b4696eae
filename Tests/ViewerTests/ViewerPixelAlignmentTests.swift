import XCTest
@testable import ViewerKit
import UIKit

/// At 100% each image pixel must be one device pixel. An image whose centring leaves an
/// odd number of pixels (a 301-pixel image in a 400-point view), or a zoom to 100% about a
/// centre between pixels (`1` on a 1001-pixel image), used to put the image half a pixel
/// off: every pixel was drawn between two device pixels, and a black and red checker of
/// single pixels showed as one flat dark red (128, 0, 0).
final class ViewerPixelAlignmentTests: XCTestCase {
    /// 400 x 300 points of image area above the status bar.
    let window = CGSize(width: 400, height: 300 + ViewerController.statusBarHeight)

    /// A checker of single red and black pixels: any resampling between pixels shows.
    func showChecker(width: Int, height: Int, scale: CGFloat = 1) -> (HeadlessHost, ViewerController) {
        let (host, viewer) = makeViewer(size: window, scale: scale, imageSize: (width: 1, height: 1))
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = ((x + y) % 2 == 0 ? Color(red: 255, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0)).premultiplied
            }
        }
        viewer.show(UIImage(bitmap: bitmap), path: "/pictures/checker.png")
        host.runUntilIdle()
        return (host, viewer)
    }

    /// Asserts the device pixels around the frame's centre are pure red and pure black.
    func assertSharp(_ host: HeadlessHost, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let frame = host.renderFrame()
        let cx = frame.width / 2, cy = (frame.height - Int(ViewerController.statusBarHeight * host.window.screen.scale)) / 2
        for y in cy - 3..<cy + 3 {
            for x in cx - 3..<cx + 3 {
                let red = colorAt(frame, x, y).red
                XCTAssertTrue(red == 255 || red == 0, "\(message): (\(x), \(y)) has red \(red), between pixels",
                              file: file, line: line)
            }
        }
        // Neighbours differ: the checker itself shows, not one colour.
        XCTAssertNotEqual(colorAt(frame, cx, cy).red, colorAt(frame, cx + 1, cy).red, message, file: file, line: line)
    }

    func testASmallImageWithAnOddLeftoverShowsPixelForPixel() {
        let (host, viewer) = showChecker(width: 301, height: 201)
        XCTAssertEqual(viewer.zoomPercent, 100)
        // 99 points left over across, 99 down: 49 before and 50 after, not 49.5 each.
        assertInsets(viewer.scrollView.contentInset, UIEdgeInsets(top: 49, left: 49, bottom: 50, right: 50))
        assertSharp(host, "opened at 100%")
    }

    func testOneOnALargeImageLandsOnWholePixels() {
        let (host, viewer) = showChecker(width: 1001, height: 801)
        host.press(.keyboard1, "1")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        // The centre of the image, 500.5 x 400.5, cannot be at the view's centre on whole
        // pixels: half a pixel off it is.
        let offset = viewer.scrollView.contentOffset
        XCTAssertEqual(offset.x, offset.x.rounded(), accuracy: 1e-9, "x \(offset.x)")
        XCTAssertEqual(offset.y, offset.y.rounded(), accuracy: 1e-9, "y \(offset.y)")
        assertSharp(host, "after 1")
        // Scrolling by keys keeps it: a line is 40 points.
        host.press(.keyboardDownArrow, "")
        assertSharp(host, "after Down")
    }

    /// A strip under 32 pixels tall fits at 100% (ViewerThinImageTests), wider than the
    /// window; a double-click zoomed in on it and a second one back to the fit scale left
    /// it half a pixel off (the scroll view's own zoom about the centre), blurred.
    func testADoubleClickBackToAFitAt100PercentLandsOnWholePixels() {
        let (host, viewer) = showChecker(width: 4000, height: 20)
        XCTAssertEqual(viewer.zoomPercent, 100)
        assertSharp(host, "opened at 100%")
        host.doubleTap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(viewer.zoomPercent, 200, accuracy: 1e-9)
        // Where a drag at 200% can leave it: an odd number of points, half an image pixel.
        viewer.scrollView.contentOffset.x = 3001
        host.doubleTap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        let offset = viewer.scrollView.contentOffset
        XCTAssertEqual(offset.x, offset.x.rounded(), accuracy: 1e-9, "x \(offset.x)")
        XCTAssertEqual(offset.y, offset.y.rounded(), accuracy: 1e-9, "y \(offset.y)")
        assertSharp(host, "back to the fit scale")
    }

    /// A fling, a drag and a trackpad's scroll at 100% end where they end, then come to rest
    /// on whole device pixels; they had rested between two, every pixel blurred.
    func testScrollsAt100PercentComeToRestOnWholeDevicePixels() throws {
        for scale: CGFloat in [1, 2] {
            let (host, viewer) = showChecker(width: 1001, height: 801, scale: scale)
            host.press(.keyboard1, "1")
            let moves = [
                "touch down 0 200 150\nadvance 16ms\ntouch move 0 180 140\nadvance 16ms\ntouch move 0 150 123\n"
                    + "advance 16ms\ntouch up 0 120 100\nwait 3",
                "touch down 0 200 150\nadvance 16ms\ntouch move 0 190.3 140.6\nadvance 300ms\ntouch up 0 190.3 140.6\nwait 1",
                "wheel precise 200 150 13.3 7.7\nwait 1",
            ]
            for move in moves {
                try host.play(move)
                XCTAssertFalse(viewer.scrollView.isMoving)
                let offset = viewer.scrollView.contentOffset
                XCTAssertEqual(offset.x * scale, (offset.x * scale).rounded(), accuracy: 1e-9, "x \(offset.x) at \(scale)x")
                XCTAssertEqual(offset.y * scale, (offset.y * scale).rounded(), accuracy: 1e-9, "y \(offset.y) at \(scale)x")
                assertSharp(host, "at rest after \(move.prefix(14)) at \(scale)x")
            }
        }
    }

    /// At a scale of 1.25 (an Xft.dpi of 120) the status bar's 22 points are 27.5 pixels,
    /// which left the image area's edge, and the image at 100% scrolled to its end (End),
    /// half a pixel off: every pixel blurred. The bar takes whole pixels (28), the area too.
    func testAtAScaleOf1Point25TheImageScrolledToItsEndIsSharp() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 320), scale: 1.25)
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        host.window.layoutIfNeeded()
        let bitmap = Bitmap(width: 1001, height: 801)
        for y in 0..<801 {
            for x in 0..<1001 {
                bitmap[x, y] = ((x + y) % 2 == 0 ? Color(red: 255, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0)).premultiplied
            }
        }
        viewer.show(UIImage(bitmap: bitmap), path: "/pictures/checker.png")
        host.runUntilIdle()
        XCTAssertEqual(viewer.statusLine.frame.height * 1.25, 28, accuracy: 1e-9, "whole pixels")
        XCTAssertEqual(viewer.scrollView.frame.height * 1.25, 400 - 28, accuracy: 1e-9)
        host.press(.keyboard1, "1")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        try host.play("key down end\nkey up end\nwait 1\nkey down right\nkey up right\nwait 1")
        let offset = viewer.scrollView.contentOffset
        XCTAssertEqual(offset.y * 1.25, 801 - 372, accuracy: 1e-9, "at the end")
        XCTAssertEqual(offset.x * 1.25, (offset.x * 1.25).rounded(), accuracy: 1e-9, "x \(offset.x)")
        let frame = host.renderFrame()
        for (x, y) in [(200, 200), (201, 200), (200, 360), (201, 371)] {
            let red = colorAt(frame, x, y).red
            XCTAssertTrue(red == 255 || red == 0, "(\(x), \(y)) has red \(red), between pixels")
        }
    }

    func testOneOnA2xScreenLandsOnWholeDevicePixels() {
        let (host, viewer) = showChecker(width: 1001, height: 801, scale: 2)
        host.press(.keyboard1, "1")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        let offset = viewer.scrollView.contentOffset
        XCTAssertEqual(offset.x * 2, (offset.x * 2).rounded(), accuracy: 1e-9, "x \(offset.x)")
        XCTAssertEqual(offset.y * 2, (offset.y * 2).rounded(), accuracy: 1e-9, "y \(offset.y)")
        assertSharp(host, "after 1 at 2x")
    }

    func testAlignedInsetsKeepTheirSumAndAlignedRectsStayInTheImage() {
        let insets = ZoomFitting.devicePixelAligned(UIEdgeInsets(top: 10.25, left: 49.5, bottom: 10.25, right: 49.5),
                                                    screenScale: 2)
        assertInsets(insets, UIEdgeInsets(top: 10, left: 49.5, bottom: 10.5, right: 49.5))
        // 1001 pixels at 100% in 400 points: the rect's origin 300.5 goes to a whole pixel.
        let rect = ZoomFitting.devicePixelAligned(CGRect(x: 300.5, y: 250.5, width: 400, height: 300), scale: 1,
                                                  screenScale: 1, imageSize: CGSize(width: 1001, height: 801))
        XCTAssertEqual(rect.minX, rect.minX.rounded())
        XCTAssertEqual(rect.minY, rect.minY.rounded())
        XCTAssertEqual(rect.size, CGSize(width: 400, height: 300))
        // Against the far edge it stays inside.
        let edge = ZoomFitting.devicePixelAligned(CGRect(x: 600.8, y: 0, width: 400.2, height: 300), scale: 1,
                                                  screenScale: 1, imageSize: CGSize(width: 1001, height: 801))
        XCTAssertEqual(edge.minX, 600.8, accuracy: 1e-9)
    }
}
