import XCTest
@testable import UIKit

final class TargetedDecayTests: XCTestCase {
    func testLandsExactlyOnTheProjectedTargetWithTheReleaseVelocity() {
        let target = Decay.restingPosition(position: 0, velocity: 1, rate: 0.998)
        var motion = TargetedDecay(position: 0, velocity: 1, target: target, startTime: 0)
        guard case let .decay(rate) = motion.shape else { return XCTFail("expected a decay, got \(motion.shape)") }
        XCTAssertEqual(rate, 0.998018, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: 0), 1)
        XCTAssertEqual(motion.velocity(at: motion.endTime - 1e-9), 0.01, accuracy: 1e-6)
        XCTAssertEqual(motion.duration, 2.3211918, accuracy: 1e-6)
        var frames = 0
        while motion.advance(to: Double(frames + 1) / 60) { frames += 1 }
        XCTAssertEqual(motion.position, target, "exactly on the target")
        XCTAssertEqual(target, 499, accuracy: 1e-9)
        XCTAssertEqual(motion.velocity, 0)
        // The last frame before the end is within a frame's travel at the stop velocity.
        XCTAssertEqual(motion.position(at: Double(frames) / 60), 499, accuracy: 0.01 * 1000 / 60 * 1.1)
    }

    func testUnchangedTargetsDecelerateAtNearlyTheScrollViewsRate() {
        for velocity in [0.25, 1, 5, -3] {
            let target = Decay.restingPosition(position: 0, velocity: velocity, rate: 0.998)
            let motion = TargetedDecay(position: 0, velocity: velocity, target: target, startTime: 0)
            guard case let .decay(rate) = motion.shape else { return XCTFail("velocity \(velocity)") }
            XCTAssertEqual(rate, 0.998, accuracy: 1e-4, "velocity \(velocity)")
        }
    }

    func testAChangedTargetAheadIsReachedByADecay() {
        var motion = TargetedDecay(position: 100, velocity: 1, target: 800, startTime: 2)
        guard case .decay = motion.shape else { return XCTFail("expected a decay") }
        XCTAssertEqual(motion.velocity(at: 2), 1)
        XCTAssertEqual(motion.position(at: 2), 100)
        var previous = 100.0
        var time = 2.0
        while motion.advance(to: time) {
            XCTAssertGreaterThanOrEqual(motion.position, previous)
            XCTAssertLessThan(motion.position, 800)
            previous = motion.position
            time += 1.0 / 60
        }
        XCTAssertEqual(motion.position, 800)
        let crossing = try! XCTUnwrap(motion.time(reaching: 450))
        XCTAssertEqual(motion.position(at: crossing), 450, accuracy: 1e-9)
        XCTAssertEqual(motion.time(reaching: 800), motion.endTime)
        XCTAssertNil(motion.time(reaching: 900))
    }

    func testATargetBehindTheVelocityTurnsWithASpring() {
        var motion = TargetedDecay(position: 0, velocity: 1, target: -100, startTime: 0)
        XCTAssertEqual(motion.shape, .spring)
        XCTAssertEqual(motion.velocity(at: 0), 1, accuracy: 1e-12, "the release velocity is kept")
        var farthest = 0.0
        var time = 0.0
        while motion.advance(to: time) {
            farthest = max(farthest, motion.position)
            time += 1.0 / 60
        }
        XCTAssertGreaterThan(farthest, 15, "it first carries on in the release direction")
        XCTAssertEqual(motion.position, -100)
        XCTAssertLessThan(motion.duration, 1.5)
        XCTAssertNil(motion.time(reaching: -50))
    }

    func testAReleaseTooSlowForTheDistanceUsesTheSpring() {
        let still = TargetedDecay(position: 0, velocity: 0, target: 320, startTime: 0)
        XCTAssertEqual(still.shape, .spring)
        XCTAssertEqual(still.position(at: still.endTime), 320)
        let slow = TargetedDecay(position: 0, velocity: 0.3, target: 3000, startTime: 0)
        XCTAssertEqual(slow.shape, .spring, "a decay would take 35 s")
        XCTAssertLessThan(slow.duration, ScrollPhysics.maximumTargetedDecayDuration)
    }

    func testAlreadyThereAndAtRestIsFinished() {
        let motion = TargetedDecay(position: 50, velocity: 0, target: 50, startTime: 0)
        XCTAssertTrue(motion.isFinished)
        XCTAssertEqual(motion.duration, 0)
        XCTAssertEqual(motion.position, 50)
    }
}
