import XCTest
@testable import UIKit

/// Scripts as they come from other systems and from mistakes: CRLF line ends, special
/// files given as the script, raw control bytes and enormous lines, windows too small.
final class EventScriptInputTests: XCTestCase {
    private func message(_ text: String, name: String = "s.txt") -> String {
        do { _ = try EventScript(parsing: text, name: name); return "parsed" } catch { return "\(error)" }
    }

    func testCRLFLineEndsParseAsLFOnes() throws {
        let lines = ["# made on Windows", "touch down 1 10 20", "frames 1", "", "wait 0.1", "screenshot out/a b.png"]
        let lf = try EventScript(parsing: lines.joined(separator: "\n") + "\n")
        let crlf = try EventScript(parsing: lines.joined(separator: "\r\n") + "\r\n")
        XCTAssertEqual(crlf, lf)
        XCTAssertEqual(crlf.steps.map(\.line), [2, 3, 5, 6])
        XCTAssertEqual(crlf.steps.last?.command, .screenshot(path: "out/a b.png"))
        XCTAssertEqual(message("frames 1\r\nwait x\r\n"), "s.txt:2: expected a duration in seconds (like 0.25, 250ms), got 'x'")
    }

    func testControlBytesInALineAreEscapedInTheMessage() {
        XCTAssertEqual(message("frames \u{1}\0\u{1B}[2J"), #"s.txt:1: expected a frame count (0 or more), got '\u{1}\0\u{1B}[2J'"#)
        XCTAssertEqual(message("tu\u{7}ch 1 2"), #"s.txt:1: unknown command 'tu\u{7}ch'"#)
        // A NUL must not end a number early: "2\03" is no number, not 2.
        XCTAssertEqual(message("touch down 1 2\03 4"), #"s.txt:1: expected a number for x, got '2\03'"#)
        XCTAssertEqual(message("wait 1\0s"), #"s.txt:1: expected a duration in seconds (like 0.25, 250ms), got '1\0s'"#)
        XCTAssertEqual(message("render", name: "two\nlines.txt"), "parsed")
        XCTAssertEqual(message("rendr", name: "two\nlines.txt"), #"two\nlines.txt:1: unknown command 'rendr'"#)
    }

    func testAMegabyteLineGivesAShortMessage() {
        let word = String(repeating: "x", count: 1_000_000)
        for text in [word, "touch down 1 2 3 " + word, "key down " + word] {
            let shown = message(text)
            XCTAssertTrue(shown.hasPrefix("s.txt:1: "), String(shown.prefix(80)))
            XCTAssertLessThan(shown.count, 300, String(shown.prefix(80)))
            XCTAssertTrue(shown.contains("xxx…xxx"), String(shown.prefix(80)))
        }
    }

    func testAWindowTooSmallIsRefusedAtItsLine() {
        XCTAssertEqual(message("render\nresize 0.001 0.001"), "s.txt:2: resize needs at least 1 point a side, got 0.001 x 0.001")
        XCTAssertEqual(message("resize 800 0.5"), "s.txt:1: resize needs at least 1 point a side, got 800 x 0.5")
        XCTAssertEqual(message("resize 1 1"), "parsed")
        // At half a pixel per point, one point is too small too: the host refuses it.
        let host = HeadlessHost(size: CGSize(width: 10, height: 10), scale: 0.5)
        let script = try? EventScript(parsing: "render\nresize 1 1\nscreenshot never.png", name: "small.txt")
        XCTAssertThrowsError(try EventScriptRunner(host: host).run(script!)) { error in
            XCTAssertEqual("\(error)", "small.txt:2: resize failed: a window of 1.0 x 1.0 points at scale 0.5 "
                           + "has less than one pixel on a side")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "never.png"))
    }

    func testASpecialFileAsTheScriptSaysWhatItIsWithoutWaiting() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("events.txt")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        // No writer ever opens the FIFO: reading it would block for ever.
        XCTAssertThrowsError(try EventScript(contentsOf: fifo)) { error in
            XCTAssertTrue("\(error)".hasSuffix("events.txt: cannot read the script (it is a named pipe)"), "\(error)")
        }
        XCTAssertThrowsError(try EventScript(contentsOf: URL(fileURLWithPath: "/dev/zero"))) { error in
            XCTAssertEqual("\(error)", "/dev/zero: cannot read the script (it is a character device)")
        }
        XCTAssertThrowsError(try EventScript(contentsOf: directory)) { error in
            XCTAssertTrue("\(error)".hasSuffix(": cannot read the script (it is a directory)"), "\(error)")
        }
    }
}
