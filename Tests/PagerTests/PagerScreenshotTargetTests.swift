import XCTest
import UIKit
import ViewerKit
@testable import PagerKit

/// A headless run never writes its frame over the user's images, as the viewer's: a
/// `--screenshot` naming a file named to be paged through is a bad command line, and a
/// script's `screenshot` of a page shown (or a file named) fails. Before, `pager --headless
/// a.png b.png --screenshot a.png` replaced the photo with the frame, status 0.
final class PagerScreenshotTargetTests: XCTestCase {
    private func run(_ arguments: [String]) -> (PagerProgram.Outcome, [String]) {
        var errors: [String] = []
        let outcome = PagerProgram.outcome(arguments: arguments, output: { _ in }, errors: { errors.append($0) })
        return (outcome, errors)
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testAScreenshotOverAFileNamedIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try ImageFolder(count: 2, width: 8, height: 8)
        let a = folder.path + "/image-1.png", b = folder.path + "/image-2.png"
        let before = try bytes(a)
        let (outcome, errors) = run(["--headless", a, b, "--screenshot", a])
        XCTAssertEqual(outcome, .exit(PagerProgram.usageStatus))
        XCTAssertEqual(errors, ["pager: --screenshot '\(a)': is the image '\(a)' named to be opened; the screenshot would replace it"])
        XCTAssertEqual(try bytes(a), before, "the photo is untouched")
    }

    func testAScriptsScreenshotOfThePageShownFails() throws {
        let folder = try ImageFolder(count: 3, width: 8, height: 8)
        let shown = folder.path + "/image-2.png"
        let before = try bytes(shown)
        let script = folder.url.appendingPathComponent("shot.txt")
        try Data("key down right\nkey up right\nwait 1\nscreenshot \(shown)\n".utf8).write(to: script)
        let (outcome, errors) = run(["--headless", folder.path, "--script", script.path])
        XCTAssertEqual(outcome, .exit(PagerProgram.failureStatus))
        XCTAssertEqual(errors, ["pager: \(script.path):4: screenshot failed: '\(shown)' is the image '\(shown)' being browsed; the screenshot would replace it"])
        XCTAssertEqual(try bytes(shown), before)
    }

    func testGeneratedPagesReplaceAShotWrittenBefore() throws {
        let folder = try ImageFolder(count: 1, width: 8, height: 8)
        let shot = folder.path + "/shot.png"
        XCTAssertEqual(run(["--headless", "--screenshot", shot]).0, .exit(0))
        XCTAssertEqual(run(["--headless", "--screenshot", shot, "--pages", "3"]).0, .exit(0), "a run again")
    }
}
