import XCTest
@testable import UIKit

/// A user's turn back, double-sided with the spine at an edge: `viewControllers` are then
/// the front shown and the back of the leaf before it, as `setViewControllers` takes them,
/// and a data source that keeps its pages (giving the back held again) turns back too.
final class PageCurlDoubleSidedTurnBackTests: XCTestCase {
    func indexes(_ pages: [UIViewController]?) -> [Int] { (pages ?? []).map { ($0 as! LoggedPage).index } }

    /// The first leaf's pages stay where they are (a drag from the spine side).
    private func dragBack(_ scene: PageScene) {
        scene.drag(from: pt(20, 240), by: pt(280, 0), steps: 6, hold: 0)
        scene.settle()
    }

    func testADragBackLeavesTheBackOfTheLeafBeforeTheFront() {
        let scene = PageScene(style: .pageCurl, spine: .min, doubleSided: [6, 5])
        dragBack(scene)
        XCTAssertEqual(indexes(scene.pager.viewControllers), [4, 3], "front 4 and the back of the leaf 2 | 3")
        // An animated turn back from there uncurls the leaf 2 | 3 over page 4 (with page 5
        // on its back, the leaf drawn was the one after).
        scene.pager.setViewControllers([scene.pages.page(2), scene.pages.page(1)], direction: .reverse, animated: true)
        scene.host.runFrames(6)
        XCTAssertEqual(indexes(scene.pager.children).sorted(), [2, 3, 4])
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.children), [2])
    }

    /// Pages made once and given again each time they are asked for.
    final class KeptPages: UIPageViewControllerDataSource {
        let pages: [LoggedPage]
        init(_ pages: [LoggedPage]) { self.pages = pages }
        func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            let index = (vc as! LoggedPage).index
            return index > 0 ? pages[index - 1] : nil
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            let index = (vc as! LoggedPage).index
            return index + 1 < pages.count ? pages[index + 1] : nil
        }
    }

    func testADataSourceThatKeepsItsPagesTurnsBack() {
        let scene = PageScene(style: .pageCurl, spine: .min, doubleSided: [0, 1])
        let kept = KeptPages((0..<10).map { scene.pages.page($0) })
        scene.pager.dataSource = kept
        scene.pager.setViewControllers([kept.pages[4], kept.pages[3]], direction: .forward, animated: false)
        scene.log.entries.removeAll()
        dragBack(scene)
        XCTAssertEqual(indexes(scene.pager.viewControllers), [2, 1])
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("didFinish") },
                       ["willTransition(21)", "didFinish(from 43, completed)"])
        XCTAssertTrue(scene.pager.children.first === kept.pages[2])
        XCTAssertEqual(scene.pager.children.count, 1)
        XCTAssertEqual(kept.pages[2].appearanceState, .appeared)
        XCTAssertEqual(kept.pages[4].appearanceState, .disappeared)
        // And forward again, to the pages it came from.
        scene.drag(from: pt(300, 240), by: pt(-280, 0), steps: 6, hold: 0)
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.viewControllers), [4, 3])
    }
}
