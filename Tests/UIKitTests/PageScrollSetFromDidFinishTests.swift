import XCTest
@testable import UIKit

/// A delegate that sets pages from `didFinishAnimating` while a drag crosses back over the
/// page it started on (the turn it was making ends there): each turn still ends once, and
/// the drag goes on from the pages set.
final class PageScrollSetFromDidFinishTests: XCTestCase {
    /// Logs as `LoggingPageDelegate` and sets page 7 when the first turn ends not completed.
    final class SettingDelegate: UIPageViewControllerDelegate {
        let logging: LoggingPageDelegate
        let pages: IndexedPages
        var hasSet = false
        init(log: EventLog, pages: IndexedPages) {
            logging = LoggingPageDelegate(log: log)
            self.pages = pages
        }
        func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            logging.pageViewController(pvc, willTransitionTo: pending)
        }
        func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            logging.pageViewController(pvc, didFinishAnimating: finished, previousViewControllers: previousViewControllers,
                                       transitionCompleted: completed)
            guard !completed, !hasSet else { return }
            hasSet = true
            pvc.setViewControllers([pages.page(7)], direction: .forward, animated: false)
        }
    }

    func testEachTurnEndsOnceAndTheDragGoesOnFromThePageSet() {
        let scene = PageScene()
        let delegate = SettingDelegate(log: scene.log, pages: scene.pages)
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
