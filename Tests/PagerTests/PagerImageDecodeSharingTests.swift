import XCTest
@testable import UIKit
import ViewerKit
@testable import PagerKit

/// Image pages of one index alive together share one decode (`PageImageLoad`): End on a
/// double-sided book with the spine at an edge and an even count shows the last page on the
/// front after the last leaf (`EndPage`) while the last leaf's back is that same page; each
/// had decoded the file itself, twice the time and memory for the last image.
final class PagerImageDecodeSharingTests: XCTestCase {
    private func names(_ pages: [UIViewController]?) -> [String] {
        (pages ?? []).map { page in
            if let end = page as? EndPage { return "end \((end.page as? PagerPage)?.pageIndex ?? -1)" }
            return (page as? PagerPage).map { String($0.pageIndex) } ?? "blank"
        }
    }

    func testEndDecodesTheLastImageOnce() throws {
        let folder = try ImageFolder(count: 4, width: 96, height: 64)
        let scene = try PagerScene(["--style", "curl", "--spine", "min", "--double-sided", folder.path])
        let book = scene.pager.book
        let pages = scene.pager.pageViewController
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["end 3", "3"])
        XCTAssertEqual(book.decodesStarted[3], 1, "the end page and the last leaf's back share the decode")
        let end = try XCTUnwrap(pages.viewControllers?.first as? EndPage)
        let shown = try XCTUnwrap(end.page as? ImagePageController)
        let back = try XCTUnwrap(pages.viewControllers?.last as? ImagePageController)
        XCTAssertNotNil(shown.imageView.image)
        XCTAssertTrue(shown.imageView.image === back.imageView.image, "one image")
        XCTAssertFalse(shown.scrollView === back.scrollView, "each page its own zoom")

        // A turn back over the last leaf asks for its back again: the page held is alive,
        // so the new one shares its decode.
        scene.drag(from: CGPoint(x: 10, y: 160), by: CGPoint(x: 300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["2", "1"])
        XCTAssertEqual(book.decodesStarted[3], 1)
        XCTAssertEqual(book.decodesStarted[2], 1)
    }

    /// In a window the decode runs in the background: a second page made while the first
    /// one's decode is under way waits for it ("Loading"), and both show its image.
    func testABackgroundDecodeUnderWayIsShared() throws {
        let folder = try ImageFolder(count: 2, width: 96, height: 64)
        let files = try ImageFiles.resolve([FileSystemPath(folder.path)])
        let deliveries = Deliveries()
        let book = PagerBook(.images(files, loading: .background(deliver: { work in deliveries.add(work) })),
                             vertical: false)
        let first = try XCTUnwrap(book.page(at: 1) as? ImagePageController)
        first.loadViewIfNeeded()
        let second = try XCTUnwrap(book.page(at: 1) as? ImagePageController)
        second.loadViewIfNeeded()
        XCTAssertNil(second.imageView.image)
        XCTAssertEqual(second.messageLabel.text, "Loading image-2.png…")
        while first.imageView.image == nil || second.imageView.image == nil {
            // A guard against a hang, not a timing: the decode of 96 x 64 pixels takes
            // milliseconds.
            guard deliveries.runWaiting(upTo: 30) else { return XCTFail("no decode delivered") }
        }
        XCTAssertEqual(book.decodesStarted[1], 1)
        XCTAssertTrue(first.imageView.image === second.imageView.image)
        XCTAssertTrue(second.messageLabel.isHidden)
    }

    /// A page made after every page of its index was let go decodes its file again.
    func testAPageMadeAfterItsIndexWasLetGoDecodesAnew() throws {
        let folder = try ImageFolder(count: 2, width: 8, height: 8)
        let files = try ImageFiles.resolve([FileSystemPath(folder.path)])
        let book = PagerBook(.images(files, loading: .synchronous), vertical: false)
        do {
            let page = book.page(at: 0)
            page.loadViewIfNeeded()
        }
        let again = book.page(at: 0)
        again.loadViewIfNeeded()
        XCTAssertEqual(book.decodesStarted[0], 2)
    }
}
