import XCTest
@testable import UIKit

/// A controller that logs its appearance calls.
private final class Screen: UIViewController {
    let name: String
    let log: (String) -> Void
    var onWillAppear: ((Screen) -> Void)?

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    private var flags: String { (isBeingPresented ? " presented" : "") + (isBeingDismissed ? " dismissed" : "") }
    override func viewWillAppear(_ animated: Bool) {
        log("\(name).viewWillAppear(\(animated))\(flags)")
        onWillAppear?(self)
    }
    override func viewDidAppear(_ animated: Bool) { log("\(name).viewDidAppear(\(animated))\(flags)") }
    override func viewWillDisappear(_ animated: Bool) { log("\(name).viewWillDisappear(\(animated))\(flags)") }
    override func viewDidDisappear(_ animated: Bool) { log("\(name).viewDidDisappear(\(animated))\(flags)") }
}

/// Slides the presented view in from the right edge (and out to it on dismissal) with
/// `UIView.animate`, linearly, as iOS tutorials write it; remembers what the context said.
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    var seen: (container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
               toInitial: CGRect, toFinal: CGRect)?
    var ended: [Bool] = []

    init(presenting: Bool, duration: TimeInterval = 0.4) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        seen = (container, fromVC, toVC, transitionContext.view(forKey: .from), transitionContext.view(forKey: .to),
                toVC.map(transitionContext.initialFrame(for:)) ?? .null, toVC.map(transitionContext.finalFrame(for:)) ?? .null)
        let width = container.bounds.width
        if presenting, let toView = transitionContext.view(forKey: .to), let toVC {
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                toView.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let fromView = transitionContext.view(forKey: .from) {
            if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, belowSubview: fromView) }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Fades with a property animator instead of `UIView.animate`.
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { fromView.alpha = 0 }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator.startAnimation()
    }
}

/// The iOS 10 pattern: the animator's one property animator comes from
/// `interruptibleAnimator(using:)`, and `animateTransition(using:)` starts it.
private final class InterruptibleSlide: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let fromView = transitionContext.view(forKey: .from)!
        let width = transitionContext.containerView.bounds.width
        let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
        }
        made.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator = made
        return made
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

private final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var present: UIViewControllerAnimatedTransitioning?
    var dismiss: UIViewControllerAnimatedTransitioning?
    var interaction: UIPercentDrivenInteractiveTransition?
    var asked: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("forPresented")
        return present
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("forDismissed")
        return dismiss
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

final class CustomTransitionTests: XCTestCase {
    private var log: [String] = []
    private var host: HeadlessHost!
    private var keptDelegate: TransitionDelegate?

    private func screen(_ name: String) -> Screen { Screen(name) { [unowned self] in self.log.append($0) } }

    /// A host of 200 x 100 points showing `root`.
    private func show(_ root: UIViewController) {
        host = HeadlessHost(size: CGSize(width: 200, height: 100))
        host.window.rootViewController = root
        host.window.layoutIfNeeded()
        log.removeAll()
    }

    /// `a` presenting `b` through a slide animator, finished; returns the delegate.
    private func presentSliding(_ b: Screen, from a: Screen, style: UIModalPresentationStyle = .fullScreen) -> TransitionDelegate {
        let delegate = TransitionDelegate()
        delegate.present = SlideAnimator(presenting: true)
        delegate.dismiss = SlideAnimator(presenting: false)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = style
        a.present(b, animated: true)
        host.advance(by: 0.5)
        log.removeAll()
        return delegate
    }

    /// A presenting a slid-in B whose dismissal `interaction` drives (through
    /// `dismissAnimator` when given, else a slide back out).
    private func interactivelyDismissible(dismissAnimator: UIViewControllerAnimatedTransitioning? = nil)
        -> (a: Screen, b: Screen, delegate: TransitionDelegate, interaction: UIPercentDrivenInteractiveTransition) {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = presentSliding(b, from: a)
        if let dismissAnimator { delegate.dismiss = dismissAnimator }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        // The controller holds its transitioning delegate weakly, as UIKit's does.
        keptDelegate = delegate
        return (a, b, delegate, interaction)
    }

    func testPresentationRunsTheDelegatesAnimatorWithTheContextUIKitGives() throws {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = TransitionDelegate(), animator = SlideAnimator(presenting: true)
        delegate.present = animator
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { self.log.append("completion") }

        XCTAssertEqual(delegate.asked, ["forPresented"])
        let seen = try XCTUnwrap(animator.seen, "the animator animates the presentation")
        XCTAssertTrue(seen.container.window === host.window, "the container is in the window before the animator runs")
        XCTAssertEqual(seen.container.frame, host.window.bounds)
        XCTAssertTrue(seen.from === a)
        XCTAssertTrue(seen.to === b)
        XCTAssertTrue(seen.fromView === a.view, "a full-screen presentation moves the presenter's view")
        XCTAssertTrue(seen.toView === b.view)
        XCTAssertEqual(seen.toInitial, .zero)
        XCTAssertEqual(seen.toFinal, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(log, ["A.viewWillDisappear(true)", "B.viewWillAppear(true) presented"])
        XCTAssertTrue(a.transitionCoordinator === b.transitionCoordinator)
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, 0.4, "the coordinator takes the animator's length")

        host.advance(by: 0.2)
        XCTAssertEqual(b.view.presentation.frame.minX, 100, accuracy: 0.5, "half way along a linear slide")
        XCTAssertEqual(log.count, 2, "adding the view to the container sends no appearance call of its own")
        host.advance(by: 0.25)
        XCTAssertEqual(Array(log.dropFirst(2)), ["A.viewDidDisappear(true)", "B.viewDidAppear(true) presented",
                                                 "completion"])
        XCTAssertEqual(animator.ended, [true])
        XCTAssertNil(a.view.window, "the presenter's view leaves the window as in a full-screen presentation")
        XCTAssertTrue(b.view.superview === seen.container)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertFalse(b.isBeingPresented)
    }

    func testCustomStyleKeepsThePresenterInTheWindowWithoutAppearanceCalls() throws {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = TransitionDelegate()
        delegate.present = SlideAnimator(presenting: true)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        host.advance(by: 0.5)
        XCTAssertEqual(log, ["B.viewWillAppear(true) presented", "B.viewDidAppear(true) presented"],
                       "the presenter gets no appearance calls")
        let animator = try XCTUnwrap(delegate.present as? SlideAnimator)
        XCTAssertNil(animator.seen?.fromView, "a .custom presentation leaves the presenter's view where it is")
        XCTAssertTrue(a.view.window === host.window)
        XCTAssertEqual(host.window.subviews.count, 2, "the presenter's view, then the container over it")
    }

    func testNotAnimatedPresentationDoesNotAskTheDelegate() {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = TransitionDelegate()
        delegate.present = SlideAnimator(presenting: true)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        XCTAssertEqual(delegate.asked, [])
        XCTAssertEqual(b.view.frame, host.window.bounds)
        XCTAssertNil(a.view.window)
    }

    func testDismissalPutsThePresenterBackWhereItWasAfterTheAnimatorBorrowedIt() throws {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = presentSliding(b, from: a)
        let animator = try XCTUnwrap(delegate.dismiss as? SlideAnimator)
        var done = 0
        b.dismiss(animated: true) { done += 1 }
        XCTAssertEqual(delegate.asked, ["forPresented", "forDismissed"])
        XCTAssertTrue(animator.seen?.from === b)
        XCTAssertTrue(animator.seen?.to === a)
        XCTAssertTrue(animator.seen?.toView === a.view, "the presenter's view comes back for the animator")
        XCTAssertTrue(a.view.superview === animator.seen?.container, "the animator put it in the container")
        XCTAssertEqual(log, ["B.viewWillDisappear(true) dismissed", "A.viewWillAppear(true)"])
        host.advance(by: 0.5)
        XCTAssertEqual(Array(log.dropFirst(2)), ["B.viewDidDisappear(true) dismissed", "A.viewDidAppear(true)"])
        XCTAssertEqual(done, 1)
        XCTAssertTrue(a.view.superview === host.window, "back in the window, not in the container that left")
        XCTAssertEqual(host.window.subviews.count, 1)
        XCTAssertNil(b.view.superview)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(animator.ended, [true])
    }

    func testPercentDrivenDismissalFollowsTheInteractionAndFinishes() throws {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = presentSliding(b, from: a)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        delegate.interaction = interaction
        var done = 0
        b.dismiss(animated: true) { done += 1 }
        let coordinator = try XCTUnwrap(b.transitionCoordinator)
        XCTAssertTrue(coordinator.isInteractive)
        XCTAssertEqual(b.view.presentation.frame.minX, 0, "held at its start")
        XCTAssertEqual(interaction.duration, 0.4, accuracy: 1e-9)

        host.advance(by: 1)
        XCTAssertEqual(b.view.presentation.frame.minX, 0, "time alone does not move an interactive transition")
        interaction.update(0.25)
        XCTAssertEqual(b.view.presentation.frame.minX, 50, accuracy: 0.01)
        interaction.update(0.6)
        XCTAssertEqual(b.view.presentation.frame.minX, 120, accuracy: 0.01)
        XCTAssertEqual(interaction.percentComplete, 0.6, accuracy: 1e-9)
        XCTAssertEqual(coordinator.percentComplete, 0.6, accuracy: 1e-9, "the coordinator hears the interaction")
        XCTAssertEqual(log, ["B.viewWillDisappear(true) dismissed", "A.viewWillAppear(true)"])

        interaction.finish()
        XCTAssertFalse(coordinator.isInteractive)
        XCTAssertFalse(coordinator.isCancelled)
        // The rest (0.4 of 0.4 s) at twice the pace: 0.08 s.
        host.advance(by: 0.05)
        XCTAssertEqual(done, 0)
        XCTAssertGreaterThan(b.view.presentation.frame.minX, 120)
        host.advance(by: 0.05)
        XCTAssertEqual(done, 1)
        XCTAssertEqual(Array(log.dropFirst(2)), ["B.viewDidDisappear(true) dismissed", "A.viewDidAppear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.superview === host.window)
    }

    func testCancelledDismissalUndoesEverythingAndRunsNoCompletion() throws {
        let (a, b, delegate, interaction) = interactivelyDismissible()
        var done = 0, coordinatorEnds: [Bool] = []
        b.dismiss(animated: true) { done += 1 }
        b.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorEnds.append($0.isCancelled) }
        interaction.update(0.5)
        XCTAssertEqual(b.view.presentation.frame.minX, 100, accuracy: 0.01)
        interaction.cancel()
        XCTAssertTrue(b.transitionCoordinator?.isCancelled == true)
        host.advance(by: 0.1)
        XCTAssertLessThan(b.view.presentation.frame.minX, 100, "running back to the start")
        host.advance(by: 0.3)

        XCTAssertEqual(done, 0, "a cancelled dismissal runs no completion, as on iOS")
        XCTAssertEqual(coordinatorEnds, [true])
        XCTAssertEqual(log, ["B.viewWillDisappear(true) dismissed", "A.viewWillAppear(true)",
                             "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                             "B.viewWillAppear(true)", "B.viewDidAppear(true)"],
                       "the arriving controller goes first, as in a cancelled interactive pop")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 200, height: 100), "the model frame is put back too")
        XCTAssertEqual(b.view.presentation.frame, b.view.frame)
        XCTAssertTrue(a.presentedViewController === b, "still presented")
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertNil(a.view.window, "the presenter's view leaves the window again")
        XCTAssertTrue(b.view.window === host.window)
        XCTAssertEqual((delegate.dismiss as? SlideAnimator)?.ended, [false])

        // And it can be dismissed for good afterwards.
        delegate.interaction = nil
        b.dismiss(animated: true) { done += 1 }
        host.advance(by: 0.5)
        XCTAssertEqual(done, 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.window === host.window)
    }

    func testCancelledPresentationCutsTheLinks() {
        let a = screen("A"), b = screen("B")
        show(a)
        let delegate = TransitionDelegate2()
        delegate.present = SlideAnimator(presenting: true)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        var done = 0
        a.present(b, animated: true) { done += 1 }
        interaction.update(0.5)
        XCTAssertEqual(b.view.presentation.frame.minX, 100, accuracy: 0.01)
        interaction.cancel()
        host.advance(by: 0.5)
        XCTAssertEqual(done, 0)
        XCTAssertEqual(log, ["A.viewWillDisappear(true)", "B.viewWillAppear(true) presented",
                             "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
                             "A.viewWillAppear(true)", "A.viewDidAppear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(host.window.subviews.count, 1, "the container left with the presented view")
        XCTAssertTrue(a.view.window === host.window)
    }

    func testPropertyAnimatorOfAnInteractiveTransitionIsScrubbed() {
        let (a, b, _, interaction) = interactivelyDismissible(dismissAnimator: FadeAnimator())
        var done = 0
        b.dismiss(animated: true) { done += 1 }
        host.advance(by: 1)
        XCTAssertEqual(b.view.presentation.alpha, 1, accuracy: 1e-6, "held at its start")
        interaction.update(0.3)
        XCTAssertEqual(b.view.presentation.alpha, 0.7, accuracy: 1e-6)
        interaction.finish()
        host.advance(by: 0.5)
        XCTAssertEqual(done, 1)
        XCTAssertNil(a.presentedViewController)
    }

    func testAnInterruptibleAnimatorRunsAloneOrUnderTheInteraction() {
        let (a, b, delegate, interaction) = interactivelyDismissible(dismissAnimator: InterruptibleSlide())
        b.dismiss(animated: true)
        interaction.update(0.5)
        XCTAssertEqual(b.view.presentation.frame.minX, 100, accuracy: 0.01)
        interaction.cancel()
        host.advance(by: 0.5)
        XCTAssertTrue(a.presentedViewController === b, "cancelled")
        XCTAssertEqual(b.view.frame.minX, 0, "the property animator ran back to its start")
        XCTAssertEqual(b.view.presentation.frame.minX, 0)

        delegate.interaction = nil
        b.dismiss(animated: true)
        host.advance(by: 0.2)
        XCTAssertEqual(b.view.presentation.frame.minX, 100, accuracy: 0.5, "on its own, half way after 0.2 s")
        host.advance(by: 0.3)
        XCTAssertNil(a.presentedViewController)
    }

    func testAlongsideBlocksFollowTheInteraction() {
        let (a, b, _, interaction) = interactivelyDismissible()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(badge)
        a.onWillAppear = { a in
            a.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 })
        }
        b.dismiss(animated: true)
        interaction.update(0.5)
        XCTAssertEqual(badge.presentation.alpha, 0.5, accuracy: 0.1, "half way through the alongside fade")
        interaction.finish()
        host.advance(by: 0.5)
        XCTAssertEqual(badge.alpha, 0)
    }
}

/// A delegate that also drives presentations interactively.
private class TransitionDelegate2: NSObject, UIViewControllerTransitioningDelegate {
    var present: UIViewControllerAnimatedTransitioning?
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}
