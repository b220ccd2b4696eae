import Foundation

// The constraints the engine adds for its items, the frames it sets, and its report of
// unsatisfiable constraints.
extension LayoutEngine {
    /// What `item`'s held constraints should be now, from its view or guide.
    private func heldSpecs(for item: Item) -> [HeldSpec] {
        if let guide = item.object as? UILayoutGuide {
            if guide.kind == .scrollContent {
                // The content area starts at the content's origin; its size is the
                // constraints' to find, and becomes the scroll view's contentSize.
                let reason = "content layout guide"
                return [HeldSpec(attribute: .left, relation: .equal, value: 0, priority: 1000, reason: reason),
                        HeldSpec(attribute: .top, relation: .equal, value: 0, priority: 1000, reason: reason)]
            }
            guard let insets = guide.insetsFromOwner else { return [] }
            let reason = switch guide.kind {
            case .safeArea: "safe area"
            case .scrollFrame: "frame layout guide"
            default: "layout margins"
            }
            return [HeldSpec(attribute: .left, relation: .equal, value: insets.left, priority: 1000, reason: reason),
                    HeldSpec(attribute: .top, relation: .equal, value: insets.top, priority: 1000, reason: reason),
                    HeldSpec(attribute: .width, relation: .equal, value: insets.left + insets.right, priority: 1000,
                             reason: reason),
                    HeldSpec(attribute: .height, relation: .equal, value: insets.top + insets.bottom, priority: 1000,
                             reason: reason)]
        }
        guard let view = item.object as? UIView else { return [] }
        if isFitting, view === root { return fittingSpecs + intrinsicSpecs(for: view) }
        if view.translatesAutoresizingMaskIntoConstraints {
            let f = view.untransformedFrame
            let reason = "translatesAutoresizingMaskIntoConstraints"
            return [HeldSpec(attribute: .left, relation: .equal, value: f.minX, priority: 1000, reason: reason),
                    HeldSpec(attribute: .top, relation: .equal, value: f.minY, priority: 1000, reason: reason),
                    HeldSpec(attribute: .width, relation: .equal, value: f.width, priority: 1000, reason: reason),
                    HeldSpec(attribute: .height, relation: .equal, value: f.height, priority: 1000, reason: reason)]
        }
        return intrinsicSpecs(for: view)
    }

    /// Hugging (`length <= intrinsic`) and compression resistance (`length >= intrinsic`)
    /// on each axis the view has an intrinsic size on.
    func intrinsicSpecs(for view: UIView) -> [HeldSpec] {
        let size = isFitting ? fittingIntrinsicSize(of: view) : view.intrinsicContentSize
        var specs: [HeldSpec] = []
        for (attribute, length, axis) in [(NSLayoutConstraint.Attribute.width, size.width, NSLayoutConstraint.Axis.horizontal),
                                          (.height, size.height, .vertical)] where length != UIView.noIntrinsicMetric {
            specs.append(HeldSpec(attribute: attribute, relation: .lessThanOrEqual, value: length,
                                  priority: view.contentHuggingPriority(for: axis).rawValue, reason: "content hugging"))
            specs.append(HeldSpec(attribute: attribute, relation: .greaterThanOrEqual, value: length,
                                  priority: view.contentCompressionResistancePriority(for: axis).rawValue,
                                  reason: "compression resistance"))
        }
        return specs
    }

    /// Compares `item`'s held constraints with what its view or guide says now, and
    /// replaces those that differ.
    func refreshHeld(_ item: Item) {
        let specs = heldSpecs(for: item)
        guard specs != item.heldSpecs else { return }
        // Held constraints are removed and added again, not edited in place: where a layout
        // is ambiguous (two labels hugging alike in a cell grown by its separator's point) an
        // edit's tableau breaks the tie differently, and ported layouts keep their points.
        // Only those that differ, when the set keeps its shape: a scroll view's frame guide
        // moves its left and top with every scroll, and replacing its width as well rewrote
        // each frame every row holding it (the widths of a stack's thousand views).
        let owner = (item.object as? UILayoutGuide)?.owningView.map { self.item(for: $0) }
        let sameShape = specs.count == item.heldSpecs.count
            && zip(specs, item.heldSpecs).allSatisfy { $0.attribute == $1.attribute && $0.relation == $1.relation }
        guard sameShape else {
            removeHeld(item)
            item.heldSpecs = specs
            item.held = specs.indices.map { addHeld(specs[$0], at: $0, of: item, owner: owner) }
            return
        }
        for i in specs.indices where specs[i] != item.heldSpecs[i] {
            if let handle = item.held[i] {
                solver.remove(handle)
                forgetOrigin(of: handle)
                markSolutionChanged()
                removedSinceRetry = true
            }
            item.heldSpecs[i] = specs[i]
            item.held[i] = addHeld(specs[i], at: i, of: item, owner: owner)
        }
    }

    /// Adds `spec`, the `index`th of `item`'s held constraints (a guide's size read from its
    /// `owner`'s); nil when it is unsatisfiable (reported).
    private func addHeld(_ spec: HeldSpec, at index: Int, of item: Item, owner: Item?) -> LayoutSolver.Constraint? {
        var expr: LinearExpression
        switch spec.attribute {
        case .left: expr = LinearExpression(item.left) - spec.value
        case .top: expr = LinearExpression(item.top) - spec.value
        case .width:
            expr = LinearExpression(item.width) - spec.value
            if let owner { expr = LinearExpression(item.width) - LinearExpression(owner.width) + spec.value }
        default:
            expr = LinearExpression(item.height) - spec.value
            if let owner { expr = LinearExpression(item.height) - LinearExpression(owner.height) + spec.value }
        }
        return add(expr, spec.relation, UILayoutPriority(spec.priority), origin: { .held(item, index) })
    }

    func removeHeld(_ item: Item) {
        for case let handle? in item.held {
            solver.remove(handle)
            forgetOrigin(of: handle)
        }
        if !item.held.isEmpty {
            markSolutionChanged()
            removedSinceRetry = true
        }
        item.held.removeAll()
        item.heldSpecs.removeAll()
    }

    /// The frame `item`'s variables hold, in points, its edges on device pixels.
    func solvedFrame(of item: Item, roundedFor view: UIView) -> CGRect {
        let x = view.roundedToPixel(solver.value(of: item.left)), y = view.roundedToPixel(solver.value(of: item.top))
        let maxX = view.roundedToPixel(solver.value(of: item.left) + solver.value(of: item.width))
        let maxY = view.roundedToPixel(solver.value(of: item.top) + solver.value(of: item.height))
        return CGRect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }

    /// Sets the frames of the views the constraints place, and custom guides' frames.
    func applyFrames() {
        for item in orderedItems {
            guard !isFitting else { return }
            if let guide = item.object as? UILayoutGuide {
                if let owner = guide.owningView { guide.solvedFrame = solvedFrame(of: item, roundedFor: owner) }
                if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView,
                   scrollView.contentSize != guide.solvedFrame.size {
                    scrollView.contentSize = guide.solvedFrame.size
                }
            } else if let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                      view !== root {
                let frame = solvedFrame(of: item, roundedFor: view)
                if view.transform.isIdentity {
                    if frame != view.frame { view.frame = frame }
                } else {
                    // As UIKit: the engine sets bounds and centre, so a transform stays shown.
                    let center = CGPoint(x: frame.minX + frame.width * view.anchorPoint.x,
                                         y: frame.minY + frame.height * view.anchorPoint.y)
                    if view.bounds.size != frame.size { view.bounds.size = frame.size }
                    if view.center != center { view.center = center }
                }
            }
        }
    }

    /// Prints UIKit's report of a required constraint that cannot hold with the others,
    /// naming the one left out.
    func report(_ error: LayoutSolver.Unsatisfiable, breaking broken: Origin) {
        var lines = ["Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want.",
                     "\t("]
        for handle in error.conflicting + [error.constraint] {
            let origin = handle == error.constraint ? broken : origins[handle]
            if let origin { lines.append("\t    \"\(describe(origin))\",") }
        }
        lines.append("\t)")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("\(describe(broken))")
        LayoutEngine.reportUnsatisfiable(lines.joined(separator: "\n") + "\n")
    }

    func describe(_ origin: Origin) -> String {
        switch origin {
        case .user(let c): return c.description
        case .held(let item, let i):
            guard i < item.heldSpecs.count else { return "<held constraint>" }
            let spec = item.heldSpecs[i]
            let relation = spec.relation == .equal ? "==" : spec.relation == .lessThanOrEqual ? "<=" : ">="
            return "<\(spec.reason) \(LayoutEngine.name(of: item.object)).\(spec.attribute) \(relation) \(spec.value)>"
        }
    }
}

extension UIView {
    /// The rectangle the view's bounds fill in its superview before its transform: what
    /// Auto Layout reads and sets (its `frame` when the transform is the identity).
    var untransformedFrame: CGRect {
        guard !transform.isIdentity else { return frame }
        return CGRect(x: center.x - bounds.width * anchorPoint.x, y: center.y - bounds.height * anchorPoint.y,
                      width: bounds.width, height: bounds.height)
    }
}
