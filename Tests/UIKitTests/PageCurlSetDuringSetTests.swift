import XCTest
@testable import UIKit

/// The curl's `setViewControllers` landing a user's turn in progress, whose
/// `didFinishAnimating` the delegate answers with a `setViewControllers` of its own: both
/// calls are made, one after the other, and every page settles.
final class PageCurlSetDuringSetTests: XCTestCase {
    func testBothCallsAreMadeAndEveryPageSettles() {
        let scene = PageScene(start: 3, style: .pageCurl, spine: .min)
        let delegate = PageScrollSetDuringSetTests.SettingDelegate(pages: scene.pages, log: scene.log)
        scene.pager.delegate = delegate
        // Released 100 points in: the leaf falls back (the turn will not complete).
        scene.drag(from: pt(300, 240), by: pt(-100, 0))
        scene.host.runFrames(2)
        scene.pager.setViewControllers([scene.pages.page(6)], direction: .forward, animated: true) {
            scene.log.append("outer(\($0))")
        }
        scene.settle()
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("inner") || $0.hasPrefix("outer") },
                       ["inner(false)", "outer(true)"])
        XCTAssertEqual(scene.current, 6)
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }, [6])
        XCTAssertEqual(scene.pager.children.first?.appearanceState, .appeared)
        XCTAssertTrue((scene.pager.transition as! PageCurlTransition).curlView.isHidden)
        scene.assertAppearancesBalanced([3, 4, 8])
    }
}
