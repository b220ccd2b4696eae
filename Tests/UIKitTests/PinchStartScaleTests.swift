import XCTest
@testable import UIKit

/// A pinch that begins at a scale outside limits the app changed at rest (a larger window
/// raising the fitting minimum) multiplies that scale, as on iOS, and follows the fingers:
/// it used to undo a damping that never happened, start from 0 (or a huge scale) and
/// leave the scale stuck for the whole pinch.
final class PinchStartScaleTests: XCTestCase {
    private func pinch(_ scene: ZoomScene, from: CGFloat, to: CGFloat) -> [CGFloat] {
        let c = CGPoint(x: 200, y: 200)
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: c.x - from, y: c.y)))
        scene.host.send(.touchDown(id: 2, location: CGPoint(x: c.x + from, y: c.y)))
        var scales: [CGFloat] = []
        for i in 1...4 {
            scene.host.step()
            let d = from + (to - from) * CGFloat(i) / 4
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: c.x - d, y: c.y)))
            scene.host.send(.touchMove(id: 2, location: CGPoint(x: c.x + d, y: c.y)))
            scales.append(scene.scroll.zoomScale)
        }
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: c.x - to, y: c.y)))
        scene.host.send(.touchUp(id: 2, location: CGPoint(x: c.x + to, y: c.y)))
        scene.host.runUntilIdle()
        return scales
    }

    func testAPinchBelowARaisedMinimumFollowsTheFingers() {
        let scene = ZoomScene()
        scene.scroll.zoomScale = 0.4
        scene.scroll.minimumZoomScale = 0.8
        let scales = pinch(scene, from: 40, to: 160)
        XCTAssertGreaterThan(scales.last!, scales.first! + 0.2, "pinching out zooms in: \(scales)")
        XCTAssertEqual(scene.scroll.zoomScale, 1.6, accuracy: 1e-9, "0.4 × 4, inside the limits")
        XCTAssertTrue(scene.recorder.isBalanced, "\(scene.recorder.names)")
    }

    func testAPinchAboveALoweredMaximumFollowsTheFingers() {
        let scene = ZoomScene()
        scene.scroll.zoomScale = 4
        scene.scroll.maximumZoomScale = 1.5
        let scales = pinch(scene, from: 160, to: 40)
        XCTAssertLessThan(scales.last!, scales.first! - 0.3, "pinching in zooms out: \(scales)")
        XCTAssertEqual(scene.scroll.zoomScale, 1, accuracy: 1e-9, "4 ÷ 4, inside the limits")
        XCTAssertFalse(scene.scroll.isZooming || scene.scroll.isZoomBouncing)
    }
}
