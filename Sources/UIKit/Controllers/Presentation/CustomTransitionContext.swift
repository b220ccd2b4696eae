import Foundation

/// The context UIKit hands a custom animator: one presentation or dismissal, its
/// controllers, views and frames, and the state an interaction controller reports.
/// `completeTransition(_:)` hands the outcome to the presentation code (once).
final class CustomTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    var isAnimated: Bool { true }
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }

    /// The animator of the transition, which an interaction controller runs.
    let animator: UIViewControllerAnimatedTransitioning
    /// How far an interactive transition last said it was, 0...1 (what its coordinator's
    /// `percentComplete` reports).
    private(set) var percentComplete: CGFloat = 0

    private let fromController: UIViewController
    private let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// What to do with the outcome; nil once the transition completed.
    private var onComplete: ((Bool) -> Void)?

    /// The controllers, the views the transition moves (nil for one it leaves in place), and
    /// each controller's initial and final frames in the container's points.
    init(container: UIView, style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         from: (controller: UIViewController, view: UIView?, initial: CGRect, final: CGRect),
         to: (controller: UIViewController, view: UIView?, initial: CGRect, final: CGRect),
         onComplete: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        self.animator = animator
        fromController = from.controller
        toController = to.controller
        fromView = from.view
        toView = to.view
        frames = [ObjectIdentifier(from.controller): (from.initial, from.final),
                  ObjectIdentifier(to.controller): (to.initial, to.final)]
        self.onComplete = onComplete
    }

    /// Whether `completeTransition(_:)` has not been called yet.
    var isRunning: Bool { onComplete != nil }

    /// The interaction controller driving the transition, kept until it completes.
    var interaction: UIViewControllerInteractiveTransitioning?
    /// Starts the transition coordinator's alongside blocks in an animation of the
    /// transition's length; nil once run.
    var alongside: (() -> Void)?

    /// Runs the alongside blocks, then the animator's `animateTransition(using:)` (so an
    /// interaction controller holding the animator's animations holds those too, and an
    /// animator that completes at once finds them started).
    func runAnimations() {
        runAlongside()
        animator.animateTransition(using: self)
    }

    /// Makes `coordinator` follow this transition: its duration is the animator's, its
    /// interaction state this context's, and its alongside blocks animate over that
    /// duration (held with the animator's animations under an interaction controller).
    func attach(_ coordinator: TransitionCoordinator) {
        let duration = max(0, animator.transitionDuration(using: self))
        coordinator.transitionDuration = duration
        coordinator.context = self
        alongside = {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                           animations: { coordinator.runAlongside() })
        }
    }

    /// Hands the transition to `interaction`, or to the animator when there is none.
    func start(with interaction: UIViewControllerInteractiveTransitioning?) {
        guard let interaction else { return runAnimations() }
        self.interaction = interaction
        if interaction.wantsInteractiveStart { beginInteraction() }
        if !(interaction is UIPercentDrivenInteractiveTransition) {
            // An interaction controller of the app's own runs the animator its own way.
            runAlongside()
        }
        interaction.startInteractiveTransition(self)
    }

    /// Runs the alongside blocks, once.
    func runAlongside() {
        let blocks = alongside
        alongside = nil
        blocks?()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    /// Marks the transition as driven by an interaction (from its start).
    func beginInteraction() { isInteractive = true }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        guard isRunning else { return }
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            return FileHandle.standardError.write(Data("UIKit: completeTransition called twice for one transition\n".utf8))
        }
        self.onComplete = nil
        (interaction as? UIPercentDrivenInteractiveTransition)?.transitionDidComplete()
        interaction = nil
        onComplete(didComplete)
        animator.animationEnded(didComplete)
    }
}
