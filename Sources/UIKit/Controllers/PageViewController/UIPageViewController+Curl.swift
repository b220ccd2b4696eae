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

    /// Stops with a message for double-sided pages, which the page curl does not turn: it
    /// shows a page's own print faded through the paper on the back instead.
    func checkCurlSides() {
        precondition(!isDoubleSided, """
            UIPageViewController: the page-curl style turns single-sided pages; isDoubleSided true is not \
            available (the back shows the page's own print through the paper)
            """)
    }
}
