import Foundation

extension UIView {
    /// True when `updateConstraints()` is due in the next update pass.
    public var needsUpdateConstraints: Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        var view: UIView? = self
        while let v = view, !v.autoLayoutState.subtreeNeedsUpdateConstraints {
            v.autoLayoutState.subtreeNeedsUpdateConstraints = true
            view = v.superview
        }
        setNeedsLayout()
    }

    /// Runs the update pass now over this view's subtree: `updateConstraints()` of each view
    /// that asked, subviews before their superviews.
    public func updateConstraintsIfNeeded() {
        guard let state = autoLayout, state.subtreeNeedsUpdateConstraints || state.needsUpdateConstraints else { return }
        state.subtreeNeedsUpdateConstraints = false
        for sub in subviews { sub.updateConstraintsIfNeeded() }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// Before a view's `layoutSubviews`: the update pass where asked, then the engine of
    /// its tree solves what changed and sets the frames of the views constraints place.
    /// True when the engine stopped at its cap of solves with work left: the caller lays
    /// out again in the next pass.
    @discardableResult
    func updateAutoLayoutBeforeLayout() -> Bool {
        let root = layoutEngineRoot
        guard let state = root.autoLayout else { return false }
        if state.subtreeNeedsUpdateConstraints { root.updateConstraintsIfNeeded() }
        guard let engine = state.engine, engine.needsUpdate else { return false }
        engine.update()
        return engine.needsUpdate
    }

    /// Moving a subtree out of a tree whose engine solves it: that engine drops its
    /// constraints, and the subtree (now a root) gets an engine of its own for them.
    func layoutEngineWillDetach() {
        deactivateConstraintsReachingIn()
        guard autoLayout?.containsLayoutItems == true, let engine = layoutEngineRoot.existingLayoutEngine else { return }
        engine.structureDidChange()
        layoutEngine.structureDidChange()
    }

    /// As UIKit's `removeFromSuperview`: the constraints held above this view that refer to
    /// it or to anything in it are deactivated (those held inside the subtree stay), so a
    /// view added again, or a cell reused, starts from the constraints it is given then.
    private func deactivateConstraintsReachingIn() {
        // A subtree no constraint has ever named has nothing to look for (most views a
        // scroll view recycles); the walk itself allocates nothing until it finds one.
        guard autoLayout?.containsLayoutItems == true else { return }
        var gone: [NSLayoutConstraint] = []
        var holder = superview
        while let h = holder {
            if let constraints = h.autoLayout?.constraints {
                for c in constraints where refersInside(c) { gone.append(c) }
            }
            holder = h.superview
        }
        if !gone.isEmpty { NSLayoutConstraint.deactivate(gone) }
    }

    private func refersInside(_ c: NSLayoutConstraint) -> Bool {
        if let view = LayoutEngine.view(owning: c.firstItem), view.isDescendant(of: self) { return true }
        if let second = c.secondItem, let view = LayoutEngine.view(owning: second), view.isDescendant(of: self) { return true }
        return false
    }

    /// A subtree joined this tree: its constraints join this tree's engine (when it was a
    /// root with one), and a request for `updateConstraints()` made inside it before it
    /// joined reaches this tree's update pass.
    func layoutEngineDidAttach(_ subtree: UIView) {
        // Views above a subtree with layout items are flagged too, so that removing one of
        // them later looks for the constraints that name what is inside.
        if subtree.autoLayout?.containsLayoutItems == true { markContainsLayoutItems() }
        if let state = subtree.autoLayout, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = true
            var view: UIView? = self
            while let v = view, !v.autoLayoutState.subtreeNeedsUpdateConstraints {
                v.autoLayoutState.subtreeNeedsUpdateConstraints = true
                view = v.superview
            }
            setNeedsLayout()
        }
        guard subtree.existingLayoutEngine != nil else { return }
        subtree.autoLayout?.engine = nil
        layoutEngineRoot.layoutEngine.structureDidChange()
    }
}
