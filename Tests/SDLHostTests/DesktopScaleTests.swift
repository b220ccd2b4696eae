import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// Where an X11 window's scale comes from: the program, GTK's variable, the X resources.
final class DesktopScaleTests: XCTestCase {
    func testTheEnvironmentFirstThenXftDPI() {
        var asked = 0
        let resources = { () -> String? in asked += 1; return "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n" }
        XCTAssertEqual(DesktopScale.detect(environment: ["SCROLLKIT_SCALE": "1.5", "GDK_SCALE": "2"], xResources: resources), 1.5)
        XCTAssertEqual(DesktopScale.detect(environment: ["GDK_SCALE": "2"], xResources: resources), 2)
        XCTAssertEqual(asked, 0, "the X resources are read only when the environment does not decide")
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: resources), 2, "192 dpi is 2x")
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: { "Xft.dpi: 144" }), 1.5)
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: { "Xft.dpi: 120" }), 1.25)
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: { "Xft.dpi: 96" }), 1)
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: { "Xft.dpi: 72" }), 1, "never below 1")
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: { nil }), 1)
        XCTAssertEqual(DesktopScale.detect(environment: ["GDK_SCALE": "zero"], xResources: { "Xft.dpi: 96" }), 1,
                       "a malformed variable is ignored")
    }

    func testAWindowAt2xHasTwiceThePixelsAndTakesMouseInPoints() throws {
        let window = try requireDisplay {
            try SDLWindow(title: "ScrollKit test", size: CGSize(width: 160, height: 120), contentScale: 2)
        }
        XCTAssertEqual(window.contentScale, 2)
        XCTAssertEqual(window.pointSize, CGSize(width: 160, height: 120))
        XCTAssertEqual(window.pixelSize.width, 320)
        XCTAssertEqual(window.pixelSize.height, 240)
        XCTAssertEqual(window.scale, 2)
        var translator = SDLInputTranslator(windowID: window.windowID, pointSize: window.pointSize)
        translator.contentScale = window.contentScale
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent(type: SDL_MOUSEBUTTONDOWN.rawValue, timestamp: 0, windowID: window.windowID,
                                            which: 0, button: UInt8(SDL_BUTTON_LEFT), state: UInt8(SDL_PRESSED),
                                            clicks: 1, padding1: 0, x: 100, y: 60)
        let (inputs, _) = translator.translate(event, followedBy: nil, modState: 0)
        XCTAssertEqual(inputs, [.touchDown(id: 0, location: CGPoint(x: 50, y: 30))])
    }
}
