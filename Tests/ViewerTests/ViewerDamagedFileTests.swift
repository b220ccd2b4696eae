import XCTest
@testable import ViewerKit
import UIKit

/// A truncated PNG: a window shows the rows that decoded with the error in the status
/// line; a headless run refuses it and writes nothing.
final class ViewerDamagedFileTests: XCTestCase {
    /// A 200 x 150 image of noise (so the file is many of libpng's reads long), cut to
    /// 60% of its bytes.
    func writeTruncated(_ folder: TemporaryFolder) throws -> (path: String, original: Bitmap) {
        let bitmap = Bitmap(width: 200, height: 150)
        var state: UInt32 = 99
        for y in 0..<150 {
            for x in 0..<200 {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = Color(red: UInt8(state >> 24), green: UInt8((state >> 16) & 255), blue: 200).premultiplied
            }
        }
        var png = try PNGEncoder.encode(bitmap)
        png.removeLast(png.count * 2 / 5)
        let path = folder.path("cut.png")
        try Data(png).write(to: URL(fileURLWithPath: path))
        return (path, bitmap)
    }

    func testAWindowShowsTheRowsThatDecodedAndTheErrorInTheStatusLine() throws {
        let folder = try TemporaryFolder()
        let (path, original) = try writeTruncated(folder)
        let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 172), imageSize: (width: 2, height: 2))
        viewer.showsDamagedImages = true
        var fatal: [Error] = []
        viewer.onFailureWithoutImage = { fatal.append($0) }
        viewer.open(path: path)
        XCTAssertTrue(fatal.isEmpty)
        XCTAssertEqual(viewer.imageView.image?.rasterImage.width, 200, "the damaged file's picture, not the one before")
        XCTAssertTrue(viewer.statusText.hasPrefix("\(path): truncated: the data ends after "), viewer.statusText)
        XCTAssertTrue(viewer.statusText.hasSuffix(" — 200 × 150 — 100%"), viewer.statusText)
        let frame = host.renderFrame()
        XCTAssertEqual(frame[0, 0], original[0, 0], "the top rows, pixel for pixel")
        XCTAssertEqual(frame[199, 3], original[199, 3])
        let light = CheckerboardView.lightColor.rasterColor.premultiplied, dark = CheckerboardView.darkColor.rasterColor.premultiplied
        XCTAssertTrue([light, dark].contains(frame[100, 149]), "the rows that never came are transparent")
    }

    func testHeadlessRefusesItAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let (path, _) = try writeTruncated(folder)
        let shot = folder.path("shot.png")
        var errors: [String] = []
        let outcome = ViewerProgram.outcome(arguments: ["--headless", "--screenshot", shot, path], output: { _ in },
                                            errors: { errors.append($0) }, availableMemory: nil)
        XCTAssertEqual(outcome, .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("viewer: \(path): truncated"), errors[0])
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot))
    }
}
