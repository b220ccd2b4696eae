import XCTest
@testable import ViewerKit
import UIKit

/// Arguments whose bytes are not UTF-8 (a Latin-1 name such as `caf\xE9.png`): Swift's
/// `CommandLine.arguments` replaces such bytes with U+FFFD, naming another file, so the
/// viewer said a file in plain sight did not exist. A file or folder is now opened by its
/// bytes; an option or an option's value must still be UTF-8 (`--screenshot` would write
/// under another name).
final class ViewerArgumentBytesTests: XCTestCase {
    var errors: [String] = []

    func run(_ arguments: [[UInt8]]) -> ViewerProgram.Outcome {
        ViewerProgram.outcome(argumentBytes: arguments, output: { _ in }, errors: { self.errors.append($0) },
                              availableMemory: nil)
    }

    func testAFileNameThatIsNotUTF8IsOpenedByItsBytes() throws {
        let folder = try TemporaryFolder()
        let png = try PNGEncoder.encode(makeQuadrantImage(width: 40, height: 30))
        let name = Array("\(folder.url.path)/caf".utf8) + [0xE9] + Array(".png".utf8)
        let fd = open(name.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0, "the file exists, under its Latin-1 name")
        XCTAssertEqual(png.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, png.count)
        close(fd)
        let shot = folder.path("shot.png")
        XCTAssertEqual(run([Array("--headless".utf8), Array("--screenshot".utf8), Array(shot.utf8), name]), .exit(0))
        XCTAssertEqual(errors, [])
        let frame = try PNGDecoder.decode(contentsOf: shot)
        XCTAssertEqual(colorAt(frame, 512, 373), quadrantColors[3], "its picture, fitted in the middle")
        guard case let .openWindow(options, list) = run([name]) else { return XCTFail("expected a window") }
        XCTAssertEqual(options.imagePaths, [try XCTUnwrap(FileSystemPath(bytes: name))])
        XCTAssertEqual(list.current.bytes, name)
    }

    func testAScreenshotPathThatIsNotUTF8IsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("a.png", width: 4, height: 4)
        let shot = Array("\(folder.url.path)/shot".utf8) + [0xFF] + Array(".png".utf8)
        XCTAssertEqual(run([Array("--headless".utf8), Array("--screenshot".utf8), shot, Array(image.utf8)]), .exit(64))
        XCTAssertEqual(errors.first, "viewer: '\(folder.url.path)/shot\\xFF.png' is not UTF-8 text: options and their values "
                                     + "must be (files may be named by any bytes)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["a.png"],
                       "no screenshot under a name with U+FFFD in place of the byte")
    }

    func testAnOptionThatIsNotUTF8IsRefusedAndAfterTwoDashesItIsAFile() throws {
        let option = Array("--zo".utf8) + [0xE9] + Array("m".utf8)
        XCTAssertEqual(run([option, Array("a.png".utf8)]), .exit(64))
        XCTAssertEqual(errors.first, "viewer: '--zo\\xE9m' is not UTF-8 text: options and their values must be "
                                     + "(files may be named by any bytes)")
        let options = try ViewerOptions(argumentBytes: [Array("--".utf8), option])
        XCTAssertEqual(options.imagePaths, [try XCTUnwrap(FileSystemPath(bytes: option))], "after --, a file")
    }

    func testUTF8ArgumentsPassAsTheyAre() throws {
        let options = try ViewerOptions(argumentBytes: [Array("--size".utf8), Array("640x480".utf8), Array("photos/café 1.png".utf8)])
        XCTAssertEqual(options.size, CGSize(width: 640, height: 480))
        XCTAssertEqual(options.imagePaths, ["photos/café 1.png"])
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
