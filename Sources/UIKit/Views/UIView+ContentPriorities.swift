import Foundation

/// A view's content hugging and compression resistance on each axis.
struct ContentPriorities {
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
}

// These priorities weigh the Auto Layout engine's hugging and compression constraints of a
// view with an intrinsic size (a `UIStackView`'s arranged views included: its `.fill`
// distribution stretches the view that hugs least and shrinks the one that resists least).
extension UIView {
    /// How strongly the view keeps from growing past its intrinsic size along `axis`
    /// (default `.defaultLow`, 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets how strongly the view keeps from growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.hugging.horizontal = priority } else { contentPriorities.hugging.vertical = priority }
        if autoLayout?.isLayoutItem == true { layoutSystemInputsDidChange() }
        superview?.setNeedsLayout()
    }

    /// How strongly the view keeps from shrinking below its intrinsic size along `axis`
    /// (default `.defaultHigh`, 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.compressionResistance.horizontal : contentPriorities.compressionResistance.vertical
    }

    /// Sets how strongly the view keeps from shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        if autoLayout?.isLayoutItem == true { layoutSystemInputsDidChange() }
        superview?.setNeedsLayout()
    }
}
