import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// Window tests need a display: `make test` runs this suite under xvfb-run. Each runs on
/// every present path (`SDLPresentPath`): they must all show frames alike.
final class SDLWindowTests: XCTestCase {
    private func forEachPath(_ size: CGSize, _ body: (SDLWindow, String) throws -> Void) throws {
        for path in SDLPresentPath.allCases {
            let window = try requireDisplay { try SDLWindow(title: "ScrollKit test", size: size, presentPath: path) }
            XCTAssertEqual(window.presentPath, path)
            try body(window, "\(path)")
        }
    }

    func testPresentedFrameReadsBackExactly() throws {
        try forEachPath(CGSize(width: 64, height: 48)) { window, path in
            XCTAssertEqual(window.scale, 1, path)
            let frame = Bitmap(width: 64, height: 48)
            frame.clear(to: Color(red: 10, green: 200, blue: 30).premultiplied)
            frame.cropped(to: PixelRect(x: 8, y: 4, width: 16, height: 8)).clear(to: Color(red: 250, green: 0, blue: 5).premultiplied)
            try window.present(frame, changed: [frame.bounds])
            let shown = try window.readBackPresentedPixels()
            XCTAssertEqual(shown.width, 64, path)
            XCTAssertEqual(shown.rgb(0, 0), 0x0A_C8_1E, path)
            XCTAssertEqual(shown.rgb(10, 6), 0xFA_00_05, path)
        }
    }

    func testPartialUploadChangesOnlyThoseRectangles() throws {
        try forEachPath(CGSize(width: 32, height: 32)) { window, path in
            let frame = Bitmap(width: 32, height: 32)
            frame.clear(to: Color.white.premultiplied)
            try window.present(frame, changed: [frame.bounds])
            frame.clear(to: Color.black.premultiplied)
            try window.present(frame, changed: [PixelRect(x: 0, y: 0, width: 4, height: 4),
                                                PixelRect(x: 28, y: 24, width: 4, height: 8)])
            let shown = try window.readBackPresentedPixels()
            XCTAssertEqual(shown.rgb(1, 1), 0, path)
            XCTAssertEqual(shown.rgb(31, 31), 0, path)
            XCTAssertEqual(shown.rgb(10, 10), 0xFFFFFF, "\(path): not uploaded, the old frame shows")
            try window.present(frame, changed: [])
            XCTAssertEqual(try window.readBackPresentedPixels().rgb(10, 10), 0xFFFFFF,
                           "\(path): no rectangle shows the last upload again")
        }
    }

    func testAFrameSmallerThanTheWindowIsShownUnscaled() throws {
        try forEachPath(CGSize(width: 64, height: 48)) { window, path in
            let frame = Bitmap(width: 32, height: 24)
            frame.clear(to: Color(red: 0, green: 255, blue: 0).premultiplied)
            try window.present(frame, changed: [frame.bounds])
            let shown = try window.readBackPresentedPixels()
            XCTAssertEqual(shown.rgb(31, 23), 0x00FF00, path)
            XCTAssertEqual(shown.rgb(32, 10), 0, "\(path): not stretched to the window's width")
            XCTAssertEqual(shown.rgb(10, 24), 0, path)
        }
    }
}
