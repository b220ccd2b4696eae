import XCTest
@testable import UIKit

final class TimingCurveTests: XCTestCase {
    /// An independent reference: the Bézier in Bernstein form, x(t) = x solved by bisection.
    private func reference(_ curve: TimingCurve, _ x: Double) -> Double {
        let (x1, y1) = curve.controlPoint1
        let (x2, y2) = curve.controlPoint2
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return bernstein(y1, y2, (low + high) / 2)
    }

    func testNamedCurvesCarryCoreAnimationsControlPoints() {
        XCTAssertTrue(TimingCurve.easeIn.controlPoint1 == (0.42, 0) && TimingCurve.easeIn.controlPoint2 == (1, 1))
        XCTAssertTrue(TimingCurve.easeOut.controlPoint1 == (0, 0) && TimingCurve.easeOut.controlPoint2 == (0.58, 1))
        XCTAssertTrue(TimingCurve.easeInEaseOut.controlPoint1 == (0.42, 0))
        XCTAssertTrue(TimingCurve.easeInEaseOut.controlPoint2 == (0.58, 1))
        XCTAssertEqual(TimingCurve.easeIn, TimingCurve(controlPoints: 0.42, 0, 1, 1))
        XCTAssertNotEqual(TimingCurve.easeIn, TimingCurve.easeOut)
    }

    func testKnownValues() {
        XCTAssertEqual(TimingCurve.easeInEaseOut.progress(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.easeInEaseOut.progress(at: 0.25), 0.1291619, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.5), 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.25), 0.0934647, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeOut.progress(at: 0.5), 0.6846432, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeOut.progress(at: 0.75), 0.9065353, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.default.progress(at: 0.5), 0.8024034, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.linear.progress(at: 0.3), 0.3, accuracy: 1e-9)
    }

    func testEveryCurveMatchesTheBisectionReferenceTo1e6() {
        let curves: [TimingCurve] = [
            .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
            TimingCurve(controlPoints: 0, 0, 0, 1),         // x(t) flat at the start: Newton stalls
            TimingCurve(controlPoints: 1, 0, 1, 1),         // x(t) flat at the end
            TimingCurve(controlPoints: 0.9, 0.1, 0.1, 0.9),
            TimingCurve(controlPoints: 0.5, -0.5, 0.5, 1.5), // overshooting y
        ]
        for curve in curves {
            for step in 0...200 {
                let x = Double(step) / 200
                XCTAssertEqual(curve.progress(at: x), reference(curve, x), accuracy: 1e-6, "\(curve.controlPoint1) \(curve.controlPoint2) at \(x)")
            }
        }
    }

    func testEaseOutIsEaseInTurnedAround() {
        for step in 0...50 {
            let x = Double(step) / 50
            XCTAssertEqual(TimingCurve.easeOut.progress(at: x), 1 - TimingCurve.easeIn.progress(at: 1 - x), accuracy: 1e-6)
        }
    }

    func testEndsAndOutOfRangeInput() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInEaseOut, .default] {
            XCTAssertEqual(curve.progress(at: 0), 0)
            XCTAssertEqual(curve.progress(at: 1), 1)
            XCTAssertEqual(curve.progress(at: -3), 0)
            XCTAssertEqual(curve.progress(at: 7), 1)
            XCTAssertEqual(curve.progress(at: .nan), 0)
        }
        let clamped = TimingCurve(controlPoints: -1, 0, 2, 1)
        XCTAssertTrue(clamped.controlPoint1 == (0, 0) && clamped.controlPoint2 == (1, 1), "x is clamped to [0, 1]")
        let overshoot = TimingCurve(controlPoints: 0.5, -0.5, 0.5, 1.5)
        XCTAssertLessThan(overshoot.progress(at: 0.1), 0, "y may leave [0, 1]")
    }

    func testCAMediaTimingFunctionPortsCoreAnimationCode() {
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        XCTAssertEqual(easeOut.curve, .easeOut)
        XCTAssertEqual(CAMediaTimingFunction(name: .init(rawValue: "bouncy")).curve, .default)
        var point: [Float] = [-1, -1]
        easeOut.getControlPoint(at: 2, values: &point)
        XCTAssertEqual(point, [0.58, 1])
        easeOut.getControlPoint(at: 3, values: &point)
        XCTAssertEqual(point, [1, 1])
        easeOut.getControlPoint(at: 9, values: &point)
        XCTAssertEqual(point, [1, 1], "out-of-range indices write nothing")
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        XCTAssertEqual(custom.progress(at: 0.25), 0.1291619, accuracy: 1e-6)
    }
}
