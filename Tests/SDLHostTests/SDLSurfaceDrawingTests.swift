import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// On the window-surface path the compositor draws straight into the surface's pixels, so a
/// present copies nothing; a resize hands it the new surface before anything draws.
final class SDLSurfaceDrawingTests: XCTestCase {
    private func openSurfaceApplication(_ size: CGSize) throws -> SDLApplication {
        let app = try openApplication(size)
        try XCTSkipUnless(app.sdlWindow.presentPath == .surface,
                          "this machine presents through \(app.sdlWindow.presentPath), not the window surface")
        return app
    }

    /// Every pixel the window shows equals the compositor's frame.
    private func assertShownEqualsFrame(_ app: SDLApplication, file: StaticString = #filePath, line: UInt = #line) throws {
        let shown = try app.sdlWindow.readBackPresentedPixels(), frame = app.compositor.frame
        XCTAssertEqual(shown.width, frame.width, file: file, line: line)
        XCTAssertEqual(shown.height, frame.height, file: file, line: line)
        var differing = 0
        for y in 0..<min(shown.height, frame.height) {
            for x in 0..<min(shown.width, frame.width) where shown.rgb(x, y) != frame.rgb(x, y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "pixels shown unlike the frame", file: file, line: line)
    }

    func testFramesAreDrawnIntoTheSurfaceAndPresentedWithoutACopy() throws {
        let app = try openSurfaceApplication(CGSize(width: 120, height: 80))
        let target = try XCTUnwrap(app.sdlWindow.frameTarget, "Xvfb's surface is 32-bit xRGB")
        XCTAssertTrue(app.compositor.drawsIntoTarget)
        XCTAssertTrue(app.compositor.frame.storage === target.storage)
        XCTAssertEqual(target.width, app.sdlWindow.pixelSize.width)

        app.window.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        box.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        app.window.addSubview(box)
        try app.processPendingEvents()
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().rgb(20, 20), 0xFFFF00)
        // A partial redraw: only the box's old and new places change, in place.
        box.frame.origin = CGPoint(x: 70, y: 40)
        try app.processPendingEvents()
        let shown = try app.sdlWindow.readBackPresentedPixels()
        XCTAssertEqual(shown.rgb(20, 20), 0x0000FF, "the old place is repainted")
        XCTAssertEqual(shown.rgb(80, 50), 0xFFFF00)
        try assertShownEqualsFrame(app)
    }

    func testAResizeMovesTheFrameToTheNewSurface() throws {
        let app = try openSurfaceApplication(CGSize(width: 120, height: 80))
        let first = try XCTUnwrap(app.sdlWindow.frameTarget)
        app.window.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        try app.processPendingEvents()

        app.sdlWindow.setPointSize(CGSize(width: 200, height: 150))
        try app.processPendingEvents()
        let resized = try XCTUnwrap(app.sdlWindow.frameTarget)
        XCTAssertFalse(resized.storage === first.storage, "SDL made a new surface")
        XCTAssertEqual(resized.width, app.sdlWindow.pixelSize.width)
        XCTAssertEqual(app.compositor.frame.width, resized.width)
        XCTAssertTrue(app.compositor.drawsIntoTarget)
        XCTAssertTrue(app.compositor.frame.storage === resized.storage)
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().rgb(190, 140), 0x00FF00, "the new area is drawn")
        try assertShownEqualsFrame(app)
    }

    func testAScreenshotOfAFrameDrawnInPlaceHoldsItsPixels() throws {
        let app = try openSurfaceApplication(CGSize(width: 64, height: 48))
        app.window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        try app.processPendingEvents()
        let path = NSTemporaryDirectory() + "scrollkit-surface-\(getpid()).png"
        defer { unlink(path) }
        try app.saveScreenshot(to: path)
        let written = try PNGDecoder.decode(contentsOf: path)
        XCTAssertEqual(written.width, app.compositor.frame.width)
        XCTAssertEqual(written[10, 10], 0xFFFF_0000, "opaque red, alpha kept in the surface's pad byte")
    }

    /// A resize the app asks for during a frame (SDL marks the surface invalid at once):
    /// the frame is drawn into what SDL has when it is drawn, and never read from a freed
    /// surface.
    func testAResizeAskedDuringAFrameDrawsIntoTheSurfaceThere() throws {
        let app = try openSurfaceApplication(CGSize(width: 120, height: 80))
        app.window.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        try app.processPendingEvents()
        app.sdlWindow.setPointSize(CGSize(width: 200, height: 150))
        app.window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        try app.renderAndPresent()
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().rgb(10, 10), 0xFF0000)
        try app.processPendingEvents()
        XCTAssertTrue(app.compositor.drawsIntoTarget, "drawn in place again once the window has its new size")
        try assertShownEqualsFrame(app)
    }
}
