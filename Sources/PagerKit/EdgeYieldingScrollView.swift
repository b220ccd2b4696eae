import UIKit

/// An image page's zooming scroll view inside the pager's paging one: a drag along the
/// pager's axis that pushes beyond the content's edge is left to the pager, so a zoomed-in
/// photo pans to its edge first and the next drag that way turns the page, as in a photo
/// browser. Other drags (and every drag not at an edge) are its own.
public final class EdgeYieldingScrollView: UIScrollView {
    /// The pager's axis: true when pages turn up and down.
    public var pagesTurnVertically = false

    /// How close to an edge, in points, counts as at it (rounding of zoomed offsets).
    public static let edgeTolerance: CGFloat = 0.5

    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(gestureRecognizer) else { return false }
        guard gestureRecognizer === panGestureRecognizer else { return true }
        return !pushesPastEdge(panGestureRecognizer.translation(in: self))
    }

    /// Whether a drag of `translation` (points) runs along the pager's axis into an edge
    /// the content already rests at.
    public func pushesPastEdge(_ translation: CGPoint) -> Bool {
        let along = pagesTurnVertically ? translation.y : translation.x
        let across = pagesTurnVertically ? translation.x : translation.y
        guard abs(along) > abs(across) else { return false }
        let offset = pagesTurnVertically ? contentOffset.y : contentOffset.x
        let lo = pagesTurnVertically ? minimumContentOffset.y : minimumContentOffset.x
        let hi = pagesTurnVertically ? maximumContentOffset.y : maximumContentOffset.x
        // A finger moving towards the start shows more of the end, and the other way.
        return along < 0 ? offset >= hi - Self.edgeTolerance : offset <= lo + Self.edgeTolerance
    }
}
