import XCTest
@testable import UIKit

/// The back of the leaf an animated `setViewControllers` turns, double-sided with the
/// spine at an edge: `viewControllers` are the front shown and the back of the leaf before it.
final class PageCurlProgrammaticBackTests: XCTestCase {
    func indexes(_ pages: [UIViewController]) -> [Int] { pages.map { ($0 as! LoggedPage).index }.sorted() }

    func testAReverseTurnUncurlsTheLeafBeforeTheFrontWithItsOwnBack() {
        // Front 4, and 3 the back of the leaf before it (whose front is 2).
        let scene = PageScene(style: .pageCurl, spine: .min, doubleSided: [4, 3])
        scene.pager.setViewControllers([scene.pages.page(2), scene.pages.page(1)], direction: .reverse, animated: true)
        scene.host.runFrames(6)
        // The leaf 2 | 3 comes back over page 4: page 1 (the back of the leaf before) is not drawn.
        XCTAssertEqual(indexes(scene.pager.children), [2, 3, 4])
        scene.settle()
        XCTAssertEqual(scene.pager.viewControllers.map(indexes), [1, 2])
        XCTAssertEqual(indexes(scene.pager.children), [2])
    }

    func testAForwardTurnCurlsTheShownLeafWithTheBackGiven() {
        let scene = PageScene(style: .pageCurl, spine: .min, doubleSided: [2, 1])
        scene.pager.setViewControllers([scene.pages.page(4), scene.pages.page(3)], direction: .forward, animated: true)
        scene.host.runFrames(6)
        XCTAssertEqual(indexes(scene.pager.children), [2, 3, 4])
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.children), [4])
    }
}
