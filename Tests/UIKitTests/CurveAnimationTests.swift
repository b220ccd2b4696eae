import XCTest
@testable import UIKit

final class CurveAnimationTests: XCTestCase {
    func testQuadraticEaseOutLeavesQuicklyAndArrivesGently() {
        let curve = QuadraticEaseOut()
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 0.25), 0.4375, accuracy: 1e-12)
        XCTAssertEqual(curve.progress(at: 0.5), 0.75, accuracy: 1e-12)
        XCTAssertEqual(curve.progress(at: 1), 1)
        XCTAssertEqual(curve.progress(at: -1), 0)
        XCTAssertEqual(curve.progress(at: .nan), 0)
        XCTAssertEqual(curve.progress(at: 2), 1)
    }

    func testCosineProgressOfAnimatedScrolls() {
        let curve = CosineProgress()
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 0.25), 0.1464466, accuracy: 1e-7)
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(curve.progress(at: 1), 1)
        XCTAssertEqual(curve.progress(at: -1), 0)
        XCTAssertEqual(curve.progress(at: 2), 1)
        XCTAssertEqual(curve.progress(at: .nan), 0)
    }

    func testSetContentOffsetAnimationTakes300msAlongTheCosine() {
        let scroll = ScrollAnimation(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: -200), startTime: 0)
        XCTAssertEqual(scroll.endTime, 0.3)
        XCTAssertEqual(scroll.timing.progress(at: 0), 0)
        XCTAssertEqual(scroll.timing.progress(at: 0.075), 0.1464466, accuracy: 1e-7)
        XCTAssertEqual(scroll.timing.progress(at: 0.15), 0.5, accuracy: 1e-12)
        XCTAssertEqual(scroll.timing.progress(at: 0.3), 1)
        XCTAssertEqual(scroll.offset(at: 0), CGPoint(x: 0, y: 0))
        XCTAssertEqual(Double(scroll.offset(at: 0.075).x), 14.64466, accuracy: 1e-5)
        XCTAssertEqual(Double(scroll.offset(at: 0.075).y), -29.28932, accuracy: 1e-5)
        XCTAssertEqual(Double(scroll.offset(at: 0.15).x), 50, accuracy: 1e-9)
        XCTAssertEqual(scroll.offset(at: 0.3), CGPoint(x: 100, y: -200))
    }

    func testStepping60HzFinishesOnThe18thFrameExactlyOnTheTarget() {
        let target = CGPoint(x: 33.5, y: 7)
        var scroll = ScrollAnimation(from: CGPoint(x: 10, y: 10), to: target, startTime: 0.2)
        var frames = 0
        var last = scroll.offset
        while scroll.advance(to: 0.2 + Double(frames + 1) / 60) {
            frames += 1
            XCTAssertGreaterThan(scroll.offset.x, last.x)
            last = scroll.offset
        }
        XCTAssertEqual(frames + 1, 18)
        XCTAssertEqual(scroll.offset, target)
        XCTAssertTrue(scroll.isFinished)
    }

    func testCurveAnimationWaitsForItsStartAndEndsAtOne() {
        var animation = CurveAnimation(startTime: 1, duration: 0.5, curve: TimingCurve.easeInEaseOut)
        XCTAssertTrue(animation.advance(to: 0.5), "before the start: waiting, as with a delay")
        XCTAssertEqual(animation.progress, 0)
        XCTAssertTrue(animation.advance(to: 1.25))
        XCTAssertEqual(animation.progress, 0.5, accuracy: 1e-9)
        XCTAssertEqual(animation.fraction(at: 1.125), 0.25)
        XCTAssertFalse(animation.advance(to: 1.5))
        XCTAssertEqual(animation.progress, 1)
        XCTAssertFalse(animation.advance(to: 9))

        var instant = CurveAnimation(startTime: 0, duration: -1, curve: TimingCurve.linear)
        XCTAssertEqual(instant.duration, 0)
        XCTAssertFalse(instant.advance(to: 0))
        XCTAssertEqual(instant.progress, 1)
    }
}
