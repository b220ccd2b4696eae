import XCTest
@testable import ViewerKit
import UIKit

/// A PNG whose name is not UTF-8 (`caf\xE9.png`, from a Latin-1 system) is a file like any
/// other: its folder lists it and the viewer opens it by its bytes, showing its name with
/// U+FFFD in the title and the status bar. Foundation's listing had turned its bytes into
/// U+FFFD, so the viewer could neither name nor open it, and left it out.
final class ImageListNamesNotUTF8Tests: XCTestCase {
    static let latin1 = Array("caf".utf8) + [0xE9] + Array(".png".utf8)

    /// Writes a solid `color` PNG of 4 x 4 pixels named by `bytes` in `folder`; returns its path.
    @discardableResult
    func writePNG(_ folder: TemporaryFolder, _ bytes: [UInt8], color: Color = quadrantColors[0]) throws -> FileSystemPath {
        let bitmap = Bitmap(width: 4, height: 4)
        bitmap.clear(to: color.premultiplied)
        let png = try PNGEncoder.encode(bitmap)
        let path = FileSystemPath(folder.url.path).appending(try XCTUnwrap(FileSystemPath(bytes: bytes)))
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(png.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, png.count)
        close(fd)
        return path
    }

    func testAFolderListsANameThatIsNotUTF8() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("a.png", width: 4, height: 4)
        _ = try folder.writeImage("b.png", width: 4, height: 4)
        let latin = try writePNG(folder, Self.latin1)
        try writePNG(folder, [0xFF, 0x2E, 0x74, 0x78, 0x74]) // "\xFF.txt": no PNG
        let list = try ImageList.resolving([folder.url.path])
        XCTAssertEqual(list.paths, [FileSystemPath(folder.path("a.png")), FileSystemPath(folder.path("b.png")), latin])
        XCTAssertEqual(latin.description, folder.url.path + #"/caf\xE9.png"#)
        let single = try ImageList.resolving([latin])
        XCTAssertEqual(single.paths, list.paths, "a file named alone browses its folder")
        XCTAssertEqual(single.index, 2)
    }

    func testTheViewerOpensItByItsBytesAndShowsItsNameWithAReplacementCharacter() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("a.png", width: 4, height: 4)
        let latin = try writePNG(folder, Self.latin1, color: quadrantColors[1])
        var titles: [String] = []
        let (host, viewer) = makeViewer(size: CGSize(width: 100, height: 122), imageSize: (2, 2))
        viewer.onTitleChange = { titles.append($0) }
        viewer.browse(try ImageList.resolving([folder.url.path]))
        viewer.showNextImage()
        XCTAssertEqual(viewer.imagePath, latin)
        XCTAssertNil(viewer.currentFailure)
        XCTAssertEqual(viewer.statusText, "caf\u{FFFD}.png — 2 / 2 — 4 × 4 — 100%")
        XCTAssertEqual(titles.last, "viewer — caf\u{FFFD}.png — 2 / 2")
        XCTAssertEqual(colorAt(host.renderFrame(), 50, 50), quadrantColors[1], "its own pixels")
    }

    /// Two names that show alike (`caf\xE9.png`, `caf\xE8.png`) are two files, each opened
    /// as itself, and each keeps its own saved state.
    func testTwoNamesThatShowAlikeAreTwoFiles() throws {
        let folder = try TemporaryFolder()
        let e9 = try writePNG(folder, Self.latin1, color: quadrantColors[2])
        let e8 = try writePNG(folder, Array("caf".utf8) + [0xE8] + Array(".png".utf8), color: quadrantColors[3])
        XCTAssertEqual(e8.displayString, e9.displayString)
        let list = try ImageList.resolving([folder.url.path])
        XCTAssertEqual(Set(list.paths), [e8, e9])
        let (host, viewer) = makeViewer(size: CGSize(width: 100, height: 122), imageSize: (2, 2))
        for (path, color) in [(e9, quadrantColors[2]), (e8, quadrantColors[3])] {
            viewer.open(path: path)
            XCTAssertEqual(viewer.imagePath, path)
            XCTAssertEqual(colorAt(host.renderFrame(), 50, 50), color, path.description)
        }
        let keys = [e9, e8].map(ViewerController.documentKey(forPath:))
        XCTAssertTrue(keys.allSatisfy { $0?.hasPrefix("bytes:") == true }, "\(keys)")
        XCTAssertNotEqual(keys[0], keys[1])
    }

    func testAFolderOfUTF8NamesListsThemAsText() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("café.png", width: 4, height: 4)
        XCTAssertEqual(try ImageList.resolving([folder.url.path]).paths.strings, [folder.path("café.png")])
        XCTAssertEqual(try ImageList.pngNames(inFolder: folder.url.path), ["café.png"])
    }
}
