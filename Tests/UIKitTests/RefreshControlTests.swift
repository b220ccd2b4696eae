import XCTest
@testable import UIKit
import Raster

/// Pull to refresh (issue 13): the pull past the trigger distance begins refreshing and
/// sends `.valueChanged`, the content rests below the spinner, `endRefreshing()` animates
/// it back, and the spinner is drawn.
final class RefreshControlTests: XCTestCase {
    func testPullBeginsRefreshingAndEndRefreshingAnimatesBack() {
        let scene = ScrollScene()
        scene.scroll.backgroundColor = .white
        let refresh = UIRefreshControl()
        scene.scroll.refreshControl = refresh
        var changed = 0
        refresh.addAction(UIAction { _ in changed += 1 }, for: .valueChanged)
        XCTAssertTrue(refresh.superview === scene.scroll)
        XCTAssertEqual(refresh.frame, CGRect(x: 0, y: -60, width: 320, height: 60), "just above the content")

        // A short pull does nothing.
        scene.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 100), hold: 0.1)
        scene.host.runUntilIdle()
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertEqual(scene.scroll.contentOffset.y, 0)

        // A long one begins refreshing while the finger is still down.
        scene.drag(from: CGPoint(x: 160, y: 60), by: CGPoint(x: 0, y: 400), hold: 0.1, lift: false)
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertEqual(changed, 1)
        XCTAssertEqual(scene.scroll.adjustedContentInset.top, 60)
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 460)))
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, -60, "rests below the spinner")
        XCTAssertEqual(changed, 1, "once per pull")

        // The spinner is drawn where the room is.
        let frame = scene.host.renderFrame()
        var inked = 0
        for y in 10..<50 { for x in 140..<180 where frame[x, y] != Color.white.premultiplied { inked += 1 } }
        XCTAssertGreaterThan(inked, 40, "the spokes' pixels")

        refresh.endRefreshing()
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertEqual(scene.scroll.contentOffset.y, -60, "animated, not a jump")
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 0)
        XCTAssertEqual(scene.recorder.names.last, "didEndScrollingAnimation")
    }

    func testAnActionThatEndsRefreshingAtOnceRunsOncePerPull() {
        let scene = ScrollScene()
        let refresh = UIRefreshControl()
        scene.scroll.refreshControl = refresh
        var changed = 0
        refresh.addAction(UIAction { _ in changed += 1; refresh.endRefreshing() }, for: .valueChanged)
        scene.drag(from: CGPoint(x: 160, y: 60), by: CGPoint(x: 0, y: 400), hold: 0.1, lift: false)
        XCTAssertEqual(changed, 1, "the finger still holds the content past the trigger")
        XCTAssertFalse(refresh.isRefreshing)
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 460)))
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 0)
        scene.drag(from: CGPoint(x: 160, y: 60), by: CGPoint(x: 0, y: 400), hold: 0.1)
        scene.host.runUntilIdle()
        XCTAssertEqual(changed, 2, "the next pull triggers again")
    }

    func testProgrammaticRefreshingSendsNoActionAndReplacingRemovesTheOld() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIRefreshControl(), second = UIRefreshControl()
        var changed = 0
        first.addAction(UIAction { _ in changed += 1 }, for: .valueChanged)
        scroll.refreshControl = first
        first.beginRefreshing()
        XCTAssertEqual(changed, 0)
        XCTAssertEqual(scroll.adjustedContentInset.top, 60)
        scroll.refreshControl = second
        XCTAssertNil(first.superview)
        XCTAssertEqual(scroll.adjustedContentInset.top, 0, "the new control is not refreshing")
    }
}
