import Foundation

/// A `setViewControllers` call the delegate made from `pageViewController(_:spineLocationFor:)`,
/// held until the spine it returns is applied.
struct DeferredPageSetting {
    var pages: [UIViewController]?
    var direction: UIPageViewController.NavigationDirection
    var completion: ((Bool) -> Void)?
}

extension UIPageViewController {
    /// Asks the delegate for the spine of `orientation` and applies it, as UIKit does when
    /// the interface turns. UIKit's own template (Xcode's page-based app) gives the view
    /// controllers the new spine needs from inside that call, before it returns the spine:
    /// two for `.mid` while the spine is still `.min`, one for `.min` while still `.mid`.
    /// Checked against the old spine such a call would be refused, so it is held until the
    /// spine is set, then made without animation (the window is changing shape; there is no
    /// page turn to show). `.mid` makes the pages double-sided, as in UIKit (the template
    /// sets `isDoubleSided = false` itself when it goes back to `.min`). `endTurn` lands a
    /// turn in progress first when anything changes. A turn let go lands on pages the
    /// delegate did not choose from (until it lands `viewControllers` holds the pages turned
    /// from), so the delegate is then asked again, its first pages dropped (their completion
    /// hears false): set as they were, they undid a flick that a resize overtook.
    func chooseSpine(for orientation: UIInterfaceOrientation, endTurn: () -> Void) {
        guard let delegate else { return }
        var (spine, setting) = askSpine(of: delegate, for: orientation)
        guard spine != spineLocation || setting != nil else { return }
        let asked = viewControllers ?? []
        endTurn()
        let landed = viewControllers ?? []
        if asked.count != landed.count || zip(asked, landed).contains(where: { $0 !== $1 }) {
            setting?.completion?(false)
            (spine, setting) = askSpine(of: delegate, for: orientation)
        }
        spineLocation = spine
        if spine == .mid { isDoubleSided = true }
        if let setting {
            setViewControllers(setting.pages, direction: setting.direction, animated: false,
                               completion: setting.completion)
        } else {
            let count = viewControllers?.count ?? requiredViewControllerCount
            precondition(count == requiredViewControllerCount, """
                UIPageViewController: pageViewController(_:spineLocationFor:) returned spine location \(spine), \
                which needs \(requiredViewControllerCount) view controllers, but \(count) are shown; call \
                setViewControllers with \(requiredViewControllerCount) from that method
                """)
        }
    }

    /// The delegate's spine for `orientation` and the `setViewControllers` it made meanwhile.
    private func askSpine(of delegate: UIPageViewControllerDelegate, for orientation: UIInterfaceOrientation)
        -> (SpineLocation, DeferredPageSetting?) {
        deferredPageSetting = nil
        isChoosingSpine = true
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        isChoosingSpine = false
        Self.checkCurlSpine(spine)
        let setting = deferredPageSetting
        deferredPageSetting = nil
        return (spine, setting)
    }

    /// Holds a `setViewControllers` made while the delegate chooses the spine; a second
    /// one replaces the first, whose completion hears false (it never shows).
    func deferPageSetting(_ pages: [UIViewController]?, direction: NavigationDirection,
                          completion: ((Bool) -> Void)?) {
        let replaced = deferredPageSetting
        deferredPageSetting = DeferredPageSetting(pages: pages, direction: direction, completion: completion)
        replaced?.completion?(false)
    }
}
