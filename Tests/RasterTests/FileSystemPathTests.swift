import XCTest
import Raster

/// Paths as bytes: the parts of a path, how it shows, and a PNG read by a name that is not
/// UTF-8, which a `String` cannot name.
final class FileSystemPathTests: XCTestCase {
    func testComponents() {
        XCTAssertEqual(FileSystemPath("/data/scans/map.png").lastComponent, "map.png")
        XCTAssertEqual(FileSystemPath("/data/scans/map.png").parent, "/data/scans")
        XCTAssertEqual(FileSystemPath("map.png").parent, ".")
        XCTAssertEqual(FileSystemPath("map.png").lastComponent, "map.png")
        XCTAssertEqual(FileSystemPath("/map.png").parent, "/")
        XCTAssertEqual(FileSystemPath("photos/").lastComponent, "photos", "a trailing slash left out")
        XCTAssertEqual(FileSystemPath("a/photos//").parent, "a")
        XCTAssertEqual(FileSystemPath("/").lastComponent, "/")
        XCTAssertEqual(FileSystemPath("/").parent, "/")
        XCTAssertEqual(FileSystemPath("photos").appending("a.png"), "photos/a.png")
        XCTAssertEqual(FileSystemPath("photos/").appending("a.png"), "photos/a.png")
        XCTAssertEqual(FileSystemPath("/").appending("a.png"), "/a.png")
        XCTAssertTrue(FileSystemPath("/a").isAbsolute)
        XCTAssertFalse(FileSystemPath("a").isAbsolute)
    }

    func testBytesThatAreNotUTF8ShowEscapedInMessagesAndReplacedInTitles() throws {
        let path = try XCTUnwrap(FileSystemPath(bytes: Array("dir/caf".utf8) + [0xE9] + Array(".png".utf8)))
        XCTAssertNil(path.string)
        XCTAssertFalse(path.isUTF8)
        XCTAssertEqual(path.description, #"dir/caf\xE9.png"#)
        XCTAssertEqual(path.messageName, #"dir/caf\xE9.png"#)
        XCTAssertEqual(path.displayString, "dir/caf\u{FFFD}.png")
        XCTAssertEqual(path.lastComponent.bytes, Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        XCTAssertEqual(FileSystemPath("two\nlines.png").description, #"two\nlines.png"#, "escaped as any quoted text")
        XCTAssertEqual(FileSystemPath("two\nlines.png").messageName, "two\nlines.png", "UTF-8: the text, escaped where shown")
        XCTAssertEqual(FileSystemPath("").messageName, "''", "the empty path, quoted so a message shows it")
        XCTAssertNil(FileSystemPath(bytes: [0x61, 0, 0x62]), "no path holds a NUL")
        XCTAssertEqual(FileSystemPath("a\u{0}b"), "a", "a string with one ends there, as the kernel reads it")
    }

    func testAPNGIsReadByANameThatIsNotUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = Bitmap(width: 3, height: 2)
        image.clear(to: 0xFF10_2030)
        let png = try PNGEncoder.encode(image)
        let path = FileSystemPath(folder.path).appending(try XCTUnwrap(FileSystemPath(bytes: [0x63, 0xE9, 0x2E, 0x70, 0x6E, 0x67])))
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(png.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, png.count)
        close(fd)
        XCTAssertEqual(path.status()?.st_size, off_t(png.count))
        XCTAssertEqual(try PNGDecoder.readHeader(contentsOf: path).width, 3)
        let decoded = try PNGImageDecode(contentsOf: path).run()
        XCTAssertEqual(decoded.image.bitmap[2, 1], 0xFF10_2030)
        let missing = try XCTUnwrap(FileSystemPath(bytes: Array(folder.path.utf8) + [0x2F, 0xFF, 0x2E, 0x70, 0x6E, 0x67]))
        XCTAssertThrowsError(try PNGDecoder.readHeader(contentsOf: missing)) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/\\xFF.png: cannot read: No such file or directory")
        }
    }

    func testAFolderListsItsEntriesAsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = FileSystemPath(folder.path)
        let latin1 = try XCTUnwrap(FileSystemPath(bytes: [0x63, 0xE9, 0x2E, 0x70, 0x6E, 0x67]))
        for name in [latin1, ".hidden", "a.png"] {
            let fd = base.appending(name).withCString { open($0, O_WRONLY | O_CREAT, 0o644) }
            XCTAssertGreaterThanOrEqual(fd, 0)
            close(fd)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        XCTAssertEqual(base.folderEntries()?.sorted(), [".hidden", "a.png", latin1, "sub"].sorted(), "no . or ..")
        XCTAssertNil(base.appending("missing").folderEntries())
        XCTAssertEqual(errno, ENOENT)
        XCTAssertNil(base.appending("a.png").folderEntries(), "a file is no folder")
        XCTAssertEqual(errno, ENOTDIR)
    }
}
