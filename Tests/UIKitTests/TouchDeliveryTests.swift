import XCTest
@testable import UIKit

final class TouchDeliveryTests: XCTestCase {
    private var log = EventLog()

    private func makeScene() -> (UIWindow, TouchLoggingView) {
        log = EventLog()
        let window = UIWindow.testWindow()
        let view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        window.addSubview(view)
        return (window, view)
    }

    func testTouchesReachTheHitViewWithoutRecognizers() {
        let (window, view) = makeScene()
        let child = TouchLoggingView("child", frame: CGRect(x: 100, y: 100, width: 50, height: 50), log: log)
        view.addSubview(child)
        window.down(1, 120, 120, at: 0)
        window.move(1, 200, 200, at: 0.01)   // leaves the child: the touch stays with it
        window.up(1, 200, 200, at: 0.02)
        XCTAssertEqual(log.entries, ["child.began", "child.moved", "child.ended"])
    }

    func testRecognizerSeesTouchesBeforeTheView() {
        let (window, view) = makeScene()
        let pan = LoggingPan()
        pan.log = log
        view.addGestureRecognizer(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 103, 100, at: 0.01)
        window.up(1, 103, 100, at: 0.02)
        XCTAssertEqual(log.entries, ["pan.began", "view.began", "pan.moved", "view.moved", "pan.ended", "view.ended"])
    }

    func testPanThatBeginsCancelsTheViewsTouches() {
        let (window, view) = makeScene()
        let pan = LoggingPan()
        pan.log = log
        pan.addTarget { [log] in log.append("action.\($0.state)") }
        view.addGestureRecognizer(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 105, 100, at: 0.01)
        window.move(1, 130, 100, at: 0.02)   // past the hysteresis
        window.move(1, 140, 100, at: 0.03)
        window.up(1, 140, 100, at: 0.04)
        XCTAssertEqual(log.entries, [
            "pan.began", "view.began",
            "pan.moved", "view.moved",
            "pan.moved", "action.began", "view.cancelled",
            "pan.moved", "action.changed",
            "pan.ended", "action.ended",
        ])
    }

    func testWithoutCancelsTouchesInViewTheViewKeepsItsTouches() {
        let (window, view) = makeScene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 130, 100, at: 0.01)
        window.up(1, 130, 100, at: 0.02)
        XCTAssertEqual(log.entries, ["view.began", "view.moved", "view.ended"])
    }

    func testTapCancelsTheViewsTouchWhenItRecognizes() {
        let (window, view) = makeScene()
        view.addGestureRecognizer(UITapGestureRecognizer())
        window.tap(100, 100, at: 0)
        XCTAssertEqual(log.entries, ["view.began", "view.cancelled"])
    }

    func testDelaysTouchesBeganHoldsTouchesUntilTheRecognizerFails() {
        let (window, view) = makeScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        window.down(1, 100, 100, at: 0)
        window.move(1, 104, 100, at: 0.01)
        XCTAssertEqual(log.entries, [], "held while the tap is possible")
        window.move(1, 130, 100, at: 0.02)  // the tap fails
        XCTAssertEqual(log.entries, ["view.began", "view.moved"], "late began, then the current position")
        window.up(1, 130, 100, at: 0.03)
        XCTAssertEqual(log.entries, ["view.began", "view.moved", "view.ended"])
    }

    func testDelaysTouchesBeganDiscardsTouchesWhenTheRecognizerRecognizes() {
        let (window, view) = makeScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        var recognized = 0
        tap.addTarget { _ in recognized += 1 }
        window.tap(100, 100, at: 0)
        XCTAssertEqual(recognized, 1)
        XCTAssertEqual(log.entries, [], "the view never hears of a touch the tap took")
    }

    func testDelaysTouchesEndedHoldsTheLiftWhileADoubleTapWaits() {
        let (window, view) = makeScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        window.tap(100, 100, at: 0)
        XCTAssertEqual(log.entries, ["view.began"], "the lift is held back")
        window.processDeadlines(at: 0.05 + UITapGestureRecognizer.maximumIntervalBetweenTaps)
        XCTAssertEqual(log.entries, ["view.began", "view.ended"], "delivered when the double tap fails")
    }

    func testHeldLiftIsCancelledWhenTheDoubleTapRecognizes() {
        let (window, view) = makeScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        window.tap(100, 100, at: 0)
        window.tap(100, 100, at: 0.2)
        XCTAssertEqual(log.entries, ["view.began", "view.began", "view.cancelled×2"],
                       "both taps' touches, the first one's lift held until now")
    }

    func testWithoutDelaysTouchesEndedTheLiftArrivesAtOnce() {
        let (window, view) = makeScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        window.tap(100, 100, at: 0)
        XCTAssertEqual(log.entries, ["view.began", "view.ended"])
    }

    func testRecognizersOfTheHitViewAndItsAncestorsReceiveTheTouch() {
        let (window, view) = makeScene()
        let child = TouchLoggingView("child", frame: CGRect(x: 100, y: 100, width: 50, height: 50), log: log)
        view.addSubview(child)
        let outer = UIPanGestureRecognizer(), inner = UIPanGestureRecognizer(), other = UIPanGestureRecognizer()
        view.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        let sibling = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        view.addSubview(sibling)
        sibling.addGestureRecognizer(other)
        window.down(1, 120, 120, at: 0)
        let touch = inner.trackedTouches.first
        XCTAssertEqual(touch?.gestureRecognizers?.map(ObjectIdentifier.init), [inner, outer].map(ObjectIdentifier.init),
                       "deepest view's recognizers first")
        XCTAssertEqual(other.numberOfTouches, 0)
    }

    func testDelegateCanKeepATouchFromARecognizer() {
        let (window, view) = makeScene()
        let tap = UITapGestureRecognizer()
        let delegate = TestGestureDelegate()
        delegate.shouldReceive = { _, touch in touch.location(in: nil).x < 150 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        window.tap(200, 100, at: 0)
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(log.entries, ["view.began", "view.ended"])
        window.tap(100, 100, at: 1)
        XCTAssertEqual(taps, 1)
    }

    func testDisablingARunningRecognizerCancelsIt() {
        let (window, view) = makeScene()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let trace = StateTrace(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 150, 100, at: 0.01)
        pan.isEnabled = false
        XCTAssertEqual(trace.actions, [.began, .cancelled])
        XCTAssertEqual(pan.state, .possible)
        window.move(1, 160, 100, at: 0.02)
        XCTAssertEqual(trace.actions, [.began, .cancelled], "a disabled recognizer hears nothing")
        pan.isEnabled = true
        window.up(1, 160, 100, at: 0.03)
        window.down(1, 100, 100, at: 1)
        window.move(1, 150, 100, at: 1.01)
        XCTAssertEqual(trace.actions.last, .began, "enabled again, it recognizes the next gesture")
    }

    func testRemovingARunningRecognizerCancelsIt() {
        let (window, view) = makeScene()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let trace = StateTrace(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 150, 100, at: 0.01)
        view.removeGestureRecognizer(pan)
        XCTAssertEqual(trace.actions, [.began, .cancelled])
        XCTAssertNil(pan.view)
        XCTAssertNil(view.gestureRecognizers)
    }

    func testHostCancelReachesTheView() {
        let (window, _) = makeScene()
        window.down(1, 100, 100, at: 0)
        window.handle(.touchCancel(id: 1), at: 0.01)
        XCTAssertEqual(log.entries, ["view.began", "view.cancelled"])
    }

    func testTwoFingersOnTwoViews() {
        let (window, view) = makeScene()
        let a = TouchLoggingView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = TouchLoggingView("b", frame: CGRect(x: 150, y: 0, width: 100, height: 100), log: log)
        view.addSubview(a)
        view.addSubview(b)
        var allTouches = 0
        final class Spy: UIView {
            var onMove: ((UIEvent?) -> Void)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onMove?(event) }
        }
        let spy = Spy(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        spy.onMove = { allTouches = $0?.allTouches?.count ?? 0 }
        view.addSubview(spy)
        window.down(1, 50, 50, at: 0)
        window.down(2, 200, 50, at: 0.01)
        window.down(3, 50, 250, at: 0.02)
        window.move(3, 60, 250, at: 0.03)
        window.up(1, 50, 50, at: 0.04)
        window.up(2, 200, 50, at: 0.05)
        XCTAssertEqual(log.entries, ["a.began", "b.began", "view.began", "a.ended", "b.ended"],
                       "the spy does not handle touchesBegan: it travels up the responder chain")
        XCTAssertEqual(allTouches, 3, "the event carries every touch down")
    }
}
