import Foundation

extension UIView {
    /// The window this view is in, or nil.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped), removing it from its old superview
    /// first. Adding a view to itself or to one of its own descendants traps.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: cannot add a view to itself or its descendant")
        if view.superview === self, let old = subviewIndex(of: view) {
            view.invalidateRendering()
            subviews.remove(at: old)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            view.invalidateRendering()
            invalidateOwnSubviewIndex()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view.tintColor
        // The old superview is told, as UIKit tells it when "the subview's superview changes":
        // a stack view drops the view from its arranged subviews.
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        invalidateOwnSubviewIndex()
        layoutEngineDidAttach(view)
        // A translucent view's first subview turns it into a group: all of it looks different.
        if subviews.count == 1, renderAlpha < 1 { invalidateRendering() }
        view.setNeedsLayout()
        view.invalidateRendering()
        setNeedsLayout()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.didMoveToSuperview()
        if view.tintColor != oldTint { view.propagateTintChange() }
        didAddSubview(view)
    }

    /// Inserts `view` just below `sibling` (which must be a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviewIndex(of: sibling) else { return addSubview(view) }
        let adjust = view.superview === self && (subviewIndex(of: view) ?? Int.max) < i ? 1 : 0
        insertSubview(view, at: i - adjust)
    }

    /// Inserts `view` just above `sibling` (which must be a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviewIndex(of: sibling) else { return addSubview(view) }
        let adjust = view.superview === self && (subviewIndex(of: view) ?? Int.max) < i ? 1 : 0
        insertSubview(view, at: i + 1 - adjust)
    }

    /// Removes the view from its superview (and its window).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Moves `view` (a subview) to the front: drawn last, hit first.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` (a subview) to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews[index1].invalidateRendering()
        subviews[index2].invalidateRendering()
        subviews.swapAt(index1, index2)
        invalidateOwnSubviewIndex()
    }

    /// True when this view is `view` or lies below it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (self included, depth first) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Takes the view out of its superview's list, recording the damage it leaves.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        layoutEngineWillDetach()
        invalidateRendering()
        if window?.firstResponder.map(isResponder(inSubtree:)) == true { window?.firstResponder = nil }
        if let index = parent.subviewIndex(of: self) { parent.subviews.remove(at: index) }
        parent.invalidateOwnSubviewIndex()
        if parent.subviews.isEmpty, parent.renderAlpha < 1 { parent.invalidateRendering() }
        superview = nil
    }

    /// Where `view` is in `subviews`, looked for from both ends at once: views leave from
    /// the front (a list cleared in order) or the back (the last one added) far more often
    /// than from the middle, so clearing thousands of subviews either way is not quadratic.
    func subviewIndex(of view: UIView) -> Int? {
        var front = 0, back = subviews.count - 1
        while front <= back {
            if subviews[front] === view { return front }
            if subviews[back] === view { return back }
            front += 1
            back -= 1
        }
        return nil
    }

    private func isResponder(inSubtree responder: UIResponder) -> Bool {
        if let v = responder as? UIView { return v.isDescendant(of: self) }
        if let vc = responder as? UIViewController, let v = vc.viewIfLoaded { return v.isDescendant(of: self) }
        return false
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        if let vc = owningViewController, vc.receivesAutomaticAppearance {
            vc.beginAppearanceTransition(newWindow != nil)
        }
        willMove(toWindow: newWindow)
        for sub in subviews { sub.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMoveToWindow() {
        didMoveToWindow()
        if let vc = owningViewController, vc.receivesAutomaticAppearance { vc.endAppearanceTransition() }
        for sub in subviews { sub.propagateDidMoveToWindow() }
    }
}
