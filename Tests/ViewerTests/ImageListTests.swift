import XCTest
@testable import ViewerKit

final class ImageListTests: XCTestCase {
    func testNaturalOrderComparesNumbersByValue() {
        let names = ["img10.png", "img2.png", "IMG1.png", "img02.png", "a.png", "img1b.png", "img1.png", "b10x2.png", "b10x10.png"]
        XCTAssertEqual(names.sorted(by: ImageList.naturalOrder),
                       ["a.png", "b10x2.png", "b10x10.png", "IMG1.png", "img1.png", "img1b.png", "img2.png", "img02.png", "img10.png"])
    }

    func testAFolderListsItsPNGsInNaturalOrder() throws {
        let folder = try TemporaryFolder()
        for name in ["img10.png", "img2.png", "img1.PNG", ".hidden.png", "notes.txt"] {
            _ = try folder.write("x", as: name)
        }
        let list = try ImageList.resolving([folder.url.path])
        XCTAssertEqual(list.paths.map(\.lastComponent.displayString), ["img1.PNG", "img2.png", "img10.png"])
        XCTAssertEqual(list.index, 0)
    }

    func testOneFileBrowsesItsFolderStartingThere() throws {
        let folder = try TemporaryFolder()
        for name in ["c.png", "a.png", "b.png"] { _ = try folder.write("x", as: name) }
        let list = try ImageList.resolving([folder.path("b.png")])
        XCTAssertEqual(list.paths.strings, [folder.path("a.png"), folder.path("b.png"), folder.path("c.png")])
        XCTAssertEqual(list.current.string, folder.path("b.png"))
        XCTAssertEqual(list.index(offsetBy: 1), 2)
        XCTAssertEqual(list.index(offsetBy: 2), 0, "wraps after the last")
        XCTAssertEqual(list.index(offsetBy: -2), 2, "and before the first")
        // A missing file, or one that is no PNG, is browsed alone: its load says why.
        XCTAssertEqual(try ImageList.resolving([folder.path("gone.png")]).paths.strings, [folder.path("gone.png")])
        XCTAssertEqual(try ImageList.resolving(["relative.png"]).paths.strings, ["relative.png"])
        // With a slash after it, a file's name is a folder's: it is no sibling of the others.
        XCTAssertEqual(try ImageList.resolving([folder.path("b.png") + "/"]).paths.strings, [folder.path("b.png") + "/"])
    }

    func testSeveralFilesAreBrowsedAsGivenWithFoldersExpanded() throws {
        let folder = try TemporaryFolder()
        let sub = folder.url.appendingPathComponent("sub").path
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        _ = try folder.write("x", as: "sub/2.png")
        _ = try folder.write("x", as: "sub/10.png")
        let list = try ImageList.resolving(["z.png", sub, "a.png"])
        XCTAssertEqual(list.paths.strings, ["z.png", sub + "/2.png", sub + "/10.png", "a.png"])
    }

    func testAFolderWithoutPNGsIsAnError() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("x", as: "notes.txt")
        XCTAssertThrowsError(try ImageList.resolving([folder.url.path])) { error in
            XCTAssertEqual("\(error)", "\(folder.url.path): no PNG files in the folder")
        }
    }

    func testAFolderThatCannotBeListedSaysWhyInTheSystemsWords() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("x", as: "plain.png")
        XCTAssertThrowsError(try ImageList.pngNames(inFolder: file)) { error in
            XCTAssertEqual("\(error)", "\(file): cannot read the folder: Not a directory")
        }
        XCTAssertThrowsError(try ImageList.pngNames(inFolder: folder.path("gone"))) { error in
            XCTAssertEqual("\(error)", "\(folder.path("gone")): cannot read the folder: No such file or directory")
        }
    }

    /// Only files are images: a folder or a named pipe called `*.png` used to be listed
    /// and shown as "cannot read: Is a directory" among the pictures. A link to a file
    /// is listed; a link to nothing is not.
    func testAFolderListsOnlyRegularFilesAndLinksToThem() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("x", as: "a.png")
        try FileManager.default.createDirectory(atPath: folder.path("b.png"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder.path("c.png"), 0o600), 0)
        XCTAssertEqual(symlink(folder.path("a.png"), folder.path("d.png")), 0)
        XCTAssertEqual(symlink(folder.path("gone.png"), folder.path("e.png")), 0)
        XCTAssertEqual(try ImageList.pngNames(inFolder: folder.url.path), ["a.png", "d.png"])
        let list = try ImageList.resolving([folder.path("a.png")])
        XCTAssertEqual(list.paths.strings, [folder.path("a.png"), folder.path("d.png")])
    }
}
