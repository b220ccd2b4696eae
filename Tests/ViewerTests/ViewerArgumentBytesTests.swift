import XCTest
@testable import ViewerKit
import UIKit

/// Arguments whose bytes are not UTF-8 (a Latin-1 name such as `caf\xE9.png`): Swift's
/// `CommandLine.arguments` replaces such bytes with U+FFFD, naming another file, so the
/// viewer said a file in plain sight did not exist, and `--screenshot` wrote another name.
final class ViewerArgumentBytesTests: XCTestCase {
    var errors: [String] = []

    func run(_ arguments: [[UInt8]]) -> ViewerProgram.Outcome {
        ViewerProgram.outcome(argumentBytes: arguments, output: { _ in }, errors: { self.errors.append($0) },
                              availableMemory: nil)
    }

    func testAFileNameThatIsNotUTF8IsRefusedSayingSo() throws {
        let folder = try TemporaryFolder()
        let name = Array("\(folder.url.path)/caf".utf8) + [0xE9] + Array(".png".utf8)
        let fd = open(name.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0, "the file exists, under its Latin-1 name")
        close(fd)
        XCTAssertEqual(run([Array("--headless".utf8), name]), .exit(64))
        XCTAssertEqual(errors, ["viewer: '\(folder.url.path)/caf\\xE9.png' is not UTF-8 text: the viewer opens "
                                + "only files and values named in UTF-8",
                                ViewerOptions.usageLine])
    }

    func testAScreenshotPathThatIsNotUTF8IsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("a.png", width: 4, height: 4)
        let shot = Array("\(folder.url.path)/shot".utf8) + [0xFF] + Array(".png".utf8)
        XCTAssertEqual(run([Array("--headless".utf8), Array("--screenshot".utf8), shot, Array(image.utf8)]), .exit(64))
        XCTAssertEqual(errors.first, "viewer: '\(folder.url.path)/shot\\xFF.png' is not UTF-8 text: the viewer opens "
                                     + "only files and values named in UTF-8")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["a.png"],
                       "no screenshot under a name with U+FFFD in place of the byte")
    }

    func testUTF8ArgumentsPassAsTheyAre() throws {
        let bytes = [Array("--size".utf8), Array("640x480".utf8), Array("photos/café 1.png".utf8)]
        XCTAssertEqual(try CommandLineBytes.decoded(bytes), ["--size", "640x480", "photos/café 1.png"])
        XCTAssertEqual(CommandLineBytes.shown([0x61, 0xC3, 0x28, 0x62]), #"a\xC3(b"#,
                       "a lead byte without its continuation is shown as the byte it is")
    }
}

extension ViewerArgumentBytesTests {
    func testALongNameIsCutInTheMiddleAsOtherQuotedTextIs() {
        let bytes = [UInt8](repeating: 0x61, count: 1000) + [0xE9] + [UInt8](repeating: 0x62, count: 1000)
        let shown = CommandLineBytes.shown(bytes)
        XCTAssertEqual(shown, String(repeating: "a", count: 80) + "…" + String(repeating: "b", count: 80))
    }
}
