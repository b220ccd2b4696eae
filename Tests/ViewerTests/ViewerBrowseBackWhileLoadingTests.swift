import XCTest
@testable import ViewerKit
import UIKit

/// Browsing back to a file whose load is still running (its neighbour was looked at
/// meanwhile) shows at once how far it got: its rows so far and its percentage. It said
/// "Loading a.png… 0%" over the neighbour's picture until the load's next report.
final class ViewerBrowseBackWhileLoadingTests: XCTestCase {
    func testComingBackShowsTheRowsAndShareDecodedSoFar() throws {
        let folder = try TemporaryFolder()
        // 16 million pixels: a report every million.
        let big = try folder.writeImage("a.png", width: 4000, height: 4000)
        _ = try folder.writeImage("b.png", width: 40, height: 30)
        let queue = LockstepMainQueue()
        let (_, viewer) = startLoading(big, deliver: { queue.deliver($0) })
        while (viewer.loadingPictureRows ?? 0) == 0 {
            guard queue.runNext(for: viewer) else { return XCTFail("no rows came") }
        }
        viewer.showNextImage()
        while viewer.loadedImage?.header.width != 40 {
            guard queue.runNext(for: viewer) else { return XCTFail("b.png never loaded") }
        }
        let task = try XCTUnwrap(viewer.loads[FileSystemPath(big)], "a.png still loading")
        let reported = Int(task.progress.fraction * 100)
        XCTAssertGreaterThan(reported, 0)
        XCTAssertNil(viewer.loadPreview, "b.png shows")

        viewer.showPreviousImage()
        XCTAssertNotNil(viewer.loadPreview, "a.png's picture, at once")
        XCTAssertGreaterThan(viewer.loadingPictureRows ?? 0, 0, "with its rows so far")
        XCTAssertNil(viewer.imageView.image, "b.png's picture gone")
        let status = viewer.statusText
        XCTAssertTrue(status.hasPrefix("Loading a.png… "), status)
        let percent = Int(status.dropFirst("Loading a.png… ".count).dropLast()) ?? -1
        XCTAssertGreaterThanOrEqual(percent, reported, status)
        while viewer.loadedImage?.header.width != 4000 {
            guard queue.runNext(for: viewer) else { return XCTFail("a.png never loaded") }
        }
        XCTAssertEqual(viewer.statusText.hasPrefix("a.png — 1 / 2 — 4000 × 4000"), true, viewer.statusText)
    }
}
