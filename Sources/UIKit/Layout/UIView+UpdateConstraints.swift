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
    func updateAutoLayoutBeforeLayout() {
        let root = layoutEngineRoot
        guard let state = root.autoLayout else { return }
        if state.subtreeNeedsUpdateConstraints { root.updateConstraintsIfNeeded() }
        if let engine = state.engine, engine.needsUpdate { engine.update() }
    }

    /// Moving a subtree out of a tree whose engine solves it: that engine drops its
    /// constraints, and the subtree (now a root) gets an engine of its own for them.
    func layoutEngineWillDetach() {
        guard autoLayout?.containsLayoutItems == true, let engine = layoutEngineRoot.existingLayoutEngine else { return }
        engine.structureDidChange()
        layoutEngine.structureDidChange()
    }

    /// A subtree (a root until now) joined this tree: its constraints join this tree's
    /// engine.
    func layoutEngineDidAttach(_ subtree: UIView) {
        guard subtree.existingLayoutEngine != nil else { return }
        subtree.autoLayout?.engine = nil
        layoutEngineRoot.layoutEngine.structureDidChange()
    }
}
