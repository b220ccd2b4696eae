import Foundation

extension UIPageViewController {
    /// Stops with a message for a page-curl spine this toolkit does not turn: `.mid` (two
    /// pages side by side) is not available, and `.none` is the scroll style's.
    static func checkCurlSpine(_ spine: SpineLocation) {
        precondition(spine == .min || spine == .max, """
            UIPageViewController: the page-curl style turns single pages with the spine at .min or .max; \
            spine location \(spine) is not available
            """)
    }
}
