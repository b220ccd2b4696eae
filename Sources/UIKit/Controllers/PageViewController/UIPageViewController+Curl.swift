import Foundation

extension UIPageViewController {
    /// Stops with a message for a spine the page-curl style has no place for (`.none`, the
    /// scroll style's).
    static func checkCurlSpine(_ spine: SpineLocation) {
        precondition(spine != .none, "UIPageViewController: the page-curl style needs a spine: .min, .mid or .max")
    }

    /// Stops with a message, as UIKit raises, when the spine is in the middle but the pages
    /// are not double-sided: the left page is the back of the right page's leaf.
    func checkCurlSides() {
        precondition(spineLocation != .mid || isDoubleSided,
                     "UIPageViewController: the spine location .mid requires isDoubleSided to be true")
    }
}
