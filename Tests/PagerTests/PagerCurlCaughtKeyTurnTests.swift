import XCTest
@testable import UIKit
@testable import PagerKit

/// A finger that catches a key's page curl and lets it fall back: the label names the
/// page that stays, not the one the key was turning to.
final class PagerCurlCaughtKeyTurnTests: XCTestCase {
    /// Right, then a tap in the middle of the page (no edge: it only catches the curl)
    /// `frames` frames into the turn.
    private func tapDuringKeyTurn(after frames: Int) throws -> PagerScene {
        let scene = try PagerScene(["--style", "curl"])
        scene.press(.keyboardRightArrow)
        scene.host.runFrames(frames)
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 240, y: 160)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 240, y: 160)))
        scene.settle()
        return scene
    }

    func testATapEarlyInTheTurnLetsItFallBackAndTheLabelSaysSo() throws {
        let scene = try tapDuringKeyTurn(after: 3)
        XCTAssertEqual(scene.pager.currentIndex, 0, "caught short of half way, the page falls back")
        XCTAssertEqual(scene.pager.positionText, "1 / 12")
    }

    func testATapLateInTheTurnLetsItLand() throws {
        let scene = try tapDuringKeyTurn(after: 22)
        XCTAssertEqual(scene.pager.currentIndex, 1)
        XCTAssertEqual(scene.pager.positionText, "2 / 12")
    }

    func testTheNextKeyTurnsFromThePageKept() throws {
        let scene = try tapDuringKeyTurn(after: 3)
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 1)
        XCTAssertEqual(scene.pager.positionText, "2 / 12")
    }
}
