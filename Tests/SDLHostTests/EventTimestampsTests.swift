import XCTest
@testable import SDLHost

final class EventTimestampsTests: XCTestCase {
    func testAgeIsSubtractedFromReceiptTime() {
        var t = EventTimestamps()
        XCTAssertEqual(t.time(ofEventAt: 1_000, nowTicks: 1_025, now: 50), 49.975, accuracy: 1e-9)
        XCTAssertEqual(t.time(ofEventAt: 1_010, nowTicks: 1_025, now: 50), 49.985, accuracy: 1e-9)
    }

    func testTimeNeverRunsBackwards() {
        var t = EventTimestamps()
        XCTAssertEqual(t.time(ofEventAt: 1_010, nowTicks: 1_010, now: 50), 50)
        XCTAssertEqual(t.time(ofEventAt: 1_000, nowTicks: 1_010, now: 50), 50, "stamped earlier than the last")
    }

    func testWrappedTicksAndBogusStampsGetTheReceiptTime() {
        var t = EventTimestamps()
        // 5 ms before a 32-bit wrap, received 3 ms after it: 8 ms old.
        XCTAssertEqual(t.time(ofEventAt: UInt32.max - 4, nowTicks: 3, now: 10), 9.992, accuracy: 1e-9)
        var u = EventTimestamps()
        XCTAssertEqual(u.time(ofEventAt: 5_000, nowTicks: 1_000, now: 10), 10, "stamped in the future")
        XCTAssertEqual(u.time(ofEventAt: 0, nowTicks: 60_000, now: 11), 11, "a minute old: not believed")
    }
}
