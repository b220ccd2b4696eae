import XCTest
import Raster
@testable import UIKit

/// The page-curl style's delegate, data-source and appearance sequences through real input
/// on a headless host (320 x 480 points, pages 0 to 9, starting on page 3), and the curl's
/// geometry following the finger.
final class PageCurlTransitionTests: XCTestCase {
    func curlScene(start: Int = 3, orientation: UIPageViewController.NavigationOrientation = .horizontal,
                   spine: UIPageViewController.SpineLocation = .min) -> PageScene {
        PageScene(start: start, orientation: orientation, style: .pageCurl, spine: spine)
    }

    func transition(_ scene: PageScene) -> PageCurlTransition { scene.pager.transition as! PageCurlTransition }

    /// Finger 1 down and up at `point` a frame later.
    func tap(_ scene: PageScene, at point: CGPoint) {
        scene.host.send(.touchDown(id: 1, location: point))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: point))
    }

    let completedForward = ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
                            "p4.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"]

    func testAnArchivedPageViewControllerIsAHorizontalPageCurl() throws {
        let pager = try XCTUnwrap(UIPageViewController(coder: NSCoder()))
        XCTAssertEqual(pager.transitionStyle, .pageCurl)
        XCTAssertEqual(pager.navigationOrientation, .horizontal)
        XCTAssertEqual(pager.spineLocation, .min)
        pager.loadViewIfNeeded()
        XCTAssertTrue(pager.transition is PageCurlTransition)
    }

    func testADragPastHalfWayCompletesTheTurn() {
        let scene = curlScene()
        // A pull of 340 points is past half of the 640 of a whole turn.
        scene.drag(from: pt(310, 240), by: pt(-340, 0), lift: false)
        XCTAssertEqual(scene.log.entries, ["after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear"])
        XCTAssertEqual(scene.current, 3, "the page turned from stays current until the turn completes")
        let g = transition(scene).geometry!
        XCTAssertEqual(g.progress, 340.0 / 640, accuracy: 0.01)
        XCTAssertEqual(g.angle, 0, accuracy: 1e-9)
        scene.host.send(.touchUp(id: 1, location: pt(-30, 240)))
        scene.settle()
        XCTAssertEqual(scene.log.entries, completedForward)
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }, [4])
        XCTAssertEqual(scene.census.alive, 1, "the page turned away is let go")
        XCTAssertNil(transition(scene).geometry)
    }

    func testAShortSlowDragFallsBack() {
        let scene = curlScene()
        scene.drag(from: pt(300, 240), by: pt(-120, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [
            "after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
            "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
            "didFinish(from 3, not completed)",
        ])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.census.alive, 1, "the pending page is released")
    }

    func testAFlickCompletesAShortTurn() {
        let scene = curlScene()
        scene.drag(from: pt(300, 240), by: pt(-80, 0), steps: 3, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.log.entries, completedForward)
        XCTAssertEqual(scene.current, 4)
    }

    func testDraggingTowardsTheOuterEdgeUncurlsThePreviousPage() {
        let scene = curlScene()
        scene.drag(from: pt(20, 240), by: pt(60, 0), steps: 3, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["before(3)", "willTransition(2)", "p2.willAppear", "p3.willDisappear",
                                           "p2.didAppear", "p3.didDisappear", "didFinish(from 3, completed)"])
        XCTAssertEqual(scene.current, 2)
    }

    func testAnAngledDragLeansTheAxis() {
        let scene = curlScene()
        scene.drag(from: pt(300, 240), by: pt(-150, 60), lift: false)
        let g = transition(scene).geometry!
        // Pull (150, -60) from the outer edge: lean atan(60 / 150), not narrowed.
        XCTAssertEqual(g.angle, atan2(60.0, 150), accuracy: 1e-6)
        XCTAssertEqual(g.progress, hypot(150.0, 60) / 640, accuracy: 1e-6)
        XCTAssertEqual(g.project(CGPoint(x: 320, y: 240)).position.x, 170, accuracy: 1e-6)
    }

    func testATapNearTheOuterEdgeTurnsForwardAndNearTheSpineBack() {
        let scene = curlScene()
        tap(scene, at: pt(300, 200))
        scene.settle()
        XCTAssertEqual(scene.log.entries, completedForward)
        scene.log.entries.removeAll()
        scene.host.advance(by: 1)
        tap(scene, at: pt(20, 200))
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["before(4)", "willTransition(3)", "p3.willAppear", "p4.willDisappear",
                                           "p3.didAppear", "p4.didDisappear", "didFinish(from 4, completed)"])
        XCTAssertEqual(scene.current, 3)
        // A tap in the middle turns nothing.
        scene.log.entries.removeAll()
        scene.host.advance(by: 1)
        tap(scene, at: pt(160, 200))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [])
    }

    func testAnimatedSetViewControllersCurlsWithoutDelegateCalls() {
        let scene = curlScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages.page(7)], direction: .forward, animated: true) { finished.append($0) }
        XCTAssertEqual(scene.current, 7, "current from the call on, as in UIKit")
        XCTAssertEqual(scene.log.entries, ["p7.willAppear", "p3.willDisappear"])
        scene.host.step()
        scene.host.step()
        let g = transition(scene).geometry!
        XCTAssertGreaterThan(g.progress, 0)
        XCTAssertLessThan(g.progress, 1)
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["p7.willAppear", "p3.willDisappear", "p7.didAppear", "p3.didDisappear"])
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(scene.current, 7)
        XCTAssertEqual(scene.census.alive, 1)

        // Reverse, interrupted by another call: the first lands at once with false.
        scene.log.entries.removeAll()
        scene.pager.setViewControllers([scene.pages.page(6)], direction: .reverse, animated: true) { finished.append($0) }
        scene.host.step()
        scene.pager.setViewControllers([scene.pages.page(1)], direction: .reverse, animated: false) { finished.append($0) }
        XCTAssertEqual(finished, [true, false, true])
        XCTAssertEqual(scene.current, 1)
        XCTAssertEqual(scene.log.entries, ["p6.willAppear", "p7.willDisappear", "p6.didAppear", "p7.didDisappear",
                                           "p1.willAppear", "p6.willDisappear", "p6.didDisappear", "p1.didAppear"])
    }

    func testVerticalCurlsLiftFromTheBottomAndTheMaxSpineMirrors() {
        let vertical = curlScene(orientation: .vertical)
        vertical.drag(from: pt(160, 470), by: pt(0, -300), lift: false)
        let g = transition(vertical).geometry!
        XCTAssertEqual(g.spine, .top)
        XCTAssertEqual(g.normal.y, 1, accuracy: 1e-9)
        XCTAssertEqual(g.progress, 300.0 / 960, accuracy: 0.01)

        let max = curlScene(spine: .max)
        XCTAssertEqual(max.pager.spineLocation, .max)
        max.drag(from: pt(10, 240), by: pt(200, 0), lift: false)
        let h = transition(max).geometry!
        XCTAssertEqual(h.spine, .right)
        XCTAssertEqual(h.normal.x, -1, accuracy: 1e-9)
        XCTAssertEqual(max.log.entries.first, "after(3)", "pulling the left edge of a right-spine page turns forward")
    }

    /// A slow drag from the outer edge released past the middle of the page completes the
    /// turn; released short of it, the page falls back. Before, it completed only past half
    /// the turn, the edge pulled over the spine, so a slow drag across the whole window
    /// (released at its left edge) fell back.
    func testASlowDragReleasedPastTheMiddleOfThePageCompletes() {
        for (lift, completes) in [(CGFloat(10), true), (140, true), (180, false)] {
            let scene = PageScene(start: 3, style: .pageCurl)
            scene.drag(from: pt(310, 240), by: pt(lift - 310, 0))
            scene.settle()
            XCTAssertEqual(scene.log.entries.last,
                           completes ? "didFinish(from 3, completed)" : "didFinish(from 3, not completed)", "lifted at \(lift)")
            XCTAssertEqual(scene.current, completes ? 4 : 3, "lifted at \(lift)")
        }
    }

    func testTheCurlIsDrawnOverThePages() {
        let scene = PageScene(start: 3, size: CGSize(width: 160, height: 120), style: .pageCurl)
        let flat = scene.host.renderFrame().copy()
        scene.drag(from: pt(150, 60), by: pt(-80, 0), lift: false)
        let curled = scene.host.renderFrame()
        // Left of the axis the page lies as it was; the right part shows the page beneath,
        // darkened by the shadow next to the roll, or the roll itself.
        XCTAssertEqual(curled[10, 60], flat[10, 60])
        XCTAssertNotEqual(curled[150, 60], flat[150, 60])
        scene.host.send(.touchUp(id: 1, location: pt(70, 60)))
        scene.settle()
        XCTAssertTrue(scene.host.renderFrame().hasSamePixels(as: flat), "fallen back, the page is as before")
    }

    func midScene() -> PageScene {
        let scene = PageScene(style: .pageCurl, spine: .mid, doubleSided: [2, 3])
        XCTAssertEqual(scene.pager.requiredViewControllerCount, 2)
        return scene
    }

    func shown(_ scene: PageScene) -> [Int] { scene.pager.viewControllers!.map { ($0 as! LoggedPage).index } }

    func testTheMiddleSpineShowsTwoPagesAndTurnsTheRightLeafOntoTheLeft() {
        let scene = midScene()
        XCTAssertEqual(scene.pager.viewControllers!.map { $0.view.frame },
                       [CGRect(x: 0, y: 0, width: 160, height: 480), CGRect(x: 160, y: 0, width: 160, height: 480)])
        scene.drag(from: pt(310, 240), by: pt(-200, 0), lift: false)
        let g = transition(scene).geometry!
        XCTAssertEqual(g.leafSize, CGSize(width: 160, height: 480), "the leaf is the right page")
        XCTAssertEqual(g.progress, 200.0 / 320, accuracy: 0.01)
        scene.host.send(.touchUp(id: 1, location: pt(110, 240)))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [
            "after(3)", "after(4)", "willTransition(45)", "p4.willAppear", "p5.willAppear", "p2.willDisappear",
            "p3.willDisappear", "p4.didAppear", "p5.didAppear", "p2.didDisappear", "p3.didDisappear",
            "didFinish(from 23, completed)",
        ])
        XCTAssertEqual(shown(scene), [4, 5])
        XCTAssertEqual(scene.pager.children.map { ($0 as! LoggedPage).index }.sorted(), [4, 5])
        XCTAssertEqual(scene.pager.viewControllers!.map { $0.view.frame },
                       [CGRect(x: 0, y: 0, width: 160, height: 480), CGRect(x: 160, y: 0, width: 160, height: 480)])
        XCTAssertEqual(scene.census.alive, 2)
    }

    func testTheMiddleSpineTurnsBackFromTheLeftPageAndFallsBack() {
        let scene = midScene()
        tap(scene, at: pt(10, 200))
        scene.settle()
        XCTAssertEqual(scene.log.entries.prefix(3), ["before(2)", "before(1)", "willTransition(01)"])
        XCTAssertEqual(scene.log.entries.last, "didFinish(from 23, completed)")
        XCTAssertEqual(shown(scene), [0, 1])
        scene.log.entries.removeAll()
        // A short slow drag of the right page falls back: both pages stay.
        scene.drag(from: pt(300, 240), by: pt(-60, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries.last, "didFinish(from 01, not completed)")
        XCTAssertEqual(shown(scene), [0, 1])
        XCTAssertEqual(scene.census.alive, 2)
    }

    func testAnimatedSetViewControllersWithTheMiddleSpine() {
        let scene = midScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.pages.page(6), scene.pages.page(7)], direction: .forward,
                                       animated: true) { finished.append($0) }
        XCTAssertEqual(shown(scene), [6, 7])
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["p6.willAppear", "p7.willAppear", "p2.willDisappear", "p3.willDisappear",
                                           "p6.didAppear", "p7.didAppear", "p2.didDisappear", "p3.didDisappear"])
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(scene.census.alive, 2)
    }

    func testAChangeOfAspectAsksForTheSpineAndAppliesIt() throws {
        let scene = curlScene()
        let chooser = SpineChooser(log: scene.log)
        scene.pager.delegate = chooser
        try scene.host.resize(to: CGSize(width: 480, height: 320))
        scene.host.step()
        XCTAssertEqual(scene.log.entries, ["spineFor(landscape)"], "asked once; no appearance calls")
        XCTAssertEqual(scene.pager.spineLocation, .max)
        try scene.host.resize(to: CGSize(width: 500, height: 320))
        scene.host.step()
        XCTAssertEqual(scene.log.entries, ["spineFor(landscape)"], "still landscape: not asked again")
        // The right spine: pulling the left edge rightwards turns forward.
        scene.drag(from: pt(10, 160), by: pt(150, 0), lift: false)
        XCTAssertEqual(transition(scene).geometry?.spine, .right)
        scene.host.send(.touchUp(id: 1, location: pt(160, 160)))
        scene.settle()
        scene.log.entries.removeAll()
        try scene.host.resize(to: CGSize(width: 320, height: 480))
        scene.host.step()
        XCTAssertEqual(scene.log.entries, ["spineFor(portrait)"])
        XCTAssertEqual(scene.pager.spineLocation, .min)
        XCTAssertEqual(scene.current, 3)
    }

    func testDoubleSidedTurnsShowTheBackAndStepTwoPages() {
        let scene = curlScene(start: 3)
        scene.pager.isDoubleSided = true
        XCTAssertEqual(scene.pager.requiredViewControllerCount, 2)
        scene.pager.setViewControllers([scene.pages.page(2), scene.pages.page(1)], direction: .forward, animated: false)
        XCTAssertEqual(scene.pager.viewControllers?.map { ($0 as! LoggedPage).index }, [2, 1])
        scene.log.entries.removeAll()
        scene.drag(from: pt(300, 240), by: pt(-80, 0), steps: 3, hold: 0)
        scene.settle()
        // Page 3 is the leaf's back, page 4 the next front.
        XCTAssertEqual(scene.log.entries, ["after(2)", "after(3)", "willTransition(43)", "p4.willAppear",
                                           "p2.willDisappear", "p4.didAppear", "p2.didDisappear",
                                           "didFinish(from 21, completed)"])
        XCTAssertEqual(scene.pager.viewControllers?.map { ($0 as! LoggedPage).index }, [4, 3])
        scene.log.entries.removeAll()
        scene.drag(from: pt(20, 240), by: pt(60, 0), steps: 3, hold: 0)
        scene.settle()
        // Back: the leaf 2 | 3 uncurls; the pages shown are then front 2 and the back of the
        // leaf before it (page 1), as setViewControllers takes them.
        XCTAssertEqual(scene.log.entries.prefix(4), ["before(4)", "before(3)", "before(2)", "willTransition(21)"])
        XCTAssertEqual(scene.pager.viewControllers?.map { ($0 as! LoggedPage).index }, [2, 1])
    }

    func testDoubleSidedBackIsDrawnFromTheBackPage() {
        let size = CGSize(width: 160, height: 120)
        func frame(doubleSided: Bool) -> Bitmap {
            let scene = PageScene(start: 3, size: size, style: .pageCurl)
            if doubleSided {
                scene.pager.isDoubleSided = true
                scene.pager.setViewControllers([scene.pages.page(2), scene.pages.page(1)], direction: .forward,
                                               animated: false)
            }
            scene.drag(from: pt(150, 60), by: pt(-150, 0), lift: false)
            return scene.host.renderFrame()
        }
        // Past half a roll the turned-over part lies flat on top, left of the axis: paper
        // white with a faint print, or page 3's own colour (the back) when double-sided.
        let single = frame(doubleSided: false), double = frame(doubleSided: true)
        let paper = single[20, 100], back = double[20, 100]
        XCTAssertGreaterThan(paper >> 8 & 0xFF, 200, "nearly white")
        let page3 = UIColor(red: 0, green: 0.75, blue: 0.5, alpha: 1).rasterColor.premultiplied
        XCTAssertLessThanOrEqual(ImageComparison.channelDelta(back, page3), 2)
    }
}

/// Chooses the right spine in landscape and the left one in portrait, logging each question.
final class SpineChooser: UIPageViewControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        log.append("spineFor(\(orientation.isLandscape ? "landscape" : "portrait"))")
        return orientation.isLandscape ? .max : .min
    }
}