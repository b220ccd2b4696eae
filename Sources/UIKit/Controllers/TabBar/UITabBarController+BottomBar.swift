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
    /// A bar the app hid itself (`tabBar.isHidden`) stays hidden: only the stack's ask is
    /// undone here. While the bar moves, the view leaving keeps the safe area it had and the
    /// one arriving gets the one it will have.
    func placeBottomBar(following transition: BottomBarTransition? = nil) {
        let hidden = selectedHidesBottomBar
        let hiddenByApp = tabBar.isHidden && !isBottomBarHiddenByStack
        guard let transition, isViewLoaded, !hiddenByApp, hidden != tabBar.isHidden else {
            selectedViewController?.insetsFromContainer = bottomBarInsets(hidden: hidden)
            if !hiddenByApp { setBottomBarHidden(byStack: hidden) }
            return
        }
        let arriving = transition.toController
        arriving.bottomBarAdjustment = bottomBarInsets(hidden: hidden).bottom
            - (selectedViewController?.insetsFromContainer.bottom ?? 0)
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
            setBottomBarHidden(byStack: settled)
            arriving.bottomBarAdjustment = 0
            selectedViewController?.insetsFromContainer = bottomBarInsets(hidden: settled)
        })
    }

    private func setBottomBarHidden(byStack hidden: Bool) {
        tabBar.isHidden = hidden
        isBottomBarHiddenByStack = hidden
    }

    /// The safe-area insets the tab shown gets from the bar.
    func bottomBarInsets(hidden: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : UITabBar.contentHeight, right: 0)
    }
}
