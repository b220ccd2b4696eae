import XCTest
@testable import UIKit

/// An app's animated scroll aimed inside the range comes to rest inside the range it has
/// when it ends: a window resized on the way used to leave the content past its end, at
/// rest, for good.
final class ScrollAnimationRangeChangeTests: XCTestCase {
    func testAnAnimatedScrollToTheEndRestsAtTheEndAfterTheViewGrowsOnTheWay() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
        let scroll = scene.scroll
        scroll.setContentOffset(CGPoint(x: 0, y: 4520), animated: true)
        scene.host.runFrames(3)
        scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 2000)
        scene.host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 3000, "the end of the range at the new height")
        XCTAssertEqual(scene.recorder.names.last, "didEndScrollingAnimation")
        XCTAssertFalse(scene.host.frameLoop.wantsFrames)
    }

    func testAnAppsTargetOutsideTheRangeIsStillWhereItsScrollGoes() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
        scene.scroll.setContentOffset(CGPoint(x: 0, y: -100), animated: true)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, -100, "code may put the content anywhere, as in UIKit")
    }
}
