import XCTest
@testable import UIKit

/// A drag whose second finger pinched and lifted goes on panning with the finger left, as
/// on iOS (it used to stay dead until that finger lifted too).
final class ScrollViewPinchThenPanTests: XCTestCase {
    func testTheFingerLeftAfterAPinchPansAgainWithoutAJump() {
        let scene = ZoomScene()
        let scroll = scene.scroll, host = scene.host
        scroll.zoomScale = 2
        scroll.contentOffset = CGPoint(x: 500, y: 500)
        host.send(.touchDown(id: 1, location: CGPoint(x: 200, y: 200)))
        for i in 1...5 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 200, y: 200 - CGFloat(i) * 10)))
        }
        XCTAssertTrue(scroll.isDragging)
        // A second finger pinches out a little and lifts, inside the limits.
        host.send(.touchDown(id: 2, location: CGPoint(x: 300, y: 300)))
        host.step()
        host.send(.touchMove(id: 2, location: CGPoint(x: 320, y: 320)))
        XCTAssertTrue(scroll.isZooming)
        host.step()
        host.send(.touchUp(id: 2, location: CGPoint(x: 320, y: 320)))
        host.runFrames(30)
        XCTAssertFalse(scroll.isZooming)
        XCTAssertTrue(scroll.isDragging, "the first finger still drags")
        let afterPinch = scroll.contentOffset
        host.send(.touchMove(id: 1, location: CGPoint(x: 200, y: 140)))
        XCTAssertEqual(scroll.contentOffset, afterPinch, "the first move after the pinch re-bases, no jump")
        host.step()
        host.send(.touchMove(id: 1, location: CGPoint(x: 200, y: 100)))
        XCTAssertEqual(scroll.contentOffset.y, afterPinch.y + 40, accuracy: 1e-9, "the finger pans the content")
        XCTAssertEqual(scroll.contentOffset.x, afterPinch.x, accuracy: 1e-9)
        host.advance(by: 0.2)
        host.send(.touchUp(id: 1, location: CGPoint(x: 200, y: 100)))
        host.runUntilIdle()
        XCTAssertFalse(scroll.isDragging || scroll.isDecelerating || scroll.isZooming || scroll.isTracking)
        XCTAssertTrue(scene.recorder.isBalanced, "\(scene.recorder.names)")
        XCTAssertEqual(scene.recorder.names.filter { $0 == "willBeginDragging" }.count, 1, "one drag throughout")
    }
}
