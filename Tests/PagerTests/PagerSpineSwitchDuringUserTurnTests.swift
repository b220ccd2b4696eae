import XCTest
@testable import UIKit
@testable import PagerKit

/// The window turned between landscape and portrait while a user's turn is under way.
final class PagerSpineSwitchDuringUserTurnTests: XCTestCase {
    static let landscape = CGSize(width: 480, height: 320)
    static let portrait = CGSize(width: 320, height: 480)

    func testAFlickLetGoThenAResizeLandsOnThePageFlickedTo() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.landscape)
        scene.drag(from: CGPoint(x: 470, y: 160), by: CGPoint(x: -300, y: 0), hold: 0)
        scene.host.runFrames(3)
        try scene.host.resize(to: Self.portrait)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "3 / 12")
        XCTAssertEqual(scene.pager.pageViewController.viewControllers?.count, 1)
        XCTAssertEqual(scene.pager.currentIndex, 2)
    }

    func testADragHeldThenAResizeFallsBack() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.landscape)
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 470, y: 160)))
        for x in stride(from: 440, through: 200, by: -40) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 160)))
        }
        scene.host.step()
        try scene.host.resize(to: Self.portrait)
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 200, y: 160)))
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "1 / 12")
        XCTAssertEqual(scene.pager.currentIndex, 0)
    }
}
