import XCTest
@testable import UIKit

/// The back of the leaf an animated `setViewControllers` turns, double-sided with the
/// spine at an edge: `viewControllers` are the front shown and the back of the leaf before it.
final class PageCurlProgrammaticBackTests: XCTestCase {
    func indexes(_ pages: [UIViewController]) -> [Int] { pages.map { ($0 as! LoggedPage).index }.sorted() }

    /// A scene showing `shown` (front, then back of the leaf before), turned animated to
    /// `pages` and run six frames into the turn.
    func sceneTurning(from shown: [Int], to pages: [Int], _ direction: UIPageViewController.NavigationDirection)
        -> PageScene {
        let scene = PageScene(style: .pageCurl, spine: .min, doubleSided: shown)
        scene.pager.setViewControllers(pages.map(scene.pages.page), direction: direction, animated: true)
        scene.host.runFrames(6)
        return scene
    }

    func testAReverseTurnUncurlsTheLeafBeforeTheFrontWithItsOwnBack() {
        // Front 4, and 3 the back of the leaf before it (whose front is 2).
        let scene = sceneTurning(from: [4, 3], to: [2, 1], .reverse)
        // The leaf 2 | 3 comes back over page 4: page 1 (the back of the leaf before) is not drawn.
        XCTAssertEqual(indexes(scene.pager.children), [2, 3, 4])
        scene.settle()
        XCTAssertEqual(scene.pager.viewControllers.map(indexes), [1, 2])
        XCTAssertEqual(indexes(scene.pager.children), [2])
    }

    func testAForwardTurnCurlsTheShownLeafWithTheBackGiven() {
        let scene = sceneTurning(from: [2, 1], to: [4, 3], .forward)
        XCTAssertEqual(indexes(scene.pager.children), [2, 3, 4])
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.children), [4])
    }
}
