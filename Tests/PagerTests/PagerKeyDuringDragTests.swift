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
        let scene = try dragPastHalfThenRight(["--style", "curl", "--spine", "min"], by: 600)
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

/// A key pressed while a drag is held, then the drag crossing back over its page.
final class PagerKeyDuringCrossingTests: XCTestCase {
    /// Counts the delegate's calls beside the pager's own handling.
    final class Counter: UIPageViewControllerDelegate {
        weak var pager: PagerController?
        var began = 0, finished = 0
        func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            began += 1
            pager?.pageViewController(pvc, willTransitionTo: pending)
        }
        func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            self.finished += 1
            pager?.pageViewController(pvc, didFinishAnimating: finished, previousViewControllers: previousViewControllers,
                                      transitionCompleted: completed)
        }
    }

    func testEveryTurnEndsOnceAndTheKeyTurnsAfterTheDrag() throws {
        let scene = try PagerScene(["--pages", "12"])
        scene.press(.keyboardRightArrow)
        scene.settle()
        let counter = Counter()
        counter.pager = scene.pager
        scene.pager.pageViewController.delegate = counter
        // Towards page 3, a key, then back across page 2 towards page 1, and lifted there at rest.
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 300, y: 160)))
        for x in stride(from: 280, through: 200, by: -20) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 160)))
        }
        scene.press(.keyboardRightArrow)
        for x in stride(from: 240, through: 340, by: 20) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 160)))
        }
        scene.host.advance(by: 0.3)
        scene.host.send(.touchMove(id: 1, location: CGPoint(x: 340, y: 160)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 340, y: 160)))
        scene.settle()
        XCTAssertEqual(counter.began, counter.finished, "one didFinishAnimating for each willTransitionTo")
        XCTAssertEqual(counter.began, 2)
        XCTAssertEqual(scene.pager.currentIndex, 2, "the drag fell back to page 2, the key turned on to page 3")
    }
}
