import Foundation

// Modal presentation as UIKit's. The presented view sits in a full-window container on
// top of the window (the container takes the touches the presented view does not, so
// the presenter gets none); a full-screen presentation takes the presenter's view out of
// the window when the transition ends and puts it back when a dismissal begins.
//
// Appearance calls follow the order iOS logs for a full-screen modal, as for a
// navigation push: the controller leaving gets `viewWillDisappear`, the one arriving
// `viewWillAppear`, then (after the animation) the leaving one `viewDidDisappear` and
// the arriving one `viewDidAppear`; the completion runs last. On dismissal the links are
// cut before the `did` calls, so a dismissed controller's `viewDidDisappear` sees no
// `presentingViewController`, as on iOS.
extension UIViewController {
    /// The length of an animated presentation or dismissal, in seconds. Apple publishes
    /// no figure; 0.5 s with ease-in-out is close to what iOS shows for a full-screen modal.
    public static let modalTransitionDuration: TimeInterval = 0.5

    /// While true, views entering or leaving a window send no appearance calls by
    /// themselves (the presentation sends them in order). Main thread only.
    nonisolated(unsafe) static var isMovingViewsForPresentation = false

    /// The controller this one (or its nearest presented ancestor) was presented by.
    public var presentingViewController: UIViewController? {
        presentation.presenting ?? parent?.presentingViewController
    }

    /// The controller this one (or its nearest presenting ancestor) presented.
    public var presentedViewController: UIViewController? {
        presentation.presented ?? parent?.presentedViewController
    }

    /// True from the start of the presentation until after `viewDidAppear`.
    public var isBeingPresented: Bool { presentation.isBeingPresented }

    /// True from the start of the dismissal until after `viewDidDisappear`.
    public var isBeingDismissed: Bool { presentation.isBeingDismissed }

    /// The coordinator of the presentation or dismissal under way that involves this
    /// controller (or its ancestors), else nil: blocks given to it run beside the transition
    /// animation and after it.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let own = presentation.coordinator ?? presentation.navigationCoordinator { return own }
        if let presented = presentation.presented, let c = presented.presentation.coordinator { return c }
        return parent?.transitionCoordinator
    }

    /// The controller presentation happens from: the top of this one's containment chain.
    private var presentationContext: UIViewController {
        var context = self
        while let up = context.parent { context = up }
        return context
    }

    /// The controllers whose appearance follows this one's: itself, then each child whose
    /// view is shown in it, when this controller forwards appearance automatically
    /// (a container that forwards by hand passes the calls on itself).
    var appearanceGroup: [UIViewController] {
        var group = [self]
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return group }
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            group += child.appearanceGroup
        }
        return group
    }

    /// Whether a presentation or dismissal is running anywhere along this window's chain.
    private static func transitionRuns(from root: UIViewController) -> Bool {
        var controller: UIViewController? = root
        while let c = controller {
            if c.presentation.isBeingPresented || c.presentation.isBeingDismissed { return true }
            // A push or pop under way in the chain: its views are moving too.
            if c.presentation.navigationCoordinator != nil { return true }
            controller = c.presentation.presented
        }
        return false
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("UIKit: " + message + "\n").utf8))
    }

    static func movingViews(_ body: () -> Void) {
        let saved = isMovingViewsForPresentation
        isMovingViewsForPresentation = true
        defer { isMovingViewsForPresentation = saved }
        body()
    }

    /// The top of the chain `controller` is in (the window's root or whoever presented it).
    private static func chainRoot(of controller: UIViewController) -> UIViewController {
        var root = controller
        while let up = root.presentation.presenting { root = up }
        return root
    }

    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        guard let window = presenter.viewIfLoaded?.window else {
            return Self.warn("Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy")
        }
        if let current = presenter.presentation.presented {
            return Self.warn("Attempt to present \(presented) on \(presenter) which is already presenting \(current)")
        }
        guard presented !== presenter, presented.parent == nil, presented.presentation.presenting == nil,
              presented.viewIfLoaded?.window == nil else {
            return Self.warn("Attempt to present \(presented), which is already shown, on \(presenter)")
        }
        guard !Self.transitionRuns(from: Self.chainRoot(of: presenter)) else {
            return Self.warn("Attempt to present \(presented) on \(presenter) while a presentation is in progress")
        }
        let animated = animated && UIView.areAnimationsEnabled
        presenter.presentation.presented = presented
        presented.presentation.presenting = presenter
        presented.presentation.isBeingPresented = true

        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presented.presentation.container = container
        let view: UIView = presented.view
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let covers = presented.modalPresentationStyle.removesPresenterView
        // Where the presenter's view is, to take it out of the window from there when the
        // presentation ends (a custom animator may have moved it meanwhile).
        let hostView = presenter.presentation.container ?? presenter.viewIfLoaded
        let hostPlace = hostView.flatMap(ViewPlace.init(of:))
        let leaving = covers ? presenter.appearanceGroup : []
        let arriving = presented.appearanceGroup
        let custom = animated ? presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenter, source: self) : nil
        let duration = animated ? Self.modalTransitionDuration : 0
        let coordinator = TransitionCoordinator(containerView: custom == nil ? window : container, duration: duration)
        presented.presentation.coordinator = coordinator

        let finish = {
            if covers, let hostView, let hostPlace {
                presenter.presentation.removedView = (hostPlace.superview, hostPlace.index)
                Self.movingViews { hostView.removeFromSuperview() }
            }
            for c in leaving { c.endAppearanceTransition() }
            for c in arriving { c.endAppearanceTransition() }
            presented.presentation.coordinator = nil
            presented.presentation.isBeingPresented = false
            coordinator.runCompletions()
            completion?()
        }
        if let custom {
            return runCustomPresentation(of: presented, by: presenter, animator: custom, container: container,
                                         window: window, coordinator: coordinator, movesPresenter: covers,
                                         leaving: leaving, arriving: arriving, finish: finish)
        }
        for c in leaving { c.beginAppearanceTransition(false, animated: animated) }
        for c in arriving { c.beginAppearanceTransition(true, animated: animated) }
        let addViews = {
            Self.movingViews {
                container.addSubview(view)
                window.addSubview(container)
            }
            container.layoutIfNeeded()
        }
        // A flip draws the window before and after: the views go in inside it.
        let flips = animated && presented.modalTransitionStyle == .flipHorizontal
        if !flips { addViews() }

        runTransition(of: view, in: container, window: window, style: presented.modalTransitionStyle, presenting: true,
                      duration: duration, coordinator: coordinator, change: flips ? addViews : nil, finish: finish)
    }

    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let presented = presentedViewController, let p = presented.presentation.presenting {
            presenter = p
        } else if let p = presentingViewController {
            presenter = p
        } else {
            return
        }
        guard let dismissed = presenter.presentation.presented else { return }
        guard !Self.transitionRuns(from: Self.chainRoot(of: presenter)) else {
            return Self.warn("Attempt to dismiss from \(presenter) while a presentation or dismiss is in progress")
        }
        var stack = [dismissed]
        while let next = stack.last?.presentation.presented { stack.append(next) }
        let top = stack[stack.count - 1]
        guard let container = top.presentation.container, let window = container.window else { return }
        let animated = animated && UIView.areAnimationsEnabled
        let duration = animated ? Self.modalTransitionDuration : 0
        let custom = animated ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
        let coordinator = TransitionCoordinator(containerView: custom == nil ? window : container, duration: duration)
        top.presentation.coordinator = coordinator
        for c in stack { c.presentation.isBeingDismissed = true }

        let shown = stack.filter { $0.presentation.container?.window != nil }
        let leaving = shown.reversed().flatMap(\.appearanceGroup)
        let returning = presenter.presentation.removedView
        let arriving = returning != nil ? presenter.appearanceGroup : []
        // What the views were before the dismissal moved them, to undo it when a custom
        // transition is cancelled.
        let hostView = presenter.presentation.container ?? presenter.viewIfLoaded
        let lowerPlaces = stack.dropLast().compactMap { c in c.presentation.container.flatMap(ViewPlace.init(of:)) }
        if custom == nil {
            for c in leaving { c.beginAppearanceTransition(false, animated: animated) }
            for c in arriving { c.beginAppearanceTransition(true, animated: animated) }
        }
        Self.movingViews {
            // The presenter goes back where it was, under the first container of the stack;
            // the controllers between it and the top leave at once (only the top animates).
            if let (superview, index) = returning, let hostView = presenter.presentation.container ?? presenter.viewIfLoaded {
                if let first = stack[0].presentation.container, first.superview === superview {
                    superview.insertSubview(hostView, belowSubview: first)
                } else {
                    superview.insertSubview(hostView, at: min(index, superview.subviews.count))
                }
                // The window may have changed size while the view was out of it.
                if superview === window { hostView.frame = window.bounds }
            }
            for c in stack.dropLast() { c.presentation.container?.removeFromSuperview() }
        }
        presenter.presentation.removedView = nil
        window.layoutIfNeeded()

        let view: UIView = top.view
        let finish = {
            Self.movingViews {
                for c in stack { c.presentation.container?.removeFromSuperview() }
                view.removeFromSuperview()
            }
            presenter.presentation.presented = nil
            for c in stack {
                c.presentation.presenting = nil
                c.presentation.presented = nil
                c.presentation.container = nil
                c.presentation.removedView = nil
            }
            for c in leaving { c.endAppearanceTransition() }
            for c in arriving { c.endAppearanceTransition() }
            top.presentation.coordinator = nil
            for c in stack { c.presentation.isBeingDismissed = false }
            coordinator.runCompletions()
            completion?()
        }
        if let custom {
            let undo = {
                Self.movingViews {
                    if let returning, let hostView {
                        presenter.presentation.removedView = returning
                        hostView.removeFromSuperview()
                    }
                    for place in lowerPlaces { place.restore() }
                }
                for c in stack { c.presentation.isBeingDismissed = false }
                top.presentation.coordinator = nil
                // The presented view at the container's size again (the window may have resized).
                view.frame = container.bounds
            }
            return runCustomDismissal(of: top, to: presenter, animator: custom, container: container,
                                      coordinator: coordinator, returnsPresenter: returning != nil,
                                      leaving: leaving, arriving: arriving, finish: finish, undo: undo)
        }
        let removeTop = { Self.movingViews { container.removeFromSuperview() } }
        runTransition(of: view, in: container, window: window, style: top.modalTransitionStyle, presenting: false,
                      duration: duration, coordinator: coordinator, change: removeTop, finish: finish)
    }

    /// Animates `view` in (`presenting`) or out of `container`, running the coordinator's
    /// alongside blocks in the same animation, then `finish`; at once when `duration` is 0.
    /// `change` is the view move a flip draws between its pictures of the window (only a
    /// flip runs it; the other styles move views before they animate).
    private func runTransition(of view: UIView, in container: UIView, window: UIWindow, style: UIModalTransitionStyle,
                               presenting: Bool, duration: TimeInterval, coordinator: TransitionCoordinator,
                               change: (() -> Void)?, finish: @escaping () -> Void) {
        let shown = container.bounds
        let below = shown.offsetBy(dx: 0, dy: shown.height)
        let opacity = view.alpha
        guard duration > 0 else {
            UIView.performWithoutAnimation { coordinator.runAlongside() }
            return finish()
        }
        if style == .flipHorizontal {
            let flip: UIView.AnimationOptions = presenting ? .transitionFlipFromRight : .transitionFlipFromLeft
            UIView.transition(with: window, duration: duration, options: [flip, .curveEaseInOut], animations: {
                change?()
                coordinator.runAlongside()
            }, completion: { _ in finish() })
            return
        }
        UIView.performWithoutAnimation {
            switch style {
            case .coverVertical: view.frame = presenting ? below : shown
            case .crossDissolve: view.alpha = presenting ? 0 : opacity
            case .flipHorizontal: break
            }
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            switch style {
            case .coverVertical: view.frame = presenting ? shown : below
            case .crossDissolve: view.alpha = presenting ? opacity : 0
            case .flipHorizontal: break
            }
            coordinator.runAlongside()
        }, completion: { _ in
            if !presenting {
                // The controller may be presented again: its view comes back as it was.
                UIView.performWithoutAnimation {
                    view.frame = shown
                    view.alpha = opacity
                }
            }
            finish()
        })
    }
}
