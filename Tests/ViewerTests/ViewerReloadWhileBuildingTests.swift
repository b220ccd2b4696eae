import XCTest
@testable import ViewerKit
import UIKit

/// A damaged file (a download cut short) shows its rows while its mip chain is built
/// after the decode; written whole meanwhile and browsed back to, it is read again. The
/// old load, still building that chain, kept the new one from starting: the status said
/// `Loading cut.png… 0%` with no load under way, and the new picture never came.
final class ViewerReloadWhileBuildingTests: XCTestCase {
    /// 200 x 150 pixels of noise (many of libpng's reads long), cut to 60% of its bytes.
    func writeCut(_ path: String) throws {
        let bitmap = Bitmap(width: 200, height: 150)
        var state: UInt32 = 7
        for y in 0..<150 {
            for x in 0..<200 {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = Color(red: UInt8(state >> 24), green: UInt8((state >> 16) & 255), blue: 90).premultiplied
            }
        }
        var png = try PNGEncoder.encode(bitmap)
        png.removeLast(png.count * 2 / 5)
        try Data(png).write(to: URL(fileURLWithPath: path))
    }

    func testAFileWrittenWholeWhileItsDamagedLoadFinishesIsReadAgain() throws {
        let folder = try TemporaryFolder()
        let cut = folder.path("cut.png")
        try writeCut(cut)
        _ = try folder.writeImage("d.png", width: 30, height: 20)
        _ = try folder.writeImage("e.png", width: 30, height: 20)
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        viewer.showsDamagedImages = true
        let queue = ManualMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: cut)
        // Up to the damaged image's arrival: its load goes on to build the mip chain.
        while viewer.cache[FileSystemPath(cut)] == nil {
            guard queue.runNext() else { return XCTFail("the load never finished") }
        }
        XCTAssertNotNil(viewer.loadedImage?.damage)
        XCTAssertNotNil(viewer.loads[FileSystemPath(cut)], "the chain is still to come")

        try PNGEncoder.write(makeQuadrantImage(width: 80, height: 60), to: cut)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: cut)
        viewer.showNextImage()
        viewer.showPreviousImage()
        while !viewer.loads.isEmpty {
            guard queue.runNext() else { return XCTFail("the loads never finished") }
        }
        XCTAssertEqual(viewer.imagePath?.string, cut)
        XCTAssertEqual(viewer.pictureSize, CGSize(width: 80, height: 60), "the file as it is now")
        XCTAssertNil(viewer.loadedImage?.damage)
        XCTAssertEqual(viewer.statusText, "cut.png — 1 / 3 — 80 × 60 — 100%")
    }
}
