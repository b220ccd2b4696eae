import Foundation

/// Provides a page view controller's pages on demand, as UIKit's
/// `UIPageViewControllerDataSource`: a neighbour is asked for when a turn towards it
/// begins, never ahead, and asked again after every turn, so a data source whose pages
/// change is never answered from a stale copy.
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the start (the content rubber-bands).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the end (the content rubber-bands).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the page indicator shows. Implement it with
    /// `presentationIndex(for:)` to get a `UIPageControl` at the bottom (horizontal scroll
    /// style, as on iOS); the default, 0, shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the current page in the indicator, asked whenever the current page
    /// changes. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears of turns the user drives, as UIKit's `UIPageViewControllerDelegate`. Turns made
/// by `setViewControllers(_:direction:animated:completion:)` send nothing, as on iOS.
/// Every `willTransitionTo` is answered by exactly one `didFinishAnimating`.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A user-driven turn towards `pendingViewControllers` begins.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A user-driven turn ended: `completed` is true when the pending page became current,
    /// false when the content went back to `previousViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The page-curl style's spine for `orientation`, asked when the page view controller is
    /// first laid out in a window with a size and whenever the window changes between
    /// portrait and landscape aspect; the answer is applied. The default keeps the spine.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
