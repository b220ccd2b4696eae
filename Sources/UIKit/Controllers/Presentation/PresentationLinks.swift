import Foundation

/// What a controller knows of modal presentation: whom it presented, who presented it, the
/// view holding it in the window, and which transition is under way.
struct PresentationLinks {
    /// The controller this one presented (kept alive by the presentation, as in UIKit).
    var presented: UIViewController?
    /// The controller that presented this one.
    weak var presenting: UIViewController?
    /// The full-window view this (presented) controller's view sits in, UIKit's
    /// `UITransitionView`: it stays while the controller is presented and takes the
    /// touches that miss the presented view, so nothing reaches the presenter.
    var container: UIView?
    /// Where this (presenting) controller's view was before a full-screen presentation took
    /// it out of the window, to put it back on dismissal.
    var removedView: (superview: UIView, index: Int)?
    /// The coordinator of the presentation or dismissal under way, if any.
    var coordinator: TransitionCoordinator?
    /// The coordinator of this navigation controller's push or pop under way, if any.
    var navigationCoordinator: TransitionCoordinator?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// True while a transition this controller takes part in (a custom presentation, a
    /// navigation push or pop) sends its appearance calls: the animator moving its view in
    /// or out of the window sends none.
    var isInCustomTransition = false
}

/// The full-window view a presented controller's view lives in.
final class PresentationContainerView: UIView {}
