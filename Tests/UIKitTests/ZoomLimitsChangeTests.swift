import XCTest
@testable import UIKit

/// Zoom limits the app changes while a zoom animates are where the zoom comes to rest:
/// the animation used to end on the old limit (or target), outside the new ones, for good.
final class ZoomLimitsChangeTests: XCTestCase {
    private func pinchOut(_ scene: ZoomScene) {
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 150)))
        scene.host.send(.touchDown(id: 2, location: CGPoint(x: 250, y: 250)))
        for i in 1...6 {
            scene.host.step()
            let d = CGFloat(i) * 20
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 150 - d, y: 150 - d)))
            scene.host.send(.touchMove(id: 2, location: CGPoint(x: 250 + d, y: 250 + d)))
        }
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 30, y: 30)))
        scene.host.send(.touchUp(id: 2, location: CGPoint(x: 370, y: 370)))
    }

    func testAMaximumLoweredDuringTheBounceBackIsWhereTheZoomRests() {
        let scene = ZoomScene()
        scene.scroll.zoomScale = 3.5
        pinchOut(scene)
        scene.host.runFrames(3)
        XCTAssertTrue(scene.scroll.isZoomBouncing)
        scene.scroll.maximumZoomScale = 2
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.zoomScale, 2, accuracy: 1e-9)
        XCTAssertFalse(scene.scroll.isZooming || scene.scroll.isZoomBouncing)
        XCTAssertEqual(scene.scroll.contentOffset, scene.scroll.clampedContentOffset(scene.scroll.contentOffset))
        XCTAssertEqual(scene.recorder.names.filter { $0 == "willBeginZooming" }.count, 1, "\(scene.recorder.names)")
        XCTAssertEqual(scene.recorder.names.last, "didEndZooming(2.0)", "one bracket, ended at the new limit")
    }

    func testAMinimumRaisedDuringAnAnimatedZoomIsWhereTheZoomRests() {
        let scene = ZoomScene()
        scene.scroll.setZoomScale(0.5, animated: true)
        scene.host.runFrames(3)
        scene.scroll.minimumZoomScale = 0.8
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.zoomScale, 0.8, accuracy: 1e-9)
        XCTAssertFalse(scene.scroll.isZooming || scene.scroll.isZoomBouncing)
        XCTAssertTrue(scene.recorder.isBalanced, "\(scene.recorder.names)")
    }
}
