import XCTest
@testable import ViewerKit
import UIKit

/// Key zooms keep the image point at the centre of the view where it was, however many
/// there are: each rests on whole device pixels, but the next one zooms about the point
/// the last one meant, not about the rounded one. Before, each zoom measured the centre
/// the rounding had left and rounded again, so on a 20000 x 20000 image `+` ten times from
/// the fit scale ended about ten image pixels off the image's centre, and `+` and `-`
/// twenty times walked the picture off by pixels.
final class ViewerKeyZoomAnchorTests: XCTestCase {
    /// A 20000 x 20000 point picture (a 200 x 200 quadrant image at a scale of 1/100, so
    /// the test needs no 1.6 GB bitmap; the viewer's geometry sees the points) in a 1024 x
    /// 768 window: fitted at 746 / 20000 = 0.0373, where a device pixel is 26.8 image points.
    private func makeHugeViewer(scale: CGFloat = 1) -> (HeadlessHost, ViewerController) {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768), scale: scale)
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        host.window.layoutIfNeeded()
        viewer.show(UIImage(bitmap: makeQuadrantImage(width: 200, height: 200), scale: 0.01), path: "/pictures/huge.png")
        host.step()
        return (host, viewer)
    }

    /// The image point (points of the content view) at the centre of the view.
    private func centre(_ viewer: ViewerController) -> CGPoint {
        let bounds = viewer.scrollView.bounds
        return viewer.scrollView.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: viewer.contentView)
    }

    /// Half a device pixel at the current zoom, in image points: as close as a resting
    /// offset on whole device pixels can put the centre to any point.
    private func halfPixel(_ viewer: ViewerController) -> CGFloat {
        0.5 / (viewer.scrollView.zoomScale * viewer.screenScale)
    }

    func testTenZoomsInFromTheFitEndOnTheImagesCentre() {
        for scale: CGFloat in [1, 2] {
            let (host, viewer) = makeHugeViewer(scale: scale)
            XCTAssertTrue(viewer.isAtFit)
            for _ in 0..<10 { host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift) }
            XCTAssertEqual(viewer.scrollView.zoomScale, viewer.fitScale * pow(1.5, 10), accuracy: 1e-9)
            let point = centre(viewer)
            XCTAssertEqual(point.x, 10000, accuracy: halfPixel(viewer), "scale \(scale)")
            XCTAssertEqual(point.y, 10000, accuracy: halfPixel(viewer), "scale \(scale)")
        }
    }

    func testTwentyAlternatingZoomsComeBackToTheSamePoint() throws {
        let (host, viewer) = makeHugeViewer()
        // Zoomed in to 100% and panned to an arbitrary point, off any pixel grid of the
        // scales to come.
        host.press(.keyboard1, "1")
        viewer.scrollView.contentOffset = CGPoint(x: 3217.3, y: 11873.6)
        let start = centre(viewer)
        for _ in 0..<3 { host.press(.keyboardHyphen, "-") }
        for _ in 0..<10 {
            host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift)
            host.press(.keyboardHyphen, "-")
        }
        for _ in 0..<3 { host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift) }
        XCTAssertEqual(viewer.zoomPercent, 100)
        let end = centre(viewer)
        XCTAssertEqual(end.x, start.x, accuracy: 0.5, "image pixels")
        XCTAssertEqual(end.y, start.y, accuracy: 0.5, "image pixels")
    }

    func testAPanBetweenZoomsMovesTheAnchor() {
        let (host, viewer) = makeHugeViewer()
        host.press(.keyboard1, "1")
        viewer.scrollView.contentOffset = CGPoint(x: 5000, y: 7000)
        host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift)
        let zoomed = centre(viewer)
        XCTAssertEqual(zoomed.x, 5000 + 512, accuracy: halfPixel(viewer))
        // A drag's worth of panning: the next zoom is about where the view now is.
        viewer.scrollView.contentOffset.x += 300
        let panned = centre(viewer)
        host.press(.keyboardHyphen, "-")
        XCTAssertEqual(centre(viewer).x, panned.x, accuracy: halfPixel(viewer))
        XCTAssertEqual(centre(viewer).y, zoomed.y, accuracy: halfPixel(viewer))
    }

    func testTurnsAndResizesKeepThePointMeantToo() throws {
        let (host, viewer) = makeHugeViewer()
        host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift)
        host.press(.keyboardEqualSign, "+", plain: "=", modifiers: .shift)
        viewer.scrollView.contentOffset = CGPoint(x: 217.3, y: 373.6)
        let start = viewer.contentView.convert(centre(viewer), to: viewer.imageView)
        for _ in 0..<8 {
            try host.play("key down r\nkey up r")
            try host.resize(to: CGSize(width: 1023, height: 767))
            host.window.layoutIfNeeded()
            try host.resize(to: CGSize(width: 1024, height: 768))
            host.window.layoutIfNeeded()
        }
        let end = viewer.contentView.convert(centre(viewer), to: viewer.imageView)
        XCTAssertEqual(end.x, start.x, accuracy: halfPixel(viewer), "image pixels")
        XCTAssertEqual(end.y, start.y, accuracy: halfPixel(viewer), "image pixels")
    }
}
