import XCTest
@testable import UIKit
import ViewerKit
@testable import PagerKit

/// In a window the pages next to those shown decode ahead (within a budget, as the viewer
/// prefetches its neighbours), so a turn finds its page decoded: it was made as the turn
/// began and showed "Loading" for as long as its decode took.
final class PagerPrefetchTests: XCTestCase {
    private struct Window {
        let host: HeadlessHost
        let pager: PagerController
        let deliveries: Deliveries
        let folder: ImageFolder
    }

    private func window(_ count: Int, style: UIPageViewController.TransitionStyle = .scroll,
                        budget: Int? = nil) throws -> Window {
        let folder = try ImageFolder(count: count, width: 48, height: 32)
        let files = try ImageFiles.resolve([FileSystemPath(folder.path)])
        let deliveries = Deliveries()
        let book = PagerBook(.images(files, loading: .background(deliver: { work in deliveries.add(work) })),
                             vertical: false)
        if let budget { book.prefetchBudget = budget }
        let pager = PagerController(book: book, spacing: 0, style: style, spine: .min)
        let host = HeadlessHost(size: CGSize(width: 480, height: 320))
        host.window.rootViewController = pager
        host.step()
        return Window(host: host, pager: pager, deliveries: deliveries, folder: folder)
    }

    private func wait(_ w: Window, until done: () -> Bool) -> Bool {
        while !done() {
            // A guard against a hang, not a timing: these decodes take milliseconds.
            guard w.deliveries.runWaiting(upTo: 30) else { return false }
        }
        return true
    }

    func testTheNextPageIsDecodedBeforeATurnAsksForIt() throws {
        let w = try window(4)
        let book = w.pager.book
        XCTAssertNil(book.decodesStarted[1], "the page shown decodes first")
        let first = try XCTUnwrap(w.pager.pageViewController.viewControllers?.first as? ImagePageController)
        XCTAssertTrue(wait(w) { first.imageView.image != nil }, "no decode delivered")
        XCTAssertEqual(book.decodesStarted[1], 1, "then the page after it, ahead")
        XCTAssertNil(book.decodesStarted[2], "one page a turn: only the next")
        let ahead = try XCTUnwrap(book.prefetchedLoad(at: 1))
        XCTAssertTrue(wait(w) { !ahead.isPending }, "no decode delivered")
        // A drag begins the turn: the page it makes shows its image at once.
        w.host.send(.touchDown(id: 1, location: CGPoint(x: 400, y: 160)))
        for x in stride(from: 380, through: 300, by: -20) {
            w.host.step()
            w.host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 160)))
        }
        w.host.step()
        let next = try XCTUnwrap(w.pager.pageViewController.children.compactMap { $0 as? ImagePageController }
            .first { $0.pageIndex == 1 })
        XCTAssertNotNil(next.imageView.image, "decoded ahead, no Loading")
        XCTAssertTrue(next.messageLabel.isHidden)
        XCTAssertEqual(book.decodesStarted[1], 1)
        w.host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 160)))
        _ = w.host.runUntilIdle()
        XCTAssertEqual(w.pager.positionText, "2 / 4")
        XCTAssertEqual(book.decodesStarted[2], 1, "and then the page after it")
        XCTAssertNotNil(book.prefetchedLoad(at: 0), "and the one before, for a turn back")
    }

    func testNothingIsDecodedAheadBeyondTheBudget() throws {
        let w = try window(3, budget: 48 * 32 * 16 / 3)
        XCTAssertNil(w.pager.book.decodesStarted[1], "the page shown takes the whole budget")
        XCTAssertNil(w.pager.book.prefetchedLoad(at: 1))
    }

    /// Headless runs decode only what shows: the same work, and pixels, every run.
    func testAHeadlessRunDecodesNothingAhead() throws {
        let folder = try ImageFolder(count: 3, width: 48, height: 32)
        let scene = try PagerScene([folder.path])
        XCTAssertEqual(scene.pager.book.decodesStarted, [0: 1])
    }
}
