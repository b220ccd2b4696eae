import XCTest
@testable import UIKit
@testable import ViewerKit

/// A main queue whose `deliver` holds the calling (decoding) thread until the main thread
/// has run the item, so each progress report is seen with the decode paused at it.
final class LockstepMainQueue: @unchecked Sendable {
    private let queue = ManualMainQueue()

    func deliver(_ item: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        queue.deliver { item(); done.signal() }
        done.wait()
    }

    func runNext() -> Bool { queue.runNext() }
}

/// While a file decodes, the viewer shows the rows decoded so far through a coarse mip
/// level, and nothing else; the whole image then replaces the picture where it was left.
final class ViewerLoadPreviewTests: XCTestCase {
    func testAPartlyDecodedImageShowsItsDecodedRowsAndNothingElse() throws {
        let folder = try TemporaryFolder()
        // About a million pixels between reports: 16 of them.
        let path = try folder.writeImage("big.png", width: 4000, height: 4000)
        let host = HeadlessHost(size: CGSize(width: 200, height: 150 + ViewerController.statusBarHeight))
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        _ = host.compositor.renderFrame()
        let queue = LockstepMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: path)

        var moments: [(rows: Int, level: Int, pixels: Bitmap)] = []
        var zoomedDuringLoad: CGFloat?
        while viewer.loadedImage == nil {
            guard queue.runNext() else { return XCTFail("the decode never finished") }
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview else { continue }
            XCTAssertTrue(viewer.imageView.image === preview.image, "the picture shows while loading")
            XCTAssertEqual(viewer.statusText.hasPrefix("Loading big.png… "), true)
            moments.append((preview.rowsShown, preview.level, preview.bitmap.copy()))
            _ = host.compositor.renderFrame()
            if zoomedDuringLoad == nil, moments.count == 3 {
                // The window answers while loading: zoom in on the picture.
                viewer.scrollView.setZoomScale(viewer.scrollView.zoomScale * 2, animated: false)
                zoomedDuringLoad = viewer.scrollView.zoomScale
            }
        }
        XCTAssertGreaterThan(moments.count, 4)
        // 150 / 4000 of a device pixel per image pixel at fit: level 4 (1/16) is the coarsest
        // still sharper than the screen.
        XCTAssertTrue(moments.allSatisfy { $0.level == 4 })
        XCTAssertTrue(moments.contains { $0.rows > 0 && $0.rows < 250 }, "some moment showed part of the picture")
        XCTAssertTrue(zip(moments, moments.dropFirst()).allSatisfy { $0.rows <= $1.rows }, "filled in top to bottom")

        let image = try XCTUnwrap(viewer.imageView.image)
        XCTAssertEqual(image.rasterImage.width, 4000, "the whole image replaced the picture")
        XCTAssertNil(viewer.loadPreview)
        XCTAssertEqual(viewer.imageView.sampling, .mipmapped, "sampling as the settings say again")
        XCTAssertEqual(viewer.scrollView.zoomScale, zoomedDuringLoad, "the zoom given while loading is kept")
        let level = try image.rasterImage.mipLevel(4)
        for moment in moments {
            for y in 0..<level.height {
                let shown = memcmp(moment.pixels.row(y), level.row(y), level.width * 4) == 0
                let empty = (0..<level.width).allSatisfy { moment.pixels.row(y)[$0] == 0 }
                if y < moment.rows {
                    XCTAssertTrue(shown, "row \(y) of \(moment.rows) decoded shows the image's level-4 row")
                } else {
                    XCTAssertTrue(empty, "row \(y), below the \(moment.rows) decoded, is transparent")
                }
            }
        }
    }
}
