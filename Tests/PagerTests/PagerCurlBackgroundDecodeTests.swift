import XCTest
@testable import UIKit
import ViewerKit
@testable import PagerKit

/// In a window image pages decode in the background: a page a curl uncovers is made as the
/// turn begins, "Loading" at first, and its image shows on it as soon as it is decoded,
/// mid-turn, not only once the turn lands.
final class PagerCurlBackgroundDecodeTests: XCTestCase {
    func testTheImageDecodedMidTurnShowsOnThePageUncovered() throws {
        let folder = try ImageFolder(count: 2, width: 480, height: 320)
        let files = try ImageFiles.resolve([FileSystemPath(folder.path)])
        let deliveries = Deliveries()
        let book = PagerBook(.images(files, loading: .background(deliver: { work in deliveries.add(work) })),
                             vertical: false)
        // Nothing decoded ahead (`PagerPrefetchTests`): here the decode lands mid-turn.
        book.prefetchBudget = 0
        let pager = PagerController(book: book, spacing: 0, style: .pageCurl, spine: .min)
        let host = HeadlessHost(size: CGSize(width: 480, height: 320))
        host.window.rootViewController = pager
        host.step()
        let first = try XCTUnwrap(pager.pageViewController.viewControllers?.first as? ImagePageController)
        while first.imageView.image == nil {
            guard deliveries.runWaiting(upTo: 30) else { return XCTFail("no decode delivered") }
        }
        host.send(.touchDown(id: 1, location: CGPoint(x: 470, y: 160)))
        for x in stride(from: 440, through: 320, by: -40) {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 160)))
        }
        host.step()
        let beneath = try XCTUnwrap(pager.pageViewController.children.compactMap { $0 as? ImagePageController }
            .first { $0.pageIndex == 1 })
        XCTAssertNil(beneath.imageView.image, "still decoding")
        let loading = Color(premultiplied: host.renderFrame()[476, 300])
        XCTAssertLessThan(Int(loading.blue), 60, "the page's dark background while it loads")
        while beneath.imageView.image == nil {
            guard deliveries.runWaiting(upTo: 30) else { return XCTFail("no decode delivered") }
        }
        host.step()
        let shown = Color(premultiplied: host.renderFrame()[476, 300])
        XCTAssertGreaterThan(Int(shown.blue), 120, "image-2's colour (90, 120, 170), mid-turn")
    }
}
