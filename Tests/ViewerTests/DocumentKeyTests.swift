import XCTest
@testable import ViewerKit
import UIKit

/// The state file's key for a file: its absolute path, size and modification time, spelled
/// as the viewer always spelled them (through Foundation's URL and file attributes), so
/// that files keep the zoom and position saved before.
final class DocumentKeyTests: XCTestCase {
    /// The key as Foundation spelled it.
    private func foundationKey(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let size = try XCTUnwrap(attributes[.size] as? NSNumber)
        let modified = try XCTUnwrap(attributes[.modificationDate] as? Date)
        return "\(url.path)\u{0}\(size.int64Value)\u{0}\(modified.timeIntervalSince1970)"
    }

    func testKeysAreSpelledAsFoundationSpelledThem() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("photo.png", width: 5, height: 3)
        let sub = folder.path("sub")
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(sub))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        // Times with nanoseconds, rounded through the 2001 reference date as Foundation does.
        for nanoseconds in [0, 1, 249_867_799, 999_999_999, 123_456_789] {
            var times = [timespec(tv_sec: 1_796_346_377, tv_nsec: nanoseconds), timespec(tv_sec: 1_796_346_377, tv_nsec: nanoseconds)]
            XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
            for spelling in [path, "../photo.png", "./../sub/../photo.png", folder.path("") + "/./photo.png",
                             folder.url.path + "//photo.png"] {
                XCTAssertEqual(ViewerController.documentKey(forPath: FileSystemPath(spelling)), try foundationKey(spelling),
                               "\(spelling), \(nanoseconds) ns")
            }
        }
        XCTAssertEqual(ViewerController.documentKey(forPath: FileSystemPath(path))?.hasPrefix(folder.url.path + "/photo.png\u{0}"), true)
        XCTAssertNil(ViewerController.documentKey(forPath: FileSystemPath(folder.path("missing.png"))))
    }

    func testALinkIsKeyedByItsOwnPathAndTheFileItNames() throws {
        let folder = try TemporaryFolder()
        let target = try folder.writeImage("export.png", width: 50, height: 40)
        let link = folder.path("latest.png")
        XCTAssertEqual(symlink(target, link), 0)
        let key = try XCTUnwrap(ViewerController.documentKey(forPath: FileSystemPath(link)))
        let size = try XCTUnwrap(FileSystemPath(target).status()).st_size
        XCTAssertTrue(key.hasPrefix(link + "\u{0}\(size)\u{0}"), key)
        XCTAssertEqual(key.split(separator: "\u{0}").last, try foundationKey(target).split(separator: "\u{0}").last,
                       "the time of the file it names")
    }

    func testANameThatIsNotUTF8IsKeyedByAllItsBytes() throws {
        let folder = try TemporaryFolder()
        // 246 bytes: within a name's 255, past the 160 a message shows before cutting.
        let long = String(repeating: "x", count: 120)
        var keys: [String] = []
        for middle: UInt8 in [0x31, 0x32] {
            let path = FileSystemPath(folder.url.path).appending(try XCTUnwrap(FileSystemPath(bytes: Array(long.utf8) + [0xE9, middle] + Array("\(long).png".utf8))))
            let fd = path.withCString { open($0, O_WRONLY | O_CREAT, 0o644) }
            XCTAssertGreaterThanOrEqual(fd, 0)
            close(fd)
            let key = try XCTUnwrap(ViewerController.documentKey(forPath: path))
            XCTAssertTrue(key.hasPrefix("bytes:" + path.bytes.map { String(format: "%02x", $0) }.joined() + "\u{0}0\u{0}"), key)
            keys.append(key)
        }
        XCTAssertNotEqual(keys[0], keys[1], "names alike but in the middle")
    }

    func testStandardizedPathsOfBytes() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath("/tmp"))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        for (path, standardized) in [("a.png", "/tmp/a.png"), ("../a//b/./c.png", "/a/b/c.png"), ("/..", "/"), (".", "/tmp"),
                                     ("/x/y/", "/x/y"), ("~/a.png", "/tmp/~/a.png")] {
            XCTAssertEqual(FileSystemPath(path).standardizedAbsolute, FileSystemPath(standardized), path)
        }
        let latin1 = try XCTUnwrap(FileSystemPath(bytes: [0x2E, 0x2F, 0x63, 0xE9]))
        XCTAssertEqual(latin1.standardizedAbsolute?.bytes, Array("/tmp/c".utf8) + [0xE9])
    }
}
