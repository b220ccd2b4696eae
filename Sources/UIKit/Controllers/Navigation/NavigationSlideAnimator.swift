import Foundation

/// The built-in push and pop of a navigation controller, as an animator like any other: a
/// push slides the new view in from the right edge while the old one moves a third of its
/// width to the left; a pop does the reverse. The interactive pop drives it too.
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    /// The length of a push or pop, in seconds. Apple publishes no figure; 0.35 s is what
    /// iOS shows.
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(true)
        }
        let final = transitionContext.finalFrame(for: toVC), width = container.bounds.width
        let pushing = operation != .pop
        let fromStart = fromView.frame
        if pushing {
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = final.offsetBy(dx: -width * Self.parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        // Linear under a finger (the interactive pop), ease in and out on its own.
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: Self.duration, delay: 0, options: [curve], animations: {
            toView.frame = final
            fromView.frame = fromStart.offsetBy(dx: pushing ? -width * Self.parallax : width, dy: 0)
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            // The view left behind is laid out afresh when it comes back.
            if completed { UIView.performWithoutAnimation { fromView.frame = fromStart } }
            transitionContext.completeTransition(completed)
        })
    }
}
