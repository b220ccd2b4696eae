import XCTest
@testable import UIKit

final class ScrollAxisMotionTests: XCTestCase {
    private func run(_ m: inout ScrollAxisMotion, from t0: TimeInterval, frames: Int = 1000) -> (positions: [Double], frames: Int) {
        var positions: [Double] = []
        for i in 1...frames {
            let running = m.advance(to: t0 + Double(i) / 60)
            positions.append(m.position)
            if !running { return (positions, i) }
        }
        return (positions, frames)
    }

    func testFlingInsideContentEndsExactlyOnProjection() {
        var m = ScrollAxisMotion(position: 0, velocity: 1, target: nil, minimum: 0, maximum: 10_000,
                                 rate: 0.998, bounces: true, time: 0)
        let (positions, _) = run(&m, from: 0)
        XCTAssertEqual(positions.last!, 499, accuracy: 1e-9, "a 1 pt/ms fling at .normal rests 499 pt away")
        XCTAssertEqual(zip(positions, positions.dropFirst()).filter { $0 > $1 }.count, 0, "never moves back")
    }

    func testChangedTargetIsReachedExactly() {
        var m = ScrollAxisMotion(position: 100, velocity: 2, target: 640, minimum: 0, maximum: 5000,
                                 rate: 0.998, bounces: true, time: 3)
        _ = run(&m, from: 3)
        XCTAssertEqual(m.position, 640)
    }

    func testFlingIntoEdgeBouncesBackToEdge() {
        // 1 pt/ms towards an edge 100 pt away: the decay crosses it, springs out and back.
        // Projection 899 is past the edge; the delegate kept the clamped target (no target).
        var m = ScrollAxisMotion(position: 400, velocity: 1, target: nil, minimum: 0, maximum: 500,
                                 rate: 0.998, bounces: true, time: 0)
        let (positions, frames) = run(&m, from: 0)
        XCTAssertGreaterThan(positions.max()!, 500 + 20, "overshoots the edge")
        XCTAssertEqual(m.position, 500)
        XCTAssertGreaterThan(frames, 30)
        XCTAssertGreaterThanOrEqual(positions.min()!, 400)
    }

    func testWithoutBouncesStopsDeadAtEdge() {
        var m = ScrollAxisMotion(position: 400, velocity: 1, target: nil, minimum: 0, maximum: 500,
                                 rate: 0.998, bounces: false, time: 0)
        let (positions, _) = run(&m, from: 0)
        XCTAssertEqual(positions.max()!, 500)
        XCTAssertEqual(m.position, 500)
    }

    func testReleasePastEdgeSpringsBackWithinBand() {
        var m = ScrollAxisMotion(position: -100, velocity: 0, target: 0, minimum: 0, maximum: 500,
                                 rate: 0.998, bounces: true, time: 10)
        var firstUnderHalf: Int?
        for i in 1...200 {
            _ = m.advance(to: 10 + Double(i) / 60)
            if firstUnderHalf == nil, abs(m.position) < 0.5 { firstUnderHalf = i }
        }
        let seconds = Double(firstUnderHalf!) / 60
        XCTAssertGreaterThanOrEqual(seconds, 0.5)
        XCTAssertLessThanOrEqual(seconds, 0.7, "100 pt of overshoot is under 0.5 pt within 0.5 to 0.7 s")
        XCTAssertEqual(m.position, 0)
    }

    func testStillAtRestIsNoMotion() {
        let m = ScrollAxisMotion(position: 30, velocity: 0, target: 30, minimum: 0, maximum: 500,
                                 rate: 0.998, bounces: true, time: 0)
        XCTAssertTrue(m.isFinished)
    }
}
