import XCTest
@testable import UIKit

/// The zoom animation value on its own: scale and offset at given times.
final class ZoomAnimationTests: XCTestCase {
    // Zoom 1 -> 2 about content point (200, 100) shown at viewport (100, 50), ending at an
    // offset of (250, 120) instead of the anchored (300, 150).
    private func make() -> ZoomAnimation {
        ZoomAnimation(from: 1, to: 2, anchor: CGPoint(x: 200, y: 100), location: CGPoint(x: 100, y: 50),
                      finalOffset: CGPoint(x: 250, y: 120), startTime: 10)
    }

    func testStartsAtTheAnchoredOffsetAndScale() {
        let zoom = make()
        XCTAssertEqual(zoom.scale, 1)
        XCTAssertEqual(zoom.contentOffset, CGPoint(x: 100, y: 50))
    }

    func testHalfwayOnTheCosineCurveWithTheCorrectionHalfApplied() {
        var zoom = make()
        XCTAssertTrue(zoom.advance(to: 10.15))
        // (1 - cos(π/2)) / 2 = 0.5: scale 1.5; the final offset lies (−50, −30) from the
        // anchored one, so the anchor is shown half that far the other way, at (125, 65):
        // offset (200·1.5 − 125, 100·1.5 − 65).
        XCTAssertEqual(zoom.scale, 1.5, accuracy: 1e-12)
        XCTAssertEqual(zoom.contentOffset.x, 175, accuracy: 1e-9)
        XCTAssertEqual(zoom.contentOffset.y, 85, accuracy: 1e-9)
    }

    func testAQuarterInFollowsTheCurveNotTheClock() {
        var zoom = make()
        XCTAssertTrue(zoom.advance(to: 10.075))
        let p = (1 - cos(Double.pi / 4)) / 2
        XCTAssertEqual(Double(zoom.scale), 1 + p, accuracy: 1e-12)
    }

    func testEndsExactlyAtTheFinalScaleAndOffset() {
        var zoom = make()
        XCTAssertFalse(zoom.advance(to: 10.3))
        XCTAssertEqual(zoom.scale, 2)
        XCTAssertEqual(zoom.contentOffset, CGPoint(x: 250, y: 120))
        XCTAssertFalse(zoom.advance(to: 99), "stays finished")
        XCTAssertEqual(zoom.contentOffset, CGPoint(x: 250, y: 120))
    }
}
