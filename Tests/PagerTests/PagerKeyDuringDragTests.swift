import XCTest
@testable import UIKit
@testable import PagerKit

/// A page key pressed while a turn the user let go of is still landing turns on from the
/// page it lands on.
final class PagerKeyDuringDragTests: XCTestCase {
    /// A slow drag `by` leftwards past half way, let go, then Right two frames later, while
    /// the page still moves.
    private func dragPastHalfThenRight(_ arguments: [String], by: CGFloat) throws -> PagerScene {
        let scene = try PagerScene(arguments)
        scene.drag(from: CGPoint(x: 460, y: 160), by: CGPoint(x: -by, y: 0))
        scene.host.runFrames(2)
        XCTAssertEqual(scene.pager.currentIndex, 0, "the turn has not landed yet")
        scene.press(.keyboardRightArrow)
        scene.settle()
        return scene
    }

    func testARightKeyAfterADragPastHalfWayTurnsToThePageAfterTheOneTurnedTo() throws {
        // 300 of the 480 points a page slides.
        let scene = try dragPastHalfThenRight([], by: 300)
        XCTAssertEqual(scene.pager.currentIndex, 2)
        XCTAssertEqual(scene.pager.positionText, "3 / 12")
    }

    func testTheSameWithThePageCurl() throws {
        // 600 of the 960 points the outer edge travels to fold the leaf over the spine.
        let scene = try dragPastHalfThenRight(["--style", "curl"], by: 600)
        XCTAssertEqual(scene.pager.currentIndex, 2)
        XCTAssertEqual(scene.pager.positionText, "3 / 12")
    }

    func testAKeyAfterADragThatFallsBackTurnsFromThePageKept() throws {
        let scene = try PagerScene()
        scene.drag(from: CGPoint(x: 460, y: 160), by: CGPoint(x: -100, y: 0))
        scene.host.runFrames(2)
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 1)
    }
}
