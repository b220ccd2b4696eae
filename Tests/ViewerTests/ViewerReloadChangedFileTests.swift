import XCTest
@testable import ViewerKit
import UIKit

/// In a window the file shown is read again when it changes on disk (an export saved
/// again), as eog and nsxiv do: the old picture stays until the new is decoded, a new
/// image of the same size keeps the zoom, position and orientation, another size opens
/// fitted. A file removed leaves the picture as it was; headless runs watch nothing.
final class ViewerReloadChangedFileTests: XCTestCase {
    // (`reloadInterval` is set here as WindowViewer sets it, shorter.)
    /// A main queue the test runs by hand, with a short wait for items.
    final class TestQueue: @unchecked Sendable {
        private let lock = NSLock()
        private var work: [() -> Void] = []

        func deliver(_ item: @escaping () -> Void) {
            lock.lock()
            work.append(item)
            lock.unlock()
        }

        /// Runs items as they come until `done` holds or `seconds` pass; whether it held.
        func run(for seconds: TimeInterval, until done: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !done() {
                guard Date() < deadline else { return false }
                lock.lock()
                let next = work.isEmpty ? nil : work.removeFirst()
                lock.unlock()
                if let next { next() } else { usleep(2000) }
            }
            return true
        }
    }

    /// A viewer in a window opening `path`, loading in the background and looking for
    /// changes every 20 ms.
    private func viewerOpening(_ path: String) -> (HeadlessHost, ViewerController, TestQueue) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 172))
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        host.window.layoutIfNeeded()
        let queue = TestQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.reloadInterval = 0.02
        viewer.open(path: path)
        return (host, viewer, queue)
    }

    private func viewerWatching(_ path: String) throws -> (HeadlessHost, ViewerController, TestQueue) {
        let (host, viewer, queue) = viewerOpening(path)
        XCTAssertTrue(queue.run(for: 30) { viewer.loadedImage != nil && viewer.loads.isEmpty }, "loaded")
        return (host, viewer, queue)
    }

    /// Writes a `width` x `height` image of `color` over `path`, dated a second later.
    private func rewrite(_ path: String, width: Int, height: Int, color: Color, later seconds: TimeInterval = 1) throws {
        let bitmap = Bitmap(width: width, height: height)
        bitmap.clear(to: color.premultiplied)
        try PNGEncoder.write(bitmap, to: path)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(seconds)], ofItemAtPath: path)
    }

    func testAFileSavedAgainShowsAtTheZoomAndPlaceItWasLeftAt() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeSolid("art.png", width: 400, height: 300, color: quadrantColors[0])
        let (host, viewer, queue) = try viewerWatching(path)
        viewer.rotateClockwise()
        viewer.scrollView.setZoomScale(1, animated: false)
        viewer.scrollView.contentOffset = CGPoint(x: 37, y: 52)
        let old = viewer.imageView.image
        try rewrite(path, width: 400, height: 300, color: quadrantColors[1])
        var sawOldWhileLoading = false
        XCTAssertTrue(queue.run(for: 30) {
            if viewer.loads[FileSystemPath(path)] != nil, viewer.imageView.image === old, viewer.loadPreview == nil {
                sawOldWhileLoading = true
            }
            return viewer.imageView.image !== old && viewer.loads.isEmpty
        }, "read again")
        XCTAssertTrue(sawOldWhileLoading, "the old picture stays while the new decodes")
        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        XCTAssertEqual(viewer.scrollView.contentOffset, CGPoint(x: 37, y: 52))
        XCTAssertEqual(viewer.orientation.quarterTurns, 1, "the turn kept")
        XCTAssertEqual(colorAt(host.renderFrame(), 100, 75), quadrantColors[1], "the new pixels")
        XCTAssertFalse(viewer.statusText.hasPrefix("Loading"), viewer.statusText)

        // Saved again at another size: opened fitted, as a new image.
        try rewrite(path, width: 40, height: 30, color: quadrantColors[2], later: 2)
        XCTAssertTrue(queue.run(for: 30) { viewer.imageView.image?.size == CGSize(width: 40, height: 30) && viewer.loads.isEmpty })
        XCTAssertEqual(viewer.scrollView.zoomScale, 1, "100%, small images pixel for pixel")
        XCTAssertEqual(viewer.orientation, ImageOrientation(), "as the file says")
    }

    /// An image too large to hold twice (old and new over the memory budget, as a 20000 x
    /// 20000 one is at the default 1 GiB): the old picture goes once the new one starts to
    /// fill in, at the zoom and place the old was left at. Both were held until the new
    /// one had decoded, at the peak three times the pixels' size.
    func testAnImageTooLargeToHoldTwiceFillsInInPlaceOfTheOld() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeSolid("huge.png", width: 2000, height: 1500, color: quadrantColors[0])
        let (host, viewer, queue) = viewerOpening(path)
        viewer.prefetchBudget = ViewerController.memoryCost(pixels: 2000 * 1500) * 3 / 2
        XCTAssertTrue(queue.run(for: 30) { viewer.loadedImage != nil && viewer.loads.isEmpty }, "loaded")
        viewer.scrollView.setZoomScale(0.5, animated: false)
        viewer.scrollView.contentOffset = CGPoint(x: 300, y: 200)
        weak var old = viewer.imageView.image
        XCTAssertNotNil(old)
        try rewrite(path, width: 2000, height: 1500, color: quadrantColors[1])
        var oldGoneWhileFillingIn = false
        XCTAssertTrue(queue.run(for: 30) {
            if viewer.loadPreview != nil, viewer.loadedImage == nil {
                oldGoneWhileFillingIn = oldGoneWhileFillingIn || old == nil
                XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, "the new picture fills in at the old zoom")
                XCTAssertEqual(viewer.scrollView.contentOffset, CGPoint(x: 300, y: 200))
            }
            return viewer.loadedImage != nil && viewer.imageView.image != nil && viewer.loads.isEmpty
                && colorAt(host.renderFrame(), 100, 75) == quadrantColors[1]
        }, "read again")
        XCTAssertTrue(oldGoneWhileFillingIn, "the old image let go while the new decoded")
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5)
        XCTAssertEqual(viewer.scrollView.contentOffset, CGPoint(x: 300, y: 200))
    }

    /// A photo turned upright in an editor that only rewrites its EXIF Orientation (the
    /// pixels and size the same): it shows as it now says, a flip made on it kept. It kept
    /// the old file's turn, so the picture showed lying on its side.
    func testAFileSavedAgainWithAnotherEXIFOrientationShowsAsItNowSays() throws {
        let folder = try TemporaryFolder()
        let path = try ViewerEXIFOrientationTests.writeImage(folder, "photo.png", width: 400, height: 300,
                                                             exif: ViewerEXIFOrientationTests.exif(6))
        let (host, viewer, queue) = try viewerWatching(path)
        XCTAssertEqual(viewer.orientation, ImageOrientation(exifOrientation: 6))
        viewer.flipHorizontally()
        let old = viewer.imageView.image
        _ = try ViewerEXIFOrientationTests.writeImage(folder, "photo.png", width: 400, height: 300,
                                                      exif: ViewerEXIFOrientationTests.exif(1))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: path)
        XCTAssertTrue(queue.run(for: 30) { viewer.imageView.image !== old && viewer.loads.isEmpty }, "read again")
        var flipped = ImageOrientation()
        flipped.flipHorizontally()
        XCTAssertEqual(viewer.orientation, flipped, "upright as the file now says, the flip kept")
        XCTAssertEqual(viewer.scrollView.contentSize.width, 400 * viewer.scrollView.zoomScale, accuracy: 1e-9, "lying, fitted")
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5, accuracy: 1e-9, "400 pixels in 200 points")
        let rect = viewer.contentView.convert(viewer.contentView.bounds, to: nil)
        XCTAssertEqual(colorAt(host.renderFrame(), Int(rect.minX) + 2, Int(rect.minY) + 2), quadrantColors[1],
                       "mirrored: the top right quadrant at the top left")
    }

    func testARemovedFileLeavesThePictureAndAHeadlessViewerWatchesNothing() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeSolid("gone.png", width: 40, height: 30, color: quadrantColors[3])
        let (_, viewer, queue) = try viewerWatching(path)
        let shown = viewer.imageView.image
        try FileManager.default.removeItem(atPath: path)
        XCTAssertFalse(queue.run(for: 0.3) { viewer.imageView.image !== shown || !viewer.loads.isEmpty }, "nothing happens")
        XCTAssertNil(viewer.currentFailure)

        let (_, headless) = makeViewer(size: CGSize(width: 100, height: 122), imageSize: (2, 2))
        headless.open(path: try folder.writeImage("h.png", width: 4, height: 4))
        XCTAssertNil(headless.shownFileWatcher)
        let (_, unasked) = startLoading(folder.path("h.png"), deliver: { queue.deliver($0) })
        XCTAssertTrue(queue.run(for: 30) { unasked.loadedImage != nil })
        XCTAssertNil(unasked.shownFileWatcher, "nor a viewer not asked to")
    }

    /// A download finishing: the file failed (truncated), then is whole.
    func testAFileThatFailedIsReadAgainOnceWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("download.png")
        let whole = try PNGEncoder.encode(makeQuadrantImage(width: 60, height: 40))
        try Data(whole.prefix(20)).write(to: URL(fileURLWithPath: path))
        let (host, viewer, queue) = viewerOpening(path)
        defer { withExtendedLifetime(host) {} }
        XCTAssertTrue(queue.run(for: 30) { viewer.currentFailure != nil })
        try Data(whole).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: path)
        XCTAssertTrue(queue.run(for: 30) { viewer.loadedImage != nil && viewer.loads.isEmpty }, "read again once whole")
        XCTAssertNil(viewer.currentFailure)
        XCTAssertEqual(viewer.imageView.image?.size, CGSize(width: 60, height: 40))
    }

    /// A picture opened by a link to it (a "latest.png" an exporter points at its newest
    /// file): the link's own time and size never change, the file it names does.
    func testAPictureOpenedThroughASymbolicLinkIsReadAgainWhenTheFileItNamesChanges() throws {
        let folder = try TemporaryFolder()
        let target = try folder.writeSolid("export.png", width: 40, height: 30, color: quadrantColors[0])
        let link = folder.path("latest.png")
        XCTAssertEqual(symlink(target, link), 0)
        let (host, viewer, queue) = try viewerWatching(link)
        XCTAssertEqual(colorAt(host.renderFrame(), 100, 75), quadrantColors[0])
        try rewrite(target, width: 40, height: 30, color: quadrantColors[2])
        XCTAssertTrue(queue.run(for: 30) { colorAt(host.renderFrame(), 100, 75) == quadrantColors[2] && viewer.loads.isEmpty },
                      "read again through the link")
    }
}
