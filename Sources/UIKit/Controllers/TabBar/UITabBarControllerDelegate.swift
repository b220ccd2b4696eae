import Foundation

/// Asked before and told after the user picks a tab, as UIKit's.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap may show `viewController` (default true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tap showed `viewController` (also when it was already shown).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
