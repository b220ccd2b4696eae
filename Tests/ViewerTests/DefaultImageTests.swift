import XCTest
@testable import ViewerKit

final class DefaultImageTests: XCTestCase {
    func testTheCurrentDirectoryComesFirst() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("Assets"), withIntermediateDirectories: true)
        _ = try folder.writeImage("Assets/default.png", width: 2, height: 2)
        XCTAssertEqual(DefaultImage.path(currentDirectory: folder.url.path, executable: nil), "Assets/default.png")
    }

    func testElseThePackageTheExecutableWasBuiltFrom() throws {
        let folder = try TemporaryFolder()
        let package = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: package.path("Assets"), withIntermediateDirectories: true)
        let image = try package.writeImage("Assets/default.png", width: 2, height: 2)
        let executable = package.url.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release/viewer")
        XCTAssertEqual(DefaultImage.path(currentDirectory: folder.url.path, executable: executable,
                                         sourceFile: "/nowhere/Sources/ViewerKit/DefaultImage.swift"), image)
        // This package's own copy, found from the source file's place.
        let own = DefaultImage.path(currentDirectory: folder.url.path, executable: nil)
        XCTAssertTrue(own.hasSuffix("/Assets/default.png") && FileManager.default.fileExists(atPath: own), own)
    }

    func testNothingFoundNamesTheRelativePath() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(DefaultImage.path(currentDirectory: folder.url.path, executable: nil,
                                         sourceFile: "/nowhere/Sources/ViewerKit/DefaultImage.swift"),
                       "Assets/default.png")
    }
}

final class InstalledDefaultImageTests: XCTestCase {
    func testAnInstalledViewerFindsItsImageInShare() throws {
        let prefix = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: prefix.path("share/scrollkit"), withIntermediateDirectories: true)
        let image = try prefix.writeImage("share/scrollkit/default.png", width: 2, height: 2)
        let executable = prefix.url.appendingPathComponent("bin/viewer")
        XCTAssertEqual(DefaultImage.path(currentDirectory: elsewhere.url.path, executable: executable,
                                         sourceFile: "/nowhere/Sources/ViewerKit/DefaultImage.swift"),
                       URL(fileURLWithPath: image).standardizedFileURL.path)
    }
}
