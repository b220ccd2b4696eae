import XCTest
@testable import ViewerKit
import UIKit

/// The whole program as the command line runs it, short of opening a window.
final class ViewerProgramTests: XCTestCase {
    var output: [String] = []
    var errors: [String] = []

    func run(_ arguments: [String]) -> ViewerProgram.Outcome {
        ViewerProgram.outcome(arguments: arguments, output: { self.output.append($0) },
                              errors: { self.errors.append($0) }, availableMemory: nil)
    }

    func testHelpGoesToStandardOutput() {
        XCTAssertEqual(run(["--help"]), .exit(0))
        XCTAssertEqual(output, [ViewerOptions.usage])
        XCTAssertEqual(errors, [])
    }

    func testVersionGoesToStandardOutput() {
        XCTAssertEqual(run(["--version"]), .exit(0))
        XCTAssertEqual(output, [ViewerProgram.version])
    }

    func testAFolderWithoutImagesIsOneLineAndStatus1() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(run(["--headless", folder.url.path]), .exit(1))
        XCTAssertEqual(errors, ["viewer: \(folder.url.path): no PNG files in the folder"])
    }

    func testUnknownOptionIsOneLineThenTheUsageLineAndStatus64() {
        XCTAssertEqual(run(["--fulscreen", "map.png"]), .exit(64))
        XCTAssertEqual(errors, ["viewer: unknown option '--fulscreen' (see --help)", ViewerOptions.usageLine])
        XCTAssertEqual(output, [])
    }

    func testWithoutHeadlessItAsksForAWindow() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("pic.png", width: 8, height: 8)
        guard case let .openWindow(options, list) = run(["--size", "640x480", path]) else {
            return XCTFail("expected a window")
        }
        XCTAssertEqual(list.current.string, path)
        XCTAssertEqual(options.size, CGSize(width: 640, height: 480))
    }

    func testABadFileIsOneLineNamingItAndStatus1() throws {
        let folder = try TemporaryFolder()
        let text = try folder.write("not an image\n", as: "notes.png")
        let missing = folder.path("missing.png")
        var png = try PNGEncoder.encode(makeQuadrantImage(width: 64, height: 64))
        png.removeLast(png.count / 2)
        let truncated = folder.path("half.png")
        try Data(png).write(to: URL(fileURLWithPath: truncated))
        let expected = [
            text: "viewer: \(text): not a PNG file (bad signature)",
            missing: "viewer: \(missing): cannot read: No such file or directory",
            "": "viewer: '': cannot read: No such file or directory",
        ]
        for (path, line) in expected {
            errors = []
            XCTAssertEqual(run(["--headless", path]), .exit(1))
            XCTAssertEqual(errors, [line])
        }
        errors = []
        XCTAssertEqual(run(["--headless", truncated]), .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("viewer: \(truncated): "), errors[0])
        XCTAssertFalse(errors[0].contains("\n"))
    }

    func testHeadlessScriptWritesScreenshotsOfTheRightSize() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("pic.png", width: 640, height: 320)
        let script = try folder.write("""
            # zoom in about the centre, back to fit, then double-click a point
            key down equal
            key up equal
            wait 0.5
            screenshot \(folder.path("middle.png"))
            key down 0
            key up 0
            wait 0.5
            touch down 0 40 40
            touch up 0 40 40
            frames 2
            touch down 0 40 40
            touch up 0 40 40
            wait 0.5
            """, as: "zoom.txt")
        let final = folder.path("final.png")
        XCTAssertEqual(run(["--headless", "--size", "160x120", "--scale", "2", "--script", script,
                            "--screenshot", final, image]), .exit(0))
        XCTAssertEqual(errors, [])
        for path in [folder.path("middle.png"), final] {
            let header = try PNGDecoder.readHeader(contentsOf: path)
            XCTAssertEqual(header.width, 320, path)
            XCTAssertEqual(header.height, 240, path)
        }
        // The double click at (40, 40) at the fit scale 0.25 zoomed in about image point
        // (160, 80), in the top-left quadrant, and brought it towards the centre (at fit,
        // the centre shows the bottom-right quadrant's corner pixel).
        let middle = try PNGDecoder.decode(contentsOf: folder.path("middle.png"))
        // At 0.375 the image fills the height: (10, 10) points, fit's top border, shows image
        // point (133, 27) in the top-left quadrant.
        XCTAssertEqual(middle[20, 20], quadrantColors[0].premultiplied, "zoomed in x1.5")
        let frame = try PNGDecoder.decode(contentsOf: final)
        XCTAssertEqual(frame[160, 120], quadrantColors[0].premultiplied)
    }

    func testQuittingEndsTheScript() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("pic.png", width: 40, height: 30)
        let script = try folder.write("key down q\nkey up q\nscreenshot \(folder.path("after.png"))\n", as: "quit.txt")
        XCTAssertEqual(run(["--headless", "--script", script, image]), .exit(0))
        XCTAssertEqual(errors, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("after.png")), "nothing runs after q")
    }

    func testBadScriptOrScreenshotPathIsOneLineAndStatus1() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("pic.png", width: 40, height: 30)
        let script = try folder.write("wait 0.1\ntuch down 0 1 1\n", as: "typo.txt")
        XCTAssertEqual(run(["--headless", "--script", script, image]), .exit(1))
        XCTAssertEqual(errors, ["viewer: \(script):2: unknown command 'tuch'"])
        errors = []
        let shot = folder.path("no/such/folder/shot.png")
        XCTAssertEqual(run(["--headless", "--screenshot", shot, image]), .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("viewer: \(shot)"), errors[0])
    }
}
