import XCTest
@testable import UIKit

/// A zoom asked for while fingers pinch (a key in the viewer) stays inside the pinch's
/// willBeginZooming / didEndZooming pair (found by random-input, seed 18).
final class ZoomDuringPinchTests: XCTestCase {
    func testAnAnimatedZoomDuringAPinchAppliesAtOnceInsideIt() {
        let scene = ZoomScene()
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 121, y: 136)))
        scene.host.send(.touchDown(id: 2, location: CGPoint(x: 170, y: 163)))
        scene.host.step()
        scene.host.send(.touchMove(id: 2, location: CGPoint(x: 224, y: 251)))
        XCTAssertTrue(scene.scroll.isZooming)
        scene.scroll.setZoomScale(0.5, animated: true)
        XCTAssertEqual(scene.scroll.zoomScale, 0.5, "applied at once")
        scene.host.send(.touchUp(id: 2, location: CGPoint(x: 224, y: 251)))
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 121, y: 136)))
        scene.host.runUntilIdle()
        let names = scene.recorder.names
        XCTAssertEqual(names.filter { $0 == "willBeginZooming" }.count, 1, "\(names)")
        XCTAssertEqual(names.filter { $0.hasPrefix("didEndZooming") }.count, 1, "\(names)")
        XCTAssertFalse(scene.scroll.isZooming)
    }
}
