import XCTest
@testable import UIKit

/// Taps near an edge while the curl animates (headless host, 320 x 480 points, pages 0 to
/// 9 from page 3, spine on the left): each says which way to go, as a key would.
final class PageCurlTapDuringTurnTests: XCTestCase {
    func curlScene() -> PageScene { PageScene(start: 3, style: .pageCurl, spine: .min) }

    /// A quick tap (down, a frame, up) at `point`, then `frames` frames.
    func tap(_ scene: PageScene, at point: CGPoint, then frames: Int) {
        scene.host.send(.touchDown(id: 1, location: point))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: point))
        scene.host.runFrames(frames)
    }

    func testQuickTapsOnTheOuterEdgeTurnAPageEach() {
        let scene = curlScene()
        for _ in 0..<3 { tap(scene, at: pt(310, 240), then: 3) }
        scene.settle()
        XCTAssertEqual(scene.current, 6)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("didFinish") },
                       ["didFinish(from 3, completed)", "didFinish(from 4, completed)", "didFinish(from 5, completed)"])
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") },
                       ["willTransition(4)", "willTransition(5)", "willTransition(6)"])
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }, [6])
        XCTAssertEqual(scene.census.alive, 1)
    }

    func testATapNearTheSpineDuringAForwardTurnLetsItFallBack() {
        let scene = curlScene()
        tap(scene, at: pt(310, 240), then: 3)
        tap(scene, at: pt(10, 240), then: 0)
        scene.settle()
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.log.entries.last, "didFinish(from 3, not completed)")
    }

    func testAnOuterEdgeTapDuringAFallBackSendsTheTurnOnToItsPage() {
        let scene = curlScene()
        // Released at rest 150 points in: falling back.
        scene.drag(from: pt(300, 240), by: pt(-150, 0))
        scene.host.runFrames(2)
        tap(scene, at: pt(310, 240), then: 0)
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("didFinish") }, ["didFinish(from 3, completed)"])
    }

    func testAnOuterEdgeTapDuringAKeysTurnLandsItAndTurnsOn() {
        let scene = curlScene()
        var completions: [Bool] = []
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true) { completions.append($0) }
        scene.host.runFrames(3)
        tap(scene, at: pt(310, 240), then: 0)
        scene.settle()
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(scene.current, 5)
    }
}
