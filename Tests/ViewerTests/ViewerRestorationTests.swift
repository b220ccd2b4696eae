import XCTest
@testable import UIKit
@testable import ViewerKit

/// A file reopens at the zoom and position it was left at; a changed file opens fitted.
final class ViewerRestorationTests: XCTestCase {
    private var errors: [String] = []

    private func run(_ arguments: [String]) -> ViewerProgram.Outcome {
        ViewerProgram.outcome(arguments: arguments, output: { _ in }, errors: { self.errors.append($0) }, availableMemory: nil)
    }

    /// Runs `body` with the XDG state directory in `folder`.
    private func withStateHome<T>(_ folder: TemporaryFolder, _ body: () throws -> T) rethrows -> T {
        let saved = ProcessInfo.processInfo.environment["XDG_STATE_HOME"]
        setenv("XDG_STATE_HOME", folder.path("state"), 1)
        defer { if let saved { setenv("XDG_STATE_HOME", saved, 1) } else { unsetenv("XDG_STATE_HOME") } }
        return try body()
    }

    func testAZoomedSessionReopensWhereItWasLeft() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("map.png", width: 1600, height: 1200)
        let script = folder.path("zoom.txt")
        // 100%, then drag the content 150 pt left and 100 pt up, and let it rest.
        try """
        key down 1
        key up 1
        wait 0.5
        touch down 0 300 300
        frames 1
        touch move 0 250 270
        frames 1
        touch move 0 150 200
        wait 0.2
        touch up 0 150 200
        wait 2
        """.write(toFile: script, atomically: true, encoding: .utf8)
        // Screenshots go elsewhere: in the image's folder they would join the browsing list.
        let shots = try TemporaryFolder()
        let zoomed = shots.path("zoomed.png"), reopened = shots.path("reopened.png")
        let fresh = shots.path("fresh.png"), fitted = shots.path("fitted.png")
        withStateHome(folder) {
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--script", script,
                                "--screenshot", zoomed, image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--screenshot", reopened, image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--size", "400x300", "--screenshot", fresh, image]), .exit(0))
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("state/scrollkit/viewer.state")))
        }
        XCTAssertEqual(errors, [])
        let a = try PNGDecoder.decode(contentsOf: zoomed), b = try PNGDecoder.decode(contentsOf: reopened)
        XCTAssertTrue(ImageComparison.compare(expected: a, actual: b).passed,
                     "the reopened view is the one left")
        let c = try PNGDecoder.decode(contentsOf: fresh)
        XCTAssertFalse(ImageComparison.compare(expected: a, actual: c).passed,
                        "a headless run without --restore opens fitted")

        // The file changes: it opens fitted again, as a run without --restore shows it.
        try PNGEncoder.write(makeQuadrantImage(width: 1600, height: 1201), to: image)
        let changedFresh = shots.path("changed-fresh.png")
        withStateHome(folder) {
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--screenshot", fitted, image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--size", "400x300", "--screenshot", changedFresh, image]), .exit(0))
        }
        let d = try PNGDecoder.decode(contentsOf: fitted), e = try PNGDecoder.decode(contentsOf: changedFresh)
        XCTAssertTrue(ImageComparison.compare(expected: e, actual: d).passed, "a changed file opens fitted")
    }

    func testTheOptionsSayWhetherStateIsKept() throws {
        XCTAssertTrue(try ViewerOptions(arguments: []).usesSavedState, "a window restores")
        XCTAssertFalse(try ViewerOptions(arguments: ["--no-restore"]).usesSavedState)
        XCTAssertFalse(try ViewerOptions(arguments: ["--headless"]).usesSavedState, "headless runs are deterministic")
        XCTAssertTrue(try ViewerOptions(arguments: ["--headless", "--restore"]).usesSavedState)
    }

    func testACorruptStateFileIsOneWarningAndTheFileOpensFitted() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("map.png", width: 800, height: 600)
        try FileManager.default.createDirectory(atPath: folder.path("state/scrollkit"), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: folder.path("state/scrollkit/viewer.state")))
        let shots = try TemporaryFolder()   // not beside the image: they would join its browsing list
        let shot = shots.path("shot.png"), fresh = shots.path("fresh.png")
        let (_, warnings) = try capturingStandardError {
            withStateHome(folder) {
                XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--screenshot", shot, image]), .exit(0))
            }
        }
        let state = folder.path("state/scrollkit/viewer.state")
        XCTAssertEqual(warnings, "viewer: ignoring saved state \(state): "
                       + "not a valid state file (damaged or truncated); moved to \(state).damaged\n")
        XCTAssertEqual(try String(contentsOfFile: state + ".damaged", encoding: .utf8), "{ not json", "kept, not lost")
        XCTAssertEqual(run(["--headless", "--size", "400x300", "--screenshot", fresh, image]), .exit(0))
        XCTAssertEqual(errors, [])
        let restored = try PNGDecoder.decode(contentsOf: shot), fitted = try PNGDecoder.decode(contentsOf: fresh)
        XCTAssertTrue(ImageComparison.compare(expected: fitted, actual: restored).passed, "the file opens fitted")
    }

    /// A state file of another format (a later viewer's) is neither lost nor repeated:
    /// browsing three files reads it three times and saves three times, with one warning.
    func testAForeignStateFileIsOneWarningWhileBrowsingAndIsNotSavedOver() throws {
        let folder = try TemporaryFolder()
        let images = try TemporaryFolder()
        let first = try images.writeImage("a.png", width: 800, height: 600)
        _ = try images.writeImage("b.png", width: 600, height: 800)
        _ = try images.writeImage("c.png", width: 300, height: 300)
        let state = folder.path("state/scrollkit/viewer.state")
        try FileManager.default.createDirectory(atPath: folder.path("state/scrollkit"), withIntermediateDirectories: true)
        let newer = "{\"format\":2,\"documents\":{}}"
        try Data(newer.utf8).write(to: URL(fileURLWithPath: state))
        let script = try folder.write("key down n\nkey up n\nwait 1\nkey down n\nkey up n\nwait 1\n", as: "browse.txt")
        let (_, warnings) = try capturingStandardError {
            withStateHome(folder) {
                XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--script", script, first]), .exit(0))
            }
        }
        XCTAssertEqual(warnings, "viewer: ignoring saved state \(state): format 2, expected 1 "
                       + "(left as it is; state is not saved)\n")
        XCTAssertEqual(try String(contentsOfFile: state, encoding: .utf8), newer, "not saved over")
        XCTAssertEqual(errors, [])
    }

    /// The saved scale and offset fit the window they were saved in. An image left fitted
    /// in a large window used to reopen in a small one at the large one's scale (93%,
    /// showing a corner); zoomed, about the old top-left offset rather than the old centre.
    func testReopeningInAnotherWindowSizeKeepsFitOrTheCentre() throws {
        let folder = try TemporaryFolder()
        let images = try TemporaryFolder()
        let image = try images.writeImage("map.png", width: 800, height: 600)
        let shots = try TemporaryFolder()
        let fitted = shots.path("fitted.png"), fresh = shots.path("fresh.png"), zoomed = shots.path("zoomed.png")
        let script = try folder.write("key down 1\nkey up 1\nwait 1\n", as: "actual.txt")
        withStateHome(folder) {
            XCTAssertEqual(run(["--headless", "--restore", "--size", "1024x768", image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--screenshot", fitted, image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--size", "400x300", "--screenshot", fresh, image]), .exit(0))
            // 100% about the image's centre in 400 x 300, reopened in 600 x 400.
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x300", "--script", script, image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--restore", "--size", "600x422", "--screenshot", zoomed, image]), .exit(0))
        }
        XCTAssertEqual(errors, [])
        let a = try PNGDecoder.decode(contentsOf: fitted), b = try PNGDecoder.decode(contentsOf: fresh)
        XCTAssertTrue(ImageComparison.compare(expected: b, actual: a).passed, "left fitted, it opens fitted")
        // The image's centre (400, 300), where the quadrants meet, at the view's (300, 200).
        let frame = try PNGDecoder.decode(contentsOf: zoomed)
        XCTAssertEqual(colorAt(frame, 297, 197), quadrantColors[0])
        XCTAssertEqual(colorAt(frame, 302, 197), quadrantColors[1])
        XCTAssertEqual(colorAt(frame, 297, 202), quadrantColors[2])
        XCTAssertEqual(colorAt(frame, 302, 202), quadrantColors[3])
    }

    /// A file reopens upright, so the point kept is the image's own: turned, zoomed to
    /// 100% and scrolled to the top, the view's centre showed image pixel (150, 300), on
    /// the line between the top-left and bottom-left quadrants; reopened upright it shows
    /// there again (not at (300, 150), the turned picture's coordinates, inside the first).
    func testATurnedImageReopensUprightAboutTheSameImagePoint() throws {
        let folder = try TemporaryFolder()
        let images = try TemporaryFolder()
        let image = try images.writeImage("map.png", width: 800, height: 600)
        let shots = try TemporaryFolder()
        let reopened = shots.path("reopened.png")
        let script = try folder.write("key down r\nkey up r\nkey down 1\nkey up 1\nwait 1\nkey down home\nkey up home\nwait 1\n",
                                      as: "turn.txt")
        withStateHome(folder) {
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x322", "--script", script, image]), .exit(0))
            XCTAssertEqual(run(["--headless", "--restore", "--size", "400x322", "--screenshot", reopened, image]), .exit(0))
        }
        XCTAssertEqual(errors, [])
        let frame = try PNGDecoder.decode(contentsOf: reopened)
        XCTAssertEqual(colorAt(frame, 200, 147), quadrantColors[0])
        XCTAssertEqual(colorAt(frame, 200, 152), quadrantColors[2])
    }
}
