import Foundation

extension UIView {
    /// Views at most this transparent are skipped by hit testing, as in UIKit.
    static let hitTestAlphaThreshold: CGFloat = 0.01

    /// UIKit's rule: a hidden, non-interactive or nearly transparent view is never hit, and
    /// a point outside a view's bounds reaches none of its subviews (even ones drawn there).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > UIView.hitTestAlphaThreshold,
              !isInteractionBlockedByAnimation,
              self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// `point` in the superview's coordinates in this view's. Untransformed, it is taken
    /// from the frame's corner: a point on the frame's edge lands on the bounds' edge
    /// exactly, whatever the bounds origin (a scrolled view's), not a rounding error
    /// outside it; through the transform's inverse otherwise.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        guard storedTransform.isIdentity else { return point.applying(transformToSuperview.inverted()) }
        let corner = computedFrame.origin, b = storedBounds
        return CGPoint(x: (point.x - corner.x) + b.minX, y: (point.y - corner.y) + b.minY)
    }
}
