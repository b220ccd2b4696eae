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
            let p = point.applying(sub.transformToSuperview.inverted())
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
