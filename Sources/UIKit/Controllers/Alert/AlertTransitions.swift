import Foundation

/// The alert's own `transitioningDelegate`: its animations in and out.
final class AlertTransitions: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: false)
    }
}

/// An alert's presentation and dismissal, as iOS shows them: the dimming fades; an alert's
/// box grows into place from 1.2 times its size while fading in and fades out in place;
/// an action sheet rises from below the window's bottom edge and sinks back.
final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    /// How long a presentation and a dismissal take, in seconds.
    static let presentDuration: TimeInterval = 0.3
    static let dismissDuration: TimeInterval = 0.2
    /// The scale an alert's box grows from.
    static let startScale: CGFloat = 1.2

    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
              let view = alert.alertView else {
            return transitionContext.completeTransition(true)
        }
        if isPresenting {
            view.frame = transitionContext.finalFrame(for: alert)
            transitionContext.containerView.addSubview(view)
            view.layoutIfNeeded()
        }
        let sheet = alert.preferredStyle == .actionSheet
        // Far enough down that both of a sheet's groups are out of the window.
        let drop = CGAffineTransform(translationX: 0, y: view.bounds.maxY - view.box.frame.minY)
        let grown = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
        func hidden() {
            view.dimmingView.alpha = 0
            if sheet {
                view.box.transform = drop
                view.cancelBox.transform = drop
            } else {
                view.box.alpha = 0
                if isPresenting { view.box.transform = grown }
            }
        }
        func shown() {
            view.dimmingView.alpha = 1
            view.box.alpha = 1
            view.box.transform = .identity
            view.cancelBox.transform = .identity
        }
        if isPresenting { UIView.performWithoutAnimation(hidden) }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [isPresenting ? .curveEaseOut : .curveEaseIn],
                       animations: isPresenting ? shown : hidden,
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
