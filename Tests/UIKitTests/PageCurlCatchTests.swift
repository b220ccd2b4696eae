import XCTest
import Raster
@testable import UIKit

/// A finger landing on the page while a curl animates catches it (headless host, 320 x 480
/// points, pages 0 to 9 from page 3, spine on the left, so canonical points are the leaf's).
///
/// UIKit's own curl lets a running turn land and ignores the touch; ours catches the
/// turn, as its scroll style does, and the caught turn stays one transition: one
/// `willTransitionTo` when it began, one `didFinishAnimating` (or one completion for a
/// programmatic turn) when it lands, one appearance bracket per page.
final class PageCurlCatchTests: XCTestCase {
    func curlScene() -> PageScene { PageScene(start: 3, style: .pageCurl, spine: .min) }

    func transition(_ scene: PageScene) -> PageCurlTransition { scene.pager.transition as! PageCurlTransition }

    /// Starts a tap turn forward and lets it run `seconds`.
    func tapTurn(_ scene: PageScene, running seconds: TimeInterval) {
        scene.host.send(.touchDown(id: 1, location: pt(300, 240)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(300, 240)))
        scene.host.advance(by: seconds)
    }

    /// Finger `id` moved from `from` by `step` points per frame, `count` frames.
    func move(_ scene: PageScene, id: Int = 2, from: CGPoint, step: CGPoint, count: Int) {
        for i in 1...count {
            scene.host.step()
            let k = CGFloat(i)
            scene.host.send(.touchMove(id: id, location: pt(from.x + step.x * k, from.y + step.y * k)))
        }
    }

    /// Finger `id` held still at `point` (no speed left), lifted, and the turn let land.
    func release(_ scene: PageScene, id: Int = 2, at point: CGPoint) {
        scene.host.advance(by: 0.3)
        scene.host.send(.touchMove(id: id, location: point))
        scene.host.step()
        scene.host.send(.touchUp(id: id, location: point))
        scene.settle()
    }

    /// The progress the geometry gives for the held point seen at `seen`.
    func progress(_ scene: PageScene, seen: CGPoint) -> Double {
        let hold = transition(scene).carriedPoint!.hold
        return PageCurlGeometry(leafSize: CGSize(width: 320, height: 480), spine: .left, pulling: hold, to: seen).progress
    }

    let completed = ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
                     "p4.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"]
    let fellBack = ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
                    "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
                    "didFinish(from 3, not completed)"]

    func testAFingerStopsATapTurnAndItsDragCompletesIt() throws {
        let scene = curlScene()
        tapTurn(scene, running: 0.1)
        scene.host.send(.touchDown(id: 2, location: pt(200, 240)))
        let caught = try XCTUnwrap(transition(scene).carriedPoint).seen
        let p0 = transition(scene).turnProgress
        // 0.1 s into a 0.5 s turn eased by (1 - cos πt) / 2: about a tenth of the way.
        XCTAssertEqual(p0, 0.1, accuracy: 0.05)
        scene.host.advance(by: 0.4)
        XCTAssertEqual(transition(scene).carriedPoint?.seen, caught, "the turn stands still under the finger")
        XCTAssertEqual(transition(scene).turnProgress, p0)

        // A drag of 260 points towards the spine carries the held point as far.
        move(scene, from: pt(200, 240), step: pt(-26, 0), count: 10)
        let seen = try XCTUnwrap(transition(scene).carriedPoint).seen
        XCTAssertEqual(seen.x, caught.x - 260, accuracy: 1e-9)
        XCTAssertEqual(seen.y, caught.y, accuracy: 1e-9)
        XCTAssertEqual(transition(scene).turnProgress, progress(scene, seen: seen), accuracy: 1e-12)
        XCTAssertGreaterThan(transition(scene).turnProgress, 0.5)
        release(scene, at: pt(-60, 240))
        XCTAssertEqual(scene.log.entries, completed)
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.census.alive, 1)
    }

    func testACaughtTurnDraggedBackFallsBack() {
        let scene = curlScene()
        tapTurn(scene, running: 0.25)
        scene.host.send(.touchDown(id: 2, location: pt(100, 240)))
        let p0 = transition(scene).turnProgress
        XCTAssertEqual(p0, 0.5, accuracy: 0.1, "half way in time is half way eased")
        move(scene, from: pt(100, 240), step: pt(15, 0), count: 10)
        XCTAssertLessThan(transition(scene).turnProgress, p0 - 0.2)
        release(scene, at: pt(250, 240))
        XCTAssertEqual(scene.log.entries, fellBack)
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.census.alive, 1)
    }

    func testATouchWithoutADragReleasesTheTurnWhereItWasCaught() {
        // Caught past half way (0.3 s of 0.5: eased 0.65): it completes.
        let late = curlScene()
        tapTurn(late, running: 0.3)
        late.host.send(.touchDown(id: 2, location: pt(160, 240)))
        XCTAssertEqual(transition(late).turnProgress, 0.65, accuracy: 0.08)
        late.host.advance(by: 0.2)
        late.host.send(.touchUp(id: 2, location: pt(160, 240)))
        late.settle()
        XCTAssertEqual(late.log.entries, completed)
        XCTAssertEqual(late.current, 4)

        // Caught before half way: it falls back.
        let early = curlScene()
        tapTurn(early, running: 0.1)
        early.host.send(.touchDown(id: 2, location: pt(160, 240)))
        early.host.advance(by: 0.2)
        early.host.send(.touchUp(id: 2, location: pt(160, 240)))
        early.settle()
        XCTAssertEqual(early.log.entries, fellBack)
        XCTAssertEqual(early.current, 3)
    }

    func testAFingerCatchesTheReleaseAnimation() throws {
        let scene = curlScene()
        // Released at rest 60 points in, short of the middle of the page: falling back.
        scene.drag(from: pt(300, 240), by: pt(-60, 0))
        scene.host.send(.touchUp(id: 1, location: pt(240, 240)))
        scene.host.advance(by: 0.05)
        let p = transition(scene).turnProgress
        XCTAssertLessThan(p, 60.0 / 640)
        XCTAssertGreaterThan(p, 0)
        scene.host.send(.touchDown(id: 2, location: pt(150, 300)))
        let caught = transition(scene).turnProgress
        XCTAssertEqual(caught, p, accuracy: 1e-9, "caught where the last frame drew it")
        scene.host.advance(by: 0.3)
        XCTAssertEqual(transition(scene).turnProgress, caught, "stopped on the way back")
        // Dragged on towards the spine and past half: it completes after all.
        move(scene, from: pt(150, 300), step: pt(-30, 0), count: 10)
        XCTAssertGreaterThan(transition(scene).turnProgress, 0.5)
        release(scene, at: pt(-150, 300))
        XCTAssertEqual(scene.log.entries, completed)
    }

    func testAFingerCatchesAProgrammaticTurn() {
        let scene = curlScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages.page(7)], direction: .forward, animated: true) { finished.append($0) }
        scene.host.advance(by: 0.1)
        scene.host.send(.touchDown(id: 1, location: pt(200, 240)))
        let p0 = transition(scene).turnProgress
        XCTAssertGreaterThan(p0, 0)
        scene.host.advance(by: 0.3)
        XCTAssertEqual(transition(scene).turnProgress, p0)
        XCTAssertEqual(finished, [], "no completion while held")
        // Dragged back to the outer edge and let go: the turn falls back, its completion
        // says so once, and the page shown before comes back.
        move(scene, id: 1, from: pt(200, 240), step: pt(20, 0), count: 5)
        release(scene, id: 1, at: pt(300, 240))
        XCTAssertEqual(finished, [false])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.log.entries, ["p7.willAppear", "p3.willDisappear", "p7.willDisappear", "p7.didDisappear",
                                           "p3.willAppear", "p3.didAppear"])
        XCTAssertEqual(scene.census.alive, 1)
    }
}
