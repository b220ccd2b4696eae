import Foundation

/// The Auto Layout engine of one view tree (kept by its root: the window, or the top of a
/// tree in no window). Each view or guide that constraints mention has four variables —
/// left, top, width, height in points, a view's in its superview's bounds coordinates
/// (bounds origin ignored, so content of a scroll view moves with it) and a guide's in its
/// owning view's — and a constraint is written in its container's coordinates by adding the
/// lefts and tops of the views between. The engine changes its `LayoutSolver` only by what
/// changed since the last pass (constraints activated, removed or edited; a frame, intrinsic
/// size, priority, margin or safe area it reads), so a stable layout costs nothing.
final class LayoutEngine {
    /// A view or guide the engine has variables for, with the required or preferred
    /// constraints the engine adds for it: its frame while it translates its autoresizing
    /// mask, its intrinsic size at its hugging and compression priorities, a margins or
    /// safe-area guide's insets.
    final class Item {
        weak var object: AnyObject?
        let left, top, width, height: LayoutVariable
        /// One per `heldSpecs` entry, nil where the solver left it out as unsatisfiable.
        var held: [LayoutSolver.Constraint?] = []
        var heldSpecs: [HeldSpec] = []

        init(object: AnyObject, solver: LayoutSolver) {
            self.object = object
            left = solver.makeVariable()
            top = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    /// `attribute relation value` (points) at `priority`, or, for a guide's width and
    /// height, `attribute == owner's length − value`.
    struct HeldSpec: Equatable {
        var attribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        var value: Double
        var priority: Float
        var reason: String
    }

    private struct Installed {
        let constraint: NSLayoutConstraint
        var handle: LayoutSolver.Constraint?
        var path: [ObjectIdentifier]
        var order: Int
        /// The constant and priority it was installed with: a new constant alone is an
        /// in-place edit of the solver's row.
        var constant: CGFloat
        var priority: UILayoutPriority
    }

    enum Origin {
        case user(NSLayoutConstraint)
        case held(Item, Int)
    }

    weak var root: UIView?
    /// A fitting engine (`systemLayoutSizeFitting`) leaves the root's size free and never
    /// sets frames.
    let isFitting: Bool
    let solver = LayoutSolver()
    private var items: [ObjectIdentifier: Item] = [:]
    /// The items in the order they were made, so that every pass adds and removes in the
    /// same order (and the solver breaks ties the same way) from run to run.
    private(set) var orderedItems: [Item] = []
    private var installed: [ObjectIdentifier: Installed] = [:]
    private var installCount = 0
    /// Constraints left out as unsatisfiable, tried again when another constraint goes.
    private var broken: [NSLayoutConstraint] = []
    /// True once a constraint was removed since broken ones were last tried again.
    var removedSinceRetry = false
    private(set) var origins: [LayoutSolver.Constraint: Origin] = [:]
    /// The fitting root's size wanted (`systemLayoutSizeFitting`): its held constraints.
    var fittingSpecs: [HeldSpec] = []
    /// In a fitting engine, the width each multi-line label placed by constraints got from
    /// the last solve (the engine sets no frames, so the label cannot learn it from its
    /// bounds): its intrinsic height is measured at this width.
    private var fittingWrapWidths: [ObjectIdentifier: CGFloat] = [:]
    private var pending: [NSLayoutConstraint] = []
    /// The constraints already reported as held by a view not above their items.
    private var reportedMisplaced: Set<ObjectIdentifier> = []
    private var structureChanged = true
    /// Every item's inputs are to be read again (after the tree changed).
    private var allInputsChanged = true
    /// The views and guides whose inputs changed since the last pass.
    private var changedInputs: [ObjectIdentifier] = []
    private var solutionChanged = false
    /// Passes that changed the system and so solved and applied frames.
    private(set) var solveCount = 0

    /// Where the report of unsatisfiable constraints goes (standard error).
    nonisolated(unsafe) static var reportUnsatisfiable: (String) -> Void = { text in
        FileHandle.standardError.write(Data(text.utf8))
    }

    init(root: UIView, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    /// True when the next `update()` has work to do.
    var needsUpdate: Bool {
        structureChanged || allInputsChanged || !changedInputs.isEmpty || !pending.isEmpty || hitSolveCap
    }
    /// The last pass stopped at its cap of solves with a solution not yet applied.
    private var hitSolveCap = false

    /// A constraint was activated, deactivated or edited.
    func constraintDidChange(_ constraint: NSLayoutConstraint) { pending.append(constraint) }

    /// Views were added to or removed from the tree.
    func structureDidChange() { structureChanged = true }

    /// Something `view`'s held constraints (or its margins or safe-area guide's) read changed.
    func inputsDidChange(of view: UIView) {
        changedInputs.append(ObjectIdentifier(view))
        if let guide = view.autoLayout?.layoutMarginsGuide { changedInputs.append(ObjectIdentifier(guide)) }
        if let guide = view.autoLayout?.safeAreaLayoutGuide { changedInputs.append(ObjectIdentifier(guide)) }
        if let guide = view.autoLayout?.scrollFrameGuide { changedInputs.append(ObjectIdentifier(guide)) }
    }

    // MARK: The pass

    /// Brings the solver up to date with the tree and, when anything changed, solves and
    /// sets the frames of the views that do not translate their autoresizing masks.
    func update() {
        guard needsUpdate, let root else { return }
        hitSolveCap = false
        if structureChanged {
            structureChanged = false
            // Edits made in the same pass (a constant, a priority) are reinstalled with
            // what moved.
            let edited = Set(pending.map(ObjectIdentifier.init))
            pending.removeAll()
            reconcileWithTree(root, edited: edited)
        } else {
            let changed = pending
            pending.removeAll()
            var seen = Set<ObjectIdentifier>()
            let redo = changed.filter { seen.insert(ObjectIdentifier($0)).inserted && !editInPlace($0) }
            uninstall(redo)
            for c in redo { installIfInTree(c) }
        }
        refreshChangedInputs()
        retryBrokenIfSomethingWent()
        // Frames set may change what items read (a moved view's safe area, a translating
        // subview resized by its autoresizing mask): a second or third solve settles it.
        var passes = 0
        while solutionChanged, passes < 3 {
            passes += 1
            solutionChanged = false
            solver.updateVariables()
            solveCount += 1
            applyFrames()
            if isFitting { refitWrappingLabels() }
            refreshChangedInputs()
            // Moved views' safe areas, and so the margins guides measured from them.
            for item in orderedItems {
                guard let kind = (item.object as? UILayoutGuide)?.kind, kind == .safeArea || kind == .layoutMargins else { continue }
                refreshHeld(item)
            }
            retryBrokenIfSomethingWent()
        }
        // Three solves did not settle it (the last solve's frames changed inputs again):
        // another pass is due, so the last solution is applied rather than dropped.
        if solutionChanged { hitSolveCap = true }
    }

    /// Constraints left out as unsatisfiable are tried again once a constraint went: one
    /// of the user's, or a held one replaced (a translating view's new frame, as a table
    /// cell's content view grown to its row, may make room for them).
    private func retryBrokenIfSomethingWent() {
        if removedSinceRetry, !broken.isEmpty {
            let retry = broken
            broken.removeAll()
            for c in retry { reinstall(c) }
        }
        removedSinceRetry = false
    }

    /// A fitting engine's labels that wrap at their layout width and were given another
    /// width by this solve: their intrinsic sizes are read again at it.
    private func refitWrappingLabels() {
        for item in orderedItems {
            guard let label = item.object as? UILabel, label.wrapsAtLayoutWidth else { continue }
            let id = ObjectIdentifier(label)
            let width = solvedFrame(of: item, roundedFor: label).width
            if fittingWrapWidths[id] != width {
                fittingWrapWidths[id] = width
                changedInputs.append(id)
            }
        }
    }

    /// The intrinsic size a fitting engine holds `view` to: a label wrapping at its layout
    /// width measured at the width the last solve gave it (its own last width before any).
    func fittingIntrinsicSize(of view: UIView) -> CGSize {
        if let label = view as? UILabel, label.wrapsAtLayoutWidth, let width = fittingWrapWidths[ObjectIdentifier(label)] {
            return label.intrinsicContentSize(wrappingAt: width)
        }
        return view.intrinsicContentSize
    }

    private func refreshChangedInputs() {
        if allInputsChanged {
            allInputsChanged = false
            changedInputs.removeAll()
            for item in orderedItems { refreshHeld(item) }
        }
        while let id = changedInputs.popLast() {
            if let item = items[id] { refreshHeld(item) }
        }
    }

    private func reconcileWithTree(_ root: UIView, edited: Set<ObjectIdentifier>) {
        var live = Set<ObjectIdentifier>()
        var moved: [NSLayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            if let state = view.autoLayout {
                for c in state.constraints {
                    live.insert(ObjectIdentifier(c))
                    if let inst = installed[ObjectIdentifier(c)], inst.path == path(of: c),
                       !edited.contains(ObjectIdentifier(c)) { continue }
                    moved.append(c)
                }
            }
            stack.append(contentsOf: view.subviews)
        }
        // What left goes before what joined comes in, so a view constrained afresh does
        // not meet its old constraints.
        let gone = installed.filter { !live.contains($0.key) }.values.sorted { $0.order < $1.order }
        uninstall(gone.map(\.constraint) + moved)
        // A view's constant size first: a chain of views (a stack's) holds in each link's
        // row the lengths of every view before it, so a size added after the chain
        // rewrote the rows of all the views after it, one size per view: cubic in views.
        for c in moved where c.secondItem == nil { installIfInTree(c) }
        for c in moved where c.secondItem != nil { installIfInTree(c) }
        for item in orderedItems where !isInTree(item.object) {
            removeHeld(item)
            if let object = item.object { items[ObjectIdentifier(object)] = nil }
        }
        orderedItems.removeAll { !isInTree($0.object) }
        items = items.filter { isInTree($0.value.object) }
        allInputsChanged = true
    }

    private func isInTree(_ object: AnyObject?) -> Bool {
        guard let view = LayoutEngine.view(owning: object) else { return false }
        if isFitting, let root { return view.isDescendant(of: root) }
        return view.layoutEngineRoot === root
    }

    private func reinstall(_ c: NSLayoutConstraint) {
        uninstall([c])
        installIfInTree(c)
    }

    private func installIfInTree(_ c: NSLayoutConstraint) {
        guard let container = c.container, isInTree(container) else { return }
        install(c, in: container)
    }

    /// An installed constraint whose constant alone changed (same container, items and
    /// priority) moves by the solver's in-place edit, costing the rows that hold it, not a
    /// removal and an add; false when it is to be reinstalled.
    private func editInPlace(_ c: NSLayoutConstraint) -> Bool {
        guard let inst = installed[ObjectIdentifier(c)], let handle = inst.handle, inst.priority == c.priority,
              let container = c.container, isInTree(container), inst.path == path(of: c) else { return false }
        guard inst.constant != c.constant else { return true }
        let expressionConstant = solver.constant(of: handle) + Double(inst.constant) - Double(c.constant)
        guard solver.setConstant(expressionConstant, of: handle) else { return false }
        installed[ObjectIdentifier(c)]!.constant = c.constant
        solutionChanged = true
        removedSinceRetry = true
        return true
    }

    /// Takes constraints out of the solver in one batch (which rebuilds the tableau when
    /// they are a large share of it).
    private func uninstall(_ constraints: [NSLayoutConstraint]) {
        var handles: [LayoutSolver.Constraint] = []
        for c in constraints {
            guard let inst = installed.removeValue(forKey: ObjectIdentifier(c)) else { continue }
            if let handle = inst.handle {
                handles.append(handle)
                origins[handle] = nil
                solutionChanged = true
                removedSinceRetry = true
            } else {
                broken.removeAll { $0 === c }
            }
        }
        solver.remove(handles)
    }

    private func install(_ c: NSLayoutConstraint, in container: UIView) {
        guard let first = c.firstItem, let left = expression(first, c.firstAttribute, in: container) else {
            return reportMisplaced(c, in: container)
        }
        var expr = left - Double(c.constant)
        if let second = c.secondItem {
            guard let right = expression(second, c.secondAttribute, in: container) else {
                return reportMisplaced(c, in: container)
            }
            expr = expr - right * Double(c.multiplier)
        }
        let handle = add(expr, c.relation, c.priority) { [unowned c] in Origin.user(c) }
        if handle == nil { broken.append(c) }
        installCount += 1
        installed[ObjectIdentifier(c)] = Installed(constraint: c, handle: handle, path: path(of: c), order: installCount,
                                                   constant: c.constant, priority: c.priority)
    }

    /// A constraint added to a view that is not above its items cannot hold; UIKit raises,
    /// here it is said once and left out.
    private func reportMisplaced(_ c: NSLayoutConstraint, in container: UIView) {
        guard reportedMisplaced.insert(ObjectIdentifier(c)).inserted else { return }
        LayoutEngine.reportUnsatisfiable("Unable to install constraint \(c) on \(LayoutEngine.name(of: container)): "
            + "the view holding it is not an ancestor of its items, so it is ignored "
            + "(activate it with isActive or NSLayoutConstraint.activate, which find the holder)\n")
    }

    /// Adds a constraint to the solver; an unsatisfiable required one is reported, as UIKit
    /// does, and left out (nil).
    func add(_ expression: LinearExpression, _ relation: NSLayoutConstraint.Relation,
                     _ priority: UILayoutPriority, origin: () -> Origin) -> LayoutSolver.Constraint? {
        let solverRelation: LayoutRelation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        do {
            let handle = try solver.add(expression, solverRelation, strength: LayoutEngine.strength(of: priority))
            origins[handle] = origin()
            solutionChanged = true
            return handle
        } catch let error as LayoutSolver.Unsatisfiable {
            report(error, breaking: origin())
            return nil
        } catch {
            return nil
        }
    }

    func forgetOrigin(of handle: LayoutSolver.Constraint) { origins[handle] = nil }

    func markSolutionChanged() { solutionChanged = true }

    /// A priority as the solver's weight: each 125 points of priority weigh ten times more,
    /// so a compression resistance of 750 outweighs ten thousand huggings of 250.
    static func strength(of priority: UILayoutPriority) -> Double {
        priority.rawValue >= 1000 ? LayoutSolver.required : pow(10, Double(max(1, priority.rawValue)) / 125)
    }

    // MARK: Expressions

    /// The engine's record for a view or guide, made (with its held constraints) when first
    /// mentioned.
    func item(for object: AnyObject) -> Item {
        // An identifier outlives its object: a record whose view went is not reused.
        if let item = items[ObjectIdentifier(object)], item.object === object { return item }
        let item = Item(object: object, solver: solver)
        items[ObjectIdentifier(object)] = item
        orderedItems.append(item)
        if !isFitting, let owner = LayoutEngine.view(owning: object) {
            if object is UIView { owner.autoLayoutState.isLayoutItem = true }
            owner.markContainsLayoutItems()
        }
        refreshHeld(item)
        return item
    }

    /// `object`'s `attribute` in `container`'s coordinates, or nil when `object` is not
    /// `container` or below it.
    private func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                            in container: UIView) -> LinearExpression? {
        guard attribute != .notAnAttribute, let owner = LayoutEngine.view(owning: object),
              owner.isDescendant(of: container) else { return nil }
        // As UIKit: a scroll view's edges, seen from what it holds, are its content area's;
        // its width, height and centres stay its frame's.
        if object === container, let scrollView = container as? UIScrollView, attribute.isEdge {
            return expression(scrollView.contentLayoutGuide, attribute, in: container)
        }
        let own = item(for: object)
        let vertical = attribute.isVertical
        let length = LinearExpression(vertical ? own.height : own.width)
        var origin = LinearExpression()
        if object !== container {
            origin = LinearExpression(vertical ? own.top : own.left)
            // The views between: a view's ancestors below the container; a guide's owner too.
            var view: UIView? = object is UIView ? owner.superview : owner
            while let v = view, v !== container {
                origin = origin + LinearExpression(vertical ? item(for: v).top : item(for: v).left)
                view = v.superview
            }
        }
        switch attribute {
        case .left, .leading, .top: return origin
        case .right, .trailing, .bottom: return origin + length
        case .centerX, .centerY: return origin + length * 0.5
        case .width, .height: return length
        case .notAnAttribute: return nil
        }
    }

    /// The views whose variables a constraint's expression uses, to see whether moving views
    /// changed it.
    private func path(of c: NSLayoutConstraint) -> [ObjectIdentifier] {
        var ids: [ObjectIdentifier] = []
        guard let container = c.container else { return ids }
        ids.append(ObjectIdentifier(container))
        for object in [c.firstItem, c.secondItem] {
            guard let object else { continue }
            ids.append(ObjectIdentifier(object))
            var view = LayoutEngine.view(owning: object)
            while let v = view, v !== container {
                ids.append(ObjectIdentifier(v))
                view = v.superview
            }
            if view == nil { ids.append(ObjectIdentifier(c)) }
        }
        return ids
    }

    /// The view a layout item belongs to: a view itself, a guide's owning view.
    static func view(owning object: AnyObject?) -> UIView? {
        if let view = object as? UIView { return view }
        return (object as? UILayoutGuide)?.owningView
    }

    /// A layout item's name in logs: its type, and a guide's owner.
    static func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let guide = object as? UILayoutGuide {
            let owner = guide.owningView.map { name(of: $0) } ?? "nil"
            switch guide.kind {
            case .custom: return guide.identifier.isEmpty ? "UILayoutGuide(\(owner))" : "UILayoutGuide'\(guide.identifier)'"
            case .layoutMargins: return "\(owner).layoutMarginsGuide"
            case .safeArea: return "\(owner).safeAreaLayoutGuide"
            case .scrollContent: return "\(owner).contentLayoutGuide"
            case .scrollFrame: return "\(owner).frameLayoutGuide"
            }
        }
        return String(describing: type(of: object))
    }
}
