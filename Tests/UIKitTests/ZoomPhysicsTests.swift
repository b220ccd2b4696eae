import XCTest
@testable import UIKit

final class ZoomPhysicsTests: XCTestCase {
    func testDampingPastTheLimits() {
        XCTAssertEqual(ZoomPhysics.dampedScale(8.0, minimum: 1, maximum: 4), 6.0, accuracy: 1e-12)
        XCTAssertEqual(ZoomPhysics.dampedScale(16.0, minimum: 1, maximum: 4), 7.0, accuracy: 1e-12)
        XCTAssertEqual(ZoomPhysics.dampedScale(0.5, minimum: 1, maximum: 4), 0.667, accuracy: 0.0005)
        XCTAssertEqual(ZoomPhysics.dampedScale(0.5, minimum: 1, maximum: 4), 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(ZoomPhysics.dampedScale(2.5, minimum: 1, maximum: 4), 2.5)
        let scale: CGFloat = ZoomPhysics.dampedScale(CGFloat(8), minimum: 1, maximum: 4)
        XCTAssertEqual(scale, 6)
    }

    func testDampingMeetsTheLimitsWithoutAKinkAndStaysBounded() {
        let h = 1e-7
        XCTAssertEqual((ZoomPhysics.dampedScale(4 + h, minimum: 1, maximum: 4) - 4) / h, 1, accuracy: 1e-5)
        XCTAssertEqual((1 - ZoomPhysics.dampedScale(1 - h, minimum: 1, maximum: 4)) / h, 1, accuracy: 1e-5)
        XCTAssertLessThan(ZoomPhysics.dampedScale(1e9, minimum: 1, maximum: 4), 8)
        XCTAssertEqual(ZoomPhysics.dampedScale(-3.0, minimum: 1, maximum: 4), 0.5)
        XCTAssertEqual(ZoomPhysics.dampedScale(3.0, minimum: 2, maximum: 1), 2 * (2 - 2.0 / 3), accuracy: 1e-12, "max below min counts as min")
    }

    func testUndampedScaleInvertsTheDamping() {
        for scale in [0.05, 0.5, 0.9, 1, 2.5, 4, 5, 8, 16, 100] {
            let damped = ZoomPhysics.dampedScale(scale, minimum: 1, maximum: 4)
            XCTAssertEqual(ZoomPhysics.undampedScale(damped, minimum: 1, maximum: 4), scale, accuracy: 1e-9 * scale)
        }
        XCTAssertTrue(ZoomPhysics.undampedScale(8.0, minimum: 1, maximum: 4).isFinite)
        XCTAssertEqual(ZoomPhysics.undampedScale(0.25, minimum: 1, maximum: 4), 0)
    }

    func testWheelZoomFactors() {
        XCTAssertEqual(ZoomPhysics.wheelNotchScale, 1.1)
        XCTAssertEqual(ZoomPhysics.scale(forPreciseWheelDelta: 100), 1 / M_E, accuracy: 1e-12)
        XCTAssertEqual(ZoomPhysics.scale(forPreciseWheelDelta: -100), M_E, accuracy: 1e-12)
        XCTAssertEqual(ZoomPhysics.scale(forPreciseWheelDelta: 0), 1)
    }
}
