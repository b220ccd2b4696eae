import XCTest
@testable import UIKit

final class ScrollViewAnimationTests: XCTestCase {
    private func makeScrollView(_ host: HeadlessHost) -> (UIScrollView, ScrollRecorder) {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = CGSize(width: 320, height: 5000)
        let recorder = ScrollRecorder()
        s.delegate = recorder
        host.window.addSubview(s)
        return (s, recorder)
    }

    func testAnimatedSetContentOffsetFollowsCosineOverPointThreeSeconds() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let (s, recorder) = makeScrollView(host)
        s.isScrollEnabled = false
        s.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        XCTAssertEqual(s.contentOffset, .zero, "nothing moves before the first frame")
        host.runFrames(9)   // 0.15 s: half way along (1 - cos(pi/2)) / 2 = 0.5
        XCTAssertEqual(s.contentOffset.y, 500, accuracy: 1e-6)
        host.runFrames(9)
        XCTAssertEqual(s.contentOffset.y, 1000)
        XCTAssertEqual(recorder.names, ["didScroll", "didEndScrollingAnimation"])
        XCTAssertTrue(recorder.entries.allSatisfy { !$0.tracking && !$0.dragging && !$0.decelerating })
        XCTAssertEqual(recorder.offsets.count, 18, "one didScroll per frame")
        host.runFrames(5)
        XCTAssertEqual(recorder.entries.count, 19, "nothing after the end")
    }

    func testIsMovingHoldsFromAnAnimationsStartToItsEndAndNotForAJump() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let (s, _) = makeScrollView(host)
        XCTAssertFalse(s.isMoving)
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        XCTAssertFalse(s.isMoving, "a jump is not a motion")
        s.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        XCTAssertTrue(s.isMoving)
        host.runFrames(17)
        XCTAssertTrue(s.isMoving, "one frame before the end")
        host.runFrames(1)
        XCTAssertEqual(s.contentOffset.y, 1000)
        XCTAssertFalse(s.isMoving, "at rest on the last frame")
    }

    func testSetContentOffsetWithoutAnimationAndSameOffset() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let (s, recorder) = makeScrollView(host)
        s.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        XCTAssertEqual(s.contentOffset.y, 40)
        s.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        host.runFrames(30)
        XCTAssertEqual(recorder.names, ["didScroll"], "no animation to the same offset")
    }

    func testInvisiblySmallAnimatedScrollHappensAtOnce() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let (s, recorder) = makeScrollView(host)
        s.setContentOffset(CGPoint(x: 0, y: 1e-9), animated: true)
        XCTAssertEqual(s.contentOffset.y, 1e-9)
        XCTAssertFalse(s.motion.isMoving, "no 0.3 s animation for a rounding difference")
        XCTAssertEqual(recorder.names, ["didScroll"])
    }

    func testScrollRectToVisibleMovesLeastAndNothingWhenVisible() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let (s, recorder) = makeScrollView(host)
        s.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)
        host.runFrames(30)
        XCTAssertTrue(recorder.names.isEmpty, "already visible")
        s.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 20), animated: false)
        XCTAssertEqual(s.contentOffset.y, 1020 - 480, "bottom edge aligns")
        s.scrollRectToVisible(CGRect(x: 0, y: 4990, width: 10, height: 100), animated: true)
        host.runFrames(18)
        XCTAssertEqual(s.contentOffset.y, 5000 - 480, "clamped to the content")
        XCTAssertEqual(recorder.names.last, "didEndScrollingAnimation")
    }

    func testScrollRectToVisibleRespectsInsets() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let (s, _) = makeScrollView(host)
        s.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        s.contentOffset = CGPoint(x: 0, y: 200)
        s.scrollRectToVisible(CGRect(x: 0, y: 210, width: 10, height: 10), animated: false)
        XCTAssertEqual(s.contentOffset.y, 160, "the rect shows below the top inset")
    }
}
