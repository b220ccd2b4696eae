import XCTest
import UIKit
@testable import PagerKit

/// The pager reopens on the page it was left on.
final class PagerRestorationTests: XCTestCase {
    private func run(_ arguments: [String]) -> PagerProgram.Outcome {
        PagerProgram.outcome(arguments: arguments, output: { _ in }, errors: { XCTFail($0) })
    }

    func testADeckReopensOnItsPageAndAnotherDeckDoesNot() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let saved = ProcessInfo.processInfo.environment["XDG_STATE_HOME"]
        setenv("XDG_STATE_HOME", folder.url.appendingPathComponent("state").path, 1)
        defer { if let saved { setenv("XDG_STATE_HOME", saved, 1) } else { unsetenv("XDG_STATE_HOME") } }
        let script = folder.url.appendingPathComponent("turn.txt").path
        try Data("key down end\nkey up end\nwait 1\nkey down left\nkey up left\nwait 1\n".utf8)
            .write(to: URL(fileURLWithPath: script))
        func shot(_ name: String) -> String { folder.url.appendingPathComponent(name).path }
        XCTAssertEqual(run(["--headless", "--restore", "--size", "320x200", "--script", script,
                            "--screenshot", shot("left.png")]), .exit(0))
        XCTAssertEqual(run(["--headless", "--restore", "--size", "320x200", "--screenshot", shot("reopened.png")]), .exit(0))
        XCTAssertEqual(run(["--headless", "--size", "320x200", "--screenshot", shot("first.png")]), .exit(0))
        XCTAssertEqual(run(["--headless", "--restore", "--pages", "30", "--size", "320x200",
                            "--screenshot", shot("other.png")]), .exit(0))
        let left = try PNGDecoder.decode(contentsOf: shot("left.png"))
        XCTAssertTrue(ImageComparison.compare(expected: left, actual: try PNGDecoder.decode(contentsOf: shot("reopened.png"))).passed,
                      "page 11 of 12 again")
        let first = try PNGDecoder.decode(contentsOf: shot("first.png"))
        XCTAssertFalse(ImageComparison.compare(expected: left, actual: first).passed, "without --restore: page 1")
        let other = try PNGDecoder.decode(contentsOf: shot("other.png"))
        XCTAssertEqual(left[10, 100], PageColors.background(forPage: 10).rasterColor.premultiplied, "page 11 of 12")
        XCTAssertEqual(other[10, 100], PageColors.background(forPage: 0).rasterColor.premultiplied,
                       "a deck of 30 is another deck: it opens on page 1")
    }

    func testTheOptionsSayWhetherStateIsKept() throws {
        XCTAssertTrue(try PagerOptions(arguments: []).usesSavedState)
        XCTAssertFalse(try PagerOptions(arguments: ["--no-restore"]).usesSavedState)
        XCTAssertFalse(try PagerOptions(arguments: ["--headless"]).usesSavedState)
        XCTAssertTrue(try PagerOptions(arguments: ["--headless", "--restore"]).usesSavedState)
    }
}
