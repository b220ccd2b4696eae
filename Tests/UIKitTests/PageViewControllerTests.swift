import XCTest
@testable import UIKit

/// The scroll style's delegate, data-source and appearance sequences, driven through real
/// input on a headless host (320 x 480 points, pages 0 to 9, starting on page 3).
final class PageViewControllerTests: XCTestCase {
    func testACompletedDragAsksForTheNextPageOnlyWhenItBeginsAndTurns() {
        let scene = PageScene()
        XCTAssertEqual(scene.pagesInTree, [3], "at rest only the current page is held")
        scene.drag(by: pt(-200, 0), lift: false)
        XCTAssertEqual(scene.log.entries, ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear"])
        XCTAssertEqual(scene.pagesInTree, [3, 4])
        XCTAssertEqual(scene.current, 3, "viewControllers holds the page turned from until the turn completes")
        scene.host.send(.touchUp(id: 1, location: pt(-40, 240)))
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
                                           "p4.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"])
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.pagesInTree, [4], "the page turned from is let go")
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0), "re-centred on the middle slot")
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }, [4])
        XCTAssertEqual(scene.census.alive, 1)
    }

    func testACancelledDragSpringsBackAndUndoesTheAppearanceInOrder() {
        let scene = PageScene()
        scene.drag(by: pt(-100, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [
            "after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
            "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
            "didFinish(from 3, not completed)",
        ])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pagesInTree, [3])
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0))
        XCTAssertEqual(scene.census.alive, 1, "the pending page is released")
    }

    func testAFlickShorterThanHalfAPageTurnsIt() {
        let scene = PageScene()
        scene.drag(by: pt(-60, 0), steps: 3, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
                                           "p4.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"])
        XCTAssertEqual(scene.current, 4)
    }

    func testAFlickBackwardsTurnsToThePageBefore() {
        let scene = PageScene()
        scene.drag(by: pt(60, 0), steps: 3, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["before(3)", "willTransition(2)", "p2.willAppear", "p3.willDisappear",
                                           "p2.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"])
        XCTAssertEqual(scene.current, 2)
    }

    func testAtTheFirstPageTheContentRubberBandsAndNoTurnBegins() {
        let scene = PageScene(start: 0)
        scene.drag(by: pt(200, 0), lift: false)
        XCTAssertEqual(scene.log.entries, ["before(0)"])
        let shown = 320 - scene.scrollView.contentOffset.x
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 120, "pulled past the end, the content moves less than the finger")
        scene.host.send(.touchUp(id: 1, location: pt(360, 240)))
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["before(0)"], "no delegate or appearance calls at an end")
        XCTAssertEqual(scene.current, 0)
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0))
    }

    func testAtTheLastPageAFlickBouncesBack() {
        let scene = PageScene(count: 10, start: 9)
        scene.drag(by: pt(-60, 0), steps: 3, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["after(9)"])
        XCTAssertEqual(scene.current, 9)
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0))
    }

    func testReversingADragPastTheCurrentPageEndsOneTurnAndBeginsTheOther() {
        let scene = PageScene()
        scene.drag(by: pt(-100, 0), lift: false)
        scene.drag(from: pt(60, 240), by: pt(200, 0), lift: false)
        XCTAssertEqual(scene.log.entries, [
            "after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
            "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
            "didFinish(from 3, not completed)",
            "before(3)", "willTransition(2)", "p2.willAppear", "p3.willDisappear",
        ])
    }

    func testVerticalPagesTurnUpAndDown() {
        let scene = PageScene(orientation: .vertical)
        XCTAssertEqual(scene.scrollView.contentSize, CGSize(width: 320, height: 1440))
        XCTAssertEqual(scene.scrollView.contentOffset, pt(0, 480))
        scene.drag(by: pt(0, -300))
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
                                           "p4.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"])
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.scrollView.contentOffset, pt(0, 480))
        scene.log.entries.removeAll()
        scene.drag(by: pt(-200, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [], "a sideways drag turns nothing")
        XCTAssertEqual(scene.current, 4)
    }

    func testInterPageSpacingSeparatesPagesAndPagingStillLandsOnThem() {
        let scene = PageScene(spacing: 20)
        XCTAssertEqual(scene.scrollView.frame, CGRect(x: -10, y: 0, width: 340, height: 480))
        XCTAssertEqual(scene.pager.viewControllers?.first?.view.frame, CGRect(x: 350, y: 0, width: 320, height: 480))
        scene.drag(by: pt(-200, 0), lift: false)
        let next = scene.pager.children.first { ($0 as! LoggedPage).index == 4 }
        XCTAssertEqual(next?.view.frame, CGRect(x: 690, y: 0, width: 320, height: 480), "20 points after page 3")
        scene.host.send(.touchUp(id: 1, location: pt(-40, 240)))
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.scrollView.contentOffset, pt(340, 0))
        XCTAssertEqual(scene.pager.viewControllers?.first?.view.convert(CGPoint.zero, to: scene.host.window), pt(0, 0),
                       "the page at rest fills the view exactly")
    }

    func testPagesAreChildrenWithUIKitsContainmentCalls() {
        let scene = PageScene()
        let current = scene.pager.viewControllers!.first!
        XCTAssertTrue(current.parent === scene.pager)
        scene.drag(by: pt(-200, 0), lift: false)
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }, [3, 4])
        scene.host.send(.touchUp(id: 1, location: pt(-40, 240)))
        scene.settle()
        XCTAssertNil(current.parent)
        XCTAssertNil(current.viewIfLoaded?.superview)
    }

    func testANilDataSourceTurnsGestureNavigationOff() {
        let scene = PageScene()
        scene.pager.dataSource = nil
        scene.drag(by: pt(-200, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0))
    }

    func testTheScrollStyleHasNoGestureRecognizersOfItsOwnAndNoSpine() {
        let scene = PageScene()
        XCTAssertTrue(scene.pager.gestureRecognizers.isEmpty)
        XCTAssertEqual(scene.pager.spineLocation, .none)
        XCTAssertEqual(scene.pager.transitionStyle, .scroll)
        XCTAssertEqual(scene.pager.requiredViewControllerCount, 1)
    }
}

/// iOS apps find the paging scroll view in `view.subviews` and become its delegate to
/// follow the scroll: they hear every call, and the pages still turn.
final class PageViewControllerScrollObservingTests: XCTestCase {
    final class Progress: UIScrollViewDelegate {
        var offsets: [CGFloat] = []
        var ends = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.x) }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends += 1 }
    }

    func testAnAppObservingTheScrollViewHearsItAndPagesStillTurn() {
        let scene = PageScene()
        let progress = Progress()
        scene.scrollView.delegate = progress
        scene.drag(by: pt(-200, 0))
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.log.entries.last, "didFinish(from 3, completed)")
        XCTAssertGreaterThan(progress.offsets.count, 10)
        XCTAssertGreaterThan(progress.offsets.max() ?? 0, 600, "it saw the content reach the next page")
        XCTAssertEqual(progress.ends, 1)
        scene.scrollView.delegate = nil
        scene.drag(by: pt(-200, 0))
        scene.settle()
        XCTAssertEqual(scene.current, 5, "taking the delegate away leaves the pager working")
    }
}
