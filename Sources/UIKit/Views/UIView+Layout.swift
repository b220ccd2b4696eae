import Foundation

extension UIView {
    /// Requests `layoutSubviews()` before the next frame is drawn.
    public func setNeedsLayout() {
        needsLayout = true
        var view: UIView? = self
        while let v = view, !v.subtreeNeedsLayout || v === self {
            v.subtreeNeedsLayout = true
            view = v.superview
        }
    }

    /// Lays out now where layout was requested, top down: from the topmost ancestor that
    /// itself needs layout (its layout may resize this view, as CALayer does), through this
    /// view's subtree.
    public func layoutIfNeeded() {
        var root: UIView = self
        while let parent = root.superview, parent.needsLayout { root = parent }
        root.layoutSubtreeIfNeeded()
    }

    /// Lays out this view's subtree where layout was requested, top down.
    func layoutSubtreeIfNeeded() {
        guard subtreeNeedsLayout || needsLayout else { return }
        if needsLayout {
            let unsettled = updateAutoLayoutBeforeLayout()
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
            if unsettled { setNeedsLayout() }
        }
        subtreeNeedsLayout = false
        for sub in subviews where sub.subtreeNeedsLayout || sub.needsLayout {
            sub.layoutSubtreeIfNeeded()
        }
    }

    /// Applies each subview's autoresizing mask for a change of this view's bounds size.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = storedBounds.size
        for sub in subviews where !sub.autoresizingMask.isEmpty {
            let f = sub.frame
            let (x, w) = UIView.autoresize(origin: f.minX, length: f.width, oldContainer: oldSize.width,
                                           newContainer: newSize.width,
                                           flexibleLeading: sub.autoresizingMask.contains(.flexibleLeftMargin),
                                           flexibleLength: sub.autoresizingMask.contains(.flexibleWidth),
                                           flexibleTrailing: sub.autoresizingMask.contains(.flexibleRightMargin))
            let (y, h) = UIView.autoresize(origin: f.minY, length: f.height, oldContainer: oldSize.height,
                                           newContainer: newSize.height,
                                           flexibleLeading: sub.autoresizingMask.contains(.flexibleTopMargin),
                                           flexibleLength: sub.autoresizingMask.contains(.flexibleHeight),
                                           flexibleTrailing: sub.autoresizingMask.contains(.flexibleBottomMargin))
            let newFrame = CGRect(x: x, y: y, width: w, height: h)
            if newFrame != f { sub.frame = newFrame }
        }
    }

    /// One axis of autoresizing: the container's change in size is shared among the
    /// flexible parts (leading margin, length, trailing margin) in proportion to their
    /// current sizes, or equally when they are all zero, as UIKit does.
    static func autoresize(origin: CGFloat, length: CGFloat, oldContainer: CGFloat, newContainer: CGFloat,
                           flexibleLeading: Bool, flexibleLength: Bool,
                           flexibleTrailing: Bool) -> (origin: CGFloat, length: CGFloat) {
        let delta = newContainer - oldContainer
        guard delta != 0, flexibleLeading || flexibleLength || flexibleTrailing else { return (origin, length) }
        let leading = origin, trailing = oldContainer - origin - length
        let parts = [flexibleLeading ? max(0, leading) : 0, flexibleLength ? max(0, length) : 0,
                     flexibleTrailing ? max(0, trailing) : 0]
        let total = parts.reduce(0, +)
        let count = CGFloat([flexibleLeading, flexibleLength, flexibleTrailing].filter { $0 }.count)
        func share(_ i: Int, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return total > 0 ? delta * parts[i] / total : delta / count
        }
        let newLength = max(0, length + share(1, flexibleLength))
        return (origin + share(0, flexibleLeading), newLength)
    }
}
