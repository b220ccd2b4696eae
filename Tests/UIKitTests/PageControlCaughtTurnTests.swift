import XCTest
@testable import UIKit

/// A finger that catches an animated `setViewControllers` in the scroll style makes it the
/// user's turn from the page it left: the indicator's dot goes back to that page and
/// follows the drag from there.
final class PageControlCaughtTurnTests: XCTestCase {
    private func catchAnimatedSet(to index: Int, direction: UIPageViewController.NavigationDirection,
                                  dragBy dx: CGFloat) -> PageScene {
        let scene = PageScene(presentation: true)
        scene.pager.setViewControllers([scene.pages.page(index)], direction: direction, animated: true)
        XCTAssertEqual(scene.pager.pageControl.currentPage, index, "the dot is on the page set")
        scene.host.runFrames(3)
        scene.drag(by: pt(dx, 0))
        scene.settle()
        return scene
    }

    func testCarriedOnToThePageSetTheDotIsOnIt() {
        let scene = catchAnimatedSet(to: 4, direction: .forward, dragBy: -200)
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 4)
    }

    func testDraggedTheOtherWayTheDotFollowsToThePageThere() {
        let scene = catchAnimatedSet(to: 2, direction: .reverse, dragBy: -220)
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 4)
    }

    func testBroughtBackTheDotIsOnThePageLeft() {
        let scene = catchAnimatedSet(to: 4, direction: .forward, dragBy: 60)
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 3)
    }

    func testATapThenADragBeforeItMovesLeaveTheDotOnThePageKept() {
        let scene = PageScene(presentation: true)
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true) {
            scene.log.append("done(\($0))")
        }
        // A tap catches the animation before it has moved and lets it go on; a drag at once
        // catches it again where it still is, on the page it left, where it comes to rest.
        scene.host.send(.touchDown(id: 1, location: pt(160, 240)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(160, 240)))
        scene.drag(by: pt(60, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("done") }, ["done(false)"])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 3)
    }
}
