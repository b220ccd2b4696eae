import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// Event scripts against the real window, with scripted time.
final class SDLApplicationScriptTests: XCTestCase {
    func testScriptDragsAnimatesAndScreenshotsTheRealWindow() throws {
        let clock = ManualClock(now: 0)
        let app = try openApplication(CGSize(width: 120, height: 90), manualClock: clock)
        app.window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        app.window.addSubview(square)
        let pan = UIPanGestureRecognizer()
        pan.addTarget { (p: UIPanGestureRecognizer) in
            square.frame.origin = p.translation(in: nil)
        }
        square.addGestureRecognizer(pan)
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: app.scheduler)
        defer { link.invalidate() }

        let path = NSTemporaryDirectory() + "sdlhost-script-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = clock.now
        let script = try EventScript(parsing: """
            touch down 0 10 10
            frames 2
            touch move 0 40 30
            touch up 0 60 50
            wait 0.5
            screenshot \(path)
            """, name: "drag.txt")
        try app.run(script: script)

        XCTAssertEqual(clock.now - start, 2.0 / 60 + 0.5, accuracy: 1e-9, "time moved only as scripted")
        XCTAssertEqual(ticks, 32, "one display-link tick per scripted frame")
        XCTAssertEqual(square.frame.origin, CGPoint(x: 50, y: 40))
        let saved = try PNGDecoder.decode(contentsOf: path)
        XCTAssertEqual(saved.rgb(55, 45), 0x0000FF)
        XCTAssertEqual(saved.rgb(5, 5), 0xFFFFFF)
        let shown = try app.sdlWindow.readBackPresentedPixels()
        XCTAssertEqual(shown.rgb(55, 45), 0x0000FF, "the screenshot is what the window shows")
        XCTAssertEqual(shown.rgb(5, 5), 0xFFFFFF)
    }

    func testScriptResizesTheWindow() throws {
        let app = try openApplication(CGSize(width: 100, height: 80), manualClock: ManualClock(now: 0))
        try app.run(script: EventScript(parsing: "resize 140 100\nrender", name: "resize.txt"))
        XCTAssertEqual(app.sdlWindow.pointSize, CGSize(width: 140, height: 100))
        XCTAssertEqual(app.window.bounds.size, CGSize(width: 140, height: 100))
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().width, 140)
    }

    func testAFailingScreenshotNamesTheScriptLine() throws {
        let app = try openApplication(CGSize(width: 32, height: 32), manualClock: ManualClock(now: 0))
        let script = try EventScript(parsing: "render\nscreenshot /nonexistent-dir/x.png", name: "bad.txt")
        XCTAssertThrowsError(try app.run(script: script)) { error in
            XCTAssertTrue("\(error)".hasPrefix("bad.txt:2: screenshot failed"), "\(error)")
        }
    }

    func testRealInputIsIgnoredWhileAScriptRuns() throws {
        let app = try openApplication(CGSize(width: 64, height: 64), manualClock: ManualClock(now: 0))
        let view = KeyRecordingView(frame: app.window.bounds)
        app.window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        SDLEvents.push(SDLEvents.key(true, scancode: SDL_SCANCODE_X, sym: 120, window: app.sdlWindow.windowID))
        try app.run(script: EventScript(parsing: "key down a\nframes 1\nkey up a", name: "keys.txt"))
        XCTAssertEqual(view.log, ["down 4 'a' 'a' 0", "up 4 'a' 'a' 0"])
    }
}
