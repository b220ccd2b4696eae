import XCTest
@testable import UIKit

/// The page curl's animated motion by numbers: duration from the distance, eased progress,
/// the bow of the path.
final class PageCurlMotionTests: XCTestCase {
    func testAWholeTurnTakesHalfASecondAndEasesInAndOut() {
        // From the outer edge (x = 400) to its mirror (x = -400) of a 400-point leaf.
        var m = PageCurlMotion(from: CGPoint(x: 400, y: 300), to: CGPoint(x: -400, y: 300), start: 10, length: 400)
        XCTAssertEqual(m.duration, 0.5, accuracy: 1e-12)
        XCTAssertTrue(m.advance(to: 10.125))
        // A quarter of the time: (1 - cos(π / 4)) / 2 = 0.1464 of the way.
        XCTAssertEqual(m.position.x, 400 - 800 * 0.146447, accuracy: 1e-3)
        XCTAssertTrue(m.advance(to: 10.25))
        XCTAssertEqual(m.position.x, 0, accuracy: 1e-9)
        XCTAssertFalse(m.advance(to: 10.5))
        XCTAssertEqual(m.position, CGPoint(x: -400, y: 300))
        XCTAssertFalse(m.advance(to: 11), "stays at the end")
        XCTAssertEqual(m.position, CGPoint(x: -400, y: 300))
    }

    func testAShortMotionTakesItsShareAndNeverLessThanTheMinimum() {
        let half = PageCurlMotion(from: CGPoint(x: 400, y: 0), to: CGPoint(x: 0, y: 0), start: 0, length: 400)
        XCTAssertEqual(half.duration, 0.5 * 400 / 800, accuracy: 1e-12)
        let tiny = PageCurlMotion(from: CGPoint(x: 400, y: 0), to: CGPoint(x: 390, y: 0), start: 0, length: 400)
        XCTAssertEqual(tiny.duration, PageCurlMotion.minimumDuration)
    }

    func testTheLiftBowsThePathAtItsMiddleOnly() {
        var m = PageCurlMotion(from: CGPoint(x: 400, y: 300), to: CGPoint(x: -400, y: 300), lift: 50, start: 0,
                               length: 400)
        XCTAssertTrue(m.advance(to: 0.25))
        XCTAssertEqual(m.position.y, 250, accuracy: 1e-9, "half way: the whole lift, towards lower y")
        XCTAssertTrue(m.advance(to: 0.125))
        XCTAssertEqual(m.position.y, 300 - 50 * sin(Double.pi * 0.146447), accuracy: 1e-3)
        XCTAssertFalse(m.advance(to: 0.5))
        XCTAssertEqual(m.position.y, 300, accuracy: 1e-9)
    }
}
