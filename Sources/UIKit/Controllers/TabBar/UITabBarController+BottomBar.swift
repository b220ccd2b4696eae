import Foundation

extension UITabBarController {
    /// Whether the tab shown asks the bar away: a navigation controller with a controller
    /// on its stack that `hidesBottomBarWhenPushed`.
    var selectedHidesBottomBar: Bool { (selectedViewController as? UINavigationController)?.hidesBottomBar ?? false }

    /// Shows or hides the bar as the tab shown asks, the tab's safe area ending above the bar
    /// or at the bottom. With `transition` (a push or pop in that tab) the bar moves as
    /// iOS moves it: with the view that lies beneath, a push's old view or a pop's new one,
    /// covered by the other; it settles when the transition ends, as the stack then stands
    /// (a cancelled pop leaves it as it was).
    func placeBottomBar(following transition: BottomBarTransition? = nil) {
        let hidden = selectedHidesBottomBar
        selectedViewController?.insetsFromContainer = bottomBarInsets(hidden: hidden)
        guard let transition, isViewLoaded, hidden != tabBar.isHidden else {
            tabBar.isHidden = hidden
            return
        }
        let container = transition.coordinator.containerView
        let carrier = transition.pushing ? transition.fromView : transition.toView
        let shift = container.bounds.width * NavigationSlideAnimator.parallax
        let rest = container.convert(tabBar.frame, from: view)
        transition.coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            UIView.performWithoutAnimation {
                self.tabBar.isHidden = false
                if carrier.superview === container {
                    container.insertSubview(self.tabBar, aboveSubview: carrier)
                } else {
                    container.addSubview(self.tabBar)
                }
                self.tabBar.frame = rest.offsetBy(dx: transition.pushing ? 0 : -shift, dy: 0)
            }
            self.tabBar.frame = rest.offsetBy(dx: transition.pushing ? -shift : 0, dy: 0)
        }, completion: { [weak self] _ in
            guard let self else { return }
            view.addSubview(tabBar)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            let settled = selectedHidesBottomBar
            tabBar.isHidden = settled
            selectedViewController?.insetsFromContainer = bottomBarInsets(hidden: settled)
        })
    }

    /// The safe-area insets the tab shown gets from the bar.
    func bottomBarInsets(hidden: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : UITabBar.contentHeight, right: 0)
    }
}
