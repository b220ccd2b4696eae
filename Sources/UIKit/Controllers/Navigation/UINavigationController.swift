import Foundation

/// A stack of view controllers shown one at a time under a navigation bar, as UIKit's
/// `UINavigationController`: push slides a controller in from the right, pop slides it
/// back out (a swipe from the left edge pops interactively), the bar shows the top
/// controller's `navigationItem` and a back button naming the one below. The top
/// controller's view fills the navigation controller's view; its safe area starts under
/// the bar, so scroll views inset their content below it. Appearance calls follow UIKit's
/// order: the leaving controller's `viewWillDisappear`, the arriving one's
/// `viewWillAppear` (children shown in them after each), the delegate's `willShow`, then
/// after the animation `viewDidDisappear`, `viewDidAppear` and `didShow`.
open class UINavigationController: UIViewController {
    /// What a transition between two controllers of the stack does, as UIKit's.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A controller goes on top.
        case push = 1
        /// The top controller goes.
        case pop = 2
    }

    /// The time the bar takes to slide in or out, in seconds (UIKit's
    /// `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The bar along the top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The bar along the bottom, showing the top controller's `toolbarItems`; hidden until
    /// `isToolbarHidden` is set false.
    public let toolbar = UIToolbar(frame: .zero)
    /// Told as controllers are shown, and asked for custom push and pop animations.
    open weak var delegate: UINavigationControllerDelegate?
    /// The swipe from the left edge that pops the top controller, following the finger.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// The controllers on the stack, the root first.
    private var stack: [UIViewController] = []
    /// The view the controllers' views live in (the transitions' container), under the bar.
    private let transitionView = UIView(frame: .zero)
    /// Whether a push or pop animates now (others are refused until it ends).
    public private(set) var isTransitioning = false
    private var popInteraction: UIPercentDrivenInteractiveTransition?
    private let popGestureDelegate = PopGestureDelegate()
    private var barHidden = false
    private var toolbarHidden = true

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack (set `viewControllers` or push).
    public override init() { super.init() }

    /// An empty stack, as UIKit's nib initializer makes it (there are no nibs here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// UIKit's initializer from an archive; nothing is archived here.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        toolbar.isHidden = toolbarHidden
        root.addSubview(toolbar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleEdgePan)
        pan.edges = .left
        popGestureDelegate.navigationController = self
        pan.delegate = popGestureDelegate
        root.addGestureRecognizer(pan)
        interactivePopGestureRecognizer = pan
        view = root
        if let top = stack.last { install(top) }
    }

    // MARK: The stack

    /// The controllers on the stack, the root first; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: one presented over the stack, else the top one.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Puts `viewController` on top; `animated` slides it in from the right.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard refuseWhileTransitioning("push \(viewController)") else { return }
        guard !stack.contains(where: { $0 === viewController }), canJoin(viewController) else {
            return Self.warn("Pushing \(viewController), which is already on a stack, shown elsewhere, or a navigation controller, is not supported")
        }
        let from = stack.last
        addChild(viewController)
        stack.append(viewController)
        guard let from else {
            install(viewController)
            bottomBarFollowsStack()
            return viewController.didMove(toParent: self)
        }
        show(viewController, from: from, operation: .push, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                viewController.didMove(toParent: self)
            } else {
                stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                leave(viewController)
            }
        }
    }

    /// Whether `controller` may go on this stack: not this controller or one it is shown
    /// in, not a navigation controller, and in no other container.
    private func canJoin(_ controller: UIViewController) -> Bool {
        guard controller !== self, !(controller is UINavigationController) else { return false }
        if let parent = controller.parent, parent !== self { return false }
        var up: UIViewController? = parent
        while let c = up {
            if c === controller { return false }
            up = c.parent
        }
        if isViewLoaded, let other = controller.viewIfLoaded, view.isDescendant(of: other) { return false }
        return true
    }

    /// Takes `controller` off as a child: it no longer gets the bar's inset.
    private func leave(_ controller: UIViewController) {
        controller.insetsFromContainer = .zero
        controller.removeFromParent()
    }

    /// Takes the top controller off (not the root) and returns it; `animated` slides it
    /// out to the right.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Takes off every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Takes off every controller above `viewController` and returns them (nil when it is
    /// not on the stack or already on top); only the top one animates.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        guard refuseWhileTransitioning("pop to \(viewController)") else { return nil }
        let popped = Array(stack[(index + 1)...])
        let from = stack[stack.count - 1]
        stack.removeSubrange((index + 1)...)
        for c in popped { c.willMove(toParent: nil) }
        // Those between leave at once: their views are not in the window.
        for c in popped.dropLast() { leave(c) }
        show(viewController, from: from, operation: .pop, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                leave(from)
            } else {
                // A cancelled pop: everything goes back on.
                for c in popped.dropLast() {
                    addChild(c)
                    applyBarInsets(to: c)
                }
                stack += popped
                for c in popped { c.didMove(toParent: self) }
            }
        }
        return popped
    }

    /// Replaces the stack with `viewControllers`: controllers no longer on it leave, new
    /// ones join; when the top changes, `animated` pushes to it (or pops, when it was on
    /// the stack already).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard refuseWhileTransitioning("set the view controllers") else { return }
        var unique: [UIViewController] = []
        for c in viewControllers where !unique.contains(where: { $0 === c }) { unique.append(c) }
        guard unique.allSatisfy(canJoin) else {
            return Self.warn("Setting view controllers that are shown elsewhere or are navigation controllers is not supported")
        }
        let old = stack, oldTop = old.last, newTop = unique.last
        let removed = old.filter { c in !unique.contains { $0 === c } }
        let added = unique.filter { c in !old.contains { $0 === c } }
        for c in removed where c !== oldTop {
            c.willMove(toParent: nil)
            leave(c)
        }
        for c in added {
            addChild(c)
            applyBarInsets(to: c)
        }
        stack = unique
        let finishJoining = { [weak self] in
            guard let self else { return }
            for c in added { c.didMove(toParent: self) }
        }
        guard let newTop, let oldTop, oldTop !== newTop else {
            if oldTop !== newTop {
                // From or to an empty stack: the views change at once.
                if let oldTop, removed.contains(where: { $0 === oldTop }) {
                    oldTop.willMove(toParent: nil)
                    oldTop.viewIfLoaded?.removeFromSuperview()
                    leave(oldTop)
                }
                if let newTop { install(newTop) }
            }
            showBarItems()
            bottomBarFollowsStack()
            return finishJoining()
        }
        let leaves = removed.contains { $0 === oldTop }
        if leaves { oldTop.willMove(toParent: nil) }
        let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
        show(newTop, from: oldTop, operation: operation, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                if leaves { leave(oldTop) }
                return finishJoining()
            }
            // Cancelled: the old stack again.
            for c in added {
                c.willMove(toParent: nil)
                leave(c)
            }
            for c in removed where c !== oldTop {
                addChild(c)
                applyBarInsets(to: c)
                c.didMove(toParent: self)
            }
            if leaves { oldTop.didMove(toParent: self) }
            stack = old
        }
    }

    // MARK: The bar

    /// Whether the bar is hidden; setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; `animated` slides it up out of the window or back down over
    /// `hideShowBarDuration`. The top controller's safe area follows at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { navigationBar.isHidden = false }
        for c in stack { applyBarInsets(to: c) }
        let place = { self.navigationBar.frame = self.barFrame }
        if animated, view.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: place) { _ in
                if self.barHidden { self.navigationBar.isHidden = true }
            }
        } else {
            place()
            navigationBar.isHidden = hidden
        }
    }

    /// Whether the toolbar is hidden (it is at first); setting it is
    /// `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; `animated` slides it down out of the window or back up
    /// over `hideShowBarDuration`. The top controller's safe area follows at once.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { toolbar.isHidden = false }
        for c in stack { applyBarInsets(to: c) }
        let place = { self.toolbar.frame = self.toolbarFrame }
        if animated, view.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: place) { _ in
                if self.toolbarHidden { self.toolbar.isHidden = true }
            }
        } else {
            place()
            toolbar.isHidden = hidden
        }
    }

    /// The bars show the stack's items and the top controller's toolbar items.
    private func showBarItems() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
    }

    /// Where the toolbar goes: its 44 points over the bottom of the safe area, its
    /// background down to the bottom of the view; below the view when hidden.
    private var toolbarFrame: CGRect {
        let bottom = view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom
        let height = max(0, bottom) + UIToolbar.contentHeight
        return CGRect(x: 0, y: toolbarHidden ? view.bounds.height : view.bounds.height - height,
                      width: view.bounds.width, height: height)
    }

    /// Where the bar goes: its 44 points under the top of the safe area, its background
    /// up to the top of the view; above the view when hidden.
    private var barFrame: CGRect {
        let top = view.safeAreaInsets.top - additionalSafeAreaInsets.top
        let height = max(0, top) + UINavigationBar.contentHeight
        return CGRect(x: 0, y: barHidden ? -height : 0, width: view.bounds.width, height: height)
    }

    /// Gives `controller` the bars' heights as safe-area insets at the top and bottom, or
    /// none for a hidden bar.
    private func applyBarInsets(to controller: UIViewController) {
        controller.insetsFromContainer = UIEdgeInsets(top: barHidden ? 0 : UINavigationBar.contentHeight, left: 0,
                                                      bottom: toolbarHidden ? 0 : UIToolbar.contentHeight, right: 0)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        navigationBar.frame = barFrame
        toolbar.frame = toolbarFrame
        if !isTransitioning, let top = stack.last?.viewIfLoaded, top.superview === transitionView {
            top.frame = transitionView.bounds
        }
    }

    // MARK: Showing

    /// Puts `controller`'s view in at once (no transition): the first controller, or one
    /// replacing an empty stack.
    private func install(_ controller: UIViewController) {
        applyBarInsets(to: controller)
        showBarItems()
        guard isViewLoaded else { return }
        let child: UIView = controller.view
        child.frame = transitionView.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(child)
    }

    /// Shows `to` in place of `from`, animated through the delegate's animator or the
    /// built-in slide; `completion` says whether it completed (false: an interactive pop
    /// was cancelled and `from` shows again).
    private func show(_ to: UIViewController, from: UIViewController, operation: Operation, animated: Bool,
                      completion: @escaping (Bool) -> Void) {
        let previousItems = navigationBar.items
        applyBarInsets(to: to)
        showBarItems()
        guard isViewLoaded else {
            bottomBarFollowsStack()
            delegate?.navigationController(self, willShow: to, animated: animated)
            completion(true)
            return didShow(to, animated: animated)
        }
        let toView: UIView = to.view
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let inWindow = view.window != nil
        // The controllers and the children shown in them get their calls from here.
        let leaving = inWindow ? from.appearanceGroup : [], arriving = inWindow ? to.appearanceGroup : []
        let group = leaving + arriving
        for c in group { c.presentation.isInCustomTransition = true }
        let animator = animated && inWindow && UIView.areAnimationsEnabled
            ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
                ?? NavigationSlideAnimator(operation: operation)
            : nil
        guard let animator else {
            for c in leaving { c.beginAppearanceTransition(false, animated: animated) }
            for c in arriving { c.beginAppearanceTransition(true, animated: animated) }
            delegate?.navigationController(self, willShow: to, animated: animated)
            bottomBarFollowsStack()
            from.viewIfLoaded?.removeFromSuperview()
            toView.frame = transitionView.bounds
            transitionView.addSubview(toView)
            for c in group { c.presentation.isInCustomTransition = false }
            for c in leaving { c.endAppearanceTransition() }
            for c in arriving { c.endAppearanceTransition() }
            completion(true)
            return didShow(to, animated: false)
        }
        isTransitioning = true
        let bounds = transitionView.bounds
        let coordinator = TransitionCoordinator(containerView: transitionView, duration: 0)
        let context = CustomTransitionContext(
            container: transitionView, style: .none, animator: animator,
            from: (from, from.view, bounds, .zero), to: (to, toView, .zero, bounds),
            onComplete: { [weak self] completed in
                guard let self else { return }
                if completed {
                    from.viewIfLoaded?.removeFromSuperview()
                } else {
                    toView.removeFromSuperview()
                    if let fromView = from.viewIfLoaded {
                        if fromView.superview !== transitionView { transitionView.addSubview(fromView) }
                        // At the view's size again (the window may have resized meanwhile).
                        fromView.frame = transitionView.bounds
                    }
                    navigationBar.setItems(previousItems, animated: false)
                    toolbar.setItems(from.toolbarItems, animated: false)
                    applyBarInsets(to: from)
                }
                for c in group { c.presentation.isInCustomTransition = false }
                isTransitioning = false
                presentation.navigationCoordinator = nil
                if completed {
                    for c in leaving { c.endAppearanceTransition() }
                    for c in arriving { c.endAppearanceTransition() }
                } else {
                    UIViewController.reverseAppearance(of: arriving, then: leaving)
                }
                completion(completed)
                coordinator.runCompletions()
                if completed { didShow(to, animated: true) }
            })
        context.attach(coordinator)
        // The coordinator is there for the controllers' will calls, as in UIKit.
        presentation.navigationCoordinator = coordinator
        bottomBarFollowsStack(BottomBarTransition(coordinator: coordinator, pushing: operation != .pop,
                                                  fromView: from.view, toView: toView, toController: to))
        // The edge swipe drives the pop, whichever animator animates it, unless the
        // delegate gives an interaction controller of its own.
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            ?? (operation == .pop ? popInteraction : nil)
        if interaction?.wantsInteractiveStart == true { context.beginInteraction() }
        for c in leaving { c.beginAppearanceTransition(false, animated: true) }
        for c in arriving { c.beginAppearanceTransition(true, animated: true) }
        delegate?.navigationController(self, willShow: to, animated: true)
        context.start(with: interaction)
    }

    private func didShow(_ controller: UIViewController, animated: Bool) {
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }

    private func refuseWhileTransitioning(_ what: String) -> Bool {
        guard isTransitioning else { return true }
        Self.warn("Cannot \(what) while a push or pop is in progress")
        return false
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("UIKit: " + message + "\n").utf8))
    }

    // MARK: The interactive pop

    private func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            popInteraction = interaction
            popViewController(animated: true)
            interaction.update(progress)
        case .changed:
            popInteraction?.update(progress)
        case .ended:
            // Past half way, or flung towards the right edge.
            if progress > 0.5 || pan.velocity(in: view).x > 500 { popInteraction?.finish() } else { popInteraction?.cancel() }
            popInteraction = nil
        case .cancelled, .failed:
            popInteraction?.cancel()
            popInteraction = nil
        default:
            break
        }
    }

    /// Lets the edge swipe begin only when there is something to pop back to.
    private final class PopGestureDelegate: UIGestureRecognizerDelegate {
        weak var navigationController: UINavigationController?

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let nav = navigationController else { return false }
            return nav.stack.count > 1 && !nav.isTransitioning && nav.presentedViewController == nil
        }
    }
}
