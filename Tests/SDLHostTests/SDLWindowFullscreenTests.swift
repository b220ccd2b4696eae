import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// `f` and F11 in the viewer end here: the window covers its display and comes back.
final class SDLWindowFullscreenTests: XCTestCase {
    func testFullscreenCoversTheDisplayAndComesBack() throws {
        let window = try requireDisplay { try SDLWindow(title: "ScrollKit test", size: CGSize(width: 320, height: 240)) }
        XCTAssertFalse(window.isFullscreen)
        XCTAssertTrue(window.setFullscreen(true))
        XCTAssertTrue(window.isFullscreen)
        // The window system grants the new size with a resize event, handled as any resize.
        SDL_PumpEvents()
        XCTAssertTrue(window.setFullscreen(false))
        XCTAssertFalse(window.isFullscreen)
    }
}
