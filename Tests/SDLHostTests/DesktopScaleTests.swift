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

    /// libX11's copy of the resources is what `xrdb` set on the server.
    func testTheXResourcesAreReadFromTheServer() throws {
        try skipIfWindowTestsRunElsewhere()
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            if ProcessInfo.processInfo.environment["SCROLLKIT_REQUIRE_DISPLAY"] != nil {
                return XCTFail("SCROLLKIT_REQUIRE_DISPLAY is set but DISPLAY is not")
            }
            throw XCTSkip("no X display; run under xvfb-run")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xrdb") else { throw XCTSkip("no xrdb to set resources with") }
        let before = try XCTUnwrap(XResources.query(), "the display opens")
        defer {
            // The server is shared by the other window tests: leave its resources as found.
            if before.isEmpty { _ = xrdb(["-remove"]) } else { _ = xrdb(["-load"], input: before) }
        }
        XCTAssertEqual(xrdb(["-merge"], input: "Xft.dpi: 168\nScrollKitTest.colour: teal\n"), 0)
        let text = try XCTUnwrap(XResources.query())
        XCTAssertEqual(DesktopScale.xftDPI(in: text), 168)
        XCTAssertTrue(text.contains("ScrollKitTest.colour:\tteal"), text)
        XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: { text }), 1.75)
    }

    /// Runs `/usr/bin/xrdb arguments` with `input` on its standard input; its exit status.
    private func xrdb(_ arguments: [String], input: String = "") -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xrdb")
        process.arguments = arguments + (arguments == ["-remove"] ? [] : ["-nocpp"])
        let pipe = Pipe()
        process.standardInput = pipe
        do { try process.run() } catch { return -1 }
        pipe.fileHandleForWriting.write(Data(input.utf8))
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
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

/// A whole application on a 2x desktop: points for the toolkit, twice the pixels on screen.
final class DesktopScaleApplicationTests: XCTestCase {
    func testAnApplicationOnA2xDesktopDrawsSharpAndTakesClicksInPoints() throws {
        setenv("SCROLLKIT_SCALE", "2", 1)
        defer { unsetenv("SCROLLKIT_SCALE") }
        let app = try openApplication(CGSize(width: 120, height: 80))
        XCTAssertEqual(app.window.bounds.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(app.window.screen.scale, 2)
        XCTAssertEqual(app.compositor.frame.width, 240)
        let controller = UIViewController()
        app.window.rootViewController = controller
        controller.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let badge = UIView(frame: CGRect(x: 100, y: 60, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        controller.view.addSubview(badge)
        try app.processPendingEvents()
        let shown = try app.sdlWindow.readBackPresentedPixels()
        XCTAssertEqual(shown.width, 240)
        XCTAssertEqual(shown.rgb(199, 119), 0x0000FF, "just outside the badge, in device pixels")
        XCTAssertEqual(shown.rgb(200, 120), 0xFFFF00, "the badge's corner at (100, 60) points")
    }
}
