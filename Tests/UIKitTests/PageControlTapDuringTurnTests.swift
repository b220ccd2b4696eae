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
}
