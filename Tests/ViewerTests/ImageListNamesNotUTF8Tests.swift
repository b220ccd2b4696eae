import XCTest
@testable import ViewerKit
import UIKit

/// A PNG whose name is not UTF-8 (`caf\xE9.png`, Latin-1) cannot be named by a Swift
/// string, and Foundation's folder listing drops it without a word: browsing its folder
/// said `2 / 2` over three PNGs. It is still left out, but the viewer says so.
final class ImageListNamesNotUTF8Tests: XCTestCase {
    /// Creates an empty file named by `bytes` in `folder`.
    func touch(_ folder: TemporaryFolder, _ bytes: [UInt8]) {
        let path = Array(folder.url.path.utf8) + [0x2F] + bytes
        let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        close(fd)
    }

    func testAFolderListsWhatItLeftOut() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("a.png", width: 4, height: 4)
        _ = try folder.writeImage("b.png", width: 4, height: 4)
        touch(folder, Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        touch(folder, [0xFF, 0x2E, 0x74, 0x78, 0x74]) // "\xFF.txt": no PNG, not mentioned
        let list = try ImageList.resolving([folder.url.path])
        XCTAssertEqual(list.paths, [folder.path("a.png"), folder.path("b.png")])
        XCTAssertEqual(list.namesLeftOut, [ImageList.NameLeftOut(folder: folder.url.path, name: #"caf\xE9.png"#)])
        let single = try ImageList.resolving([folder.path("b.png")])
        XCTAssertEqual(single.index, 1)
        XCTAssertEqual(single.namesLeftOut.map(\.name), [#"caf\xE9.png"#], "a file named alone browses the same folder")
    }

    func testTheViewerSaysWhatItLeftOutAndRunsOn() throws {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 4, height: 4)
        touch(folder, Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        var errors: [String] = []
        let outcome = ViewerProgram.outcome(arguments: ["--headless", a], output: { _ in }, errors: { errors.append($0) },
                                            availableMemory: nil)
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, ["viewer: \(folder.url.path): left out 'caf\\xE9.png': its name is not UTF-8"])
    }

    func testAFolderOfUTF8NamesLeavesNothingOut() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeImage("café.png", width: 4, height: 4)
        XCTAssertEqual(try ImageList.resolving([folder.url.path]).namesLeftOut, [])
    }
}

extension ImageListNamesNotUTF8Tests {
    func testManyNamesLeftOutMakeOneLineAFolder() {
        let names = ["a", "b", "c", "d"].map { ImageList.NameLeftOut(folder: "photos", name: #"\xE9"# + $0 + ".png") }
            + [ImageList.NameLeftOut(folder: "old", name: #"\xFF.png"#)]
        XCTAssertEqual(ImageList.leftOutMessages(names), [
            #"photos: left out 4 PNGs whose names are not UTF-8: '\xE9a.png', '\xE9b.png', '\xE9c.png', …"#,
            #"old: left out '\xFF.png': its name is not UTF-8"#,
        ])
    }
}
