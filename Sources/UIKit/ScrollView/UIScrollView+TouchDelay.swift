import Foundation

extension UIScrollView {
    /// True when both are the scroll view's own: the pan watches with the content-touch
    /// delay, and with the pinch (a two-finger pinch moves its centre too, and the pinch
    /// itself pans the content then).
    func areOwnRecognizers(_ gestureRecognizer: UIGestureRecognizer, _ otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        func isOwn(_ r: UIGestureRecognizer) -> Bool {
            r === scrollPan || r === touchDelayGestureRecognizer || r === scrollPinch
        }
        return isOwn(gestureRecognizer) && isOwn(otherGestureRecognizer)
    }

    /// Whether the pan may begin now (see `gestureRecognizerShouldBegin(_:)`).
    func panShouldBegin() -> Bool {
        guard isScrollEnabled else { return false }
        let t = scrollPan.translation(in: self)
        let horizontal = abs(t.x) > abs(t.y)
        if horizontal ? !scrollsHorizontally : !scrollsVertically {
            // A drag along an axis this view cannot scroll belongs to an outer scroll view;
            // with nothing scrollable at all, iOS still lets an always-bouncing axis drag.
            if !(scrollsHorizontally || scrollsVertically) { return false }
            if isNestedInScrollView(scrolling: horizontal) { return false }
        }
        if drag.contentHasTouches {
            guard canCancelContentTouches else { return false }
            let contentViews = scrollPan.touchesSinceReset.compactMap(\.view).filter { $0 !== self }
            if contentViews.contains(where: { !touchesShouldCancel(in: $0) }) { return false }
        }
        return true
    }

    /// True when an ancestor scroll view scrolls along that axis.
    private func isNestedInScrollView(scrolling horizontal: Bool) -> Bool {
        var view = superview
        while let v = view {
            if let outer = v as? UIScrollView, outer.isScrollEnabled,
               horizontal ? outer.scrollsHorizontally : outer.scrollsVertically { return true }
            view = v.superview
        }
        return false
    }
}
