import XCTest
@testable import UIKit
@testable import PagerKit

/// A finger that catches a key's page curl and lets it fall back: the label names the
/// page that stays, not the one the key was turning to.
final class PagerCurlCaughtKeyTurnTests: XCTestCase {
    /// Right, then a tap in the middle of the page (no edge: it only catches the curl)
    /// `frames` frames into the turn.
    private func tapDuringKeyTurn(after frames: Int) throws -> PagerScene {
        let scene = try PagerScene(["--style", "curl", "--spine", "min"])
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

    /// The page under the finger is a zoomed image still scrolling (a wheel notch): its
    /// scroll view takes that touch at once, and the curl still hears the finger lift.
    func testACatchOnAScrollingImageIsLetGoWhenTheFingerLifts() throws {
        let folder = try ImageFolder(count: 3, width: 300, height: 200)
        let scene = try PagerScene(["--style", "curl", "--spine", "min", folder.path])
        scene.press(.keyboardRightArrow)
        scene.host.send(.wheel(location: CGPoint(x: 200, y: 150), delta: CGPoint(x: 0, y: -3), isPrecise: false,
                               modifiers: .control))
        scene.host.send(.wheel(location: CGPoint(x: 200, y: 150), delta: CGPoint(x: 2, y: 0), isPrecise: false,
                               modifiers: []))
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 200, y: 150)))
        scene.host.runFrames(3)
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 200, y: 150)))
        scene.settle()
        let pages = scene.pager.pageViewController
        XCTAssertTrue(pages.transition.state.isIdle, "the caught curl falls back once the finger lifts")
        XCTAssertEqual(scene.pager.currentIndex, 0)
        XCTAssertEqual(pages.children.count, 1)
        XCTAssertEqual(pages.children.first?.appearanceState, .appeared)
        XCTAssertEqual(scene.pager.positionText, "1 / 3")
    }
}
