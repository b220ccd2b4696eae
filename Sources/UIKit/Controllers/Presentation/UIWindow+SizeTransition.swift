import Foundation

extension UIWindow {
    /// The root controller and the controllers presented over it, bottom to top.
    var presentationChain: [UIViewController] {
        guard let root = rootViewController else { return [] }
        var chain = [root]
        while let next = chain.last?.presentation.presented { chain.append(next) }
        return chain
    }

    /// The controller in front: the top presented one, else the root.
    var frontViewController: UIViewController? { presentationChain.last }

    /// Tells the root controller and every presented controller about a new size before
    /// `apply` sets it, as UIKit does on rotation or a window resize: each gets
    /// `viewWillTransition(to:with:)` (which passes it on to children). A desktop resize is
    /// not animated: the coordinator's alongside blocks run once the new size is applied and
    /// laid out, its completions right after.
    func transitionSize(to size: CGSize, _ apply: () -> Void) {
        let old = bounds.size
        let shown = presentationChain
        guard !isTransitioningSize, size != old, !shown.isEmpty else { return apply() }
        isTransitioningSize = true
        defer { isTransitioningSize = false }
        let coordinator = TransitionCoordinator(containerView: self, duration: 0)
        for controller in shown { controller.viewWillTransition(to: size, with: coordinator) }
        apply()
        // A presenter's view out of the window under a full-screen presentation follows
        // the window's size too, so its alongside blocks see the new geometry.
        for controller in shown {
            guard let (superview, _) = controller.presentation.removedView, superview === self,
                  let hostView = controller.presentation.container ?? controller.viewIfLoaded else { continue }
            hostView.frame = bounds
            hostView.layoutIfNeeded()
        }
        layoutIfNeeded()
        UIView.performWithoutAnimation { coordinator.runAlongside() }
        coordinator.runCompletions()
    }
}
