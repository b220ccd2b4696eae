import XCTest
import UIKit
import ViewerKit
@testable import PagerKit

/// The pager's command line as bytes, read as the viewer's is: a file or folder named by
/// bytes that are not UTF-8 (`caf\xE9.png`, from a Latin-1 system) is opened by them, and
/// a folder lists such names among the others; an option or its value must be UTF-8.
/// Before, such a name was refused with status 64 and a folder left its file out.
final class PagerArgumentBytesTests: XCTestCase {
    private static let latin1 = Array("caf".utf8) + [0xE9] + Array(".png".utf8)

    private func run(_ arguments: [[UInt8]]) -> (PagerProgram.Outcome, [String]) {
        var errors: [String] = []
        let outcome = PagerProgram.outcome(argumentBytes: arguments, output: { _ in }, errors: { errors.append($0) })
        return (outcome, errors)
    }

    /// Writes a solid 6 x 4 PNG of `red` named by `name` in `folder`; returns its path.
    @discardableResult
    private func writePNG(_ folder: ImageFolder, _ name: [UInt8], red: UInt8) throws -> FileSystemPath {
        let bitmap = Bitmap(width: 6, height: 4)
        bitmap.clear(to: Color(red: red, green: 10, blue: 10).premultiplied)
        let png = try PNGEncoder.encode(bitmap)
        let path = FileSystemPath(folder.path).appending(try XCTUnwrap(FileSystemPath(bytes: name)))
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(png.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, png.count)
        close(fd)
        return path
    }

    func testAFileNamedByBytesThatAreNotUTF8OpensAsAPage() throws {
        let folder = try ImageFolder(count: 1, width: 4, height: 4)
        let latin = try writePNG(folder, Self.latin1, red: 200)
        let (outcome, errors) = run([latin.bytes])
        XCTAssertEqual(errors, [])
        guard case let .openWindow(options, files) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(files, [latin])
        let book = PagerBook(.images(files, loading: .synchronous), vertical: options.isVertical)
        let page = try XCTUnwrap(book.page(at: 0) as? ImagePageController)
        page.loadViewIfNeeded()
        XCTAssertNil(page.loadFailure)
        XCTAssertEqual(page.imageView.image?.size, CGSize(width: 6, height: 4), "decoded from the file of those bytes")
    }

    func testAFolderListsANameThatIsNotUTF8AmongTheOthers() throws {
        let folder = try ImageFolder(count: 2, width: 4, height: 4)
        let latin = try writePNG(folder, Self.latin1, red: 200)
        // A headless run refuses a first page that does not decode: this one is the Latin-1 file.
        let (outcome, errors) = run([Array("--headless".utf8), Array(folder.path.utf8)])
        XCTAssertEqual(errors, [])
        XCTAssertEqual(outcome, .exit(0))
        let files = try ImageFiles.resolve([FileSystemPath(folder.path)])
        XCTAssertEqual(files.map(\.lastComponent.displayString), ["caf\u{FFFD}.png", "image-1.png", "image-2.png"])
        XCTAssertEqual(files[0], latin)
    }

    func testAMissingFileNotUTF8IsNamedWithItsBytesShown() {
        let (outcome, errors) = run([Array("--headless".utf8), Array("/no/such/".utf8) + Self.latin1])
        XCTAssertEqual(outcome, .exit(PagerProgram.failureStatus))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix(#"pager: /no/such/caf\xE9.png: "#), errors[0])
    }

    func testAnOptionValueThatIsNotUTF8IsABadCommandLine() {
        let (outcome, errors) = run([Array("--headless".utf8), Array("--script".utf8), Array("caf".utf8) + [0xE9]])
        XCTAssertEqual(outcome, .exit(PagerProgram.usageStatus))
        XCTAssertEqual(errors, [#"pager: 'caf\xE9' is not UTF-8 text: options and their values must be (files may be named by any bytes)"#])
    }

    func testUTF8ArgumentsRunAsStrings() {
        let (outcome, errors) = run([Array("--version".utf8)])
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, [])
        let (missing, missingErrors) = run([Array("--headless".utf8), Array("/no/such/café".utf8)])
        XCTAssertEqual(missing, .exit(PagerProgram.failureStatus))
        XCTAssertEqual(missingErrors.count, 1)
        XCTAssertTrue(missingErrors[0].contains("/no/such/café"), missingErrors[0])
    }

    func testTheStateFileKeysANameNotUTF8ByAllItsBytes() throws {
        let short = try XCTUnwrap(FileSystemPath(bytes: Array("/a/".utf8) + Self.latin1))
        XCTAssertEqual(PagerController.stateName(short), "bytes:" + short.bytes.map { String(format: "%02x", $0) }.joined())
        let long = String(repeating: "x", count: 200)
        let one = try XCTUnwrap(FileSystemPath(bytes: Array("/\(long)".utf8) + [0xE9] + Array("1/\(long).png".utf8)))
        let two = try XCTUnwrap(FileSystemPath(bytes: Array("/\(long)".utf8) + [0xE9] + Array("2/\(long).png".utf8)))
        XCTAssertNotEqual(PagerController.stateName(one), PagerController.stateName(two), "no cut in the middle")
        XCTAssertEqual(PagerController.stateName("/a/./b.png"), "/a/b.png", "UTF-8 paths keep their keys")
    }
}
