import XCTest
@testable import UIKit

final class PinchGestureRecognizerTests: XCTestCase {
    private func makeScene() -> (UIWindow, UIView, UIPinchGestureRecognizer) {
        let window = UIWindow.testWindow(width: 600, height: 400)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        return (window, view, pinch)
    }

    private func ctrlWheel(_ window: UIWindow, _ dy: CGFloat, precise: Bool = false, at t: TimeInterval) {
        window.handle(.wheel(location: pt(300, 150), delta: pt(0, dy), isPrecise: precise, modifiers: .control), at: t)
    }

    func testScaleIsTheRatioOfFingerDistances() {
        let (window, view, pinch) = makeScene()
        let trace = StateTrace(pinch)
        var scales: [CGFloat] = []
        var centre = CGPoint.zero
        pinch.addTarget { scales.append($0.scale); centre = $0.location(in: view) }
        window.down(1, 100, 200, at: 0)
        window.down(2, 200, 200, at: 0.01)            // d0 = 100
        window.move(2, 205, 200, at: 0.02)            // 105: under the hysteresis
        XCTAssertEqual(trace.states, [])
        window.move(2, 250, 200, at: 0.03)            // 150
        window.move(1, 50, 200, at: 0.04)             // 200
        window.up(1, 50, 200, at: 0.05)
        XCTAssertEqual(trace.states, [.began, .changed, .ended, .possible])
        XCTAssertEqual(scales, [1.5, 2.0, 2.0])
        XCTAssertEqual(centre, pt(150, 200), "centroid of (50, 200) and (250, 200)")
    }

    func testVelocityInScalePerSecond() {
        let (window, _, pinch) = makeScene()
        window.down(1, 100, 200, at: 0)
        window.down(2, 200, 200, at: 0)
        // The spread grows 10 pt every 10 ms: scale +0.1 per 10 ms = 10 per second.
        for i in 1...5 { window.move(2, 200 + 10 * CGFloat(i), 200, at: 0.01 * Double(i)) }
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(pinch.velocity, 10, accuracy: 1e-6)
    }

    func testSettingScaleMakesChangesRelative() {
        let (window, _, pinch) = makeScene()
        var scales: [CGFloat] = []
        pinch.addTarget { pinch in scales.append(pinch.scale); pinch.scale = 1 }
        window.down(1, 100, 200, at: 0)
        window.down(2, 200, 200, at: 0)
        window.move(2, 300, 200, at: 0.01)   // 200 / 100
        window.move(2, 500, 200, at: 0.02)   // 400 / 200
        XCTAssertEqual(scales, [2, 2])
    }

    func testThirdFingerIsIgnored() {
        let (window, _, pinch) = makeScene()
        window.down(1, 100, 200, at: 0)
        window.down(2, 200, 200, at: 0)
        window.down(3, 400, 300, at: 0.01)
        XCTAssertEqual(pinch.numberOfTouches, 2)
        window.move(3, 500, 300, at: 0.02)
        XCTAssertEqual(pinch.scale, 1)
    }

    func testThreeWheelNotchesUpZoomBy1_331AndEndAfterTheTimeout() {
        let (window, view, pinch) = makeScene()
        let trace = StateTrace(pinch)
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        pinch.addTarget { seen.append(($0.state, $0.scale)) }
        ctrlWheel(window, -1, at: 0)
        XCTAssertEqual(pinch.location(in: view), pt(300, 150), "centred on the pointer")
        ctrlWheel(window, -1, at: 0.05)
        ctrlWheel(window, -1, at: 0.1)
        XCTAssertEqual(trace.states, [.began, .changed, .changed])
        XCTAssertEqual(pinch.scale, 1.331, accuracy: 1e-12)
        XCTAssertEqual(pinch.numberOfTouches, 0)
        XCTAssertEqual(window.nextDeadline!, 0.1 + UIPinchGestureRecognizer.wheelZoomEndDelay, accuracy: 1e-12)
        window.processDeadlines(at: 0.29)
        XCTAssertEqual(trace.states.count, 3, "still zooming")
        window.processDeadlines(at: 0.3)
        XCTAssertEqual(trace.states, [.began, .changed, .changed, .ended, .possible])
        XCTAssertEqual(seen.map(\.0), [.began, .changed, .changed, .ended])
        XCTAssertEqual(seen.map(\.1)[0], 1.1, accuracy: 1e-12)
        XCTAssertEqual(seen.last!.1, 1.331, accuracy: 1e-12)
        XCTAssertNil(window.nextDeadline)
    }

    func testWheelDownZoomsOut() {
        let (window, _, pinch) = makeScene()
        var scale: CGFloat = 0
        pinch.addTarget { scale = $0.scale }
        ctrlWheel(window, 2, at: 0)
        XCTAssertEqual(scale, 1 / 1.21, accuracy: 1e-12)
    }

    func testPreciseCtrlScrollFollowsTheBrowserFormula() {
        let (window, _, pinch) = makeScene()
        var scale: CGFloat = 0
        pinch.addTarget { scale = $0.scale }
        ctrlWheel(window, -120, precise: true, at: 0)
        XCTAssertEqual(scale, exp(1.2), accuracy: 1e-12)
        ctrlWheel(window, 50, precise: true, at: 0.01)
        XCTAssertEqual(scale, exp(0.7), accuracy: 1e-12)
    }

    func testReleasingCtrlEndsTheWheelZoom() {
        let (window, _, pinch) = makeScene()
        let trace = StateTrace(pinch)
        ctrlWheel(window, -1, at: 0)
        window.handle(.keyDown(UIKey(keyCode: .keyboardLeftControl, modifierFlags: .control), isRepeat: false), at: 0)
        XCTAssertEqual(trace.states, [.began], "Ctrl still held")
        window.handle(.keyUp(UIKey(keyCode: .keyboardLeftControl)), at: 0.05)
        XCTAssertEqual(trace.states, [.began, .ended, .possible])
        XCTAssertNil(window.nextDeadline)
    }

    func testWheelWithoutCtrlEndsTheWheelZoom() {
        let (window, _, pinch) = makeScene()
        let trace = StateTrace(pinch)
        ctrlWheel(window, -1, at: 0)
        window.handle(.wheel(location: pt(300, 150), delta: pt(0, 1), isPrecise: false, modifiers: []), at: 0.05)
        XCTAssertEqual(trace.states, [.began, .ended, .possible])
    }

    func testCtrlWheelReachesThePinchOfAnAncestor() {
        let (window, view, pinch) = makeScene()
        let child = UIView(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
        view.addSubview(child)
        var location = CGPoint.zero
        pinch.addTarget { location = $0.location(in: child) }
        ctrlWheel(window, -1, at: 0)
        XCTAssertEqual(location, pt(50, 50))
    }
}
