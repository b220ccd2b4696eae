import XCTest
import ScreenshotTesting
@testable import UIKit

/// A controller that logs its appearance calls and what it was asked to do.
private final class Page: UIViewController {
    let log: (String) -> Void
    var edits = 0
    var onWillAppear: ((Page) -> Void)?

    init(_ title: String, log: @escaping (String) -> Void) {
        self.log = log
        super.init()
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { view.backgroundColor = .white }
    override func viewWillAppear(_ animated: Bool) {
        log("\(title!).viewWillAppear(\(animated))")
        onWillAppear?(self)
    }
    override func viewDidAppear(_ animated: Bool) { log("\(title!).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log("\(title!).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log("\(title!).viewDidDisappear(\(animated))") }

    func edit() { edits += 1 }
}

private final class NavigationLog: UINavigationControllerDelegate {
    var log: [String] = []
    var animator: UIViewControllerAnimatedTransitioning?
    var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) { log.append("willShow \(viewController.title!) \(animated)") }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { log.append("didShow \(viewController.title!) \(animated)") }
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }
}

/// Fades the arriving view in over the old one, in 0.2 s.
private final class FadeIn: UIViewControllerAnimatedTransitioning {
    var container: UIView?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.2, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class NavigationControllerTests: XCTestCase {
    private var log: [String] = []
    private var host: HeadlessHost!

    private func page(_ title: String) -> Page { Page(title) { [unowned self] in self.log.append($0) } }

    /// A 320 x 480 host showing a navigation controller with `root`.
    private func show(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        host.window.rootViewController = nav
        host.window.layoutIfNeeded()
        log.removeAll()
        return nav
    }

    func testTheRootFillsTheViewAndItsSafeAreaStartsUnderTheBar() throws {
        let a = page("A")
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        a.view.addSubview(scroll)
        let nav = show(a)
        XCTAssertTrue(a.navigationController === nav)
        XCTAssertTrue(a.parent === nav)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(a.view.safeAreaInsets.top, 44)
        XCTAssertEqual(scroll.adjustedContentInset.top, 44, "a scroll view's content starts under the bar")
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(nav.navigationBar.shownTitle, "A")
        XCTAssertNil(nav.navigationBar.shownBackButton, "nothing to go back to")
        XCTAssertTrue(a.view.window === host.window)

        nav.setNavigationBarHidden(true, animated: false)
        XCTAssertEqual(a.view.safeAreaInsets.top, 0)
        XCTAssertEqual(nav.navigationBar.frame.maxY, 0, "the bar went up out of the view")
        nav.isNavigationBarHidden = false
        XCTAssertEqual(a.view.safeAreaInsets.top, 44)
    }

    func testPushSlidesInWithUIKitsAppearanceOrderAndTheBackButtonNamesTheWayBack() throws {
        let a = page("A"), b = page("B")
        let nav = show(a)
        let delegate = NavigationLog()
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(log, ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        XCTAssertEqual(delegate.log, ["willShow B true"])
        XCTAssertEqual(delegate.operations, [.push])
        XCTAssertTrue(nav.isTransitioning)
        XCTAssertTrue(b.navigationController === nav)
        XCTAssertNotNil(b.transitionCoordinator, "the arriving controller sees the push's coordinator")

        host.advance(by: NavigationSlideAnimator.duration / 2)
        let x = b.view.presentation.frame.minX
        XCTAssertGreaterThan(x, 0)
        XCTAssertLessThan(x, 320, "sliding in from the right edge")
        XCTAssertLessThan(a.view.presentation.frame.minX, 0, "the old view moves left under it")
        host.advance(by: NavigationSlideAnimator.duration / 2 + 0.05)
        XCTAssertEqual(log.dropFirst(2), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        XCTAssertEqual(delegate.log, ["willShow B true", "didShow B true"])
        XCTAssertNil(a.view.window, "the controller underneath leaves the window")
        XCTAssertEqual(a.view.frame.minX, 0, "and comes back laid out")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A", "B"])
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(nav.navigationBar.shownTitle, "B")
        let back = try XCTUnwrap(nav.navigationBar.shownBackButton)
        XCTAssertEqual(back.title(for: .normal), "\u{2039} A")
    }

    func testTheBackButtonPopsAndThePoppedControllerLeavesTheStack() throws {
        let a = page("A"), b = page("B")
        let nav = show(a)
        nav.pushViewController(b, animated: false)
        XCTAssertEqual(log, ["A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                             "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        log.removeAll()
        host.window.layoutIfNeeded()
        let back = try XCTUnwrap(nav.navigationBar.shownBackButton)
        let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: host.window)
        host.send(.touchDown(id: 1, location: point))
        host.step()
        host.send(.touchUp(id: 1, location: point))
        XCTAssertEqual(log, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        host.advance(by: 0.5)
        XCTAssertEqual(log.dropFirst(2), ["B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertNil(b.view.superview)
        XCTAssertTrue(a.view.window === host.window)
        XCTAssertNil(nav.navigationBar.shownBackButton)
        XCTAssertNil(nav.popViewController(animated: true), "the root stays")
    }

    func testPopToRootTakesEveryControllerAboveAndOnlyTheTopAnimates() {
        let a = page("A"), b = page("B"), c = page("C")
        let nav = show(a)
        nav.setViewControllers([a, b, c], animated: false)
        XCTAssertTrue(b.parent === nav)
        log.removeAll()
        let popped = nav.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.map(\.title), ["B", "C"])
        XCTAssertNil(b.parent, "B, never shown, leaves at once")
        XCTAssertEqual(log, ["C.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        host.advance(by: 0.5)
        XCTAssertNil(c.parent)
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A"])
    }

    func testASwipeFromTheLeftEdgePopsFollowingTheFingerOrFallsBack() throws {
        let a = page("A"), b = page("B")
        let nav = show(a)
        nav.pushViewController(b, animated: false)
        log.removeAll()
        // A short slow drag: a quarter of the width, held, then lifted.
        host.send(.touchDown(id: 1, location: CGPoint(x: 5, y: 240)))
        for i in 1...16 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 5 + 5 * CGFloat(i), y: 240)))
        }
        XCTAssertEqual(log, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        let followed = b.view.presentation.frame.minX
        XCTAssertGreaterThan(followed, 50, "the top view follows the finger")
        XCTAssertLessThan(followed, 90)
        host.advance(by: 0.3)
        host.send(.touchUp(id: 1, location: CGPoint(x: 85, y: 240)))
        host.advance(by: 0.5)
        XCTAssertEqual(log.dropFirst(2), ["A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                                          "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A", "B"], "fell back")
        XCTAssertTrue(b.parent === nav)
        XCTAssertEqual(b.view.frame.minX, 0)
        XCTAssertEqual(b.view.presentation.frame.minX, 0)
        XCTAssertNil(a.view.window)
        XCTAssertEqual(nav.navigationBar.shownTitle, "B")

        // Past half way: it pops.
        log.removeAll()
        host.send(.touchDown(id: 1, location: CGPoint(x: 5, y: 240)))
        for i in 1...20 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 5 + 10 * CGFloat(i), y: 240)))
        }
        host.advance(by: 0.3)
        host.send(.touchUp(id: 1, location: CGPoint(x: 205, y: 240)))
        host.advance(by: 0.5)
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A"])
        XCTAssertEqual(log, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                             "B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
        XCTAssertEqual(a.view.frame.minX, 0)
    }

    func testASwipeAtTheRootDoesNotBegin() throws {
        let a = page("A")
        let nav = show(a)
        let swipe = try XCTUnwrap(nav.interactivePopGestureRecognizer)
        var states: [UIGestureRecognizer.State] = []
        swipe.addTarget { recognizer in states.append(recognizer.state) }
        host.drag(from: CGPoint(x: 5, y: 240), to: CGPoint(x: 200, y: 240))
        XCTAssertEqual(states, [], "the swipe never began")
        XCTAssertEqual(swipe.state, .possible)
        XCTAssertFalse(nav.isTransitioning)
    }

    func testTheCoordinatorIsThereInViewWillAppearAndItsBlocksFollowTheSwipe() throws {
        let a = page("A"), b = page("B")
        let nav = show(a)
        nav.pushViewController(b, animated: false)
        var seen: [String] = []
        let badge = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        a.view.addSubview(badge)
        a.onWillAppear = { a in
            guard let coordinator = a.transitionCoordinator else { return seen.append("no coordinator") }
            seen.append("animated \(coordinator.isAnimated) interactive \(coordinator.isInteractive)")
            coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
                seen.append("cancelled \(context.isCancelled)")
            })
        }
        host.send(.touchDown(id: 1, location: CGPoint(x: 5, y: 240)))
        for i in 1...16 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 5 + 10 * CGFloat(i), y: 240)))
        }
        XCTAssertEqual(seen, ["animated true interactive true"])
        let faded = badge.presentation.alpha
        XCTAssertGreaterThan(faded, 0.2, "the alongside fade follows the finger, about half way")
        XCTAssertLessThan(faded, 0.8)
        host.advance(by: 0.3)
        host.send(.touchUp(id: 1, location: CGPoint(x: 165, y: 240)))
        host.advance(by: 0.5)
        XCTAssertEqual(seen, ["animated true interactive true", "cancelled true"])
        XCTAssertEqual(badge.alpha, 1, "a cancelled pop puts the alongside change back")
    }

    func testUpdatesAfterFinishAreIgnoredAndThePopEnds() {
        let a = page("A"), b = page("B")
        let nav = show(a)
        nav.pushViewController(b, animated: false)
        final class Driver: UINavigationControllerDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let driver = Driver()
        nav.delegate = driver
        nav.popViewController(animated: true)
        driver.interaction.update(0.5)
        driver.interaction.finish()
        driver.interaction.update(0.6)
        host.advance(by: 0.5)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A"])
    }

    func testChildrenOfAPushedControllerGetTheirCallsWithIt() {
        let a = page("A"), b = page("B"), child = page("C")
        let nav = show(a)
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(log, ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "C.viewWillAppear(true)"])
        host.advance(by: 0.5)
        XCTAssertEqual(log.dropFirst(3), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "C.viewDidAppear(true)"])
    }

    func testControllersThatCannotJoinAreRefusedAndALeavingOneLosesTheBarInset() {
        let a = page("A"), b = page("B")
        let nav = show(a)
        nav.setViewControllers([nav], animated: false)
        nav.pushViewController(nav, animated: false)
        nav.pushViewController(UINavigationController(), animated: false)
        XCTAssertEqual(nav.viewControllers.map(\.title), ["A"], "refused, without a crash")
        nav.pushViewController(b, animated: false)
        XCTAssertEqual(b.view.safeAreaInsets.top, 44)
        nav.popViewController(animated: false)
        XCTAssertEqual(b.insetsFromContainer, .zero, "off the stack, no bar inset")
    }

    func testADelegatesAnimatorRunsThePushInTheTransitionView() throws {
        let a = page("A"), b = page("B")
        let nav = show(a)
        let delegate = NavigationLog(), fade = FadeIn()
        delegate.animator = fade
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        let container = try XCTUnwrap(fade.container)
        XCTAssertTrue(container.superview === nav.view)
        host.advance(by: 0.1)
        XCTAssertEqual(b.view.presentation.alpha, 0.5, accuracy: 0.15)
        host.advance(by: 0.2)
        XCTAssertEqual(delegate.log, ["willShow B true", "didShow B true"])
        XCTAssertTrue(nav.topViewController === b)
    }

    func testBarButtonItemsCallTheirTargetsAndTitleChangesShow() throws {
        let a = page("A")
        let nav = show(a)
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: a, action: Page.edit)
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Photos", style: .plain, target: nil, action: nil)
        host.window.layoutIfNeeded()
        host.step()
        let edit = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UIButton }
            .first { $0.title(for: .normal) == "Edit" })
        XCTAssertEqual(edit.frame.maxX, 312, accuracy: 0.5, "8 points from the right edge")
        host.tap(edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: host.window))
        XCTAssertEqual(a.edits, 1)

        a.title = "Albums"
        XCTAssertEqual(nav.navigationBar.shownTitle, "Albums", "the title follows the controller's")
        let b = page("B")
        nav.pushViewController(b, animated: false)
        XCTAssertEqual(nav.navigationBar.shownBackButton?.title(for: .normal), "\u{2039} Photos",
                       "the back item of the controller below names the way back")
    }

    func testShowPushesInsideANavigationControllerAndPresentsOutside() {
        let a = page("A"), b = page("B")
        let nav = show(a)
        a.show(b, sender: nil)
        host.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertNil(a.presentedViewController)

        let c = page("C")
        let lone = UIViewController()
        host.window.rootViewController = lone
        host.window.layoutIfNeeded()
        lone.show(c, sender: nil)
        host.advance(by: 1)
        XCTAssertTrue(lone.presentedViewController === c)
    }

    func testSnapshotOfTheBar() {
        let a = page("Photos")
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: a, action: Page.edit)
        let nav = show(page("Albums"))
        nav.pushViewController(a, animated: false)
        host.step()
        assertSnapshot(of: host.window, named: "pushed")
    }
}

extension HeadlessHost {
    /// A tap at `point`: down, a frame, up.
    fileprivate func tap(_ point: CGPoint) {
        send(.touchDown(id: 1, location: point))
        step()
        send(.touchUp(id: 1, location: point))
    }

    /// One finger from `start` to `end` in ten moves a frame apart, then lifted.
    fileprivate func drag(from start: CGPoint, to end: CGPoint) {
        send(.touchDown(id: 1, location: start))
        for i in 1...10 {
            step()
            let t = CGFloat(i) / 10
            send(.touchMove(id: 1, location: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
        }
        step()
        send(.touchUp(id: 1, location: end))
    }
}
