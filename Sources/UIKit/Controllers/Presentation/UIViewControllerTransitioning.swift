import Foundation

// Custom presentation and dismissal animations, as UIKit's: a presented controller's
// `transitioningDelegate` hands out an animator (and, for a transition driven by a
// gesture, an interaction controller); the animator gets a context that names the
// controllers and views involved and is told when the transition is over.

/// The keys of `UIViewControllerContextTransitioning.viewController(forKey:)`, as UIKit's.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown when the transition starts: the presenter when presenting, the
    /// presented controller when dismissing.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown when the transition ends: the presented controller when
    /// presenting, the presenter when dismissing.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of `UIViewControllerContextTransitioning.view(forKey:)`, as UIKit's.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the `.from` controller, when the transition moves it.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the `.to` controller, when the transition moves it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom transition animator works with, as UIKit's: the container the animation
/// happens in, the controllers and views involved, their frames, and the calls that end
/// the transition. UIKit makes the context; the animator must call
/// `completeTransition(_:)` exactly once, when its animation is over.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: for a presentation, the full-window view the
    /// presented controller's view lives in; for a push or pop, the navigation controller's
    /// view its controllers' views live in (under the bar). The animator adds the `.to` view
    /// to it.
    var containerView: UIView { get }
    /// Whether the transition animates (custom animators are only used when it does).
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition at the moment.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled: the animator then calls
    /// `completeTransition(false)`.
    var transitionWasCancelled: Bool { get }
    /// The presented controller's presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies: always the identity, a window does not rotate.
    var targetTransform: CGAffineTransform { get }
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view, nil when the transition does not move that controller's
    /// view (the presenter's view under an `.overFullScreen` or `.custom` presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition starts, in the container's points;
    /// `.zero` when it is not shown then.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view should be when the transition ends, in the container's points;
    /// `.zero` when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Tells the context how far (0...1) an interactive transition is.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Tells the context the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Tells the context the interaction ended and the transition will be undone.
    func cancelInteractiveTransition()
    /// Tells the context an interaction took hold of the transition again.
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` true keeps the new state, false puts the old one
    /// back (a cancelled interactive transition). Call once, after the animation.
    func completeTransition(_ didComplete: Bool)
}

/// An object that animates a presentation or dismissal, as UIKit's.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the animation, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the views of `transitionContext` and calls its `completeTransition(_:)`
    /// at the end. Views are moved with `UIView.animate` or a `UIViewPropertyAnimator`;
    /// under an interaction controller those animations follow the interaction.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended, with whether it completed. The default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from a gesture, as UIKit's. Most code uses
/// `UIPercentDrivenInteractiveTransition`.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Takes charge of the transition; UIKit calls it instead of the animator's
    /// `animateTransition(using:)`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How much faster than its own pace the rest of the animation runs once the
    /// interaction ends (1, the default, keeps the pace).
    var completionSpeed: CGFloat { get }
    /// The curve the rest of the animation follows once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true, the default); false runs it as a
    /// plain animation.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest of the animation at its own pace.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// Hands out the objects that animate a controller's presentation and dismissal, as
/// UIKit's. Set as the presented controller's `transitioningDelegate`; every method has a
/// default that returns nil (the built-in animation of `modalTransitionStyle`).
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`, asked by `source` (the
    /// controller `present` was called on).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animator`'s presentation, or nil to animate.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller that drives `animator`'s dismissal, or nil to animate.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the built-in presentation animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: the built-in dismissal animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
    /// Nil: the presentation animates by itself.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Nil: the dismissal animates by itself.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
