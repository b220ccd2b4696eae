import UIKit

/// The page curl's spine following the window, as Xcode's page-based app template has it:
/// in landscape two pages side by side (the spine in the middle, the left one even), in
/// portrait one page alone with the spine at the edge: the page the reader is on
/// (`readingIndex`), where the template shows the left page of the pair, which lost the
/// reader's page in a round trip through landscape. A `--spine` given keeps its spine
/// whatever the window does.
extension PagerController {
    /// The spine a pager that follows the window takes in `orientation`: in the middle
    /// (two pages side by side) when the window is longer along the axis pages turn on than
    /// across it (landscape; portrait when `vertical`, the pages one above the other), so
    /// each page keeps about the shape it has alone; otherwise at the left (top) edge.
    static func followingSpine(for orientation: UIInterfaceOrientation,
                               vertical: Bool) -> UIPageViewController.SpineLocation {
        let longAlongTurns = vertical ? orientation.isPortrait : orientation.isLandscape
        return longAlongTurns ? .mid : .min
    }

    /// The spine for the window's new aspect, its pages set from here as UIKit expects (it
    /// applies them once the spine is): going to the middle, the page the reader is on and
    /// its neighbour, the pair starting on an even index (the last pair of an odd count is
    /// the last page and a blank); going to the edge, the page the reader is on alone, or
    /// with `--double-sided` the front of its leaf with the back of the leaf before it (an
    /// even count's last page: the front after the last leaf, which shows it). Pages
    /// already shown are kept. Without `spineFollowsWindow` the spine stays.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation {
        let current = pageViewController.spineLocation
        guard spineFollowsWindow else { return current }
        let spine = Self.followingSpine(for: orientation, vertical: book.isVertical)
        guard spine != current else { return spine }
        let doubleSided = spine == .mid || doubleSidedAtAnEdge
        let index = self.index(showing: readingIndex, spine: spine, doubleSided: doubleSided)
        let pages = shownPages(at: index, spine: spine, doubleSided: doubleSided,
                               keeping: pageViewController.viewControllers ?? [])
        pageViewController.isDoubleSided = doubleSided
        pageViewController.setViewControllers(pages, direction: .forward, animated: false) { [weak self] _ in
            self?.updatePosition()
        }
        return spine
    }
}
