import XCTest
@testable import ViewerKit
import UIKit

/// A script's `screenshot` step never replaces the image shown or one named on the command
/// line, as `--screenshot` never replaces one named: `screenshot a.png` in a script run on
/// a.png wrote the frame over the photo.
final class ViewerScriptScreenshotTargetTests: XCTestCase {
    var errors: [String] = []

    func run(_ arguments: [String]) -> ViewerProgram.Outcome {
        ViewerProgram.outcome(arguments: arguments, output: { _ in }, errors: { self.errors.append($0) },
                              availableMemory: nil)
    }

    func testAScreenshotStepOnTheImageShownIsRefusedAndTheFileKept() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("a.png", width: 40, height: 30)
        let before = try Data(contentsOf: URL(fileURLWithPath: image))
        let script = try folder.write("screenshot \(image)\n", as: "shot.txt")
        XCTAssertEqual(run(["--headless", "--script", script, image]), .exit(1))
        XCTAssertEqual(errors, ["viewer: \(script):1: screenshot failed: '\(image)' is the image '\(image)' "
                                + "being browsed; the screenshot would replace it"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: image)), before)
    }

    func testAScreenshotStepOnAnotherImageNamedIsRefused() throws {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 40, height: 30)
        let b = try folder.writeImage("b.png", width: 20, height: 20)
        let before = try Data(contentsOf: URL(fileURLWithPath: b))
        // Named by another spelling of its path: the same file all the same.
        let script = try folder.write("screenshot \(folder.url.path)/./b.png\n", as: "shot.txt")
        XCTAssertEqual(run(["--headless", "--script", script, a, b]), .exit(1))
        XCTAssertEqual(errors.count, 1)
        let error = errors.first ?? ""
        XCTAssertTrue(error.hasSuffix("is the image '\(b)' being browsed; the screenshot would replace it"), error)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: b)), before)
    }

    /// A script run again writes its shots again, though they now lie in the folder of the
    /// image it opens, and so are browsed with it.
    func testAScriptRunAgainReplacesItsOwnShotsBesideTheImage() throws {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 40, height: 30)
        let script = try folder.write("screenshot \(folder.path("step1.png"))\n", as: "shot.txt")
        XCTAssertEqual(run(["--headless", "--size", "64x48", "--script", script, a]), .exit(0), "\(errors)")
        XCTAssertEqual(run(["--headless", "--size", "80x60", "--script", script, a]), .exit(0), "\(errors)")
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: folder.path("step1.png")).width, 80)
    }

    func testAScreenshotStepOnANewFileOrAnImageNotBrowsedIsWritten() throws {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 40, height: 30)
        let other = try TemporaryFolder()
        let old = try other.writeImage("old-shot.png", width: 2, height: 2)
        let script = try folder.write("screenshot \(folder.path("new.png"))\nscreenshot \(old)\n", as: "shot.txt")
        XCTAssertEqual(run(["--headless", "--size", "64x48", "--script", script, a]), .exit(0), "\(errors)")
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: folder.path("new.png")).width, 64)
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: old).width, 64, "an earlier shot outside the list is replaced")
    }
}
