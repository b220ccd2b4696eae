import XCTest
@testable import UIKit

/// `setViewControllers(_:direction:animated:completion:)`: no delegate calls, appearance
/// in UIKit's order, completion(false) when interrupted, and never a blank, duplicated or
/// stale page after an interruption.
final class PageViewControllerProgrammaticTests: XCTestCase {
    private func completion(_ log: EventLog, _ name: String) -> (Bool) -> Void {
        { log.append("\(name)(\($0))") }
    }

    func testWithoutAnimationThePageIsSwappedAtOnce() {
        let scene = PageScene()
        scene.pager.setViewControllers([scene.pages.page(7)], direction: .forward, animated: false,
                                       completion: completion(scene.log, "done"))
        XCTAssertEqual(scene.log.entries, ["p7.willAppear", "p3.willDisappear", "p3.didDisappear", "p7.didAppear",
                                           "done(true)"])
        XCTAssertEqual(scene.current, 7)
        XCTAssertEqual(scene.pagesInTree, [7])
        XCTAssertEqual(scene.census.alive, 1)
        scene.log.entries.removeAll()
        scene.drag(by: pt(-200, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries.first, "after(7)", "the neighbours are those of the new page")
        XCTAssertEqual(scene.current, 8)
    }

    func testAnimatedTheNewPageSlidesInAndOnlyTheCompletionHears() {
        let scene = PageScene()
        scene.pager.setViewControllers([scene.pages.page(7)], direction: .forward, animated: true,
                                       completion: completion(scene.log, "done"))
        XCTAssertEqual(scene.log.entries, ["p7.willAppear", "p3.willDisappear"])
        XCTAssertEqual(scene.current, 7, "viewControllers holds the new page at once, as UIKit's")
        scene.host.runFrames(6)
        XCTAssertEqual(scene.pagesInTree, [3, 7])
        let offset = scene.scrollView.contentOffset.x
        XCTAssertGreaterThan(offset, 320)
        XCTAssertLessThan(offset, 640)
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["p7.willAppear", "p3.willDisappear", "p7.didAppear", "p3.didDisappear",
                                           "done(true)"])
        XCTAssertEqual(scene.pagesInTree, [7])
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0))
    }

    func testAnimatedReverseComesFromTheLeft() {
        let scene = PageScene()
        scene.pager.setViewControllers([scene.pages.page(1)], direction: .reverse, animated: true)
        scene.host.runFrames(6)
        XCTAssertLessThan(scene.scrollView.contentOffset.x, 320)
        XCTAssertEqual(scene.pagesInTree, [1, 3])
        scene.settle()
        XCTAssertEqual(scene.current, 1)
        XCTAssertEqual(scene.pagesInTree, [1])
    }

    func testASecondCallDuringTheAnimationInterruptsTheFirst() {
        let scene = PageScene()
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true,
                                       completion: completion(scene.log, "first"))
        scene.host.runFrames(5)
        scene.pager.setViewControllers([scene.pages.page(5)], direction: .forward, animated: true,
                                       completion: completion(scene.log, "second"))
        scene.settle()
        XCTAssertEqual(Array(scene.log.entries.prefix(5)),
                       ["p4.willAppear", "p3.willDisappear", "p4.didAppear", "p3.didDisappear", "first(false)"])
        XCTAssertEqual(Array(scene.log.entries.dropFirst(5)),
                       ["p5.willAppear", "p4.willDisappear", "p5.didAppear", "p4.didDisappear", "second(true)"])
        XCTAssertEqual(scene.current, 5)
        XCTAssertEqual(scene.pagesInTree, [5])
        XCTAssertEqual(scene.census.alive, 1)
    }

    func testADragDuringTheAnimationTakesTheTurnOver() {
        let scene = PageScene()
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true,
                                       completion: completion(scene.log, "done"))
        scene.host.runFrames(5)
        // Catch the page a fifth of the way in and pull it back, not past page 3.
        XCTAssertEqual(scene.scrollView.contentOffset.x, 320 + 320 * (1 - cos(.pi * 5 / 18)) / 2, accuracy: 0.01)
        scene.drag(by: pt(40, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries, [
            "p4.willAppear", "p3.willDisappear",
            "done(false)", "willTransition(4)",
            "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
            "didFinish(from 3, not completed)",
        ])
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pagesInTree, [3])
    }

    func testSettingPagesDuringADragCancelsTheTurnAndTheDragGoesOnFromTheNewPage() {
        let scene = PageScene()
        scene.drag(by: pt(-100, 0), lift: false)
        scene.pager.setViewControllers([scene.pages.page(7)], direction: .forward, animated: true,
                                       completion: completion(scene.log, "done"))
        XCTAssertEqual(scene.log.entries, [
            "after(3)", "willTransition(4)", "p4.willAppear", "p3.willDisappear",
            "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
            "didFinish(from 3, not completed)",
            "p7.willAppear", "p3.willDisappear", "p3.didDisappear", "p7.didAppear",
            "after(7)", "willTransition(8)", "p8.willAppear", "p7.willDisappear",
            "done(true)",
        ])
        XCTAssertEqual(scene.pagesInTree, [7, 8], "the stale neighbour (4) is gone; 7's is asked for")
        scene.host.send(.touchUp(id: 1, location: pt(60, 240)))
        scene.settle()
        XCTAssertEqual(scene.current, 7)
        XCTAssertEqual(scene.pagesInTree, [7])
    }

    func testSettingPagesWhileAFlickSettlesEndsTheTurnNotCompleted() {
        let scene = PageScene()
        scene.drag(by: pt(-60, 0), steps: 3, hold: 0)
        scene.host.runFrames(3)
        scene.pager.setViewControllers([scene.pages.page(0)], direction: .reverse, animated: false)
        XCTAssertEqual(Array(scene.log.entries.suffix(9)), [
            "p4.willDisappear", "p4.didDisappear", "p3.willAppear", "p3.didAppear",
            "didFinish(from 3, not completed)",
            "p0.willAppear", "p3.willDisappear", "p3.didDisappear", "p0.didAppear",
        ])
        scene.settle()
        XCTAssertEqual(scene.current, 0)
        XCTAssertEqual(scene.pagesInTree, [0])
        XCTAssertEqual(scene.scrollView.contentOffset, pt(320, 0))
    }

    func testADataSourceThatChangesItsPagesIsAskedAgainAfterAnAnimatedSet() {
        // iOS's famous bug: after an animated setViewControllers it kept the old neighbour.
        let scene = PageScene()
        scene.drag(by: pt(-100, 0))
        scene.settle()
        scene.pager.setViewControllers([scene.pages.page(6)], direction: .forward, animated: true)
        scene.settle()
        scene.log.entries.removeAll()
        scene.drag(by: pt(200, 0))
        scene.settle()
        XCTAssertEqual(scene.log.entries.first, "before(6)")
        XCTAssertEqual(scene.current, 5)
    }

    func testRepeatedFlicksNeverShowABlankOrDuplicatedPage() {
        let scene = PageScene(count: 40, start: 0, spacing: 8)
        // Flicks a few frames apart catch the page while it settles: one more than half
        // way lands first and the flick turns the next page; one caught before half way
        // goes on with its turn.
        for round in 0..<16 {
            scene.drag(by: pt(-60, 0), steps: 2, hold: 0)
            for _ in 0..<[2, 5, 9, 40][round % 4] {
                scene.host.step()
                assertCovered(scene)
            }
        }
        scene.settle()
        assertCovered(scene)
        let completed = scene.log.entries.filter { $0.hasSuffix(", completed)") }.count
        XCTAssertEqual(scene.current, completed)
        XCTAssertGreaterThanOrEqual(completed, 12, "all but the flicks caught before half way turned a page")
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") }.count,
                       scene.log.entries.filter { $0.hasPrefix("didFinish") }.count, "every turn ends once")
        XCTAssertLessThanOrEqual(scene.census.mostAlive, 3)
        XCTAssertEqual(scene.pagesInTree, [scene.current!])
    }

    /// Every part of the visible range (less the ends' rubber band) shows a page or the
    /// spacing between two pages: no slot is blank, no page is in the tree twice.
    private func assertCovered(_ scene: PageScene, file: StaticString = #filePath, line: UInt = #line) {
        let scroll = scene.scrollView
        let frames = scene.pager.children.compactMap { $0.viewIfLoaded?.superview === scroll ? $0.view.frame : nil }
        XCTAssertEqual(Set(scene.pagesInTree).count, scene.pagesInTree.count, "a page twice", file: file, line: line)
        let lo = max(scroll.bounds.minX, scroll.minimumContentOffset.x)
        let hi = min(scroll.bounds.maxX, scroll.maximumContentOffset.x + scroll.bounds.width)
        var x = lo + 12
        while x < hi - 12 {
            let covered = frames.contains { $0.minX - 10 <= x && x <= $0.maxX + 10 }
            XCTAssertTrue(covered, "blank at content x \(x) (pages at \(frames.map(\.minX)))", file: file, line: line)
            if !covered { return }
            x += 16
        }
    }
}

/// A data source that answers with pages already shown: they count as none.
final class PageViewControllerBadDataSourceTests: XCTestCase {
    final class Repeating: UIPageViewControllerDataSource {
        var answer: UIViewController?
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? { answer }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? { answer }
    }

    func testTheCurrentPageOfferedAsItsOwnNeighbourIsNeverShownTwice() {
        let scene = PageScene()
        let repeating = Repeating()
        repeating.answer = scene.pager.viewControllers?.first
        scene.pager.dataSource = repeating
        scene.drag(by: pt(-200, 0), lift: false)
        XCTAssertEqual(scene.pagesInTree, [3])
        XCTAssertLessThan(scene.scrollView.contentOffset.x - 320, 120, "rubber-banding: there is no page after")
        scene.host.send(.touchUp(id: 1, location: pt(-40, 240)))
        scene.settle()
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.log.entries, [], "no turn began")
    }

    func testOnePageOfferedOnBothSidesIsShownOnOneOnly() {
        let scene = PageScene()
        let repeating = Repeating()
        repeating.answer = scene.pages.page(8)
        scene.pager.dataSource = repeating
        scene.drag(by: pt(-100, 0), lift: false)
        scene.drag(from: pt(60, 240), by: pt(200, 0), lift: false)
        XCTAssertEqual(scene.pagesInTree, [3, 8], "page 8 stays on the side it came on; the other side has none")
        XCTAssertLessThanOrEqual(scene.scrollView.contentOffset.x, 320)
        XCTAssertGreaterThan(scene.scrollView.contentOffset.x, 200, "rubber-banding before page 3")
        scene.host.send(.touchUp(id: 1, location: pt(260, 240)))
        scene.settle()
        XCTAssertEqual(scene.current, 3)
        XCTAssertEqual(scene.pagesInTree, [3])
    }
}
