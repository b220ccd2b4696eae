import XCTest
@testable import ViewerKit
import UIKit

/// What the viewer does with hostile or unusual input: names and arguments holding line
/// breaks and control bytes, CRLF scripts, special files as the screenshot.
final class ViewerBadInputTests: XCTestCase {
    var errors: [String] = []
    /// The memory the pixel budget is worked out from: none known, the fixed default.
    var availableMemory: Int?

    func run(_ arguments: [String]) -> ViewerProgram.Outcome {
        ViewerProgram.outcome(arguments: arguments, output: { _ in }, errors: { self.errors.append($0) },
                              availableMemory: availableMemory)
    }

    func testAFileNameWithALineBreakGivesOneLine() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("two\nlines.png")
        XCTAssertEqual(run(["--headless", path]), .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertFalse(errors[0].contains("\n"), errors[0])
        XCTAssertTrue(errors[0].hasSuffix(#"two\nlines.png: cannot read: No such file or directory"#), errors[0])
        XCTAssertEqual(ViewerStatusText.name(ofPath: FileSystemPath(path)), #"two\nlines.png"#)
    }

    /// As a directory or a FIFO is: one line naming the file and what it is, status 1,
    /// before any window (a list of one whose header check fails, which `WindowViewer` runs first).
    func testADeviceGivesOneLineSayingItIsNoRegularFile() throws {
        XCTAssertEqual(run(["--headless", "/dev/null"]), .exit(1))
        XCTAssertEqual(errors, ["viewer: /dev/null: cannot read: not a regular file (a character device)"])
        XCTAssertEqual(try ImageList.resolving(["/dev/null"]).paths, [FileSystemPath("/dev/null")])
        XCTAssertThrowsError(try ImageLoader.checkHeader(path: "/dev/null")) { error in
            XCTAssertEqual("\(error)", "/dev/null: cannot read: not a regular file (a character device)")
        }
    }

    func testTheBudgetIsWhatMemoryHoldsAndARefusalSaysWhatItNeeds() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("huge.png")
        try Data(Self.header(width: 40000, height: 40000)).write(to: URL(fileURLWithPath: path))
        availableMemory = 4 << 30
        XCTAssertEqual(run(["--headless", path]), .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasSuffix("huge.png: 40000 x 40000 pixels needs 7.9 GiB with its mip levels, "
                                          + "over the limit of 805306368 pixels (4.0 GiB)"), errors[0])
        // 30000 x 30000 fits in 24 GiB (4.7 GiB with its levels), not in 4 GiB.
        let options = try ViewerOptions(arguments: ["a.png"])
        XCTAssertGreaterThanOrEqual(options.resolvingPixelBudget(availableMemory: 24 << 30).maxPixels ?? 0, 30000 * 30000)
        XCTAssertLessThan(options.resolvingPixelBudget(availableMemory: 4 << 30).maxPixels ?? 0, 30000 * 30000)
        // --max-pixels overrides the memory's figure; no memory figure gives the fixed default.
        XCTAssertEqual(try ViewerOptions(arguments: ["--max-pixels", "99", "a.png"])
            .resolvingPixelBudget(availableMemory: 24 << 30).maxPixels, 99)
        XCTAssertEqual(options.resolvingPixelBudget(availableMemory: nil).maxPixels, PNGLimits.defaultMaxPixels)
    }

    /// A PNG signature, an RGB IHDR of `width` x `height`, an empty IDAT and IEND.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        PNGChunks.signature + PNGChunks.chunk("IHDR", PNGChunks.bigEndian(width) + PNGChunks.bigEndian(height) + [8, 2, 0, 0, 0])
            + PNGChunks.chunk("IDAT", []) + PNGChunks.chunk("IEND", [])
    }

    func testUsageErrorsEscapeWhatTheyQuote() {
        XCTAssertEqual(run(["--bad\u{1B}[2J\n"]), .exit(64))
        XCTAssertEqual(run(["--size", "80\0x60"]), .exit(64))
        // Each error is one escaped line, followed by the usage line.
        XCTAssertEqual(errors, [#"viewer: unknown option '--bad\u{1B}[2J\n' (see --help)"#,
                                "usage: viewer [options] [FILE... | FOLDER]",
                                #"viewer: --size: '80\0x60' is not a size WxH in points, such as 1024x768"#,
                                "usage: viewer [options] [FILE... | FOLDER]"])
    }

    func testACRLFScriptPlays() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("pic.png", width: 40, height: 30)
        let shot = folder.path("shot.png")
        let script = try folder.write("resize 64 48\r\nframes 2\r\nscreenshot \(shot)\r\n", as: "windows.txt")
        XCTAssertEqual(run(["--headless", "--script", script, image]), .exit(0))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: shot).width, 64)
    }

    func testAScreenshotToAFIFOIsRefusedAndTheFIFOKept() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("pic.png", width: 40, height: 30)
        let fifo = folder.path("shot.png")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(run(["--headless", "--size", "64x48", "--screenshot", fifo, image]), .exit(1))
        XCTAssertEqual(errors, ["viewer: \(fifo): cannot write: not a regular file (a named pipe)"])
        let script = try folder.write("screenshot \(fifo)\n", as: "shot.txt")
        errors = []
        XCTAssertEqual(run(["--headless", "--size", "64x48", "--script", script, image]), .exit(1))
        XCTAssertEqual(errors, ["viewer: \(script):1: screenshot failed: \(fifo): cannot write: not a regular file (a named pipe)"])
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(FileType(mode: status.st_mode), .fifo)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(),
                       ["pic.png", "shot.png", "shot.txt"])
    }

    /// `--screenshot` takes the next word as its path: with the output's name left out it
    /// took the image's, and the default image's frame replaced the user's picture; named
    /// as the image itself, the image's own frame did. Both are refused, the file unchanged.
    func testAScreenshotNeverReplacesTheImageItWouldShow() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("pic.png", width: 40, height: 30)
        let before = try Data(contentsOf: URL(fileURLWithPath: image))
        XCTAssertEqual(run(["--headless", "--screenshot", image]), .exit(ViewerProgram.usageStatus))
        XCTAssertEqual(errors, ["viewer: --screenshot '\(image)': is a PNG image and no image was named; the screenshot "
                                + "would replace it (give the screenshot's path, then the image)", ViewerOptions.usageLine])
        errors = []
        let link = folder.path("link.png")
        XCTAssertEqual(symlink(image, link), 0)
        XCTAssertEqual(run(["--headless", "--size", "64x48", "--screenshot", link, image]), .exit(ViewerProgram.usageStatus))
        XCTAssertEqual(errors.first, "viewer: --screenshot '\(link)': is the image '\(image)' named to be opened; "
                       + "the screenshot would replace it")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: image)), before, "the image is unchanged")
        // A screenshot over an older one, or over a file that is no PNG, is still written.
        errors = []
        let shot = try folder.write("old", as: "shot.png")
        XCTAssertEqual(run(["--headless", "--size", "64x48", "--screenshot", shot, image]), .exit(0))
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: shot).width, 64)
        XCTAssertEqual(errors, [])
    }
}
