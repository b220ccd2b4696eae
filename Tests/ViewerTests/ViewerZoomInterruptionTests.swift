import XCTest
@testable import ViewerKit
@testable import UIKit

/// A zoom of the viewer's (a key's, a double tap's) still animating when the window is
/// resized, the image turned or another image shown: what follows works from the zoom
/// the user asked for, never from a frame on the way there, and never carries over to
/// another image.
final class ViewerZoomInterruptionTests: XCTestCase {
    /// 400 x 300 points of image area above the status bar; the 800 x 400 image fits at 0.5.
    let window = CGSize(width: 400, height: 300 + ViewerController.statusBarHeight)
    let image = (width: 800, height: 400)

    /// Presses `characters` (a key of `keyCode`) and lets only `frames` frames pass, so
    /// the zoom it starts is still running.
    private func press(_ keyCode: UIKeyboardHIDUsage, _ characters: String, on host: HeadlessHost, frames: Int = 3) {
        let key = UIKey(keyCode: keyCode, characters: characters, charactersIgnoringModifiers: characters)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
        host.runFrames(frames)
    }

    func testAResizeDuringTheFitAnimationFitsTheNewWindow() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        host.press(.keyboard1, "1")
        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        press(.keyboard0, "0", on: host)
        XCTAssertGreaterThan(viewer.scrollView.zoomScale, 0.5, "still on its way to fit")
        try host.resize(to: CGSize(width: 200, height: 200 + ViewerController.statusBarHeight))
        host.window.layoutIfNeeded()
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.25, "fitted to the new window, as `0` asked")
        XCTAssertTrue(viewer.isAtFit)
        XCTAssertEqual(viewer.statusText, "test.png — 800 × 400 — 25%")
    }

    func testAResizeDuringAZoomKeepsTheScaleTheKeyAskedFor() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        press(.keyboard1, "1", on: host)
        try host.resize(to: CGSize(width: 600, height: 400 + ViewerController.statusBarHeight))
        host.window.layoutIfNeeded()
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 1, "100%, not the scale of the frame the resize came in")
        let centre = viewer.scrollView.convert(CGPoint(x: viewer.scrollView.bounds.midX, y: viewer.scrollView.bounds.midY),
                                               to: viewer.contentView)
        assertPoint(centre, CGPoint(x: 400, y: 200), accuracy: 0.5, "about the image's centre")
    }

    func testATurnDuringTheFitAnimationFitsTheTurnedImage() {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        host.press(.keyboard1, "1")
        press(.keyboard0, "0", on: host)
        press(.letter("r")!, "r", on: host, frames: 0)
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.375, "the turned 400 x 800 image fitted: 300 / 800")
        XCTAssertTrue(viewer.isAtFit)
    }

    func testADoubleTapZoomThenAResizeKeepsTheTappedPoint() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        // Image point (200, 100) shows at window point (100, 100): 0.5 and 50 points down.
        for _ in 0..<2 {
            host.send(.touchDown(id: 0, location: CGPoint(x: 100, y: 100)))
            host.step()
            host.send(.touchUp(id: 0, location: CGPoint(x: 100, y: 100)))
            host.step()
        }
        host.runFrames(2)
        XCTAssertLessThan(viewer.scrollView.zoomScale, 1, "still zooming in")
        try host.resize(to: CGSize(width: 500, height: 300 + ViewerController.statusBarHeight))
        host.window.layoutIfNeeded()
        host.runUntilIdle()
        XCTAssertEqual(viewer.scrollView.zoomScale, 1, accuracy: 1e-9, "twice the fit scale, as the double tap asked")
        let centre = viewer.scrollView.convert(CGPoint(x: viewer.scrollView.bounds.midX, y: viewer.scrollView.bounds.midY),
                                               to: viewer.contentView)
        assertPoint(centre, CGPoint(x: 250, y: 150), accuracy: 0.5,
                    "the tapped point came to the centre as far as the image allows, and stays there")
    }

    func testAZoomKeyAtTheLargestScaleLeavesNothingForTheNextImage() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("a.png", width: 800, height: 400)
        _ = try folder.writeImage("b.png", width: 800, height: 400)
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        viewer.open(path: folder.path("a.png"))
        for _ in 0..<7 { host.press(.keyboardEqualSign, "=") }
        XCTAssertEqual(viewer.scrollView.zoomScale, 8, "the largest scale")
        host.press(.keyboardEqualSign, "=")
        host.press(.letter("n")!, "n")
        XCTAssertEqual(viewer.imagePath?.string, folder.path("b.png"))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5)
        host.press(.keyboardEqualSign, "=")
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.75, accuracy: 1e-9,
                       "one step in from b's fit, not from a's largest scale")
    }

    /// a.png and b.png (800 x 400) in a folder, and a viewer keeping its state in a store
    /// there, showing a.png.
    private func twoImagesKeepingState() throws
        -> (folder: TemporaryFolder, store: StateRestorationStore, host: HeadlessHost, viewer: ViewerController) {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("a.png", width: 800, height: 400)
        _ = try folder.writeImage("b.png", width: 800, height: 400)
        let store = StateRestorationStore(url: folder.url.appendingPathComponent("viewer.state"), warn: { XCTFail($0) })
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        viewer.stateStore = store
        viewer.open(path: folder.path("a.png"))
        return (folder, store, host, viewer)
    }

    func testBrowsingDuringAZoomNeitherSavesNorRestoresItForTheNextImage() throws {
        let (folder, store, host, viewer) = try twoImagesKeepingState()
        press(.keyboardEqualSign, "=", on: host)
        host.press(.letter("n")!, "n")
        XCTAssertEqual(viewer.imagePath?.string, folder.path("b.png"))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, "b opens fitted: it was never zoomed")
        XCTAssertTrue(viewer.isAtFit)

        // Each file reopens as it was left: b fitted, a at the zoom the key asked for.
        let (_, reopened) = makeViewer(size: window, imageSize: image)
        reopened.stateStore = store
        reopened.open(path: folder.path("b.png"))
        XCTAssertEqual(reopened.scrollView.zoomScale, 0.5, "b was saved fitted")
        reopened.showPreviousImage()
        XCTAssertEqual(reopened.imagePath?.string, folder.path("a.png"))
        XCTAssertEqual(reopened.scrollView.zoomScale, 0.75, accuracy: 1e-9, "a was saved where its zoom was heading")
    }

    func testBrowsingDuringAFlingLeavesTheNextImageFitted() throws {
        let (folder, _, host, viewer) = try twoImagesKeepingState()
        host.press(.keyboard1, "1")
        for (index, x) in [300, 250, 200, 150].enumerated() {
            let location = CGPoint(x: CGFloat(x), y: 150)
            host.send(index == 0 ? .touchDown(id: 1, location: location) : .touchMove(id: 1, location: location))
            host.step()
        }
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 150)))
        host.step()
        XCTAssertTrue(viewer.scrollView.isDecelerating, "flung")
        host.press(.letter("n")!, "n")
        XCTAssertEqual(viewer.imagePath?.string, folder.path("b.png"))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, "b opens fitted, not at a's scale")
        XCTAssertTrue(viewer.isAtFit)
    }
}
