import XCTest
@testable import UIKit

final class RubberBandTests: XCTestCase {
    func testIOSNumbersFor960PointViewport() {
        XCTAssertEqual(rubberBand(offset: 100.0, dimension: 960), 52.02, accuracy: 0.005)
        XCTAssertEqual(rubberBand(offset: 400.0, dimension: 960), 178.98, accuracy: 0.005)
        XCTAssertEqual(rubberBand(offset: 100.0, dimension: 960), 52.0197044, accuracy: 1e-7)
        XCTAssertEqual(rubberBand(offset: -400.0, dimension: 960), -178.9830508, accuracy: 1e-7)
        XCTAssertEqual(rubberBand(offset: 0.0, dimension: 960), 0)
        let point: CGFloat = rubberBand(offset: CGFloat(100), dimension: CGFloat(960))
        XCTAssertEqual(Double(point), 52.0197044, accuracy: 1e-7)
    }

    func testStartsAtTheConstantsSlopeAndNeverPassesTheDimension() {
        XCTAssertEqual(rubberBand(offset: 1e-6, dimension: 960.0) / 1e-6, 0.55, accuracy: 1e-6)
        XCTAssertLessThan(rubberBand(offset: 1e12, dimension: 960.0), 960)
        XCTAssertEqual(rubberBand(offset: Double.infinity, dimension: 960), 960)
        XCTAssertEqual(rubberBand(offset: 100.0, dimension: 960, constant: 1), 90.5660377, accuracy: 1e-7)
        XCTAssertEqual(rubberBand(offset: 100.0, dimension: 0), 0)
        XCTAssertEqual(rubberBand(offset: 100.0, dimension: -5), 0)
    }

    func testInverseMapsBackTo1e9() {
        for offset in [0.0, 0.25, 1, 100, 400, 960, 5000, -100, -3000] {
            let band = rubberBand(offset: offset, dimension: 960.0)
            XCTAssertEqual(inverseRubberBand(displacement: band, dimension: 960.0), offset, accuracy: 1e-9 * max(1, abs(offset)))
        }
        XCTAssertEqual(inverseRubberBand(displacement: 52.0197044334975, dimension: 960.0), 100, accuracy: 1e-9)
        XCTAssertTrue(inverseRubberBand(displacement: 960.0, dimension: 960).isFinite)
        XCTAssertTrue(inverseRubberBand(displacement: -5000.0, dimension: 960) < 0)
        XCTAssertEqual(inverseRubberBand(displacement: 10.0, dimension: 0), 0)
    }

    func testLimitsFormBandsOnlyPastTheEdges() {
        let limits = 0.0...1000.0
        XCTAssertEqual(rubberBand(500, limits: limits, dimension: 960), 500)
        XCTAssertEqual(rubberBand(1100, limits: limits, dimension: 960), 1052.0197044, accuracy: 1e-7)
        XCTAssertEqual(rubberBand(-400, limits: limits, dimension: 960), -178.9830508, accuracy: 1e-7)
        for value in [-400.0, -1, 0, 321, 1000, 1100, 4000] {
            let banded = rubberBand(value, limits: limits, dimension: 960)
            XCTAssertEqual(inverseRubberBand(banded, limits: limits, dimension: 960), value, accuracy: 1e-9 * max(1, abs(value)))
        }
    }
}
