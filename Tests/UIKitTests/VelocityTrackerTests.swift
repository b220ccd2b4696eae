import XCTest
@testable import UIKit

final class VelocityTrackerTests: XCTestCase {
    func testSteadyMotionGivesItsSpeed() {
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.addSample(pt(CGFloat(5 * i), CGFloat(-2 * i)), at: 0.01 * Double(i)) }
        XCTAssertEqual(tracker.velocity.x, 500, accuracy: 1e-6)
        XCTAssertEqual(tracker.velocity.y, -200, accuracy: 1e-6)
    }

    func testOnlyTheLast100MillisecondsCount() {
        var tracker = VelocityTracker()
        // Slow for 200 ms (100 pt/s), then fast for 100 ms (1000 pt/s).
        var x: CGFloat = 0
        for i in 0...20 { tracker.addSample(pt(x, 0), at: 0.01 * Double(i)); if i < 20 { x += 1 } }
        for i in 21...30 { x += 10; tracker.addSample(pt(x, 0), at: 0.01 * Double(i)) }
        XCTAssertEqual(tracker.velocity.x, 1000, accuracy: 1e-6, "samples at 0.20 ... 0.30 s only")
    }

    func testJitterIsAveragedOut() {
        var tracker = VelocityTracker()
        let xs: [CGFloat] = [0, 6, 9, 16, 19, 26, 29]   // 500 pt/s with +-1 pt alternating noise
        for (i, x) in xs.enumerated() { tracker.addSample(pt(x, 0), at: 0.01 * Double(i)) }
        XCTAssertEqual(tracker.velocity.x, 489.29, accuracy: 0.01, "least-squares slope (numpy.polyfit)")
    }

    func testRestingPointHasNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.addSample(pt(CGFloat(5 * i), 0), at: 0.01 * Double(i)) }
        XCTAssertEqual(tracker.velocity(at: 0.09 + 0.04).x, 500, accuracy: 1e-6, "40 ms without a sample: still moving")
        XCTAssertEqual(tracker.velocity(at: 0.09 + 0.05), .zero, "50 ms: stopped")
    }

    func testFewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity, .zero)
        tracker.addSample(pt(10, 10), at: 1)
        XCTAssertEqual(tracker.velocity, .zero)
        tracker.addSample(pt(20, 10), at: 1.2)
        XCTAssertEqual(tracker.velocity, .zero, "the first sample is 200 ms old")
    }

    func testTimeGoingBackwardsRestarts() {
        var tracker = VelocityTracker()
        tracker.addSample(pt(0, 0), at: 5)
        tracker.addSample(pt(100, 0), at: 5.01)
        tracker.addSample(pt(0, 0), at: 1)
        tracker.addSample(pt(1, 0), at: 1.01)
        XCTAssertEqual(tracker.velocity.x, 100, accuracy: 1e-6)
    }

    func testStorageIsBounded() {
        var tracker = VelocityTracker()
        for i in 0..<1000 { tracker.addSample(pt(CGFloat(i), 0), at: 0.001 * Double(i)) }
        XCTAssertEqual(tracker.velocity.x, 1000, accuracy: 1e-6, "the newest \(VelocityTracker.capacity) samples")
    }
}
