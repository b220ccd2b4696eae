import XCTest
@testable import UIKit

final class DecayTests: XCTestCase {
    func testRestingPositionIsApplesProjection() {
        XCTAssertEqual(Decay.restingPosition(position: 0, velocity: 1, rate: 0.998), 499.0, accuracy: 1e-9)
        XCTAssertEqual(Decay.restingPosition(position: 0, velocity: 1, rate: 0.99), 99.0, accuracy: 1e-9)
        XCTAssertEqual(Decay.restingPosition(position: 100, velocity: -2, rate: 0.998), -898.0, accuracy: 1e-9)
        let normal = Decay(position: 0, velocity: 1, rate: .normal, startTime: 0)
        XCTAssertEqual(normal.restingPosition, 499.0, accuracy: 1e-9)
        let fast = Decay(position: 0, velocity: 1, rate: .fast, startTime: 0)
        XCTAssertEqual(fast.restingPosition, 99.0, accuracy: 1e-9)
    }

    func testVelocityKeepsTheRatePerMillisecond() {
        let decay = Decay(position: 0, velocity: 1, rate: 0.998, startTime: 5)
        XCTAssertEqual(decay.velocity(at: 5), 1)
        XCTAssertEqual(decay.velocity(at: 5.001), 0.998, accuracy: 1e-12)
        XCTAssertEqual(decay.velocity(at: 5.002), 0.996004, accuracy: 1e-12)
        XCTAssertEqual(decay.velocity(at: 5.5), 0.36751125, accuracy: 1e-8)
        XCTAssertEqual(decay.velocity(at: 4), 1, "before the start it has its start velocity")
    }

    func testPositionMatchesStepByStepMilliseconds() {
        let decay = Decay(position: 20, velocity: -1.5, rate: 0.998, startTime: 0)
        var x = 20.0
        var v = -1.5
        for millisecond in 1...1000 {
            v *= 0.998
            x += v
            if millisecond == 2 { XCTAssertEqual(decay.position(at: 0.002), x, accuracy: 1e-12) }
        }
        XCTAssertEqual(decay.position(at: 1.0), x, accuracy: 1e-9)
        XCTAssertEqual(decay.position(at: 1.0), -627.4042049, accuracy: 1e-6)
        // Between whole milliseconds the motion moves on smoothly.
        let a = decay.position(at: 0.1)
        let b = decay.position(at: 0.1005)
        let c = decay.position(at: 0.101)
        XCTAssertTrue(a > b && b > c)
    }

    func testStopsOnceSpeedFallsUnderTheStopVelocity() {
        let normal = Decay(position: 0, velocity: 1, rate: 0.998, startTime: 0)
        XCTAssertEqual(normal.duration, 2.3002817, accuracy: 1e-6)
        XCTAssertEqual(normal.velocity(at: normal.endTime - 1e-6), 0.01, accuracy: 1e-6)
        XCTAssertEqual(normal.velocity(at: normal.endTime), 0)
        XCTAssertEqual(normal.finalPosition, 499 - 0.01 * 499, accuracy: 1e-9)
        XCTAssertEqual(normal.position(at: 100), normal.finalPosition)
        let fast = Decay(position: 0, velocity: 1, rate: 0.99, startTime: 0)
        XCTAssertEqual(fast.duration, 0.4582106, accuracy: 1e-6)
        XCTAssertEqual(fast.finalPosition, 99 - 0.01 * 99, accuracy: 1e-9)

        var decay = normal
        XCTAssertTrue(decay.advance(to: 2.3))
        XCTAssertGreaterThanOrEqual(abs(decay.velocity), 0.01)
        XCTAssertFalse(decay.advance(to: 2.31))
        XCTAssertTrue(decay.isFinished)
        XCTAssertEqual(decay.velocity, 0)
        XCTAssertEqual(decay.position, 494.01, accuracy: 1e-9)
    }

    func testFrameSteppingIsDeterministicAndMonotonic() {
        var decay = Decay(position: 0, velocity: 1, rate: .normal, startTime: 0)
        var frames = 0
        var last = 0.0
        while decay.advance(to: Double(frames + 1) / 60) {
            frames += 1
            XCTAssertGreaterThan(decay.position, last)
            last = decay.position
        }
        XCTAssertEqual(frames + 1, 139, "2.3003 s ends on the 139th frame at 60 Hz")
        XCTAssertEqual(decay.position, 494.01, accuracy: 1e-9)
    }

    func testAReleaseUnderTheStopVelocityDoesNotMove() {
        var decay = Decay(position: 7, velocity: 0.005, startTime: 0)
        XCTAssertTrue(decay.isFinished)
        XCTAssertEqual(decay.duration, 0)
        XCTAssertEqual(decay.velocity, 0)
        XCTAssertFalse(decay.advance(to: 1))
        XCTAssertEqual(decay.position, 7)
    }

    func testTimeReachingAPositionHandsOverTheVelocity() {
        let decay = Decay(position: 0, velocity: 1, rate: 0.998, startTime: 10)
        let time = try! XCTUnwrap(decay.time(reaching: 249.5))
        XCTAssertEqual(time, 10.3462269, accuracy: 1e-6)
        XCTAssertEqual(decay.position(at: time), 249.5, accuracy: 1e-9)
        XCTAssertEqual(decay.velocity(at: time), 0.5, accuracy: 1e-9, "half the distance is left, so half the speed")
        XCTAssertEqual(decay.time(reaching: 0), 10)
        XCTAssertNil(decay.time(reaching: -1), "behind the motion")
        XCTAssertNil(decay.time(reaching: 496), "past where it stops")
        XCTAssertNil(decay.time(reaching: 600), "past its limit")
        let backwards = Decay(position: 0, velocity: -1, rate: 0.99, startTime: 0)
        XCTAssertEqual(backwards.position(at: try! XCTUnwrap(backwards.time(reaching: -50))), -50, accuracy: 1e-9)
    }

    func testBadRatesAndVelocitiesStillEnd() {
        let tooHigh = Decay(position: 0, velocity: 1, rate: 1.5, startTime: 0)
        XCTAssertEqual(tooHigh.rate, 0.99999)
        XCTAssertTrue(tooHigh.duration.isFinite)
        let notANumber = Decay(position: 0, velocity: 1, rate: .nan, startTime: 0)
        XCTAssertEqual(notANumber.rate, 0.998)
        let zero = Decay(position: 3, velocity: 1, rate: 0, startTime: 0)
        XCTAssertEqual(zero.duration, 0)
        XCTAssertEqual(zero.position(at: 1), 3)
        let infinite = Decay(position: 3, velocity: .infinity, startTime: 0)
        XCTAssertEqual(infinite.startVelocity, 0)
        XCTAssertTrue(infinite.isFinished)
    }
}
