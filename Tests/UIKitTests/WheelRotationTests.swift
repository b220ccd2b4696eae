import XCTest
@testable import UIKit

/// Shift+Ctrl+wheel drives `UIRotationGestureRecognizer` as Ctrl+wheel drives pinches.
final class WheelRotationTests: XCTestCase {
    private func wheel(_ window: UIWindow, _ dy: CGFloat, precise: Bool = false,
                       modifiers: UIKeyModifierFlags = [.shift, .control], at t: TimeInterval) {
        window.handle(.wheel(location: pt(120, 80), delta: pt(0, dy), isPrecise: precise, modifiers: modifiers), at: t)
    }

    func testThreeNotchesDownTurn45DegreesClockwiseThenEndAfterThePause() {
        let rotate = UIRotationGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(rotate)
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        rotate.addTarget { seen.append(($0.state, $0.rotation)) }
        wheel(window, 1, at: 0)
        XCTAssertEqual(rotate.location(in: nil), pt(120, 80), "centred on the pointer")
        XCTAssertEqual(rotate.numberOfTouches, 0)
        wheel(window, 1, at: 0.05)
        wheel(window, 1, at: 0.1)
        XCTAssertEqual(trace.states, [.began, .changed, .changed])
        XCTAssertEqual(rotate.rotation, .pi / 4, accuracy: 1e-12, "15° a notch")
        // A notch per 50 ms (5.2 rad/s) after a first notch at once: the tracker's fit
        // lies between that and twice it.
        XCTAssertGreaterThan(rotate.velocity, (.pi / 12) / 0.05, "radians per second")
        XCTAssertLessThan(rotate.velocity, 2 * (.pi / 12) / 0.05)
        window.processDeadlines(at: 0.29)
        XCTAssertEqual(trace.states.count, 3, "still turning")
        window.processDeadlines(at: 0.3)
        XCTAssertEqual(trace.states, [.began, .changed, .changed, .ended, .possible])
        XCTAssertEqual(seen.map(\.0), [.began, .changed, .changed, .ended])
        XCTAssertEqual(seen.map(\.1)[0], .pi / 12, accuracy: 1e-12)
        XCTAssertEqual(seen.last!.1, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(rotate.rotation, 0, "reset after it ended")
    }

    func testWheelUpTurnsAnticlockwiseAndPreciseDeltasScaleByPoints() {
        let rotate = UIRotationGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(rotate)
        wheel(window, -2, at: 0)
        XCTAssertEqual(rotate.rotation, -.pi / 6, accuracy: 1e-12)
        wheel(window, 20, precise: true, at: 0.02)
        XCTAssertEqual(rotate.rotation, -.pi / 6 + .pi / 24, accuracy: 1e-12, "half a notch of points")
        XCTAssertEqual(trace.states, [.began, .changed])
    }

    func testCtrlWheelAlonePinchesAndShiftSwitchesToRotation() {
        let window = UIWindow.testWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        let rotate = UIRotationGestureRecognizer()
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotate)
        let pinchTrace = StateTrace(pinch)
        let rotateTrace = StateTrace(rotate)
        wheel(window, -1, modifiers: .control, at: 0)
        XCTAssertEqual(pinch.scale, 1.1, accuracy: 1e-12)
        XCTAssertEqual(rotateTrace.states, [], "Ctrl alone does not rotate")
        wheel(window, 1, at: 0.05)
        XCTAssertEqual(pinchTrace.states, [.began, .ended, .possible], "Shift ends the pinch")
        XCTAssertEqual(rotateTrace.states, [.began])
        XCTAssertEqual(rotate.rotation, .pi / 12, accuracy: 1e-12)
        window.handle(.keyUp(UIKey(keyCode: .keyboardLeftControl, modifierFlags: .shift)), at: 0.1)
        XCTAssertEqual(rotateTrace.states, [.began, .ended, .possible], "releasing Ctrl ends the rotation")
    }

    func testAWheelWithoutCtrlEndsTheRotationAndTouchesAreIgnoredDuringIt() {
        let rotate = UIRotationGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(rotate)
        wheel(window, 1, at: 0)
        window.down(1, 100, 100, at: 0.01)
        window.down(2, 200, 100, at: 0.01)
        window.move(2, 100, 200, at: 0.02)
        XCTAssertEqual(rotate.rotation, .pi / 12, accuracy: 1e-12, "fingers do not turn a wheel rotation")
        window.up(1, 100, 100, at: 0.03)
        window.up(2, 100, 200, at: 0.03)
        wheel(window, 1, modifiers: [], at: 0.04)
        XCTAssertEqual(trace.states, [.began, .ended, .possible])
    }
}
