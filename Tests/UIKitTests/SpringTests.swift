import XCTest
@testable import UIKit

final class SpringTests: XCTestCase {
    func testStiffnessAndDampingFollowResponseAndRatio() {
        let spring = Spring(response: 0.575, dampingRatio: 1, position: 0, target: 0, startTime: 0)
        XCTAssertEqual(spring.stiffness, 119.40542, accuracy: 1e-4)
        XCTAssertEqual(spring.damping, 21.854558, accuracy: 1e-5)
        let soft = Spring(response: 0.5, dampingRatio: 0.8, position: 0, target: 0, startTime: 0)
        XCTAssertEqual(soft.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(soft.damping, 4 * .pi * 0.8 / 0.5, accuracy: 1e-9)
    }

    func testBounceBackOf100PointsSettlesWithinIOSsBand() {
        let bounce = Spring(position: 100, target: 0, startTime: 0)
        let settle = bounce.settlingTime(within: ScrollPhysics.bounceSettleDistance)
        XCTAssertEqual(settle, 0.67996, accuracy: 1e-4)
        XCTAssertTrue((0.5...0.7).contains(settle))
        // Stepped at 60 Hz, the 41st frame (0.683 s) is the first under 0.5 pt.
        XCTAssertGreaterThan(bounce.position(at: 40.0 / 60), 0.5)
        XCTAssertLessThan(bounce.position(at: 41.0 / 60), 0.5)
        XCTAssertEqual(bounce.duration, 0.84499, accuracy: 1e-4, "rests within 0.1 pt")
    }

    func testCriticallyDampedBounceNeverCrossesTheEdge() {
        var bounce = Spring(position: 100, target: 0, startTime: 0)
        var time = 0.0
        var previous = 100.0
        while bounce.advance(to: time) {
            XCTAssertGreaterThanOrEqual(bounce.position, 0)
            XCTAssertLessThanOrEqual(bounce.position, previous)
            previous = bounce.position
            time += 1.0 / 60
        }
        XCTAssertEqual(bounce.position, 0)
        XCTAssertEqual(bounce.velocity, 0)
    }

    func testAFlingReachingTheEdgeGoesOutTurnsAndSettlesWithoutComingBackInside() {
        for velocity in [0.5, 3, 10] {
            var bounce = Spring(position: 0, target: 0, velocity: velocity, startTime: 1)
            XCTAssertEqual(bounce.velocity(at: 1), velocity, accuracy: 1e-12)
            var farthest = 0.0
            var time = 1.0
            while bounce.advance(to: time) {
                farthest = max(farthest, bounce.position)
                XCTAssertGreaterThan(bounce.position, -0.5, "velocity \(velocity)")
                time += 1.0 / 600
            }
            // Critically damped: peak v0 / (ω·e) at t = 1/ω.
            let omega = 2 * Double.pi / ScrollPhysics.bounceResponse
            XCTAssertEqual(farthest, velocity * 1000 / (omega * M_E), accuracy: velocity * 0.01)
            let settle = bounce.settlingTime(within: 0.5)
            XCTAssertLessThan(settle, 1.5, "velocity \(velocity)")
            XCTAssertEqual(bounce.position, 0)
        }
    }

    func testClosedFormSolvesTheSpringEquation() {
        for zeta in [0.3, 1.0, 2.5] {
            let spring = Spring(response: 0.4, dampingRatio: zeta, position: 30, target: -10, velocity: -0.8, startTime: 0)
            // Classic RK4 on x'' = -k (x - target) - c x', velocities in points per second.
            let k = spring.stiffness
            let c = spring.damping
            var x = 30.0
            var v = -800.0
            let h = 1e-4
            func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x + 10) - c * v }
            for _ in 0..<3000 {
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            XCTAssertEqual(spring.position(at: 0.3), x, accuracy: 1e-6, "ζ = \(zeta)")
            XCTAssertEqual(spring.velocity(at: 0.3), v / 1000, accuracy: 1e-6, "ζ = \(zeta)")
        }
    }

    func testUnderdampedSpringOvershootsAndStillSettles() {
        var spring = Spring(response: 0.5, dampingRatio: 0.2, position: 100, target: 0, startTime: 0)
        var lowest = 100.0
        var time = 0.0
        while spring.advance(to: time) {
            lowest = min(lowest, spring.position)
            time += 1.0 / 60
        }
        XCTAssertLessThan(lowest, -40, "a damping ratio of 0.2 overshoots by about half")
        XCTAssertEqual(spring.position, 0)
        let settle = spring.settlingTime(within: 0.5)
        XCTAssertGreaterThan(settle, 1)
        XCTAssertLessThanOrEqual(abs(spring.position(at: settle + 0.01)), 0.5)
        XCTAssertGreaterThan(abs(spring.position(at: settle - 0.05)), 0, "still moving before")
    }

    func testDegenerateParametersComeToRest() {
        let jump = Spring(response: 0, position: 10, target: 20, startTime: 0)
        XCTAssertTrue(jump.isFinished)
        XCTAssertEqual(jump.position, 20)
        let undamped = Spring(response: 0.5, dampingRatio: 0, position: 10, target: 0, startTime: 0)
        XCTAssertEqual(undamped.dampingRatio, 0.01)
        XCTAssertTrue(undamped.duration.isFinite)
        let resting = Spring(position: 5, target: 5, startTime: 0)
        XCTAssertTrue(resting.isFinished)
        let broken = Spring(position: .nan, target: 0, startTime: 0)
        XCTAssertEqual(broken.duration, 0)
        XCTAssertEqual(broken.position, 0)
    }

    func testAFlingHandsItsVelocityToTheBounceWhereItReachesTheEdge() {
        // Content can scroll to 300 pt; a fling of 2 pt/ms from 100 pt would rest at 1098 pt.
        let edge = 300.0
        let fling = Decay(position: 100, velocity: 2, rate: .normal, startTime: 0)
        let crossing = try! XCTUnwrap(fling.time(reaching: edge))
        let handover = fling.velocity(at: crossing)
        XCTAssertEqual(handover, 2 - 200 * (1 - 0.998) / 0.998, accuracy: 1e-9, "speed falls in proportion to distance")
        var bounce = Spring(position: edge, target: edge, velocity: handover, startTime: crossing)
        XCTAssertEqual(bounce.position(at: crossing), edge)
        XCTAssertEqual(bounce.velocity(at: crossing), handover, accuracy: 1e-12)
        var time = crossing
        var farthest = edge
        while bounce.advance(to: time) {
            farthest = max(farthest, bounce.position)
            XCTAssertGreaterThan(bounce.position, edge - 0.5)
            time += 1.0 / 60
        }
        XCTAssertGreaterThan(farthest, edge + 50)
        XCTAssertEqual(bounce.position, edge)
    }
}
