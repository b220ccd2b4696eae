import XCTest
@testable import UIKit

/// A finger that catches a flick's slide short of half way and drags: the content follows
/// the finger from where it was caught, and the turn the drag makes ends once, with every
/// page's appearance finished.
final class PageScrollCaughtFlickDragTests: XCTestCase {
    /// A flick towards page 2, caught as it slides, then the finger drags left by 100 pt
    /// over three frames.
    private func catchAndDragBack(_ scene: PageScene) -> [CGFloat] {
        scene.drag(by: pt(60, 0), steps: 4, hold: 0)
        scene.host.step()
        scene.host.send(.touchDown(id: 1, location: pt(160, 240)))
        var offsets = [scene.scrollView.contentOffset.x]
        for i in 1...3 {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: pt(160 - 100 * CGFloat(i) / 3, 240)))
            offsets.append(scene.scrollView.contentOffset.x)
        }
        return offsets
    }

    func testTheContentFollowsTheFingerThatCaughtIt() {
        let scene = PageScene()
        let offsets = catchAndDragBack(scene)
        // All of the finger's movement but the pan's 10 pt hysteresis.
        XCTAssertEqual(offsets[3] - offsets[0], 90, accuracy: 0.001, "\(offsets)")
        for (before, after) in zip(offsets.dropFirst(), offsets.dropFirst(2)) {
            XCTAssertEqual(after - before, 100.0 / 3, accuracy: 0.001, "past the hysteresis, point for point: \(offsets)")
        }
    }

    /// Held there longer than the slide back to the page would have taken (it ended under
    /// the finger, and the turn was finished mid-drag), then lifted.
    func testAHeldDragEndsItsTurnsOnceAndEveryPageSettles() {
        let scene = PageScene()
        _ = catchAndDragBack(scene)
        scene.host.runFrames(40)
        scene.host.send(.touchMove(id: 1, location: pt(60, 240)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(60, 240)))
        scene.settle()
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("didFinish") },
                       ["willTransition(2)", "didFinish(from 3, not completed)", "willTransition(4)",
                        "didFinish(from 3, not completed)"])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pagesInTree, [3])
        XCTAssertEqual(scene.pager.children.first?.appearanceState, .appeared)
        scene.assertAppearancesBalanced([2, 4])
    }
}
