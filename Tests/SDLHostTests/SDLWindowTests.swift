import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// Window tests need a display: `make test` runs this suite under xvfb-run.
final class SDLWindowTests: XCTestCase {
    private func openWindow(_ size: CGSize) throws -> SDLWindow {
        try requireDisplay { try SDLWindow(title: "ScrollKit test", size: size) }
    }

    func testPresentedFrameReadsBackExactly() throws {
        let window = try openWindow(CGSize(width: 64, height: 48))
        XCTAssertEqual(window.scale, 1)
        let frame = Bitmap(width: 64, height: 48)
        frame.clear(to: Color(red: 10, green: 200, blue: 30).premultiplied)
        frame.cropped(to: PixelRect(x: 8, y: 4, width: 16, height: 8)).clear(to: Color(red: 250, green: 0, blue: 5).premultiplied)
        try window.present(frame, changed: [frame.bounds])
        let shown = try window.readBackPresentedPixels()
        XCTAssertEqual(shown.width, 64)
        XCTAssertEqual(shown[0, 0] & 0xFFFFFF, 0x0A_C8_1E)
        XCTAssertEqual(shown[10, 6] & 0xFFFFFF, 0xFA_00_05)
    }

    func testPartialUploadChangesOnlyThatRectangle() throws {
        let window = try openWindow(CGSize(width: 32, height: 32))
        let frame = Bitmap(width: 32, height: 32)
        frame.clear(to: Color.white.premultiplied)
        try window.present(frame, changed: [frame.bounds])
        frame.clear(to: Color.black.premultiplied)
        try window.present(frame, changed: [PixelRect(x: 0, y: 0, width: 4, height: 4)])
        let shown = try window.readBackPresentedPixels()
        XCTAssertEqual(shown[1, 1] & 0xFFFFFF, 0)
        XCTAssertEqual(shown[10, 10] & 0xFFFFFF, 0xFFFFFF, "not uploaded: the old frame shows")
    }

    func testAFrameSmallerThanTheWindowIsShownUnscaled() throws {
        let window = try openWindow(CGSize(width: 64, height: 48))
        let frame = Bitmap(width: 32, height: 24)
        frame.clear(to: Color(red: 0, green: 255, blue: 0).premultiplied)
        try window.present(frame, changed: [frame.bounds])
        let shown = try window.readBackPresentedPixels()
        XCTAssertEqual(shown[31, 23] & 0xFFFFFF, 0x00FF00)
        XCTAssertEqual(shown[32, 10] & 0xFFFFFF, 0, "not stretched to the window's width")
        XCTAssertEqual(shown[10, 24] & 0xFFFFFF, 0)
    }
}
