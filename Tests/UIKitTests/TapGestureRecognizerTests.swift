import XCTest
@testable import UIKit

final class TapGestureRecognizerTests: XCTestCase {
    private func makeScene(taps: Int = 1, touches: Int = 1) -> (UIWindow, UIView, UITapGestureRecognizer) {
        let window = UIWindow.testWindow()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        view.addGestureRecognizer(tap)
        return (window, view, tap)
    }

    func testSingleTapGoesFromPossibleToEnded() {
        let (window, view, tap) = makeScene()
        let trace = StateTrace(tap)
        var location = CGPoint.zero
        tap.addTarget { location = $0.location(in: view) }
        window.down(1, 100, 120, at: 0)
        XCTAssertEqual(trace.states, [], "still possible while the finger is down")
        window.up(1, 100, 120, at: 0.1)
        XCTAssertEqual(trace.states, [.ended, .possible])
        XCTAssertEqual(trace.actions, [.ended])
        XCTAssertEqual(location, pt(50, 70), "in the view's coordinates")
        XCTAssertEqual(tap.state, .possible, "reset after the gesture")
    }

    func testDoubleTapNeedsTwoTaps() {
        let (window, _, tap) = makeScene(taps: 2)
        let trace = StateTrace(tap)
        window.tap(100, 100, at: 0)
        XCTAssertEqual(trace.states, [])
        XCTAssertEqual(window.nextDeadline, 0.05 + UITapGestureRecognizer.maximumIntervalBetweenTaps)
        window.tap(104, 102, at: 0.2)
        XCTAssertEqual(trace.states, [.ended, .possible])
        XCTAssertEqual(trace.actions, [.ended])
        XCTAssertNil(window.nextDeadline)
    }

    func testDoubleTapFailsWhenTheSecondTapIsLate() {
        let (window, _, tap) = makeScene(taps: 2)
        let trace = StateTrace(tap)
        window.tap(100, 100, at: 0)
        window.processDeadlines(at: 0.39)
        XCTAssertEqual(trace.states, [], "0.34 s after the lift: still waiting")
        window.processDeadlines(at: 0.4)
        XCTAssertEqual(trace.states, [.failed, .possible])
        window.tap(100, 100, at: 0.5)
        XCTAssertEqual(trace.actions, [], "a late second tap starts a new gesture")
    }

    func testSecondTapFarAwayFails() {
        let (window, _, tap) = makeScene(taps: 2)
        let trace = StateTrace(tap)
        window.tap(100, 100, at: 0)
        window.tap(160, 100, at: 0.2)
        XCTAssertEqual(trace.states.first, .failed)
        XCTAssertEqual(trace.actions, [])
    }

    func testTapFailsAfterMoving20Points() {
        let (window, _, tap) = makeScene()
        let trace = StateTrace(tap)
        window.down(1, 100, 100, at: 0)
        window.move(1, 120, 100, at: 0.05)
        XCTAssertEqual(trace.states, [.failed, .possible])
        window.up(1, 120, 100, at: 0.1)
        XCTAssertEqual(trace.actions, [])
    }

    func testSmallWobbleStillTaps() {
        let (window, _, tap) = makeScene()
        let trace = StateTrace(tap)
        window.down(1, 100, 100, at: 0)
        window.move(1, 106, 108, at: 0.05) // 10 pt: the limit is inclusive
        window.up(1, 106, 108, at: 0.1)
        XCTAssertEqual(trace.actions, [.ended])
    }

    func testTwoFingerTap() {
        let (window, view, tap) = makeScene(touches: 2)
        var seen: (Int, CGPoint, CGPoint)?
        tap.addTarget { seen = ($0.numberOfTouches, $0.location(in: view), $0.location(ofTouch: 1, in: nil)) }
        window.down(1, 100, 100, at: 0)
        window.down(2, 140, 120, at: 0.02)
        window.up(1, 100, 100, at: 0.1)
        XCTAssertNil(seen)
        window.up(2, 140, 120, at: 0.12)
        XCTAssertEqual(seen?.0, 2)
        XCTAssertEqual(seen?.1, pt(70, 60), "centroid (120, 110) in the view")
        XCTAssertEqual(seen?.2, pt(140, 120))
    }

    func testTooManyFingersFail() {
        let (window, _, tap) = makeScene()
        let trace = StateTrace(tap)
        window.down(1, 100, 100, at: 0)
        window.down(2, 140, 100, at: 0.02)
        window.up(1, 100, 100, at: 0.1)
        window.up(2, 140, 100, at: 0.1)
        XCTAssertEqual(trace.states, [.failed, .possible])
        XCTAssertEqual(trace.actions, [])
    }

    func testTouchTapCountCountsQuickNearbyTaps() {
        let window = UIWindow.testWindow()
        var counts: [Int] = []
        final class CountingView: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches.first!) }
        }
        let view = CountingView(frame: window.bounds)
        view.onBegan = { counts.append($0.tapCount) }
        window.addSubview(view)
        window.tap(100, 100, at: 0)
        window.tap(110, 105, at: 0.2)          // 0.15 s after the lift, 11 pt away
        window.tap(115, 110, at: 0.4)
        window.tap(115, 110, at: 1.0)          // 0.55 s later: a new sequence
        window.tap(200, 110, at: 1.2)          // too far
        XCTAssertEqual(counts, [1, 2, 3, 1, 1])
    }
}
