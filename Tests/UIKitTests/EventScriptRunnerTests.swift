import XCTest
@testable import UIKit

/// A script host over a real window with a manual clock; it records what it was asked.
final class TestScriptHost: ScriptHost {
    let window: UIWindow
    private(set) var currentTime: TimeInterval = 10
    private(set) var calls: [String] = []
    var failingScreenshotPath: String?

    struct DiskFull: Error, CustomStringConvertible { var description: String { "disk full" } }

    init(window: UIWindow) { self.window = window }

    func deliver(_ input: HostInput, at timestamp: TimeInterval) throws {
        calls.append("input@\(timestamp)")
        window.handle(input, at: timestamp)
    }

    func advance(by seconds: TimeInterval) throws {
        currentTime += seconds
        calls.append("advance \(seconds)")
        window.processDeadlines(at: currentTime)
    }

    func render() throws {
        calls.append("render")
        _ = window.renderedBitmap()
    }

    func screenshot(to path: String) throws {
        if path == failingScreenshotPath { throw DiskFull() }
        calls.append("screenshot \(path)")
    }

    func resize(to size: CGSize) throws {
        calls.append("resize \(size.width)x\(size.height)")
        window.frame = CGRect(origin: .zero, size: size)
    }
}

final class EventScriptRunnerTests: XCTestCase {
    func testScriptDrivesTheWindowLikeRealInput() throws {
        let window = UIWindow.testWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        [single, double, pan].forEach(view.addGestureRecognizer)
        var log: [String] = []
        single.addTarget { let p = $0.location(in: nil); log.append("single \(p.x),\(p.y)") }
        double.addTarget { _ in log.append("double") }
        pan.addTarget { log.append("pan \($0.state) \($0.translation(in: nil).y)") }

        let host = TestScriptHost(window: window)
        let script = try EventScript(parsing: """
        touch down 1 100 100
        advance 50ms
        touch up 1 100 100
        wait 0.4                 # the double tap times out: the single tap fires
        touch down 1 200 200
        @0.5 touch up 1 200 200
        @0.6 touch down 1 200 200
        touch up 1 200 200
        touch down 2 50 300
        frames 2
        touch move 2 50 280
        touch up 2 50 280
        """, name: "taps.txt")
        try EventScriptRunner(host: host).run(script)
        XCTAssertEqual(log, ["single 100.0,100.0", "double", "pan began -20.0", "pan ended -20.0"])
        XCTAssertEqual(host.currentTime, 10 + 0.6 + 2.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(host.calls.filter { $0.hasPrefix("advance") }.count, 6, "50ms, 0.4, to @0.5, to @0.6, two frames")
        XCTAssertEqual(host.calls[0], "input@10.0", "input arrives at the host's time")
    }

    func testRenderScreenshotAndResizeReachTheHost() throws {
        let host = TestScriptHost(window: UIWindow.testWindow())
        let script = try EventScript(parsing: "resize 800 600\nrender\nscreenshot out/a.png\n@0.1 render")
        try EventScriptRunner(host: host).run(script)
        XCTAssertEqual(host.calls, ["resize 800.0x600.0", "render", "screenshot out/a.png", "advance 0.1", "render"])
        XCTAssertEqual(host.window.bounds.size, CGSize(width: 800, height: 600))
    }

    func testHostErrorsNameTheScriptLine() throws {
        let host = TestScriptHost(window: UIWindow.testWindow())
        host.failingScreenshotPath = "/full/b.png"
        let script = try EventScript(parsing: "render\n\nscreenshot /full/b.png\nrender", name: "shots.txt")
        XCTAssertThrowsError(try EventScriptRunner(host: host).run(script)) { error in
            XCTAssertEqual("\(error)", "shots.txt:3: screenshot failed: disk full")
            XCTAssertEqual((error as? EventScriptError)?.text, "screenshot /full/b.png")
        }
        XCTAssertEqual(host.calls, ["render"], "the run stops at the failing step")
    }
}
