import XCTest
@testable import UIKit

final class PanGestureRecognizerTests: XCTestCase {
    private func makeScene() -> (UIWindow, UIView, UIPanGestureRecognizer) {
        let window = UIWindow.testWindow()
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 300, height: 300))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        return (window, view, pan)
    }

    func testBeginsAfterTheHysteresisThenChangesAndEnds() {
        let (window, view, pan) = makeScene()
        let trace = StateTrace(pan)
        var translations: [CGPoint] = []
        pan.addTarget { translations.append($0.translation(in: view)) }
        window.down(1, 100, 100, at: 0)
        window.move(1, 104, 103, at: 0.01)   // 5 pt
        XCTAssertEqual(trace.states, [])
        window.move(1, 106, 108, at: 0.02)   // 10 pt
        XCTAssertEqual(trace.states, [.began])
        window.move(1, 130, 108, at: 0.03)
        window.move(1, 150, 100, at: 0.04)
        window.up(1, 150, 100, at: 0.05)
        XCTAssertEqual(trace.states, [.began, .changed, .changed, .ended, .possible])
        XCTAssertEqual(trace.actions, [.began, .changed, .changed, .ended])
        XCTAssertEqual(translations, [pt(6, 8), pt(30, 8), pt(50, 0), pt(50, 0)],
                       "counted from touch-down, so the hysteresis is included")
    }

    func testVelocityFromTenSamples() {
        let (window, _, pan) = makeScene()
        var velocities: [UIGestureRecognizer.State: CGPoint] = [:]
        pan.addTarget { velocities[$0.state] = $0.velocity(in: nil) }
        // 10 samples 10 ms apart moving 5 pt each: 500 pt/s.
        window.down(1, 100, 200, at: 1.0)
        for i in 1...9 { window.move(1, 100 + 5 * CGFloat(i), 200, at: 1.0 + 0.01 * Double(i)) }
        XCTAssertEqual(pan.velocity(in: nil).x, 500, accuracy: 1e-6)
        XCTAssertEqual(pan.velocity(in: nil).y, 0, accuracy: 1e-9)
        XCTAssertEqual(pan.translation(in: nil), pt(45, 0))
        window.up(1, 145, 200, at: 1.10)   // lifts where it last was, 10 ms later
        XCTAssertEqual(velocities[.ended]?.x ?? 0, 500, accuracy: 1e-6, "the release velocity")
    }

    func testRestingBeforeLiftingReleasesWithoutVelocity() {
        let (window, _, pan) = makeScene()
        var endVelocity: CGPoint?
        pan.addTarget { if $0.state == .ended { endVelocity = $0.velocity(in: nil) } }
        window.down(1, 100, 200, at: 0)
        for i in 1...9 { window.move(1, 100 + 5 * CGFloat(i), 200, at: 0.01 * Double(i)) }
        window.up(1, 145, 200, at: 0.3)
        XCTAssertEqual(endVelocity, .zero)
    }

    func testTranslationAndVelocityInAScaledView() {
        let (window, view, pan) = makeScene()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.down(1, 100, 100, at: 0)
        for i in 1...5 { window.move(1, 100 + 10 * CGFloat(i), 100, at: 0.01 * Double(i)) }
        XCTAssertEqual(pan.translation(in: view).x, 25, accuracy: 1e-9, "50 window points are 25 view points")
        XCTAssertEqual(pan.velocity(in: view).x, 500, accuracy: 1e-6, "1000 pt/s in the window")
        XCTAssertEqual(pan.translation(in: window).x, 50, accuracy: 1e-9)
    }

    func testSetTranslationRebasesLaterMoves() {
        let (window, view, pan) = makeScene()
        var translations: [CGPoint] = []
        pan.addTarget { pan in
            translations.append(pan.translation(in: view))
            pan.setTranslation(.zero, in: view)
        }
        window.down(1, 100, 100, at: 0)
        window.move(1, 115, 100, at: 0.01)
        window.move(1, 120, 103, at: 0.02)
        window.move(1, 118, 103, at: 0.03)
        XCTAssertEqual(translations, [pt(15, 0), pt(5, 3), pt(-2, 0)], "increments, as apps using setTranslation see")
    }

    func testSecondFingerDoesNotMakeTheTranslationJump() {
        let (window, _, pan) = makeScene()
        window.down(1, 100, 100, at: 0)
        window.move(1, 120, 100, at: 0.01)
        window.down(2, 200, 200, at: 0.02)
        XCTAssertEqual(pan.translation(in: nil), pt(20, 0))
        XCTAssertEqual(pan.numberOfTouches, 2)
        window.move(2, 210, 210, at: 0.03)     // centroid moves by (5, 5)
        XCTAssertEqual(pan.translation(in: nil), pt(25, 5))
        window.up(1, 120, 100, at: 0.04)
        XCTAssertEqual(pan.translation(in: nil), pt(25, 5))
        window.move(2, 200, 230, at: 0.05)
        XCTAssertEqual(pan.translation(in: nil), pt(15, 25))
    }

    func testMinimumNumberOfTouches() {
        let (window, _, pan) = makeScene()
        pan.minimumNumberOfTouches = 2
        let trace = StateTrace(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 150, 100, at: 0.01)
        XCTAssertEqual(trace.states, [], "one finger does not pan")
        window.up(1, 150, 100, at: 0.02)
        XCTAssertEqual(trace.states, [.failed, .possible])
        window.down(1, 100, 100, at: 1)
        window.down(2, 140, 100, at: 1.01)
        window.move(1, 100, 120, at: 1.02)
        window.move(2, 140, 120, at: 1.03)
        XCTAssertEqual(trace.states.suffix(2), [.began, .changed])
    }

    func testMaximumNumberOfTouchesIgnoresExtraFingers() {
        let (window, _, pan) = makeScene()
        pan.maximumNumberOfTouches = 1
        window.down(1, 100, 100, at: 0)
        window.down(2, 200, 100, at: 0.01)
        XCTAssertEqual(pan.numberOfTouches, 1)
        window.move(2, 260, 100, at: 0.02)
        XCTAssertEqual(pan.translation(in: nil), .zero)
    }

    func testLiftWithoutMovingFails() {
        let (window, _, pan) = makeScene()
        let trace = StateTrace(pan)
        window.tap(100, 100, at: 0)
        XCTAssertEqual(trace.states, [.failed, .possible])
        XCTAssertEqual(trace.actions, [])
    }

    func testHostCancelCancelsARunningPan() {
        let (window, _, pan) = makeScene()
        let trace = StateTrace(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 150, 100, at: 0.01)
        window.handle(.touchCancel(id: 1), at: 0.02)
        XCTAssertEqual(trace.actions, [.began, .cancelled])
    }
}
