import Foundation

/// Watches one scroll view for broken invariants, for random-input testing: it sits
/// between the scroll view and its delegate (forwarding every call, so the app behaves as
/// before) to see that begin and end calls pair, and checks the geometry and the state.
///
/// - After every event: no NaN or infinite geometry (`geometryProblem`).
/// - Once settled (fingers lifted, keys released, time run until nothing animates):
///   `zoomScale` within its limits, `contentOffset` within the resting range, no flag
///   left set, every begin ended (`restingProblem`).
public final class ScrollViewAudit: UIScrollViewDelegate {
    /// The scroll view watched.
    public private(set) weak var scrollView: UIScrollView?
    /// The delegate the scroll view had: every call goes on to it.
    public private(set) weak var forwardee: UIScrollViewDelegate?
    /// A name for messages ("inner 2", "viewer").
    public let name: String

    private var dragging = false
    private var decelerating = false
    private var zooming = false
    /// The first pairing error seen, kept until read.
    private var pairingProblem: String?

    /// Starts watching `scrollView`, put between it and its current delegate. The audit
    /// is held weakly by the scroll view, as any delegate: keep it.
    public init(_ scrollView: UIScrollView, name: String) {
        self.scrollView = scrollView
        self.name = name
        forwardee = scrollView.delegate
        scrollView.delegate = self
    }

    /// A NaN or infinite number in the scroll view's geometry, or nil.
    public func geometryProblem() -> String? {
        guard let s = scrollView else { return nil }
        let numbers: [CGFloat] = [s.bounds.minX, s.bounds.minY, s.bounds.width, s.bounds.height,
                                  s.contentSize.width, s.contentSize.height, s.zoomScale,
                                  s.frame.minX, s.frame.minY, s.frame.width, s.frame.height]
        for n in numbers where !n.isFinite {
            return "\(name): non-finite geometry: bounds \(s.bounds), contentSize \(s.contentSize), zoomScale \(s.zoomScale)"
        }
        if let problem = pairingProblem { return problem }
        return nil
    }

    /// What is wrong with the scroll view at rest, or nil.
    public func restingProblem() -> String? {
        guard let s = scrollView else { return nil }
        if let problem = geometryProblem() { return problem }
        let tolerance: CGFloat = 1e-6
        let scale = s.zoomScale
        if s.pinchGestureRecognizer != nil,
           scale < s.minimumZoomScale - tolerance || scale > s.maximumZoomScale + tolerance {
            return "\(name): zoomScale \(scale) outside \(s.minimumZoomScale)...\(s.maximumZoomScale)"
        }
        let rest = s.clampedContentOffset(s.contentOffset)
        if abs(rest.x - s.contentOffset.x) > tolerance || abs(rest.y - s.contentOffset.y) > tolerance {
            return "\(name): contentOffset \(s.contentOffset) outside \(s.minimumContentOffset)...\(s.maximumContentOffset)"
        }
        let flags = [("isTracking", s.isTracking), ("isDragging", s.isDragging), ("isDecelerating", s.isDecelerating),
                     ("isZooming", s.isZooming), ("isZoomBouncing", s.isZoomBouncing)]
        if let set = flags.first(where: \.1) { return "\(name): \(set.0) left true" }
        let open = [("willBeginDragging", dragging), ("willBeginDecelerating", decelerating),
                    ("willBeginZooming", zooming)]
        if let unended = open.first(where: \.1) { return "\(name): \(unended.0) never ended" }
        return nil
    }

    private func note(_ problem: String) {
        if pairingProblem == nil { pairingProblem = "\(name): \(problem)" }
    }

    // MARK: UIScrollViewDelegate, forwarded

    public func scrollViewDidScroll(_ s: UIScrollView) { forwardee?.scrollViewDidScroll(s) }

    public func scrollViewWillBeginDragging(_ s: UIScrollView) {
        if dragging { note("willBeginDragging twice without didEndDragging") }
        dragging = true
        forwardee?.scrollViewWillBeginDragging(s)
    }

    public func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        forwardee?.scrollViewWillEndDragging(s, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    public func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) {
        // A touch that catches moving content and lifts ends a drag it never began, as iOS.
        dragging = false
        forwardee?.scrollViewDidEndDragging(s, willDecelerate: decelerate)
    }

    public func scrollViewWillBeginDecelerating(_ s: UIScrollView) {
        if decelerating { note("willBeginDecelerating twice without didEndDecelerating") }
        decelerating = true
        forwardee?.scrollViewWillBeginDecelerating(s)
    }

    public func scrollViewDidEndDecelerating(_ s: UIScrollView) {
        if !decelerating { note("didEndDecelerating without willBeginDecelerating") }
        decelerating = false
        forwardee?.scrollViewDidEndDecelerating(s)
    }

    public func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { forwardee?.scrollViewDidEndScrollingAnimation(s) }

    public func viewForZooming(in s: UIScrollView) -> UIView? { forwardee?.viewForZooming(in: s) }

    public func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) {
        if zooming { note("willBeginZooming twice without didEndZooming") }
        zooming = true
        forwardee?.scrollViewWillBeginZooming(s, with: view)
    }

    public func scrollViewDidZoom(_ s: UIScrollView) { forwardee?.scrollViewDidZoom(s) }

    public func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        if !zooming { note("didEndZooming without willBeginZooming") }
        zooming = false
        forwardee?.scrollViewDidEndZooming(s, with: view, atScale: scale)
    }

    public func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { forwardee?.scrollViewShouldScrollToTop(s) ?? true }

    public func scrollViewDidScrollToTop(_ s: UIScrollView) { forwardee?.scrollViewDidScrollToTop(s) }

    public func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) {
        forwardee?.scrollViewDidChangeAdjustedContentInset(s)
    }
}
