import Foundation

/// What a transition is doing, as UIKit's `UIViewControllerTransitionCoordinatorContext`:
/// handed to the blocks a coordinator runs.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change is animated (a window resize is not; an animated presentation,
    /// push or pop is).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition at the moment (a custom
    /// presentation or dismissal, or a navigation pop, under a gesture).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one given up): the controllers
    /// stay as they were.
    var isCancelled: Bool { get }
    /// How far the transition is, 0...1, as an interaction last said (0 for one no
    /// interaction drives).
    var percentComplete: CGFloat { get }
    /// The length of the change, in seconds (0 when not animated).
    var transitionDuration: TimeInterval { get }
    /// The view the transition happens in: the window, or a custom transition's container.
    var containerView: UIView { get }
    /// The rotation the change applies: always the identity, a window does not rotate.
    var targetTransform: CGAffineTransform { get }
}

/// Runs blocks beside a transition and after it, as UIKit's
/// `UIViewControllerTransitionCoordinator`: given to `viewWillTransition(to:with:)`, and
/// `transitionCoordinator` during a presentation or dismissal.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (with the new size applied, for a
    /// size change) and `completion` after it ends. Returns true: both will run.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion: nil)`.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one size change or presentation: collects the blocks while the
/// controllers are told, runs them when the transition animates and when it ends.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// Whether the change animates: a custom transition's context says; otherwise a
    /// change of some length does.
    var isAnimated: Bool { context?.isAnimated ?? (transitionDuration > 0) }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var percentComplete: CGFloat { context?.percentComplete ?? 0 }
    /// Set by a custom transition to its animator's duration.
    var transitionDuration: TimeInterval
    let containerView: UIView
    /// The custom transition this coordinator follows, if any.
    weak var context: CustomTransitionContext?
    var targetTransform: CGAffineTransform { .identity }

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView, duration: TimeInterval) {
        self.containerView = containerView
        self.transitionDuration = max(0, duration)
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks once (inside the caller's animation block, if any).
    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks once.
    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
