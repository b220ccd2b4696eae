import Foundation

// The constraints a stack view makes to arrange its views, as UIKit's, named as UIKit
// names them: "UISV-canvas-connection" (the first and last views to the canvas, the stack
// or its margins guide), "UISV-spacing", "UISV-fill-equally", "UISV-fill-proportionally",
// "UISV-distributing-edge" (gap guides between neighbours), "UISV-alignment" and
// "UISV-spanning-boundary" (across the axis), "UISV-hiding", "UISV-canvas-fit" and
// "UISV-ambiguity-suppression" (weak pulls to zero that leave nothing free),
// "UISV-text-width-disambiguation".
extension UIStackView {
    /// One constraint the arrangement wants: `first.firstAttribute relation multiplier ×
    /// second.secondAttribute + constant` at `priority`.
    struct ArrangementSpec {
        var first: AnyObject
        var second: AnyObject?
        var shape: Shape
        var constant: CGFloat

        /// What must be the same for an installed constraint to stand for this one (all but
        /// the constant, which is edited in place).
        var key: Key { Key(first: ObjectIdentifier(first), second: second.map(ObjectIdentifier.init), shape: shape) }
    }

    /// A constraint's attributes, relation, multiplier, priority and identifier.
    struct Shape: Hashable {
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
        var priority: Float
        var identifier: String
    }

    struct Key: Hashable {
        var first: ObjectIdentifier
        var second: ObjectIdentifier?
        var shape: Shape

        /// The key of an installed constraint (nil when its first item is gone).
        init?(_ c: NSLayoutConstraint) {
            guard let first = c.firstItem else { return nil }
            self.init(first: ObjectIdentifier(first), second: c.secondItem.map(ObjectIdentifier.init),
                      shape: Shape(firstAttribute: c.firstAttribute, relation: c.relation, secondAttribute: c.secondAttribute,
                                   multiplier: c.multiplier, priority: c.priority.rawValue, identifier: c.identifier ?? ""))
        }

        init(first: ObjectIdentifier, second: ObjectIdentifier?, shape: Shape) {
            self.first = first
            self.second = second
            self.shape = shape
        }
    }

    /// The priority of the weak pulls that make an otherwise free length zero (a view with
    /// no intrinsic size across an aligned stack, as UIKit's stacks collapse them).
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// The gap guides' pull to zero: below the views' own, so a free view shrinks first.
    static let gapFitPriority = UILayoutPriority(24)
    /// The pull of the canvas to zero across the axis, so an unconstrained stack hugs
    /// its widest view.
    static let canvasFitPriority = UILayoutPriority(49)

    /// Brings `constraints` to what the arrangement wants: a constraint whose constant alone
    /// differs is edited in place (the solver's cheap edit), the rest deactivated or added.
    func updateArrangementConstraints() {
        let specs = arrangementSpecs()
        var existing: [Key: [NSLayoutConstraint]] = [:]
        for c in arrangementConstraints where c.isActive && c.container === self {
            guard let key = Key(c) else { continue }
            existing[key, default: []].append(c)
        }
        var kept: [NSLayoutConstraint] = []
        var added: [NSLayoutConstraint] = []
        for spec in specs {
            if var list = existing[spec.key], !list.isEmpty {
                let c = list.removeFirst()
                existing[spec.key] = list
                if c.constant != spec.constant { c.constant = spec.constant }
                kept.append(c)
            } else {
                let shape = spec.shape
                let c = NSLayoutConstraint(item: spec.first, attribute: shape.firstAttribute, relatedBy: shape.relation,
                                           toItem: spec.second, attribute: shape.secondAttribute,
                                           multiplier: shape.multiplier, constant: spec.constant)
                c.priority = UILayoutPriority(shape.priority)
                c.identifier = shape.identifier
                added.append(c)
            }
        }
        removeConstraints(existing.values.flatMap { $0 })
        addConstraints(added)
        arrangementConstraints = kept + added
    }

    /// The constraints the arrangement wants now.
    func arrangementSpecs() -> [ArrangementSpec] {
        let horizontal = axis == .horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let middle: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let crossMiddle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX

        var specs: [ArrangementSpec] = []
        func add(_ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ second: AnyObject?, _ b: NSLayoutConstraint.Attribute,
                 relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: UILayoutPriority = .required, _ identifier: String) {
            let shape = Shape(firstAttribute: a, relation: relation, secondAttribute: second == nil ? .notAnAttribute : b,
                              multiplier: multiplier, priority: priority.rawValue, identifier: identifier)
            specs.append(ArrangementSpec(first: first, second: second, shape: shape, constant: constant))
        }

        let visible = arrangedSubviews.filter { !$0.isHidden }
        multiLineLabels = Set(arrangedSubviews.compactMap { ($0 as? UILabel)?.numberOfLines != 1 ? ObjectIdentifier($0) : nil })

        // Hidden views collapse where they stand along the axis, their spacing gone.
        var previousVisible: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else { previousVisible = view; continue }
            if let previousVisible {
                add(view, lead, previousVisible, trail, "UISV-hiding")
            } else {
                add(view, lead, canvas, lead, "UISV-hiding")
            }
            add(view, length, nil, .notAnAttribute, "UISV-hiding")
            add(view, crossStart, canvas, crossStart, "UISV-hiding")
            add(view, crossLength, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority,
                "UISV-ambiguity-suppression")
        }

        guard let first = visible.first, let last = visible.last else {
            // Nothing shown: an unconstrained stack is empty.
            add(canvas, length, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
            add(canvas, crossLength, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
            syncGapGuides(0)
            return specs
        }

        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        let gaps = visible.dropLast().map { spacing(after: $0) }
        // Each view's pull to zero along the axis is a hair stronger than the one before
        // it, so that of views that hug alike the first stretches and of those that resist
        // compression alike the last shrinks first (ties by index, as UIKit's documentation
        // says); a tenth of a priority point is far below any difference of the views' own.
        // Filling equally, every length is the first's, so its pull stands for them all
        // (one per view would weigh the lengths against the views' own priorities the more,
        // the more views there are, and cost a pivot through the whole chain each).
        for (i, view) in (distribution == .fillEqually ? [first] : visible).enumerated() {
            let priority = UILayoutPriority(Self.ambiguitySuppressionPriority.rawValue + Float(min(i, 100)) / 10)
            add(view, length, nil, .notAnAttribute, priority: priority, "UISV-ambiguity-suppression")
        }

        switch distribution {
        case .fill:
            let labels = horizontal ? visible.filter { ($0 as? UILabel).map { $0.numberOfLines != 1 } ?? false } : []
            for label in labels {
                add(label, .width, canvas, .width, multiplier: 1 / CGFloat(visible.count), priority: UILayoutPriority(759),
                    "UISV-text-width-disambiguation")
            }
            syncGapGuides(0)
        case .fillEqually:
            for view in visible.dropFirst() { add(view, length, first, length, "UISV-fill-equally") }
            syncGapGuides(0)
        case .fillProportionally:
            // Each takes its share of the room the spacings leave: length = share × (canvas − spacings).
            let wanted = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let value = horizontal ? size.width : size.height
                return value == UIView.noIntrinsicMetric ? 0 : max(0, value)
            }
            let total = wanted.reduce(0, +), spacings = gaps.reduce(0, +)
            for (view, w) in zip(visible, wanted) {
                let share = total > 0 ? w / total : 1 / CGFloat(visible.count)
                add(view, length, canvas, length, multiplier: share, constant: -spacings * share,
                    priority: UILayoutPriority(999), "UISV-fill-proportionally")
            }
            syncGapGuides(0)
        case .equalSpacing, .equalCentering:
            let centring = distribution == .equalCentering
            let guides = syncGapGuides(visible.count - 1)
            for (i, guide) in guides.enumerated() {
                add(guide, lead, visible[i], centring ? middle : trail, "UISV-distributing-edge")
                add(guide, trail, visible[i + 1], centring ? middle : lead, "UISV-distributing-edge")
                // The guide's other axis is pinned, so it has no free variables.
                add(guide, crossStart, canvas, crossStart, "UISV-distributing-edge")
                add(guide, crossLength, nil, .notAnAttribute, "UISV-distributing-edge")
                if i > 0 {
                    add(guide, length, guides[0], length, priority: centring ? UILayoutPriority(749) : .required,
                        "UISV-fill-equally")
                }
            }
            if let gap = guides.first {
                add(gap, length, nil, .notAnAttribute, priority: Self.gapFitPriority, "UISV-canvas-fit")
            }
        }

        // Across the axis.
        for view in visible {
            switch alignment {
            case .fill:
                add(view, crossStart, canvas, crossStart, "UISV-alignment")
                add(view, crossEnd, canvas, crossEnd, "UISV-alignment")
            case .leading:
                add(view, crossStart, canvas, crossStart, "UISV-alignment")
                add(view, crossEnd, canvas, crossEnd, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            case .trailing:
                add(view, crossEnd, canvas, crossEnd, "UISV-alignment")
                add(view, crossStart, canvas, crossStart, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            case .center:
                add(view, crossMiddle, canvas, crossMiddle, "UISV-alignment")
                add(view, crossStart, canvas, crossStart, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
                add(view, crossEnd, canvas, crossEnd, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                add(view, crossLength, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority,
                    "UISV-ambiguity-suppression")
            }
        }
        add(canvas, crossLength, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")

        // Along the axis: the chain from the canvas's start to its end, last. Each link's
        // row holds the lengths of every view before it, so a constraint on a view's own
        // length added after the chain rewrites the rows of all the views after it, and
        // one per view made the stack cubic in its views; added first, each is a row alone.
        add(first, lead, canvas, lead, "UISV-canvas-connection")
        for i in gaps.indices {
            add(visible[i + 1], lead, visible[i], trail, relation: spaced ? .greaterThanOrEqual : .equal, constant: gaps[i],
                "UISV-spacing")
        }
        add(last, trail, canvas, trail, "UISV-canvas-connection")
        return specs
    }

    /// Keeps `count` gap guides on the stack (UIKit's hold theirs in `layoutGuides` too),
    /// removing the ones no longer needed.
    @discardableResult
    private func syncGapGuides(_ count: Int) -> [UILayoutGuide] {
        while gapGuides.count > count { removeLayoutGuide(gapGuides.removeLast()) }
        while gapGuides.count < count {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-gap-guide"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides
    }
}
