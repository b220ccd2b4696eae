import XCTest
@testable import UIKit

/// A window resized while a page curls: the turn keeps its share of the way, held at the
/// new leaf's outer edge (320 x 480 points growing to 360 x 540, both portrait).
final class PageCurlResizeTests: XCTestCase {
    func transition(_ scene: PageScene) -> PageCurlTransition { scene.pager.transition as! PageCurlTransition }

    func testADragHeldThroughAResizeIsPulledFromTheNewOuterEdgeWithoutAJump() throws {
        let scene = PageScene(start: 3, style: .pageCurl)
        scene.drag(from: pt(310, 240), by: pt(-100, 0), lift: false)
        XCTAssertEqual(transition(scene).carriedPoint?.hold, pt(320, 240))
        XCTAssertEqual(transition(scene).carriedPoint?.seen, pt(220, 240))
        try scene.host.resize(to: CGSize(width: 360, height: 540))
        scene.host.step()
        let carried = try XCTUnwrap(transition(scene).carriedPoint)
        XCTAssertEqual(carried.hold, pt(360, 270), "the outer edge of the new leaf")
        XCTAssertEqual(carried.seen.x, 247.5, accuracy: 1e-9)
        XCTAssertEqual(carried.seen.y, 270, accuracy: 1e-9)
        XCTAssertEqual(transition(scene).geometry!.progress, 100.0 / 640, accuracy: 0.01, "the same share of the turn")
        // The finger goes on 40 points: the leaf follows it from where it is seen.
        scene.host.send(.touchMove(id: 1, location: pt(170, 240)))
        scene.host.step()
        XCTAssertEqual(transition(scene).carriedPoint!.seen.x, 207.5, accuracy: 1e-9)
        scene.host.send(.touchUp(id: 1, location: pt(170, 240)))
        scene.settle()
        XCTAssertEqual(scene.current, 3, "released short of half way: it falls back")
    }

    func testAnAnimatedTurnResizedMidWayEndsFoldedOverTheNewSpine() throws {
        let scene = PageScene(start: 3, style: .pageCurl)
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true)
        scene.host.runFrames(6)
        try scene.host.resize(to: CGSize(width: 360, height: 540))
        scene.host.step()
        let carried = try XCTUnwrap(transition(scene).carriedPoint)
        XCTAssertEqual(carried.hold.x, 360)
        XCTAssertLessThan(carried.seen.x, 360)
        XCTAssertGreaterThan(carried.seen.x, -360)
        var lowest = carried.seen.x
        while transition(scene).carriedPoint != nil, scene.host.runUntilIdle(maximumFrames: 1) > 0 {
            lowest = min(lowest, transition(scene).carriedPoint?.seen.x ?? lowest)
        }
        XCTAssertGreaterThanOrEqual(lowest, -360 - 1e-9, "it folds to the new leaf's mirror, not the old one's")
        scene.settle()
        XCTAssertEqual(scene.current, 4)
    }
}

/// With the spine in the middle, the page left of the spine during a turn, resized.
final class PageCurlMidResizeTests: XCTestCase {
    func page(_ scene: PageScene, _ index: Int) -> UIViewController? {
        scene.pager.children.first { ($0 as? LoggedPage)?.index == index }
    }

    func testTheLeftPageFillsTheNewLeftHalfDuringAForwardTurn() throws {
        let scene = PageScene(style: .pageCurl, spine: .mid, doubleSided: [2, 3])
        scene.drag(from: pt(300, 240), by: pt(-60, 0), lift: false)
        try scene.host.resize(to: CGSize(width: 400, height: 480))
        scene.host.step()
        XCTAssertEqual(page(scene, 2)?.view.frame, CGRect(x: 0, y: 0, width: 200, height: 480))
        XCTAssertEqual(page(scene, 3)?.view.frame, CGRect(x: 200, y: 0, width: 200, height: 480))
        scene.host.send(.touchUp(id: 1, location: pt(240, 240)))
        scene.settle()
        XCTAssertEqual(page(scene, 2)?.view.frame, CGRect(x: 0, y: 0, width: 200, height: 480))
    }

    func testTheUncoveredLeftPageFillsTheNewLeftHalfDuringAReverseTurn() throws {
        let scene = PageScene(style: .pageCurl, spine: .mid, doubleSided: [4, 5])
        scene.drag(from: pt(20, 240), by: pt(60, 0), lift: false)
        try scene.host.resize(to: CGSize(width: 400, height: 480))
        scene.host.step()
        XCTAssertEqual(page(scene, 2)?.view.frame, CGRect(x: 0, y: 0, width: 200, height: 480))
        scene.host.send(.touchUp(id: 1, location: pt(80, 240)))
        scene.settle()
    }
}
