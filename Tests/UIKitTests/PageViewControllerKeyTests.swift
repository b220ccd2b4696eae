import XCTest
@testable import UIKit

/// Key navigation the iOS way: a page view controller subclass declares key commands that
/// call `setViewControllers` with the data source's neighbour. Such turns send no delegate
/// calls; the appearance calls come in UIKit's order, and a key during the animation
/// interrupts it (completion false) and turns on from the page turned to.
final class PageViewControllerKeyTests: XCTestCase {
    final class KeyedPager: UIPageViewController {
        var log: EventLog?

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: KeyedPager.next),
             UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: KeyedPager.previous)]
        }

        func next(_ command: UIKeyCommand) { turn(.forward) }
        func previous(_ command: UIKeyCommand) { turn(.reverse) }

        private func turn(_ direction: NavigationDirection) {
            guard let current = viewControllers?.first, let dataSource else { return }
            let page = direction == .forward ? dataSource.pageViewController(self, viewControllerAfter: current)
                : dataSource.pageViewController(self, viewControllerBefore: current)
            guard let page else { return }
            setViewControllers([page], direction: direction, animated: true) { [log] finished in
                log?.append("done(\(finished))")
            }
        }
    }

    private func makeScene() -> (HeadlessHost, KeyedPager, EventLog, PageCensus) {
        let pager = KeyedPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let scene = PageScene(pager: pager)
        pager.log = scene.log
        scenes.append(scene)
        return (scene.host, pager, scene.log, scene.census)
    }

    /// The scenes made, kept for the test: the pager holds its data source weakly.
    private var scenes: [PageScene] = []

    private let right = UIKey(keyCode: .keyboardRightArrow)
    private let left = UIKey(keyCode: .keyboardLeftArrow)

    private func press(_ key: UIKey, on host: HeadlessHost) {
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
    }

    func testAKeyTurnsAnimatedWithAppearanceCallsAndNoDelegateCalls() {
        let (host, pager, log, _) = makeScene()
        press(right, on: host)
        XCTAssertEqual(log.entries, ["after(3)", "p4.willAppear", "p3.willDisappear"])
        _ = host.runUntilIdle()
        XCTAssertEqual(log.entries, ["after(3)", "p4.willAppear", "p3.willDisappear", "p4.didAppear", "p3.didDisappear",
                                     "done(true)"])
        XCTAssertEqual((pager.viewControllers?.first as? LoggedPage)?.index, 4)
    }

    func testAKeyDuringTheAnimationInterruptsItAndTurnsOnFromTheNewPage() {
        let (host, pager, log, census) = makeScene()
        press(right, on: host)
        host.runFrames(4)
        press(right, on: host)
        _ = host.runUntilIdle()
        XCTAssertEqual(log.entries, [
            "after(3)", "p4.willAppear", "p3.willDisappear",
            "after(4)", "p4.didAppear", "p3.didDisappear", "done(false)",
            "p5.willAppear", "p4.willDisappear", "p5.didAppear", "p4.didDisappear", "done(true)",
        ])
        XCTAssertEqual((pager.viewControllers?.first as? LoggedPage)?.index, 5)
        XCTAssertEqual(pager.children.count, 1)
        XCTAssertLessThanOrEqual(census.mostAlive, 3)
    }

    func testAKeyBackAndForthDuringAnimationsNeverLeavesABlankPage() {
        let (host, pager, _, census) = makeScene()
        for key in [right, right, left, right, left, left, left] {
            press(key, on: host)
            host.runFrames(3)
        }
        _ = host.runUntilIdle()
        XCTAssertEqual((pager.viewControllers?.first as? LoggedPage)?.index, 2)
        let scroll = pager.view.subviews.compactMap { $0 as? UIScrollView }.first!
        XCTAssertEqual(scroll.contentOffset, pt(320, 0))
        XCTAssertEqual(scroll.subviews.count, 1)
        XCTAssertTrue(pager.viewControllers?.first?.view.superview === scroll)
        XCTAssertEqual(census.alive, 1)
    }
}
