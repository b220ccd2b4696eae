import XCTest
@testable import UIKit

/// Taps on the scroll style's page indicator while a turn runs (headless host, 240 x 160
/// points, pages 0 to 5 from page 2): each waits for the turn under way to land and then
/// turns a page, a user's turn with its own delegate and appearance calls.
final class PageControlTapDuringTurnTests: XCTestCase {
    func indicatorScene() -> PageScene {
        PageScene(count: 6, start: 2, size: CGSize(width: 240, height: 160), presentation: true)
    }

    /// A quick tap (down, a frame, up, a frame) on the indicator, right or left of its dots.
    func tap(_ scene: PageScene, forward: Bool) {
        let point = pt(forward ? 220 : 20, 141)
        scene.host.send(.touchDown(id: 1, location: point))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: point))
        scene.host.step()
    }

    func testTwoQuickTapsMakeTwoTurnsOneAfterTheOther() {
        let scene = indicatorScene()
        tap(scene, forward: true)
        tap(scene, forward: true)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 4, "the dot is on the page tapped to")
        XCTAssertEqual(scene.log.entries.last, "p2.willDisappear", "the second turn waits for the first")
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.log.entries, [
            "after(2)", "willTransition(3)", "p3.willAppear", "p2.willDisappear",
            "p3.didAppear", "p2.didDisappear", "didFinish(from 2, completed)",
            "after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
            "p4.didAppear", "p3.didDisappear", "didFinish(from 3, completed)",
        ])
        XCTAssertEqual(scene.pager.pageControl.currentPage, 4)
        XCTAssertEqual(scene.pagesInTree, [4])
    }

    func testTapsPastTheLastPageStopThere() {
        let scene = indicatorScene()
        for _ in 0..<6 { tap(scene, forward: true) }
        XCTAssertEqual(scene.pager.pageControl.currentPage, 5, "the dots end at the last page")
        scene.settle()
        XCTAssertEqual(scene.current, 5)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("didFinish") },
                       ["didFinish(from 2, completed)", "didFinish(from 3, completed)", "didFinish(from 4, completed)"])
    }

    func testAProgrammaticTurnDropsTheWaitingTaps() {
        let scene = indicatorScene()
        tap(scene, forward: true)
        tap(scene, forward: true)
        tap(scene, forward: true)
        scene.pager.setViewControllers([scene.pages.page(0)], direction: .reverse, animated: false)
        scene.settle()
        XCTAssertEqual(scene.current, 0)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 0)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") }, ["willTransition(3)"])
    }

    /// A wheel on the pages during the taps' turns (notched, across or with Shift, or a
    /// trackpad's precise scroll) drops the taps still waiting, as a finger does: the wheel
    /// ends where it leads, not where the taps pointed.
    func testAWheelDropsTheWaitingTaps() {
        for (delta, modifiers, isPrecise) in [(pt(-1, 0), UIKeyModifierFlags(), false), (pt(0, -1), .shift, false),
                                              (pt(-30, 0), UIKeyModifierFlags(), true)] {
            let scene = indicatorScene()
            tap(scene, forward: true)
            tap(scene, forward: true)
            scene.host.send(.wheel(location: pt(120, 60), delta: delta, isPrecise: isPrecise, modifiers: modifiers))
            scene.host.step()
            XCTAssertNil(scene.pager.pageControlTarget, "\(modifiers) precise \(isPrecise)")
            scene.settle()
            XCTAssertLessThanOrEqual(scene.current ?? -1, 3, "\(modifiers) precise \(isPrecise): the taps' second turn never starts")
            let turns = scene.log.entries.filter { $0.hasPrefix("willTransition") }
            XCTAssertFalse(turns.contains("willTransition(4)"), "\(modifiers) precise \(isPrecise): \(turns)")
            // A notch only scrolls; a trackpad's 30 points back drag the pages past the one
            // turned from, which begins the wheel's own turn back (to 1), as a finger would.
            XCTAssertEqual(turns, isPrecise ? ["willTransition(3)", "willTransition(1)"] : ["willTransition(3)"],
                           "\(modifiers) precise \(isPrecise)")
            XCTAssertEqual(scene.pager.pageControl.currentPage, scene.current, "\(modifiers) precise \(isPrecise): the dot on the page shown")
        }
    }

    /// UIKit asks `presentationIndex(for:)` when pages are set and moves the dot itself as
    /// the user turns: a data source answering with the index it was set to (2, always) gets
    /// one page a tap and the dot on the page shown.
    func testTheIndicatorFollowsTurnsWithoutAskingTheDataSourceAgain() {
        let scene = indicatorScene()
        let fixed = IndexSetOnce(scene.pages, index: 2)
        scene.pager.dataSource = fixed
        tap(scene, forward: true)
        scene.settle()
        XCTAssertEqual(scene.current, 3, "one tap, one page")
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("didFinish") }, ["didFinish(from 2, completed)"])
        XCTAssertEqual(scene.pager.pageControl.currentPage, 3)
        tap(scene, forward: false)
        tap(scene, forward: false)
        scene.settle()
        XCTAssertEqual(scene.current, 1)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 1)
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: false)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 2, "set pages: the data source's index again")
        withExtendedLifetime(fixed) {}
    }
}

/// `IndexedPages` whose `presentationIndex(for:)` is the index it was made with, whatever
/// shows: right when pages are set, as UIKit only asks then.
private final class IndexSetOnce: UIPageViewControllerDataSource {
    let pages: IndexedPages
    let index: Int
    init(_ pages: IndexedPages, index: Int) { self.pages = pages; self.index = index }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.pageViewController(pageViewController, viewControllerBefore: viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.pageViewController(pageViewController, viewControllerAfter: viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }
}
