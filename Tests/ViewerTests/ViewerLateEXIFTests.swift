import XCTest
@testable import ViewerKit
import UIKit

/// A PNG whose eXIf chunk comes after the image data (the PNG extensions allow it, and some
/// writers put it there) is read with the end of the file, after its rows were shown: the
/// image then turns as it says, in a screenshot as in a window, with no picture as stored
/// left on screen once it has loaded; turns made while it loaded are kept on top. A file
/// saved again with another orientation turns likewise.
final class ViewerLateEXIFTests: XCTestCase {
    /// Writes a `width` x `height` quadrant image as `name` with an eXIf chunk of `exif`
    /// after its image data, just before IEND; returns its path.
    static func writeImage(_ folder: TemporaryFolder, _ name: String, width: Int, height: Int, exif: [UInt8]) throws -> String {
        let plain = try PNGEncoder.encode(makeQuadrantImage(width: width, height: height))
        let end = plain.count - 12
        let bytes = Array(plain[..<end]) + PNGChunks.chunk("eXIf", exif) + Array(plain[end...])
        let path = folder.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The colours at the four corners of the picture shown in `frame`.
    private func corners(_ frame: Bitmap, _ viewer: ViewerController) -> [Color] {
        let rect = viewer.contentView.convert(viewer.contentView.bounds, to: nil)
        return [(rect.minX + 2, rect.minY + 2), (rect.maxX - 3, rect.minY + 2),
                (rect.minX + 2, rect.maxY - 3), (rect.maxX - 3, rect.maxY - 3)]
            .map { colorAt(frame, Int($0.0), Int($0.1)) }
    }

    func testAnImageOpenedAtOnceShowsTurned() throws {
        let folder = try TemporaryFolder()
        for value in 1...8 {
            let path = try Self.writeImage(folder, "late\(value).png", width: 40, height: 20,
                                           exif: ViewerEXIFOrientationTests.exif(UInt16(value)))
            let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 100 + ViewerController.statusBarHeight),
                                            imageSize: (2, 2))
            try viewer.openSynchronously(path: path)
            XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: value), "orientation \(value)")
            let shown = value >= 5 ? (20, 40) : (40, 20)
            XCTAssertEqual(viewer.scrollView.contentSize, CGSize(width: shown.0, height: shown.1), "orientation \(value)")
            XCTAssertEqual(corners(host.renderFrame(), viewer),
                           ViewerEXIFOrientationTests.cornersShown[value - 1].map { quadrantColors[$0] }, "orientation \(value)")
        }
    }

    /// `--headless --screenshot` writes the picture turned.
    func testAHeadlessScreenshotShowsItTurned() throws {
        let folder = try TemporaryFolder()
        let path = try Self.writeImage(folder, "late.png", width: 40, height: 20, exif: ViewerEXIFOrientationTests.exif(6))
        let shot = folder.path("shot.png")
        let outcome = ViewerProgram.outcome(arguments: ["--headless", "--size", "100x122", "--screenshot", shot, path],
                                            output: { _ in }, errors: { XCTFail($0) }, availableMemory: nil)
        XCTAssertEqual(outcome, .exit(0))
        let frame = try PNGDecoder.decode(contentsOf: shot)
        // Standing, 20 x 40 at 100%, centred in the 100 x 100 image area: from (40, 30).
        XCTAssertEqual([colorAt(frame, 42, 32), colorAt(frame, 57, 32), colorAt(frame, 42, 67), colorAt(frame, 57, 67)],
                       ViewerEXIFOrientationTests.cornersShown[5].map { quadrantColors[$0] })
    }

    /// Loading in the background, the rows show as stored (the eXIf is not read yet); the
    /// whole image comes up turned and fitted as it stands, no picture as stored left.
    func testTheWholeImageComesUpTurnedAfterItsPictureShowedAsStored() throws {
        let folder = try TemporaryFolder()
        let path = try Self.writeImage(folder, "tall.png", width: 3000, height: 1000, exif: ViewerEXIFOrientationTests.exif(6))
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        var sawPicture = false
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            guard viewer.loadedImage == nil, viewer.loadPreview != nil else { continue }
            sawPicture = true
            XCTAssertEqual(viewer.orientation, ImageOrientation(), "the eXIf is not read yet")
        }
        XCTAssertTrue(sawPicture)
        XCTAssertNil(viewer.loadPreview)
        XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: 6))
        XCTAssertEqual(viewer.scrollView.zoomScale, 150.0 / 3000, accuracy: 1e-9, "fitted standing: 3000 pixels in 150 points")
        XCTAssertEqual(viewer.scrollView.contentSize.width, 1000 * viewer.scrollView.zoomScale, accuracy: 1e-9)
        XCTAssertTrue(viewer.statusText.hasPrefix("tall.png — 1000 × 3000 — "), viewer.statusText)
        XCTAssertEqual(corners(host.renderFrame(), viewer), ViewerEXIFOrientationTests.cornersShown[5].map { quadrantColors[$0] })
    }

    /// A turn made while the picture loaded stays, on top of the file's own.
    func testATurnMadeWhileItLoadedIsKeptOnTop() throws {
        let folder = try TemporaryFolder()
        let path = try Self.writeImage(folder, "tall.png", width: 3000, height: 1000, exif: ViewerEXIFOrientationTests.exif(6))
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        var turned = false
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            if !turned, viewer.loadedImage == nil, viewer.loadPreview != nil {
                viewer.rotateClockwise()
                turned = true
            }
        }
        XCTAssertTrue(turned)
        var expected = ImageOrientation(exifOrientation: 6)
        expected.rotate()
        XCTAssertEqual(viewer.orientation, expected, "the file's quarter turn and the user's")
        XCTAssertEqual(viewer.scrollView.contentSize.width, 3000 * viewer.scrollView.zoomScale, accuracy: 1e-9,
                       "lying, fitted anew")
        XCTAssertEqual(corners(host.renderFrame(), viewer), ViewerEXIFOrientationTests.cornersShown[2].map { quadrantColors[$0] },
                       "a half turn from as stored")
    }

    /// For every file orientation, turns and flips made on it and then moved onto another
    /// file orientation are the same turns and flips made on that one.
    func testReplacingTheFileOrientationKeepsTheUsersTurns() {
        let keys: [(inout ImageOrientation) -> Void] = [
            { $0.rotate() }, { $0.rotate(counterclockwise: true) }, { $0.flipHorizontally() }, { $0.flipVertically() },
        ]
        let sequences = [[]] + (0..<4).map { [$0] } + (0..<4).flatMap { a in (0..<4).map { [a, $0] } }
            + [[0, 2, 3], [2, 1, 0], [3, 3, 1]]
        for old in 1...8 {
            for new in 1...8 {
                for sequence in sequences {
                    var onOld = ImageOrientation(exifOrientation: old), onNew = ImageOrientation(exifOrientation: new)
                    for key in sequence {
                        keys[key](&onOld)
                        keys[key](&onNew)
                    }
                    XCTAssertEqual(onOld.replacingFileOrientation(ImageOrientation(exifOrientation: old),
                                                                  with: ImageOrientation(exifOrientation: new)),
                                   onNew, "\(old) to \(new) after keys \(sequence)")
                }
            }
        }
    }
}
