import XCTest
@testable import UIKit

final class LongPressAndSwipeTests: XCTestCase {
    func testLongPressBeginsAfterHalfASecondChangesAndEnds() {
        let press = UILongPressGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(press)
        window.down(1, 100, 100, at: 0)
        XCTAssertEqual(window.nextDeadline, 0.5)
        window.move(1, 105, 104, at: 0.3)
        window.processDeadlines(at: 0.49)
        XCTAssertEqual(trace.states, [], "not yet")
        window.processDeadlines(at: 0.5)
        XCTAssertEqual(trace.states, [.began])
        window.move(1, 200, 100, at: 0.6)
        XCTAssertEqual(trace.states, [.began, .changed], "once begun, any distance")
        window.up(1, 200, 100, at: 0.7)
        XCTAssertEqual(trace.actions, [.began, .changed, .ended])
        XCTAssertEqual(press.state, .possible)
    }

    func testLongPressFailsWhenMovedTooFarOrLiftedEarly() {
        let press = UILongPressGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(press)
        window.down(1, 100, 100, at: 0)
        window.move(1, 111, 100, at: 0.2)
        XCTAssertEqual(trace.states, [.failed, .possible], "11 pt is past the 10 pt allowed")
        window.up(1, 111, 100, at: 0.3)
        window.down(1, 100, 100, at: 1)
        window.up(1, 100, 100, at: 1.2)
        XCTAssertEqual(trace.states.filter { $0 == .failed }.count, 2)
        XCTAssertEqual(trace.actions, [])
    }

    func testTapThenHoldAndTwoFingerPress() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let (window, trace) = UIWindow.recognizerScene(press)
        window.tap(100, 100, at: 0)
        window.down(1, 100, 100, at: 0.2)
        window.processDeadlines(at: 0.7)
        XCTAssertEqual(trace.states, [.began])
        window.up(1, 100, 100, at: 0.8)

        let two = UILongPressGestureRecognizer()
        two.numberOfTouchesRequired = 2
        let (w2, t2) = UIWindow.recognizerScene(two)
        w2.down(1, 100, 100, at: 0)
        XCTAssertNil(w2.nextDeadline, "one finger of two: no press yet")
        w2.down(2, 150, 100, at: 0.1)
        w2.processDeadlines(at: 0.6)
        XCTAssertEqual(t2.states, [.began])
    }

    func testSwipeInItsDirectionWithinHalfASecond() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        let (window, trace) = UIWindow.recognizerScene(swipe)
        window.down(1, 300, 200, at: 0)
        window.move(1, 270, 205, at: 0.05)
        XCTAssertEqual(trace.states, [], "30 pt is not a swipe yet")
        window.move(1, 240, 210, at: 0.1)
        XCTAssertEqual(trace.actions, [.ended], "60 pt left, 10 pt across")
        window.up(1, 240, 210, at: 0.12)
    }

    func testSwipesThatAreWrongSlowOrCrookedFail() {
        let swipe = UISwipeGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(swipe)
        window.down(1, 200, 200, at: 0)
        window.move(1, 140, 200, at: 0.1)
        XCTAssertEqual(trace.states, [.failed, .possible], "left is not right")
        window.up(1, 140, 200, at: 0.1)

        window.down(1, 100, 200, at: 1)
        window.processDeadlines(at: 1.5)
        window.move(1, 200, 200, at: 1.6)
        XCTAssertEqual(trace.states.filter { $0 == .failed }.count, 2, "too slow")
        window.up(1, 200, 200, at: 1.6)

        window.down(1, 100, 100, at: 2)
        window.move(1, 160, 150, at: 2.1)
        XCTAssertEqual(trace.states.filter { $0 == .failed }.count, 3, "40° off the direction")
        XCTAssertEqual(trace.actions, [])
    }
}
