import XCTest
@testable import ViewerKit
import UIKit

/// A file that could not be read, and was then written anew (a download finished, an
/// export saved again), shows as it is now when browsed back to, not as the old error.
final class ViewerRepairedFileTests: XCTestCase {
    func testBrowsingBackToAFileRepairedMeanwhileShowsItsPicture() throws {
        let folder = try TemporaryFolder()
        let a = try folder.write("not a picture yet", as: "a.png")
        _ = try folder.writeImage("b.png", width: 20, height: 20)
        _ = try folder.writeImage("c.png", width: 20, height: 20)
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        viewer.open(path: a)
        XCTAssertEqual(viewer.currentFailure.map { "\($0)" }, "\(a): not a PNG file (bad signature)")

        viewer.showNextImage()
        try PNGEncoder.write(makeQuadrantImage(width: 80, height: 60), to: a)
        // A modification time a second on, as a later write has; some file systems keep whole seconds.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: a)
        viewer.showPreviousImage()
        XCTAssertEqual(viewer.imagePath?.string, a)
        XCTAssertNil(viewer.currentFailure, "the file reads now")
        XCTAssertEqual(viewer.pictureSize, CGSize(width: 80, height: 60))
        XCTAssertEqual(viewer.statusText, "a.png — 1 / 3 — 80 × 60 — 100%")
    }

    func testBrowsingBackToAFileRemovedAndWrittenAgainShowsItsPicture() throws {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 40, height: 30)
        let b = try folder.writeImage("b.png", width: 20, height: 20)
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        viewer.browse(ImageList(paths: [a, b]))
        viewer.showNextImage()
        try FileManager.default.removeItem(atPath: a)
        viewer.showPreviousImage()
        XCTAssertNotNil(viewer.currentFailure, "a file removed meanwhile cannot be read")

        viewer.showNextImage()
        try PNGEncoder.write(makeQuadrantImage(width: 50, height: 40), to: a)
        viewer.showPreviousImage()
        XCTAssertNil(viewer.currentFailure, "the file is back")
        XCTAssertEqual(viewer.pictureSize, CGSize(width: 50, height: 40))
    }
}
