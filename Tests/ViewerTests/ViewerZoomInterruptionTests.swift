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
        XCTAssertEqual(viewer.imagePath, folder.path("b.png"))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5)
        host.press(.keyboardEqualSign, "=")
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.75, accuracy: 1e-9,
                       "one step in from b's fit, not from a's largest scale")
    }
}
