import Foundation

extension UISegmentedControl {
    /// A disabled segment's image is drawn at this opacity (its title in
    /// `tertiaryLabel`).
    public static let disabledContentAlpha: CGFloat = 0.3

    /// Sets the attributes of titles in `state`; `.font` (a `UIFont`) and
    /// `.foregroundColor` (a `UIColor`) are used, other keys are kept but not drawn. A
    /// title's attributes in a state are the defaults, overlaid by those set for `.normal`,
    /// then for each of `.selected`, `.highlighted` and `.disabled` the state holds, then
    /// for exactly the state.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[exactly: state] = attributes
        segmentsChanged()
    }

    /// The attributes set for exactly `state`, or nil.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[exactly: state]
    }

    /// The attributes a title in `state` is drawn with (see `setTitleTextAttributes`).
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        var layers: [UIControl.State] = [.normal]
        for flag in [UIControl.State.selected, .highlighted, .disabled] where state.contains(flag) { layers.append(flag) }
        if !layers.contains(state) { layers.append(state) }
        for layer in layers {
            if let set = titleAttributes[exactly: layer] { result.merge(set) { $1 } }
        }
        return result
    }

    /// The title font in `state`: the attributes' `.font`, else the system font at
    /// `titleFontSize`, semibold while selected (as iOS 13's).
    func titleFont(for state: UIControl.State) -> UIFont {
        if let font = resolvedTitleAttributes(for: state)[.font] as? UIFont { return font }
        return .systemFont(ofSize: UISegmentedControl.titleFontSize, weight: state.contains(.selected) ? .semibold : .regular)
    }

    /// The title colour in `state`: the attributes' `.foregroundColor`, else `label`, or
    /// `tertiaryLabel` while disabled.
    func titleColor(for state: UIControl.State) -> UIColor {
        if let color = resolvedTitleAttributes(for: state)[.foregroundColor] as? UIColor { return color }
        return state.contains(.disabled) ? .tertiaryLabel : .label
    }
}
