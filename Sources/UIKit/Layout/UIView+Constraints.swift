import Foundation

/// What a view keeps for Auto Layout, made the first time it takes part.
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var insetsLayoutMarginsFromSafeArea = true
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    /// The view has variables in its tree's engine, which then reads its frame (while it
    /// translates its autoresizing mask) and intrinsic size.
    var isLayoutItem = false
    /// This view or one below it is (or was) a layout item: moving it changes the engine.
    var containsLayoutItems = false
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
}

extension UIView: LayoutAnchoring {
    var autoLayoutState: AutoLayoutState {
        if let autoLayout { return autoLayout }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    /// The top of this view's tree (its window, or the top of a tree in no window), whose
    /// engine solves the tree's constraints.
    var layoutEngineRoot: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// This root's engine, when it has one.
    var existingLayoutEngine: LayoutEngine? { autoLayout?.engine }

    /// This root's engine, made when first needed.
    var layoutEngine: LayoutEngine {
        if let engine = autoLayout?.engine { return engine }
        let engine = LayoutEngine(root: self)
        autoLayoutState.engine = engine
        return engine
    }

    /// True (the default): the view's frame, set by code, holds as required constraints
    /// wherever constraints refer to the view. False: constraints place and size the view,
    /// the layout pass setting its frame, in points, from the solution.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            layoutSystemInputsDidChange()
        }
    }

    /// The active constraints this view holds (those whose items' nearest common ancestor
    /// it is, or those added to it).
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Holds and activates `constraint` on this view (its items must be this view or below).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container !== self else { return }
        constraint.container?.removeConstraint(constraint)
        autoLayoutState.constraints.append(constraint)
        constraint.container = self
        markContainsLayoutItems()
        // Its items too, before any solve: removing one of them looks for the constraints
        // above that name it only in subtrees so flagged.
        LayoutEngine.view(owning: constraint.firstItem)?.markContainsLayoutItems()
        LayoutEngine.view(owning: constraint.secondItem)?.markContainsLayoutItems()
        layoutEngineRoot.layoutEngine.constraintDidChange(constraint)
        setNeedsLayout()
    }

    /// Adds each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Deactivates `constraint` when this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self, let state = autoLayout else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        layoutEngineRoot.existingLayoutEngine?.constraintDidChange(constraint)
        setNeedsLayout()
    }

    /// Removes each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.layoutGuides ?? [] }

    /// Makes this view the owner of `guide`, whose anchors are then in its coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        autoLayoutState.layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide`, deactivating the constraints that refer to it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        // The constraints that refer to it go, as UIKit's (they are held here or above).
        var gone: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let h = holder {
            for c in h.autoLayout?.constraints ?? [] where c.firstItem === guide || c.secondItem === guide { gone.append(c) }
            holder = h.superview
        }
        NSLayoutConstraint.deactivate(gone)
        autoLayout?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutEngineRoot.existingLayoutEngine?.structureDidChange()
        setNeedsLayout()
    }

    /// A guide held to the bounds less `layoutMargins` and, while
    /// `insetsLayoutMarginsFromSafeArea`, less `safeAreaInsets` too (the margins measured
    /// from the safe area, as UIKit's).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout?.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, owningView: self)
        autoLayoutState.layoutMarginsGuide = guide
        return guide
    }

    /// Whether `layoutMarginsGuide` starts at the safe area (its insets the safe area's plus
    /// `layoutMargins`) rather than at the bounds. Default true, as UIKit's.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            if autoLayout?.layoutMarginsGuide != nil { layoutSystemInputsDidChange() }
            setNeedsLayout()
        }
    }

    /// The insets of `layoutMarginsGuide` from the bounds, in points: `layoutMargins`, plus
    /// `safeAreaInsets` while `insetsLayoutMarginsFromSafeArea`.
    var layoutMarginsGuideInsets: UIEdgeInsets {
        insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
    }

    /// A guide held to the bounds less `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout?.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self)
        autoLayoutState.safeAreaLayoutGuide = guide
        return guide
    }

    /// The leading (left) edge of the frame.
    public var leadingAnchor: NSLayoutXAxisAnchor { anyLeadingAnchor }
    /// The trailing (right) edge of the frame.
    public var trailingAnchor: NSLayoutXAxisAnchor { anyTrailingAnchor }
    /// The left edge of the frame.
    public var leftAnchor: NSLayoutXAxisAnchor { anyLeftAnchor }
    /// The right edge of the frame.
    public var rightAnchor: NSLayoutXAxisAnchor { anyRightAnchor }
    /// The horizontal middle of the frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { anyCenterXAnchor }
    /// The top edge of the frame.
    public var topAnchor: NSLayoutYAxisAnchor { anyTopAnchor }
    /// The bottom edge of the frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { anyBottomAnchor }
    /// The vertical middle of the frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { anyCenterYAnchor }
    /// The frame's width.
    public var widthAnchor: NSLayoutDimension { anyWidthAnchor }
    /// The frame's height.
    public var heightAnchor: NSLayoutDimension { anyHeightAnchor }

    /// Flags this view and its ancestors as holding layout items, so that moving them tells
    /// the engine.
    func markContainsLayoutItems() {
        var view: UIView? = self
        while let v = view, !v.autoLayoutState.containsLayoutItems {
            v.autoLayoutState.containsLayoutItems = true
            view = v.superview
        }
    }

    /// Something the engine reads from the view (its frame while it translates its
    /// autoresizing mask, its intrinsic size or priorities, margins, safe area) changed:
    /// the next layout pass compares and re-solves what differs.
    func layoutSystemInputsDidChange() {
        guard let engine = layoutEngineRoot.existingLayoutEngine else { return }
        engine.inputsDidChange(of: self)
        (superview ?? self).setNeedsLayout()
    }
}
