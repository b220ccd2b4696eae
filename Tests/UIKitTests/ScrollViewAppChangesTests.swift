import XCTest
@testable import UIKit

/// The app stays in charge while content moves (issue 13): offsets, sizes and insets it
/// sets during a drag or a deceleration are honoured, and the scroll view lays itself out
/// as it scrolls.
final class ScrollViewAppChangesTests: XCTestCase {
    /// Counts `layoutSubviews` calls.
    final class LayoutCountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    private func move(_ scene: ScrollScene, to y: CGFloat) {
        scene.host.step()
        scene.host.send(.touchMove(id: 1, location: CGPoint(x: 100, y: y)))
    }

    func testOffsetSetMidDragIsWhereTheDragGoesOnFrom() {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 2000)
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 400)))
        move(scene, to: 370)
        XCTAssertEqual(scene.scroll.contentOffset.y, 2020, "30 pt less the 10-pt hysteresis")
        move(scene, to: 350)
        move(scene, to: 330)
        move(scene, to: 310)
        XCTAssertEqual(scene.scroll.contentOffset.y, 2080)
        // Recentring, as infinite scrollers do: a whole period back.
        scene.scroll.contentOffset.y = 1080
        move(scene, to: 290)
        XCTAssertEqual(scene.scroll.contentOffset.y, 1100, "the finger's further 20 pt, from the new offset")
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 290)))
        XCTAssertEqual(scene.recorder.names.filter { $0 != "didScroll" },
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    }

    func testOffsetSetMidDecelerationKeepsItsVelocity() {
        // Two identical flings; the app recentres one of them by 1000 pt mid-flight.
        let plain = ScrollScene(), moved = ScrollScene()
        for scene in [plain, moved] {
            scene.scroll.contentOffset = CGPoint(x: 0, y: 2000)
            scene.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
            scene.host.runFrames(10)
        }
        XCTAssertTrue(moved.scroll.isDecelerating)
        let at = moved.scroll.contentOffset.y
        moved.scroll.contentOffset.y = at - 1000
        plain.host.step()
        moved.host.step()
        let frameMove = plain.scroll.contentOffset.y - at
        XCTAssertGreaterThan(frameMove, 5, "still moving fast")
        XCTAssertEqual(moved.scroll.contentOffset.y, at - 1000 + frameMove, accuracy: 0.01,
                       "one frame on from the new offset, at the same speed")
        plain.host.runUntilIdle()
        moved.host.runUntilIdle()
        // The rest is projected again from the velocity at the recentring: within 2 pt.
        XCTAssertEqual(moved.scroll.contentOffset.y, plain.scroll.contentOffset.y - 1000, accuracy: 2)
        XCTAssertEqual(moved.recorder.names.filter { $0 != "didScroll" },
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating"])
    }

    func testLayoutSubviewsRunsAsTheContentScrolls() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let scroll = LayoutCountingScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 5000)
        host.window.addSubview(scroll)
        host.step()
        scroll.layouts = 0
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 400)))
        for i in 1...10 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 100, y: 400 - 20 * CGFloat(i))))
        }
        host.step()
        XCTAssertEqual(scroll.layouts, 10, "each frame after the content moved")
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 200)))
        scroll.setContentOffset(.zero, animated: false)
        scroll.layouts = 0
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.layouts, 1, "a programmatic offset lays out too")
    }

    func testContentGrowingMidFlingKeepsScrollingIntoIt() {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 4000)
        scene.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runFrames(2)
        XCTAssertLessThan(scene.scroll.contentOffset.y, 4520)
        scene.scroll.contentSize = CGSize(width: 320, height: 20000)
        scene.host.runUntilIdle()
        XCTAssertGreaterThan(scene.scroll.contentOffset.y, 4520 + 500, "went on past the old end (4520)")
        XCTAssertLessThanOrEqual(scene.scroll.contentOffset.y, 19520)
        XCTAssertEqual(scene.recorder.names.filter { $0 != "didScroll" },
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating"])
    }

    func testContentShrinkingMidFlingBouncesBackToTheNewEnd() {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 1000)
        scene.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runFrames(5)
        scene.scroll.contentSize = CGSize(width: 320, height: 1500)
        XCTAssertEqual(scene.scroll.maximumContentOffset.y, 1020)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 1020)
        XCTAssertFalse(scene.scroll.isDecelerating)
        XCTAssertEqual(scene.recorder.names.filter { $0 != "didScroll" },
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating"])
    }

    func testInsetRemovedDuringTheBounceBackSettlesAtTheNewEdge() {
        let scene = ScrollScene()
        scene.scroll.contentInset.top = 60
        scene.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 250), hold: 0.1)
        XCTAssertTrue(scene.scroll.isDecelerating, "bouncing back")
        scene.host.runFrames(3)
        scene.scroll.contentInset.top = 0
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 0, "the new top edge, not -60")
        XCTAssertEqual(scene.recorder.names.filter { $0 != "didScroll" && $0 != "didChangeAdjustedContentInset" },
                       ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating"])
    }

    func testATargetTheDelegateSetStaysHonouredWhileTheContentReachesIt() {
        let scene = ScrollScene()
        scene.recorder.changeTarget = { _, _ in CGPoint(x: 0, y: 1500) }
        scene.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runFrames(3)
        scene.scroll.contentSize = CGSize(width: 320, height: 8000)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 1500)
        // Content that no longer reaches the target: the end it has now.
        scene.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: 300), steps: 5)
        scene.recorder.changeTarget = { _, _ in CGPoint(x: 0, y: 3000) }
        scene.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runFrames(3)
        scene.scroll.contentSize = CGSize(width: 320, height: 2000)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 1520)
    }

    func testAFastFirstMoveLosesOnlyTheHysteresis() {
        let scene = ScrollScene()
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 400)))
        move(scene, to: 370)
        XCTAssertEqual(scene.scroll.contentOffset.y, 20, "a 30-pt first move, less the pan's 10 pt")
    }
}
