import XCTest
@testable import SDLHost

final class WheelTranslationTests: XCTestCase {
    func testNotchesKeepTheirCountWithWebSigns() {
        var w = WheelTranslation()
        // Turned away from the user (SDL y +1) scrolls up: HostInput y -1 notch.
        let up = w.delta(x: 0, y: 1, flipped: false, at: 0)
        XCTAssertEqual(up.delta, CGPoint(x: 0, y: -1))
        XCTAssertFalse(up.isPrecise)
        let right = w.delta(x: 2, y: -3, flipped: false, at: 1)
        XCTAssertEqual(right.delta, CGPoint(x: 2, y: 3))
        XCTAssertFalse(right.isPrecise)
    }

    func testFlippedAmountsAreTurnedBack() {
        var w = WheelTranslation()
        XCTAssertEqual(w.delta(x: -1, y: -2, flipped: true, at: 0).delta, CGPoint(x: 1, y: -2))
    }

    func testFractionsArePreciseInPointsAndWholeNumbersInTheirStreamToo() {
        var w = WheelTranslation()
        let a = w.delta(x: 0, y: -0.6, flipped: false, at: 5.000)
        XCTAssertTrue(a.isPrecise)
        XCTAssertEqual(a.delta.y, 6, accuracy: 1e-5, "0.6 notch-units of a trackpad = 6 pt")
        let b = w.delta(x: 0, y: -1, flipped: false, at: 5.016)
        XCTAssertTrue(b.isPrecise, "a whole number inside a trackpad's stream")
        XCTAssertEqual(b.delta.y, 10)
        let c = w.delta(x: 0, y: -1, flipped: false, at: 5.5)
        XCTAssertFalse(c.isPrecise, "half a second later: a notched wheel")
        XCTAssertEqual(c.delta.y, 1)
    }
}
