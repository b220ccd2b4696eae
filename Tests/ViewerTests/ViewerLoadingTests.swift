import XCTest
@testable import ViewerKit
import UIKit

/// Work handed to "the main thread" by background loads, run by the test on its own thread
/// when it chooses, as `SDLApplication.mainQueue` runs it in the loop.
final class ManualMainQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var work: [() -> Void] = []

    func deliver(_ item: @escaping () -> Void) {
        lock.lock()
        work.append(item)
        lock.unlock()
        available.signal()
    }

    /// Waits for an item to arrive, leaving it queued; false when none came (the same
    /// limit as `runNext`).
    func waitForItem() -> Bool {
        guard available.wait(timeout: .now() + 30) == .success else { return false }
        available.signal()
        return true
    }

    /// Runs the next item once the mip levels of `viewer`'s loading picture have caught up
    /// with the rows decoded so far. The levels are built on a thread of their own, and on
    /// a busy machine that thread can fall behind until the end, so no report would show
    /// part of the picture; waiting for it makes what each report shows the same on any
    /// machine. (With `LockstepMainQueue` the decoding thread waits at the report meanwhile;
    /// with this queue it runs on, and the levels catch up with it at the latest when it ends.)
    func runNext(for viewer: ViewerController) -> Bool {
        if let preview = viewer.loadPreview, waitForItem() {
            let decode = preview.decode, level = preview.level
            // Against a hang, not a timing check.
            let deadline = DispatchTime.now() + 30
            while decode.completedRows(ofLevel: level) < decode.completedRows(ofLevel: 0) >> level,
                  DispatchTime.now() < deadline {
                usleep(200)
            }
        }
        return runNext()
    }

    /// Runs the next item, waiting for one to arrive; false when none came (a generous
    /// limit against a hang, not a timing check).
    func runNext() -> Bool {
        guard available.wait(timeout: .now() + 30) == .success else { return false }
        lock.lock()
        let item = work.removeFirst()
        lock.unlock()
        item()
        return true
    }
}

final class ViewerLoadingTests: XCTestCase {
    func makeController(size: CGSize = CGSize(width: 200, height: 150 + ViewerController.statusBarHeight))
        -> (HeadlessHost, ViewerController) {
        let host = HeadlessHost(size: size)
        let controller = ViewerController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        return (host, controller)
    }

    func testSynchronousOpenShowsTheImageWithItsMipChainAndTitle() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("photo.png", width: 400, height: 100)
        let (_, viewer) = makeController()
        var titles: [String] = []
        viewer.onTitleChange = { titles.append($0) }
        try viewer.openSynchronously(path: path)
        let image = try XCTUnwrap(viewer.imageView.image)
        XCTAssertEqual(image.rasterImage.preparedMipLevelCount, image.rasterImage.mipLevelCount)
        XCTAssertEqual(viewer.imagePath?.string, path)
        XCTAssertEqual(titles, ["viewer — photo.png"])
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.5)
        XCTAssertEqual(viewer.statusText, "photo.png — 400 × 100 — 50%")
    }

    func testAFailedOpenShowsWhyInTheWindowAndBrowsingGoesOn() throws {
        let folder = try TemporaryFolder()
        let good = try folder.writeImage("good.png", width: 40, height: 30)
        let bad = try folder.write("GIF89a", as: "bad.png")
        let (_, viewer) = makeController()
        var fatal: [Error] = []
        viewer.onFailureWithoutImage = { fatal.append($0) }
        viewer.open(path: good)
        XCTAssertEqual(viewer.statusText, "good.png — 2 / 2 — 40 × 30 — 100%", "the folder is browsed, bad.png first")
        viewer.open(path: bad)
        XCTAssertEqual(viewer.imagePath?.string, bad)
        XCTAssertNil(viewer.imageView.image, "no stale image stands for the broken file")
        XCTAssertFalse(viewer.messageLabel.isHidden)
        XCTAssertEqual(viewer.messageLabel.text, "\(bad): not a PNG file (bad signature)")
        XCTAssertEqual(viewer.statusText, "\(bad): not a PNG file (bad signature) — 1 / 2")
        XCTAssertTrue(fatal.isEmpty, "a bad file in a list is not fatal")
        viewer.showNextImage()
        XCTAssertEqual(viewer.statusText, "good.png — 2 / 2 — 40 × 30 — 100%", "browsing goes on")
        XCTAssertTrue(viewer.messageLabel.isHidden)
    }

    func testAFailedFirstOpenIsReported() throws {
        let folder = try TemporaryFolder()
        let (_, viewer) = makeController()
        var fatal: [String] = []
        viewer.onFailureWithoutImage = { fatal.append("\($0)") }
        viewer.open(path: folder.path("none.png"))
        XCTAssertEqual(fatal, ["\(folder.path("none.png")): cannot read: No such file or directory"])
        XCTAssertNil(viewer.imageView.image)
    }

    /// `viewer scan.png` with scan.png unreadable printed nothing and opened a window on
    /// the error whenever its folder held other PNGs; the one file named alone fails the
    /// run as a list of one does, a folder's or a list's first file does not.
    func testTheOneFileNamedFailsTheRunThoughItsFolderIsBrowsed() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("GIF89a", as: "a.png")
        _ = try folder.writeImage("b.png", width: 40, height: 30)
        let list = try ImageList.resolving([bad])
        XCTAssertEqual(list.count, 2)
        let named = try XCTUnwrap(WindowViewer.soleNamedFile(try ViewerOptions(arguments: [bad]), list: list))
        XCTAssertEqual(named.string, bad)
        XCTAssertNil(WindowViewer.soleNamedFile(try ViewerOptions(arguments: [folder.url.path]),
                                                list: try ImageList.resolving([folder.url.path])), "a folder")
        XCTAssertNil(WindowViewer.soleNamedFile(try ViewerOptions(arguments: [bad, folder.path("b.png")]),
                                                list: try ImageList.resolving([bad, folder.path("b.png")])), "two files")
        let (_, viewer) = makeController()
        var fatal: [String] = []
        viewer.onFailureWithoutImage = { fatal.append("\($0)") }
        viewer.soleNamedFile = named
        viewer.browse(list)
        XCTAssertEqual(fatal, ["\(bad): not a PNG file (bad signature)"])

        let (_, browsing) = makeController()
        var none: [String] = []
        browsing.onFailureWithoutImage = { none.append("\($0)") }
        browsing.browse(try ImageList.resolving([folder.url.path]))
        XCTAssertEqual(none, [], "a folder's first file failing is shown, and browsing goes on")
    }

    func testBackgroundLoadShowsProgressThenTheImageThenTheMipChain() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("big.png", width: 1200, height: 900)
        let (_, viewer) = makeController()
        let queue = ManualMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: path)
        XCTAssertEqual(viewer.statusText, "Loading big.png… 0%")
        XCTAssertNil(viewer.imageView.image)
        var statuses: [String] = []
        while viewer.loadedImage == nil {
            guard queue.runNext() else { return XCTFail("the decode never finished") }
            statuses.append(viewer.statusText)
        }
        XCTAssertTrue(statuses.dropLast().allSatisfy { $0.hasPrefix("Loading big.png… ") }, "\(statuses)")
        XCTAssertEqual(statuses.last, "big.png — 1200 × 900 — 17%", "shown as soon as decoded")
        XCTAssertEqual(viewer.scrollView.zoomScale, 150.0 / 900)
        let image = try XCTUnwrap(viewer.imageView.image)
        XCTAssertEqual(image.rasterImage.preparedMipLevelCount, image.rasterImage.mipLevelCount,
                       "every level was built while the file decoded")
        XCTAssertTrue(queue.runNext(), "the mip chain's completion arrives")
        XCTAssertTrue(viewer.loads.isEmpty)
    }

    func testOpeningAnotherFileCancelsTheLoadInFlight() throws {
        let folder = try TemporaryFolder()
        let first = try folder.writeImage("first.png", width: 300, height: 200)
        let second = try folder.writeImage("second.png", width: 30, height: 20)
        let (_, viewer) = makeController()
        let queue = ManualMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: first)
        viewer.open(path: second)
        XCTAssertEqual(viewer.statusText, "Loading second.png… 0%")
        while viewer.loadedImage == nil {
            guard queue.runNext() else { return XCTFail("the decode never finished") }
        }
        XCTAssertEqual(viewer.imagePath?.string, second, "the first file's results were dropped")
        XCTAssertEqual(viewer.imageView.image?.rasterImage.width, 30)
    }

    func testHeaderCheckFindsWhatFailsBeforeAWindowOpens() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("pic.png", width: 20, height: 20)
        XCTAssertNoThrow(try ImageLoader.checkHeader(path: path))
        XCTAssertThrowsError(try ImageLoader.checkHeader(path: path, limits: PNGLimits(maxPixels: 399))) { error in
            XCTAssertEqual(error as? PNGError, .tooLarge(file: path, width: 20, height: 20, maxPixels: 399))
        }
        XCTAssertThrowsError(try ImageLoader.checkHeader(path: folder.path("none.png")))
        XCTAssertThrowsError(try ImageLoader.checkHeader(path: try folder.write("text", as: "t.png")))
    }
}
