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

    func testCurrentMediaTimeReadsTheGlobalClockAndWithClockRestoresIt() {
        let previous = MediaTime.clock
        let clock = ManualClock(now: 42.5)
        let seen = MediaTime.withClock(clock) { () -> TimeInterval in
            clock.advance(by: 0.5)
            return CACurrentMediaTime()
        }
        XCTAssertEqual(seen, 43)
        XCTAssertTrue(MediaTime.clock === previous)
        XCTAssertNotEqual(CACurrentMediaTime(), 43)
    }
}
