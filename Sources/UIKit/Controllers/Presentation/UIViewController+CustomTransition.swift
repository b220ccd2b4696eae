import Foundation

// Presentations and dismissals animated by a `transitioningDelegate`'s animator, as
// UIKit's: the container goes into the window first, the animator puts the views where
// it likes (a presentation's animator adds the presented view to the container) and calls
// `completeTransition(_:)`. Completed, the presentation ends as a built-in one does;
// cancelled (an interaction given up), it is undone: the controllers' appearance calls
// run the other way, the links are cut (or kept, for a dismissal) and no completion block
// runs, as on iOS. Views the animator moved out of their places go back.
extension UIViewController {
    /// Shows `presented` through `animator` (and the delegate's interaction controller);
    /// `finish` ends a completed presentation.
    func runCustomPresentation(of presented: UIViewController, by presenter: UIViewController,
                               animator: UIViewControllerAnimatedTransitioning, container: UIView, window: UIWindow,
                               coordinator: TransitionCoordinator, movesPresenter: Bool,
                               leaving: [UIViewController], arriving: [UIViewController], finish: @escaping () -> Void) {
        Self.movingViews { window.addSubview(container) }
        container.layoutIfNeeded()
        let toView: UIView = presented.view
        let fromView = movesPresenter ? presenter.viewIfLoaded : nil
        let fromPlace = fromView.flatMap(ViewPlace.init(of:))
        let presenterFrame = presenter.viewIfLoaded.map { $0.convert($0.bounds, to: container) } ?? .zero
        let group = leaving + arriving
        let context = CustomTransitionContext(
            container: container, style: presented.modalPresentationStyle, animator: animator,
            from: (presenter, fromView, presenterFrame, movesPresenter ? .zero : presenterFrame),
            to: (presented, toView, .zero, container.bounds),
            onComplete: { completed in
                Self.movingViews { fromPlace?.restore() }
                for c in group { c.presentation.isInCustomTransition = false }
                guard !completed else { return finish() }
                Self.movingViews {
                    toView.removeFromSuperview()
                    container.removeFromSuperview()
                }
                presenter.presentation.presented = nil
                presented.presentation.presenting = nil
                presented.presentation.container = nil
                presented.presentation.isBeingPresented = false
                presented.presentation.coordinator = nil
                Self.reverseAppearance(of: arriving, then: leaving)
                coordinator.runCompletions()
            })
        start(context, coordinator: coordinator, group: group, leaving: leaving, arriving: arriving,
              interaction: presented.transitioningDelegate?.interactionControllerForPresentation(using: animator))
    }

    /// Dismisses `dismissed` (presented by `presenter`) through `animator`; the views are
    /// already back in the window. `finish` ends a completed dismissal, `undo` puts the
    /// views back as they were for a cancelled one.
    func runCustomDismissal(of dismissed: UIViewController, to presenter: UIViewController,
                            animator: UIViewControllerAnimatedTransitioning, container: UIView,
                            coordinator: TransitionCoordinator, returnsPresenter: Bool,
                            leaving: [UIViewController], arriving: [UIViewController],
                            finish: @escaping () -> Void, undo: @escaping () -> Void) {
        let fromView: UIView = dismissed.view
        let toView = returnsPresenter ? presenter.viewIfLoaded : nil
        let places = [fromView, toView].compactMap { $0.flatMap(ViewPlace.init(of:)) }
        let presenterFrame = presenter.viewIfLoaded.map { $0.convert($0.bounds, to: container) } ?? .zero
        let group = leaving + arriving
        let context = CustomTransitionContext(
            container: container, style: dismissed.modalPresentationStyle, animator: animator,
            from: (dismissed, fromView, fromView.convert(fromView.bounds, to: container), .zero),
            to: (presenter, toView, returnsPresenter ? .zero : presenterFrame, presenterFrame),
            onComplete: { completed in
                Self.movingViews { for place in places { place.restore() } }
                for c in group { c.presentation.isInCustomTransition = false }
                guard !completed else { return finish() }
                undo()
                Self.reverseAppearance(of: arriving, then: leaving)
                coordinator.runCompletions()
            })
        start(context, coordinator: coordinator, group: group, leaving: leaving, arriving: arriving,
              interaction: dismissed.transitioningDelegate?.interactionControllerForDismissal(using: animator))
    }

    /// Tells the controllers, then hands `context` to the interaction controller, or to the
    /// animator when there is none.
    private func start(_ context: CustomTransitionContext, coordinator: TransitionCoordinator,
                       group: [UIViewController], leaving: [UIViewController], arriving: [UIViewController],
                       interaction: UIViewControllerInteractiveTransitioning?) {
        context.attach(coordinator)
        // The will calls see whether a gesture drives the transition, as in UIKit.
        if interaction?.wantsInteractiveStart == true { context.beginInteraction() }
        for c in group { c.presentation.isInCustomTransition = true }
        for c in leaving { c.beginAppearanceTransition(false, animated: true) }
        for c in arriving { c.beginAppearanceTransition(true, animated: true) }
        context.start(with: interaction)
    }

    /// The appearance calls of a cancelled transition, in the order iOS logs for a
    /// cancelled interactive pop: the controllers that were arriving disappear again, then
    /// those that were leaving appear again.
    static func reverseAppearance(of arriving: [UIViewController], then leaving: [UIViewController]) {
        for c in arriving {
            c.beginAppearanceTransition(false, animated: true)
            c.endAppearanceTransition()
        }
        for c in leaving {
            c.beginAppearanceTransition(true, animated: true)
            c.endAppearanceTransition()
        }
    }
}
