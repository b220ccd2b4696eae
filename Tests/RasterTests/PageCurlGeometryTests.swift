import XCTest
@testable import Raster

/// The curl's geometry by numbers: axis, angle and radius from a progress or a finger, for
/// every spine edge; the forward mapping carries the touched point to the finger.
final class PageCurlGeometryTests: XCTestCase {
    /// 800 wide (spine to outer edge), 1000 tall: the start radius is 0.12 * 800 = 96.
    let portrait = CGSize(width: 800, height: 1000)

    func testProgressHalfWayStraight() {
        let g = PageCurlGeometry(leafSize: portrait, spine: .left, progress: 0.5, angle: 0)
        // r = 96 * 0.5 = 48; the pull (800) is past the roll (π r = 150.80), so the arc length
        // of the outer edge from the axis is (800 + 150.80) / 2 = 475.40.
        XCTAssertEqual(g.radius, 48, accuracy: 1e-9)
        XCTAssertEqual(g.axisPoint.x, 324.6018, accuracy: 1e-4)
        XCTAssertEqual(g.axisPoint.y, 500, accuracy: 1e-9)
        XCTAssertEqual(g.normal.x, 1, accuracy: 1e-12)
        XCTAssertEqual(g.normal.y, 0, accuracy: 1e-12)
        XCTAssertEqual(g.angle, 0, accuracy: 1e-12)
        XCTAssertEqual(g.progress, 0.5)
        // The outer edge lies flat on top, upside down, 800 units from where it was.
        let edge = g.project(CGPoint(x: 800, y: 123))
        XCTAssertEqual(edge.position.x, 0, accuracy: 1e-9)
        XCTAssertEqual(edge.position.y, 123, accuracy: 1e-9)
        XCTAssertEqual(edge.height, 96, accuracy: 1e-9)
        XCTAssertTrue(edge.showsBack)
    }

    func testProgressQuarterAndEarlyTurnOnTheRoll() {
        let quarter = PageCurlGeometry(leafSize: portrait, spine: .left, progress: 0.25, angle: 0)
        XCTAssertEqual(quarter.radius, 72, accuracy: 1e-9)
        XCTAssertEqual(quarter.axisPoint.x, 486.9027, accuracy: 1e-4)
        // A pull of 80 is shorter than half the roll (π * 91.2 = 286.5): the outer edge is
        // still on the cylinder, at the arc length solving s - r sin(s / r) = 80.
        let early = PageCurlGeometry(leafSize: portrait, spine: .left, progress: 0.05, angle: 0)
        XCTAssertEqual(early.radius, 91.2, accuracy: 1e-9)
        XCTAssertEqual(early.axisPoint.x, 632.1073, accuracy: 1e-4)
        let edge = early.project(CGPoint(x: 800, y: 500))
        XCTAssertEqual(edge.position.x, 720, accuracy: 1e-6)
        XCTAssertTrue(edge.showsBack, "167.9 is past a quarter turn (143.3)")
        // A point a quarter turn from the axis is seen exactly one radius beyond it, half up.
        let side = early.project(CGPoint(x: 632.1073 + Double.pi / 2 * 91.2, y: 0))
        XCTAssertEqual(side.position.x, 632.1073 + 91.2, accuracy: 1e-3)
        XCTAssertEqual(side.height, 91.2, accuracy: 1e-3)
    }

    func testFlatAtStartAndFoldedFlatAtTheEnd() {
        let flat = PageCurlGeometry(leafSize: portrait, spine: .left)
        XCTAssertTrue(flat.isFlat)
        XCTAssertEqual(flat.project(CGPoint(x: 799, y: 10)).position, CGPoint(x: 799, y: 10))
        let done = PageCurlGeometry(leafSize: portrait, spine: .left, progress: 1, angle: 0.5)
        XCTAssertEqual(done.radius, 0)
        XCTAssertEqual(done.axisPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(done.angle, 0, "a lean at the spine would lift it")
        XCTAssertEqual(done.project(CGPoint(x: 800, y: 300)).position.x, -800, accuracy: 1e-9)
        XCTAssertEqual(done.project(CGPoint(x: 200, y: 300)).position.x, -200, accuracy: 1e-9)
    }

    func testStraightDragFollowsTheFinger() {
        // Touched 10 units inside the outer edge: the pull is measured from the edge.
        let g = PageCurlGeometry(leafSize: portrait, spine: .left, pulling: CGPoint(x: 790, y: 500),
                                 to: CGPoint(x: 390, y: 500))
        XCTAssertEqual(g.progress, 0.25, accuracy: 1e-12)
        XCTAssertEqual(g.axisPoint.x, 486.9027, accuracy: 1e-4)
        XCTAssertEqual(g.project(CGPoint(x: 800, y: 500)).position.x, 400, accuracy: 1e-9)
    }

    func testAngledDragTiltsTheAxisAndCarriesTheEdgeToTheFinger() {
        let g = PageCurlGeometry(leafSize: portrait, spine: .left, pulling: CGPoint(x: 800, y: 500),
                                 to: CGPoint(x: 500, y: 600))
        // Pull (300, -100): lean atan(1/3), progress 316.23 / 1600, r = 96 (1 - 0.1976).
        XCTAssertEqual(g.angle, 0.3217506, accuracy: 1e-6)
        XCTAssertEqual(g.progress, 0.1976424, accuracy: 1e-6)
        XCTAssertEqual(g.radius, 77.02633, accuracy: 1e-4)
        XCTAssertEqual(g.axisPoint.x, 535.2163, accuracy: 1e-3)
        XCTAssertEqual(g.axisPoint.y, 588.2612, accuracy: 1e-3)
        let seen = g.project(CGPoint(x: 800, y: 500)).position
        XCTAssertEqual(seen.x, 500, accuracy: 1e-6)
        XCTAssertEqual(seen.y, 600, accuracy: 1e-6)
        // The spine stays down.
        XCTAssertLessThan(g.signedDistance(CGPoint(x: 0, y: 0)), 0)
        XCTAssertLessThan(g.signedDistance(CGPoint(x: 0, y: 1000)), 0)
    }

    func testTheLeanChangesSmoothlyAsATurnGoesOn() {
        // An animated turn leaning 0.3 rad: the spine's corner reaches the axis part way,
        // and from there the lean narrows with the progress, never by a jump.
        var previous = PageCurlGeometry(leafSize: portrait, spine: .left, progress: 1.0 / 2000, angle: 0.3).angle
        XCTAssertEqual(previous, 0.3, accuracy: 1e-12, "the lean asked for, at first")
        var narrowed = false
        for step in 2...2000 {
            let g = PageCurlGeometry(leafSize: portrait, spine: .left, progress: Double(step) / 2000, angle: 0.3)
            XCTAssertLessThan(abs(g.angle - previous), 0.01, "progress \(Double(step) / 2000)")
            XCTAssertLessThanOrEqual(g.signedDistance(CGPoint(x: 0, y: 0)), 1e-6)
            XCTAssertLessThanOrEqual(g.signedDistance(CGPoint(x: 0, y: 1000)), 1e-6)
            if g.angle < 0.3 - 1e-9 { narrowed = true }
            previous = g.angle
        }
        XCTAssertTrue(narrowed, "the lean was narrowed on the way")
        XCTAssertEqual(previous, 0, accuracy: 1e-9, "none left at the end")
    }

    func testLeanNarrowsUntilTheSpineStaysDown() {
        // Pull (1400, -400): lean atan(2/7) = 0.2783 would lift the spine's top corner; the
        // lean is narrowed to the largest that keeps it down: the corner just touches.
        let g = PageCurlGeometry(leafSize: portrait, spine: .left, pulling: CGPoint(x: 800, y: 500),
                                 to: CGPoint(x: -600, y: 900))
        XCTAssertGreaterThan(g.angle, 0.05)
        XCTAssertLessThan(g.angle, atan2(400.0, 1400))
        XCTAssertEqual(g.signedDistance(CGPoint(x: 0, y: 0)), 0, accuracy: 1e-6, "the top corner touches the axis")
        XCTAssertLessThanOrEqual(g.signedDistance(CGPoint(x: 0, y: 0)), 0)
        XCTAssertLessThanOrEqual(g.signedDistance(CGPoint(x: 0, y: 1000)), 0)
        // Steeper than 60 degrees is clamped first: the lower corner pulled nearly straight
        // up leans the axis by -60 degrees, which keeps the spine down.
        let steep = PageCurlGeometry(leafSize: portrait, spine: .left, pulling: CGPoint(x: 800, y: 950),
                                     to: CGPoint(x: 790, y: 750))
        XCTAssertEqual(steep.angle, -Double.pi / 3, accuracy: 1e-9)
    }

    func testPullAwayFromTheSpineLeavesTheLeafFlat() {
        let g = PageCurlGeometry(leafSize: portrait, spine: .left, pulling: CGPoint(x: 700, y: 500),
                                 to: CGPoint(x: 760, y: 400))
        XCTAssertTrue(g.isFlat)
        XCTAssertEqual(g.project(CGPoint(x: 800, y: 0)).position, CGPoint(x: 800, y: 0))
    }

    func testEverySpineEdgeIsTheSameCurlTurned() {
        let right = PageCurlGeometry(leafSize: portrait, spine: .right, progress: 0.5, angle: 0)
        XCTAssertEqual(right.axisPoint.x, 800 - 324.6018, accuracy: 1e-4)
        XCTAssertEqual(right.normal.x, -1, accuracy: 1e-12)
        XCTAssertEqual(right.project(CGPoint(x: 0, y: 40)).position.x, 800, accuracy: 1e-9)

        // Vertical: the leaf's length runs down; the bottom edge lifts from a top spine.
        let landscape = CGSize(width: 1000, height: 800)
        let top = PageCurlGeometry(leafSize: landscape, spine: .top, progress: 0.5, angle: 0)
        XCTAssertEqual(top.length, 800)
        XCTAssertEqual(top.axisPoint.y, 324.6018, accuracy: 1e-4)
        XCTAssertEqual(top.axisPoint.x, 500, accuracy: 1e-9)
        XCTAssertEqual(top.normal.y, 1, accuracy: 1e-12)
        XCTAssertEqual(top.project(CGPoint(x: 70, y: 800)).position.y, 0, accuracy: 1e-9)
        let bottom = PageCurlGeometry(leafSize: landscape, spine: .bottom, progress: 0.5, angle: 0)
        XCTAssertEqual(bottom.axisPoint.y, 800 - 324.6018, accuracy: 1e-4)
        XCTAssertEqual(bottom.normal.y, -1, accuracy: 1e-12)

        // An angled vertical drag: the finger moving right leans the axis positively.
        let drag = PageCurlGeometry(leafSize: landscape, spine: .top, pulling: CGPoint(x: 500, y: 800),
                                    to: CGPoint(x: 600, y: 500))
        XCTAssertEqual(drag.angle, 0.3217506, accuracy: 1e-6)
        let seen = drag.project(CGPoint(x: 500, y: 800)).position
        XCTAssertEqual(seen.x, 600, accuracy: 1e-6)
        XCTAssertEqual(seen.y, 500, accuracy: 1e-6)
    }

    func testScalingMultipliesLengthsOnly() {
        let g = PageCurlGeometry(leafSize: portrait, spine: .left, progress: 0.5, angle: 0.2).scaled(by: 2)
        XCTAssertEqual(g.leafSize, CGSize(width: 1600, height: 2000))
        XCTAssertEqual(g.radius, 96, accuracy: 1e-9)
        XCTAssertEqual(g.angle, 0.2, accuracy: 1e-12)
        XCTAssertEqual(g.progress, 0.5)
    }
}
