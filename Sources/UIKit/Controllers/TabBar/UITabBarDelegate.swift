import Foundation

/// Told when the user selects an item of a `UITabBar` (not one the tab bar controller
/// owns: that bar's delegate is the controller).
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
