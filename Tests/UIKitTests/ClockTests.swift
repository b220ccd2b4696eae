import XCTest
@testable import UIKit

final class ClockTests: XCTestCase {
    func testManualClockMovesOnlyWhenToldAndNeverBackwards() {
        let clock = ManualClock(now: 2)
        XCTAssertEqual(clock.now, 2)
        clock.advance(by: 0.25)
        XCTAssertEqual(clock.now, 2.25)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        XCTAssertEqual(clock.now, 2.25)
        clock.now = 1
        XCTAssertEqual(clock.now, 2.25)
        clock.now = .nan
        XCTAssertEqual(clock.now, 2.25)
        clock.now = 10
        XCTAssertEqual(clock.now, 10)
        XCTAssertEqual(ManualClock(now: .nan).now, 0)
    }

    func testSystemClockIsMonotonicSecondsSinceBoot() {
        let clock = SystemClock()
        let first = clock.now
        let second = clock.now
        XCTAssertGreaterThan(first, 0)
        XCTAssertGreaterThanOrEqual(second, first)
    }

    func testCurrentMediaTimeReadsTheClockOfTheLoopRunningNowAndRestoresIt() {
        // A key window's host on a manual clock makes the time outside the loop exact.
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        host.advance(by: 3)
        let before = CACurrentMediaTime()
        XCTAssertEqual(before, HeadlessHost.startTime + 3, accuracy: 1e-9)
        let clock = ManualClock(now: 42.5)
        let loop = FrameLoop(clock: clock)
        let seen = loop.whileCurrent { () -> TimeInterval in
            clock.advance(by: 0.5)
            return CACurrentMediaTime()
        }
        XCTAssertEqual(seen, 43)
        XCTAssertNil(FrameLoop.current)
        XCTAssertEqual(CACurrentMediaTime(), before, "the host's clock again")
    }

    func testCurrentMediaTimeOutsideAFrameReadsTheKeyWindowsHost() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        host.advance(by: 2)
        XCTAssertEqual(CACurrentMediaTime(), HeadlessHost.startTime + 2, accuracy: 1e-9)
    }

    func testInputAndFramesReadTheirOwnHostsClock() {
        let first = HeadlessHost(size: CGSize(width: 10, height: 10))
        let second = HeadlessHost(size: CGSize(width: 10, height: 10))
        second.advance(by: 5)
        var seen: [TimeInterval] = []
        let link = CADisplayLink { _ in seen.append(CACurrentMediaTime()) }
        link.add(to: first.scheduler)
        first.step()
        second.step()
        XCTAssertEqual(seen, [first.now], "only the first host's frame fires its link, at its time")
        link.invalidate()
    }
}
