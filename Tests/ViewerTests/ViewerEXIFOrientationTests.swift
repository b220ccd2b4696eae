import XCTest
@testable import ViewerKit
import UIKit

/// A PNG whose eXIf chunk says how to turn it (Orientation 2...8) shows turned: for each of
/// the eight, the corners of a quadrant image land where the orientation puts them, the
/// status bar gives the size as shown and the image is fitted as shown. The pixels stay
/// as decoded: the turn is the view's transform, as the `r` key's.
final class ViewerEXIFOrientationTests: XCTestCase {
    /// The quadrants (`quadrantColors` indices) at the top left, top right, bottom left and
    /// bottom right of the picture shown, for EXIF orientations 1...8.
    static let cornersShown = [[0, 1, 2, 3], [1, 0, 3, 2], [3, 2, 1, 0], [2, 3, 0, 1],
                               [0, 2, 1, 3], [2, 0, 3, 1], [3, 1, 2, 0], [1, 3, 0, 2]]

    /// TIFF data holding Orientation `value`, little-endian (`bigEndian` false) or big-endian.
    static func exif(_ value: UInt16, bigEndian: Bool = false) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 255)] : [UInt8(v & 255), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] {
            bigEndian ? u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) : u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16))
        }
        return (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8) + u16(1)
            + u16(0x0112) + u16(3) + u32(1) + u16(value) + [0, 0] + u32(0)
    }

    /// Writes a `width` x `height` quadrant image as `name` with an eXIf chunk of `exif`
    /// right after its header; returns its path.
    static func writeImage(_ folder: TemporaryFolder, _ name: String, width: Int, height: Int, exif: [UInt8]) throws -> String {
        let plain = try PNGEncoder.encode(makeQuadrantImage(width: width, height: height))
        let headerEnd = 8 + 25
        let bytes = Array(plain[..<headerEnd]) + PNGChunks.chunk("eXIf", exif) + Array(plain[headerEnd...])
        let path = folder.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testEachOrientationShowsTheImageTurnedAsItSays() throws {
        let folder = try TemporaryFolder()
        for value in 1...8 {
            for bigEndian in [false, true] {
                let path = try Self.writeImage(folder, "e\(value)\(bigEndian ? "m" : "i").png", width: 40, height: 20,
                                               exif: Self.exif(UInt16(value), bigEndian: bigEndian))
                let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 100 + ViewerController.statusBarHeight),
                                                imageSize: (2, 2))
                try viewer.openSynchronously(path: path)
                let label = "orientation \(value), \(bigEndian ? "MM" : "II")"
                XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: value), label)
                let shown = value >= 5 ? (20, 40) : (40, 20)
                XCTAssertEqual(viewer.scrollView.contentSize, CGSize(width: shown.0, height: shown.1), label)
                XCTAssertEqual(viewer.statusText, "e\(value)\(bigEndian ? "m" : "i").png — \(shown.0) × \(shown.1) — 100%", label)
                let frame = host.renderFrame()
                let rect = viewer.contentView.convert(viewer.contentView.bounds, to: nil)
                let corners = [(rect.minX + 2, rect.minY + 2), (rect.maxX - 3, rect.minY + 2),
                               (rect.minX + 2, rect.maxY - 3), (rect.maxX - 3, rect.maxY - 3)]
                for (corner, expected) in zip(corners, Self.cornersShown[value - 1]) {
                    XCTAssertEqual(colorAt(frame, Int(corner.0), Int(corner.1)), quadrantColors[expected],
                                   "\(label): corner at \(corner)")
                }
                XCTAssertEqual(viewer.imageView.image?.rasterImage.width, 40, "\(label): the pixels as decoded")
            }
        }
    }

    func testAPortraitPhotoStoredOnItsSideIsFittedStanding() throws {
        let folder = try TemporaryFolder()
        let path = try Self.writeImage(folder, "photo.png", width: 400, height: 300, exif: Self.exif(6))
        let (_, viewer) = makeViewer(size: CGSize(width: 300, height: 300 + ViewerController.statusBarHeight), imageSize: (2, 2))
        viewer.showsDecodeTime = false
        try viewer.openSynchronously(path: path)
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.75, accuracy: 1e-12, "its 400 pixels standing fill the 300-point height")
        XCTAssertEqual(viewer.statusText, "photo.png — 300 × 400 — 75%")
        viewer.toggleInfo()
        let rows = viewer.infoView.entries
        XCTAssertTrue(rows.contains(.init(title: "Dimensions", keys: "300 × 400 pixels (stored 400 × 300)")), "\(rows)")
        XCTAssertTrue(rows.contains(.init(title: "Orientation", keys: "turned 90° clockwise")), "\(rows)")
        XCTAssertTrue(rows.contains(.init(title: "EXIF orientation", keys: "6: turned 90° clockwise")), "\(rows)")
        viewer.rotateCounterclockwise()
        XCTAssertEqual(viewer.orientation, ImageOrientation(), "R turns it back to as stored")
        XCTAssertEqual(viewer.statusText.hasPrefix("photo.png — 400 × 300 — "), true, viewer.statusText)
    }

    /// A square image turned gives its dimensions once: "(stored ...)" only says something
    /// when the turn swapped them.
    func testATurnedSquareImagesDimensionsAreSaidOnce() throws {
        let folder = try TemporaryFolder()
        let path = try Self.writeImage(folder, "square.png", width: 40, height: 40, exif: Self.exif(6))
        let (_, viewer) = makeViewer(size: CGSize(width: 200, height: 122), imageSize: (2, 2))
        try viewer.openSynchronously(path: path)
        viewer.toggleInfo()
        XCTAssertTrue(viewer.infoView.entries.contains(.init(title: "Dimensions", keys: "40 × 40 pixels")), "\(viewer.infoView.entries)")
    }

    func testAnEXIfThatCannotBeReadShowsTheImageAsStored() throws {
        let folder = try TemporaryFolder()
        for (name, data) in [("short.png", [0x4D, 0x4D, 0, 42]), ("bad.png", [0x49, 0x49, 42, 0, 200, 0, 0, 0]),
                             ("nine.png", Self.exif(9))] as [(String, [UInt8])] {
            let path = try Self.writeImage(folder, name, width: 40, height: 20, exif: data)
            let (_, viewer) = makeViewer(size: CGSize(width: 200, height: 122), imageSize: (2, 2))
            try viewer.openSynchronously(path: path)
            XCTAssertEqual(viewer.orientation, ImageOrientation(), name)
            XCTAssertEqual(viewer.scrollView.contentSize, CGSize(width: 40, height: 20), name)
        }
    }

    /// Browsing back to a file turned by hand shows it as its EXIF data says again, and a
    /// zoom left there reopens about the same image point, the turn counted.
    func testBrowsingBackShowsItAsTheFileSaysAndKeepsItsPlace() throws {
        let folder = try TemporaryFolder()
        _ = try Self.writeImage(folder, "a.png", width: 400, height: 300, exif: Self.exif(8))
        _ = try folder.writeImage("b.png", width: 40, height: 30)
        let host = HeadlessHost(size: CGSize(width: 300, height: 322))
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        host.window.layoutIfNeeded()
        viewer.browse(try ImageList.resolving([folder.path("a.png")]))
        XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: 8))
        viewer.rotateClockwise()
        XCTAssertEqual(viewer.orientation, ImageOrientation())
        viewer.showNextImage()
        XCTAssertEqual(viewer.orientation, ImageOrientation(), "b.png has no EXIF data")
        viewer.showPreviousImage()
        XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: 8), "a.png as its file says again")
        XCTAssertEqual(viewer.scrollView.contentSize.width, 300 * viewer.scrollView.zoomScale, accuracy: 1e-9)
    }

    /// While the file decodes, its picture already shows turned and fitted as it will be.
    func testThePictureOfAFileStillLoadingShowsTurned() throws {
        let folder = try TemporaryFolder()
        let path = try Self.writeImage(folder, "tall.png", width: 3000, height: 1000, exif: Self.exif(6))
        let queue = LockstepMainQueue()
        let (_, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        var sawPicture = false
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview else { continue }
            sawPicture = true
            XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: 6))
            XCTAssertEqual(viewer.scrollView.contentSize.height, preview.size.width * viewer.scrollView.zoomScale, accuracy: 1e-6,
                           "standing")
            XCTAssertEqual(viewer.scrollView.zoomScale, 150.0 / 3000, accuracy: 1e-3, "fitted as shown: 3000 pixels in 150 points")
        }
        XCTAssertTrue(sawPicture)
        XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: 6), "the whole image as the picture was")
        let scale = viewer.scrollView.zoomScale
        XCTAssertEqual(viewer.scrollView.contentSize.width, 1000 * scale, accuracy: 1e-9)
        XCTAssertEqual(viewer.scrollView.contentSize.height, 3000 * scale, accuracy: 1e-9)
    }
}
