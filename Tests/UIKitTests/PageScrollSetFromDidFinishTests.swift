import XCTest
@testable import UIKit

/// Logs as `LoggingPageDelegate`, then, once, sets the page `next` gives (told whether the
/// turn ending completed; nil: not yet) without animation.
final class PageSettingDelegate: UIPageViewControllerDelegate {
    let logging: LoggingPageDelegate
    var next: (UIPageViewController, Bool) -> UIViewController?
    init(log: EventLog, next: @escaping (UIPageViewController, Bool) -> UIViewController?) {
        logging = LoggingPageDelegate(log: log)
        self.next = next
    }
    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        logging.pageViewController(pvc, willTransitionTo: pending)
    }
    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        logging.pageViewController(pvc, didFinishAnimating: finished, previousViewControllers: previousViewControllers,
                                   transitionCompleted: completed)
        guard let page = next(pvc, completed) else { return }
        next = { _, _ in nil }
        pvc.setViewControllers([page], direction: .forward, animated: false)
    }
}

/// A delegate that sets pages from `didFinishAnimating` while a drag crosses back over the
/// page it started on (the turn it was making ends there): each turn still ends once, and
/// the drag goes on from the pages set.
final class PageScrollSetFromDidFinishTests: XCTestCase {
    func testEachTurnEndsOnceAndTheDragGoesOnFromThePageSet() {
        let scene = PageScene()
        let delegate = PageSettingDelegate(log: scene.log) { [pages = scene.pages] _, completed in
            completed ? nil : pages.page(7)
        }
        scene.pager.delegate = delegate
        scene.pages.logsQuestions = false
        // Left towards page 4, then back right across page 3 towards page 2, held, lifted.
        scene.host.send(.touchDown(id: 1, location: pt(160, 240)))
        for x in Array(stride(from: 140, through: 80, by: -20)) + Array(stride(from: 100, through: 220, by: 20)) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: pt(CGFloat(x), 240)))
        }
        scene.host.advance(by: 0.3)
        scene.host.send(.touchMove(id: 1, location: pt(220, 240)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(220, 240)))
        scene.settle()
        let turns = scene.log.entries.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("didFinish") }
        XCTAssertEqual(turns, ["willTransition(4)", "didFinish(from 3, not completed)", "willTransition(6)",
                               "didFinish(from 7, not completed)"])
        XCTAssertEqual(scene.current, 7)
        XCTAssertEqual(scene.pagesInTree, [7])
        XCTAssertEqual(scene.pager.children.count, 1)
        XCTAssertEqual(scene.pager.children.first?.appearanceState, .appeared)
    }
}

/// A delegate that sets pages from `didFinishAnimating` while the content moves on its own
/// (a wheel's scroll, a program's setting): the pages set are where the content rests,
/// with the indicator's dot on them.
final class PageScrollSetFromDidFinishWhileMovingTests: XCTestCase {
    /// A flick towards page 2, then a wheel notch towards page 4 as it slides: the notch's
    /// scroll crosses page 3, ending the turn to page 2, and the delegate sets page 3 (the
    /// page shown) again, which puts the content on it. No turn towards page 4 is left
    /// begun with nothing to bring it to rest.
    func testPagesSetAsAWheelsScrollCrossesThePageShownStand() {
        let scene = PageScene()
        let delegate = PageSettingDelegate(log: scene.log) { pvc, _ in pvc.viewControllers?.first }
        scene.pager.delegate = delegate
        scene.pages.logsQuestions = false
        scene.drag(by: pt(60, 0), steps: 4, hold: 0)
        scene.host.send(.wheel(location: pt(160, 240), delta: pt(20, 0), isPrecise: false, modifiers: []))
        scene.settle()
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("didFinish") },
                       ["willTransition(2)", "didFinish(from 3, not completed)"])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pagesInTree, [3])
        XCTAssertEqual(scene.pager.children.count, 1)
        XCTAssertEqual(scene.pager.children.first?.appearanceState, .appeared)
        XCTAssertTrue(scene.pager.transition.state.isIdle)
        scene.assertAppearancesBalanced([2, 4])
        // And the next wheel notch turns as any.
        scene.host.send(.wheel(location: pt(160, 240), delta: pt(20, 0), isPrecise: false, modifiers: []))
        scene.settle()
        XCTAssertEqual(scene.current, 4)
    }

    /// A program's `setViewControllers` ends a page indicator tap's turn; the delegate sets
    /// page 8 from its `didFinishAnimating`, then the program's page 6 shows: the dot is on
    /// page 6, not left on page 8.
    func testTheDotFollowsTheOuterCallsPage() {
        let scene = PageScene(presentation: true)
        let delegate = PageSettingDelegate(log: scene.log) { [pages = scene.pages] _, _ in pages.page(8) }
        scene.pager.delegate = delegate
        let dots = scene.pager.pageControl.frame
        scene.host.send(.touchDown(id: 2, location: pt(dots.midX + 40, dots.midY)))
        scene.host.send(.touchUp(id: 2, location: pt(dots.midX + 40, dots.midY)))
        scene.host.runFrames(2)
        scene.pager.setViewControllers([scene.pages.page(6)], direction: .forward, animated: false)
        scene.settle()
        XCTAssertEqual(scene.current, 6)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 6)
        scene.assertAppearancesBalanced([4, 8])
        // A turn from there moves the dot on from page 6.
        scene.drag(by: pt(-200, 0))
        scene.settle()
        XCTAssertEqual(scene.current, 7)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 7)
    }
}
