import XCTest
@testable import UIKit

/// Pins the numbers of docs/design.md "Motion" that are plain constants, so that changing one is a
/// visible decision rather than an accident.
final class ScrollPhysicsTests: XCTestCase {
    func testDecelerationRates() {
        XCTAssertEqual(ScrollDecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(ScrollDecelerationRate.fast.rawValue, 0.99)
        XCTAssertNotEqual(ScrollDecelerationRate.normal, .fast)
    }

    func testThresholdsAndDurations() {
        XCTAssertEqual(ScrollPhysics.minimumReleaseVelocity, 0.25)
        XCTAssertEqual(ScrollPhysics.stopVelocity, 0.01)
        XCTAssertEqual(ScrollPhysics.scrollAnimationDuration, 0.3)
        XCTAssertEqual(ScrollPhysics.contentTouchDelay, 0.15)
        XCTAssertEqual(ScrollPhysics.rubberBandConstant, 0.55)
        XCTAssertEqual(ScrollPhysics.bounceDampingRatio, 1, "the bounce must not cross the edge")
        XCTAssertGreaterThan(ScrollPhysics.maximumTargetedDecayDuration,
                             Decay(position: 0, velocity: 10, rate: .normal, startTime: 0).duration,
                             "natural flings must not be turned into springs")
    }

    func testIndicatorMetricsWithinTheObservedRanges() {
        XCTAssertTrue((2.5...3).contains(ScrollIndicatorMetrics.thickness))
        XCTAssertEqual(ScrollIndicatorMetrics.edgeInset, 2.5)
        XCTAssertEqual(ScrollIndicatorMetrics.minimumLength, 36)
        XCTAssertEqual(ScrollIndicatorMetrics.minimumRubberBandLength, 7)
        XCTAssertEqual(ScrollIndicatorMetrics.fadeOutDelay, 0.33)
        XCTAssertEqual(ScrollIndicatorMetrics.flashDuration, 0.75)
    }
}
