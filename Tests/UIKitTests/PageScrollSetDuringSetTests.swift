import XCTest
@testable import UIKit

/// A `setViewControllers` that ends a user's turn, whose `didFinishAnimating` the delegate
/// answers with a `setViewControllers` of its own: both calls are made, one after the
/// other; every page that began to appear or disappear finishes, and each completion is
/// called once.
final class PageScrollSetDuringSetTests: XCTestCase {
    /// Sets page 8, animated, from the first turn that ends not completed.
    final class SettingDelegate: UIPageViewControllerDelegate {
        let pages: IndexedPages
        let log: EventLog
        var hasSet = false
        init(pages: IndexedPages, log: EventLog) {
            self.pages = pages
            self.log = log
        }
        func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            guard !completed, !hasSet else { return }
            hasSet = true
            pvc.setViewControllers([pages.page(8)], direction: .forward, animated: true) { [log] in
                log.append("inner(\($0))")
            }
        }
    }

    func testBothCallsAreMadeAndEveryPageSettles() {
        let scene = PageScene()
        let delegate = SettingDelegate(pages: scene.pages, log: scene.log)
        scene.pager.delegate = delegate
        // A flick towards page 4, still moving when the program sets page 6.
        scene.drag(by: pt(-90, 0), steps: 3, hold: 0)
        scene.host.runFrames(2)
        scene.pager.setViewControllers([scene.pages.page(6)], direction: .forward, animated: true) {
            scene.log.append("outer(\($0))")
        }
        scene.settle()
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("inner") || $0.hasPrefix("outer") },
                       ["inner(false)", "outer(true)"])
        XCTAssertEqual(scene.current, 6)
        XCTAssertEqual(scene.pagesInTree, [6])
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }, [6])
        XCTAssertEqual(scene.pager.children.first?.appearanceState, .appeared)
        scene.assertAppearancesBalanced([3, 4, 8])
    }
}
