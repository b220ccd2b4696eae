import Foundation

/// A push or pop that a tab bar slides with: the coordinator it animates alongside and the
/// two views moving.
struct BottomBarTransition {
    let coordinator: TransitionCoordinator
    /// True for a push (the bar leaves with `fromView`), false for a pop (it comes back
    /// with `toView`).
    let pushing: Bool
    let fromView: UIView
    let toView: UIView
    /// The controller `toView` is the view of.
    let toController: UIViewController
}

extension UINavigationController {
    /// Whether a controller on the stack asks its tab bar controller's bar away
    /// (`hidesBottomBarWhenPushed`).
    var hidesBottomBar: Bool { viewControllers.contains { $0.hidesBottomBarWhenPushed } }

    /// The stack changed: a tab bar controller showing this one as its tab puts its bar
    /// where the stack asks, moving it with `transition`'s views when there is one.
    func bottomBarFollowsStack(_ transition: BottomBarTransition? = nil) {
        guard let tabs = parent as? UITabBarController, tabs.selectedViewController === self else { return }
        tabs.placeBottomBar(following: transition)
    }
}
