import Foundation

extension UIButton {
    /// A custom button's title colour where none was set: white, as UIKit's custom buttons
    /// (made to sit on a coloured background or image).
    public static let customTitleColor = UIColor.white

    /// A disabled system button's title colour where none was set for its state: a light
    /// grey, iOS's light-mode tertiary label colour (60, 60, 67) at 30 % opacity, close to
    /// the grey iOS draws disabled system buttons in.
    public static let systemDisabledTitleColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255,
                                                         alpha: 0.3)

    /// Sets the title shown in `state`; nil removes it, so the state shows the `.normal`
    /// title. The label follows at once when `state` is the current state.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[exactly: state] = title
        if title != nil { _ = ensuredTitleLabel }
        updateTitleContent()
    }

    /// The title shown in `state`: the one set for exactly `state`, else the `.normal`
    /// one, else nil. (UIKit does not fall back through partial states: a highlighted
    /// selected button shows the `.normal` title unless `[.selected, .highlighted]` has one.)
    public func title(for state: UIControl.State) -> String? {
        titles.value(for: state)
    }

    /// The title shown now: `title(for: state)`.
    public var currentTitle: String? { title(for: state) }

    /// Sets the title colour used in `state`; nil removes it, so the state uses its
    /// default (see `titleColor(for:)`).
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[exactly: state] = color
        updateTitleContent()
    }

    /// The title colour used in `state`: the one set for exactly `state`; else, for a
    /// custom button, the `.normal` one or white; for a system button, grey
    /// (`systemDisabledTitleColor`) when `state` is disabled, else the `.normal` colour or
    /// `tintColor`, at `highlightedContentAlpha` of its opacity when `state` is highlighted.
    /// Never nil here; optional as in UIKit.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = titleColors[exactly: state] { return color }
        switch buttonType {
        case .custom:
            return titleColors[exactly: .normal] ?? UIButton.customTitleColor
        case .system:
            if state.contains(.disabled) { return UIButton.systemDisabledTitleColor }
            let normal = titleColors[exactly: .normal] ?? tintColor!
            guard state.contains(.highlighted) else { return normal }
            return normal.withAlphaComponent(normal.alpha * UIButton.highlightedContentAlpha)
        }
    }

    /// The title colour used now: `titleColor(for: state)`.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? UIButton.customTitleColor }

    /// Puts the current title and colour into the label (if it was made). A new title
    /// changes the title's size, so the button lays out again and tells its superview.
    func updateTitleContent() {
        guard let label = existingTitleLabel else { return }
        let title = currentTitle
        if label.text != title {
            label.text = title
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
        label.textColor = currentTitleColor
    }
}
