import XCTest
@testable import UIKit

final class UpdateRateLimitTests: XCTestCase {
    func testTenASecondLetsThroughOneUpdateInEachTenthOfASecond() {
        var limit = UpdateRateLimit(maximumPerSecond: 10)
        XCTAssertEqual(limit.minimumInterval, 0.1, accuracy: 1e-12)
        // A report every 16 ms for a second: 63 reports.
        let allowed = (0...62).filter { limit.allows(at: 5 + Double($0) * 0.016) }
        XCTAssertEqual(allowed, [0, 7, 14, 21, 28, 35, 42, 49, 56], "every seventh: 0.112 s apart")
        XCTAssertEqual(limit.lastAllowed ?? 0, 5.896, accuracy: 1e-9)
    }

    func testExactlyTheIntervalIsEnoughAndTheFirstAlwaysGoes() {
        var limit = UpdateRateLimit(maximumPerSecond: 4)
        XCTAssertNil(limit.lastAllowed)
        XCTAssertTrue(limit.allows(at: 0))
        XCTAssertFalse(limit.allows(at: 0.2499))
        XCTAssertTrue(limit.allows(at: 0.25))
        XCTAssertFalse(limit.allows(at: 0.25))
    }

    func testAClockGoingBackStartsAgain() {
        var limit = UpdateRateLimit(maximumPerSecond: 10)
        XCTAssertTrue(limit.allows(at: 100))
        XCTAssertTrue(limit.allows(at: 3))
        XCTAssertFalse(limit.allows(at: 3.05))
    }

    func testNoRateLetsEverythingThrough() {
        for rate in [0, -1, Double.infinity, .nan] {
            var limit = UpdateRateLimit(maximumPerSecond: rate)
            XCTAssertTrue(limit.allows(at: 1) && limit.allows(at: 1) && limit.allows(at: 1.001), "\(rate)")
        }
    }
}
