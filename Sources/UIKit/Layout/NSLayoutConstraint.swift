import Foundation

/// A linear relation between two layout attributes, as UIKit's:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// all in points. Activated constraints are solved by the Auto Layout engine of the
/// window (or view tree) their items are in, during the layout pass.
open class NSLayoutConstraint: CustomStringConvertible {
    /// A direction of layout, as UIKit's.
    public enum Axis: Int, Sendable {
        /// Left to right: widths.
        case horizontal = 0
        /// Top to bottom: heights.
        case vertical = 1
    }

    /// A part of an item's layout frame a constraint relates (positions and lengths in
    /// points). Leading is left and trailing is right: layout is left to right.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left one).
        case leading
        /// The trailing edge (the right one).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal middle.
        case centerX
        /// The vertical middle.
        case centerY
        /// No attribute: the second item of a constraint to a constant.
        case notAnAttribute = 0

        var isVertical: Bool { self == .top || self == .bottom || self == .height || self == .centerY }
        /// Whether it is one of the four edges (not a length or a centre).
        var isEdge: Bool { [.left, .right, .leading, .trailing, .top, .bottom].contains(self) }
    }

    /// How the first attribute relates to the second side.
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Exactly.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// The view or layout guide on the left side.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of `firstItem` constrained.
    public let firstAttribute: Attribute
    /// How the sides relate.
    public let relation: Relation
    /// The view or layout guide on the right side, nil for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of `secondItem` (`.notAnAttribute` when there is none).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat

    /// Points added to the right side; changing it re-solves on the next layout pass.
    public var constant: CGFloat {
        didSet { if constant != oldValue { definitionDidChange() } }
    }

    /// How strongly the constraint counts (`.required`, 1000, by default); changing it
    /// re-solves on the next layout pass.
    public var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { definitionDidChange() } }
    }

    /// A name shown in logs, such as the report of unsatisfiable constraints.
    public var identifier: String?

    /// The view whose `constraints` hold this one while it is active: the nearest common
    /// ancestor of its items.
    weak var container: UIView?

    /// True while the constraint takes part in layout; setting it activates or
    /// deactivates it, as `activate(_:)` does.
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// A constraint `item.attribute relation multiplier × toItem.attribute + constant`
    /// (`toItem` nil and `.notAnAttribute` for a constant size), inactive.
    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates each constraint: it joins its items' nearest common ancestor's
    /// `constraints` and the layout solves it. A constraint whose items share no ancestor
    /// is reported on standard error and stays inactive.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.container == nil {
            guard let container = c.commonAncestor else {
                FileHandle.standardError.write(Data(("UIKit: cannot activate \(c): its items have no common ancestor\n").utf8))
                continue
            }
            container.addConstraint(c)
        }
    }

    /// Deactivates each constraint: it leaves its container and the layout.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.container?.removeConstraint(c) }
    }

    /// The nearest view that is, or is above, both items (a layout guide counts as its
    /// owning view).
    var commonAncestor: UIView? {
        guard let first = LayoutEngine.view(owning: firstItem) else { return nil }
        guard let secondItem else { return first }
        guard let second = LayoutEngine.view(owning: secondItem) else { return nil }
        var view: UIView? = first
        while let v = view {
            if second.isDescendant(of: v) { return v }
            view = v.superview
        }
        return nil
    }

    private func definitionDidChange() {
        guard let container else { return }
        container.layoutEngineRoot.existingLayoutEngine?.constraintDidChange(self)
        container.setNeedsLayout()
    }

    /// `Item.attribute == Item.attribute × multiplier + constant`, as UIKit logs it.
    open var description: String {
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if let secondItem {
            right = "\(LayoutEngine.name(of: secondItem)).\(secondAttribute)"
            if multiplier != 1 { right += " * \(multiplier)" }
            if constant != 0 { right += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            right = "\(constant)"
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let strength = priority == .required ? "" : " @\(Int(priority.rawValue))"
        return "<NSLayoutConstraint \(name)\(LayoutEngine.name(of: firstItem)).\(firstAttribute) \(relationText) \(right)\(strength)>"
    }
}
