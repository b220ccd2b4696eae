import XCTest
@testable import UIKit

final class RotationAndEdgePanTests: XCTestCase {
    func testRotationFollowsTheLineBetweenTwoFingers() {
        let rotate = UIRotationGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(rotate)
        window.down(1, 100, 200, at: 0)
        window.down(2, 300, 200, at: 0)
        // Finger 2 moves a little down: the line turns clockwise by atan(2/200) < 0.05 rad.
        window.move(2, 300, 202, at: 0.02)
        XCTAssertEqual(trace.states, [], "under the hysteresis")
        // A quarter turn, in steps, about finger 1.
        var seen: [CGFloat] = []
        rotate.addTarget { seen.append($0.rotation) }
        for k in 1...9 {
            let a = CGFloat(k) * .pi / 18
            window.move(2, 100 + 200 * cos(a), 200 + 200 * sin(a), at: 0.02 + Double(k) * 0.02)
        }
        XCTAssertEqual(trace.states.first, .began)
        XCTAssertEqual(seen.last!, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(rotate.velocity, (.pi / 18) / 0.02, accuracy: 1, "radians per second")
        window.up(2, 100, 400, at: 0.3)
        XCTAssertEqual(trace.actions.last, .ended)
    }

    func testRotationUnwrapsPastHalfATurnAndCanBeReset() {
        let rotate = UIRotationGestureRecognizer()
        let (window, trace) = UIWindow.recognizerScene(rotate)
        window.down(1, 200, 200, at: 0)
        window.down(2, 300, 200, at: 0)
        for k in 1...24 {
            let a = -CGFloat(k) * .pi / 12  // anticlockwise, a whole turn
            window.move(2, 200 + 100 * cos(a), 200 + 100 * sin(a), at: Double(k) * 0.01)
        }
        XCTAssertEqual(rotate.rotation, -2 * .pi, accuracy: 1e-9)
        rotate.rotation = 0
        window.move(2, 200 + 100 * cos(.pi / 12), 200 + 100 * sin(.pi / 12), at: 0.3)
        XCTAssertEqual(rotate.rotation, .pi / 12, accuracy: 1e-9, "counts on from the value set")
        XCTAssertEqual(trace.actions.last, .changed)
    }

    func testEdgePanStartsOnlyAtItsEdgesAndMovingAway() {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let (window, trace) = UIWindow.recognizerScene(edge)
        window.down(1, 200, 200, at: 0)
        window.move(1, 260, 200, at: 0.05)
        XCTAssertEqual(trace.states.first, .failed, "the middle is no edge")
        window.up(1, 260, 200, at: 0.1)

        window.down(1, 5, 200, at: 1)
        window.move(1, 5, 240, at: 1.05)
        XCTAssertEqual(trace.states.filter { $0 == .failed }.count, 2, "along the edge is not away from it")
        window.up(1, 5, 240, at: 1.1)

        window.down(1, 5, 200, at: 2)
        window.move(1, 40, 205, at: 2.05)
        XCTAssertEqual(trace.actions, [.began])
        XCTAssertEqual(edge.translation(in: nil), CGPoint(x: 35, y: 5))
        window.up(1, 40, 205, at: 2.1)
        XCTAssertEqual(trace.actions, [.began, .ended])
    }
}
