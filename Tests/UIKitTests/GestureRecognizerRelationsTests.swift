import XCTest
@testable import UIKit

final class GestureRecognizerRelationsTests: XCTestCase {
    private func makeScene() -> (UIWindow, UIView) {
        let window = UIWindow.testWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        return (window, view)
    }

    private func singleAndDoubleTap(on view: UIView) -> (UITapGestureRecognizer, UITapGestureRecognizer) {
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return (single, double)
    }

    func testSingleTapWaitsForTheDoubleTapToFail() {
        let (window, view) = makeScene()
        let (single, double) = singleAndDoubleTap(on: view)
        let singleTrace = StateTrace(single), doubleTrace = StateTrace(double)
        var location = CGPoint.zero
        single.addTarget { location = $0.location(in: view) }
        window.tap(120, 80, at: 0)
        XCTAssertEqual(singleTrace.states, [], "recognized, but waiting: still reads possible")
        XCTAssertEqual(single.state, .possible)
        window.processDeadlines(at: 0.3)
        XCTAssertEqual(singleTrace.states, [])
        window.processDeadlines(at: 0.05 + UITapGestureRecognizer.maximumIntervalBetweenTaps)
        XCTAssertEqual(doubleTrace.states, [.failed, .possible])
        XCTAssertEqual(singleTrace.states, [.ended, .possible])
        XCTAssertEqual(singleTrace.actions, [.ended])
        XCTAssertEqual(location, pt(120, 80))
    }

    func testDoubleTapWinsAndTheSingleTapFails() {
        let (window, view) = makeScene()
        let (single, double) = singleAndDoubleTap(on: view)
        let singleTrace = StateTrace(single), doubleTrace = StateTrace(double)
        window.tap(120, 80, at: 0)
        window.tap(121, 82, at: 0.2)
        XCTAssertEqual(doubleTrace.actions, [.ended])
        XCTAssertEqual(singleTrace.states, [.failed, .possible])
        XCTAssertEqual(singleTrace.actions, [])
        XCTAssertNil(window.nextDeadline)
    }

    func testDelegateSayingNoMakesTheRecognizerFail() {
        let (window, view) = makeScene()
        let log = EventLog()
        let logger = TouchLoggingView("view", frame: view.bounds, log: log)
        view.addSubview(logger)
        let pan = UIPanGestureRecognizer()
        let delegate = TestGestureDelegate()
        var asked = 0
        delegate.shouldBegin = { _ in asked += 1; return false }
        pan.delegate = delegate
        logger.addGestureRecognizer(pan)
        let trace = StateTrace(pan)
        window.down(1, 100, 100, at: 0)
        window.move(1, 150, 100, at: 0.01)
        window.move(1, 200, 100, at: 0.02)
        window.up(1, 200, 100, at: 0.03)
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(trace.states, [.failed, .possible])
        XCTAssertEqual(trace.actions, [])
        XCTAssertEqual(log.entries, ["view.began", "view.moved", "view.moved", "view.ended"], "nothing cancelled")
    }

    func testViewCanRefuseARecognizer() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                !(gestureRecognizer is UIPanGestureRecognizer)
            }
        }
        let window = UIWindow.testWindow()
        let view = Refusing(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        let panTrace = StateTrace(pan), tapTrace = StateTrace(tap)
        window.down(1, 100, 100, at: 0)
        window.move(1, 150, 100, at: 0.01)
        window.up(1, 150, 100, at: 0.02)
        XCTAssertEqual(panTrace.states, [.failed, .possible])
        window.tap(100, 100, at: 1)
        XCTAssertEqual(tapTrace.actions, [.ended])
    }

    func testOnlyOneRecognizerRecognizesByDefault() {
        let (window, view) = makeScene()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSubview(child)
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        child.addGestureRecognizer(inner)
        view.addGestureRecognizer(outer)
        let innerTrace = StateTrace(inner), outerTrace = StateTrace(outer)
        window.down(1, 100, 100, at: 0)
        window.move(1, 130, 100, at: 0.01)
        window.move(1, 160, 100, at: 0.02)
        window.up(1, 160, 100, at: 0.03)
        XCTAssertEqual(innerTrace.actions, [.began, .changed, .ended], "the deepest view's recognizer goes first")
        XCTAssertEqual(outerTrace.states, [.failed, .possible])
    }

    func testSimultaneousRecognitionWhenTheDelegateAllows() {
        let (window, view) = makeScene()
        let pan = UIPanGestureRecognizer(), pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        let delegate = TestGestureDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        let panTrace = StateTrace(pan), pinchTrace = StateTrace(pinch)
        window.down(1, 100, 100, at: 0)
        window.down(2, 200, 100, at: 0)
        window.move(2, 260, 100, at: 0.01)    // centroid +30 pt, spread +60 pt
        XCTAssertEqual(panTrace.actions, [.began])
        XCTAssertEqual(pinchTrace.actions, [.began])
        XCTAssertEqual(pinch.scale, 1.6, accuracy: 1e-12)
    }

    func testWithoutSimultaneityTheFirstToBeginExcludesTheOther() {
        let (window, view) = makeScene()
        let pan = UIPanGestureRecognizer(), pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        let panTrace = StateTrace(pan), pinchTrace = StateTrace(pinch)
        window.down(1, 100, 100, at: 0)
        window.down(2, 200, 100, at: 0)
        window.move(2, 260, 100, at: 0.01)
        XCTAssertEqual(panTrace.actions, [.began], "added first, granted first")
        XCTAssertEqual(pinchTrace.states, [.failed, .possible])
    }

    func testCanBePreventedHookAllowsBoth() {
        final class Unpreventable: UIPinchGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (window, view) = makeScene()
        let pan = UIPanGestureRecognizer(), pinch = Unpreventable()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        let pinchTrace = StateTrace(pinch)
        window.down(1, 100, 100, at: 0)
        window.down(2, 200, 100, at: 0)
        window.move(2, 260, 100, at: 0.01)
        XCTAssertEqual(pinchTrace.actions, [.began])
    }

    func testRequiredRecognizerThatNeverSawTheTouchDoesNotHoldBack() {
        let (window, view) = makeScene()
        let elsewhere = UIView(frame: CGRect(x: 250, y: 250, width: 50, height: 50))
        view.addSubview(elsewhere)
        let tap = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        view.addGestureRecognizer(tap)
        elsewhere.addGestureRecognizer(double)
        let trace = StateTrace(tap)
        window.tap(100, 100, at: 0)
        XCTAssertEqual(trace.actions, [.ended])
    }

    func testButtonKeepsItsTapFromAnAncestorsTapRecognizer() {
        let (window, view) = makeScene()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        view.addSubview(button)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("button") }, for: .touchUpInside)
        tap.addTarget { _ in events.append("tap") }
        window.tap(50, 30, at: 0)
        window.tap(200, 200, at: 1)
        XCTAssertEqual(events, ["button", "tap"])
    }

    func testSwitchAndSegmentedControlKeepTheirTapsFromAnAncestorsTapRecognizer() {
        let (window, view) = makeScene()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 10, y: 60, width: 100, height: 32)
        view.addSubview(toggle)
        view.addSubview(segments)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var events: [String] = []
        toggle.addAction(UIAction { _ in events.append("switch") }, for: .valueChanged)
        segments.addAction(UIAction { _ in events.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
        tap.addTarget { _ in events.append("tap") }
        window.tap(30, 25, at: 0)
        window.tap(90, 75, at: 1)
        window.tap(200, 200, at: 2)
        XCTAssertEqual(events, ["switch", "segment 1", "tap"])
    }

    func testActionsSeeTypedRecognizersAndWeakTargets() {
        final class Handler {
            var pans: [CGPoint] = []
            var taps = 0
            func handlePan(_ pan: UIPanGestureRecognizer) { pans.append(pan.translation(in: nil)) }
            func handleTap() { taps += 1 }
        }
        let (window, view) = makeScene()
        var handler: Handler? = Handler()
        let pan = UIPanGestureRecognizer(target: handler!, action: Handler.handlePan)
        let tap = UITapGestureRecognizer(target: handler!, action: Handler.handleTap)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        window.tap(100, 100, at: 0)
        window.down(1, 100, 100, at: 1)
        window.move(1, 100, 120, at: 1.01)
        XCTAssertEqual(handler?.taps, 1)
        XCTAssertEqual(handler?.pans, [pt(0, 20)])
        weak let gone = handler
        handler = nil
        XCTAssertNil(gone, "recognizers do not retain their targets")
        window.move(1, 100, 140, at: 1.02)   // the action is skipped, nothing crashes
        pan.removeTarget(nil)
        XCTAssertTrue(pan.actions.isEmpty)
    }
}
