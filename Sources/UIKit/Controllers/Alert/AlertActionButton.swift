import Foundation

/// One action's button in an alert: its title in the action's colour, a grey wash while
/// pressed, dimmed while the action is disabled.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    /// The wash while a finger is on the button.
    static let highlightColor = UIColor(white: 0.82, alpha: 1)

    init(action: UIAlertAction, font: UIFont, isEmphasized: Bool) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        titleLabel.font = isEmphasized ? .systemFont(ofSize: font.pointSize, weight: .semibold) : font
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    override var keepsSingleTaps: Bool { true }

    override var isHighlighted: Bool {
        didSet { refresh() }
    }

    override var isEnabled: Bool {
        didSet { refresh() }
    }

    /// The title's colour and the wash for the current state.
    func refresh() {
        let color: UIColor = action.style == .destructive ? .systemRed : .systemBlue
        titleLabel.textColor = isEnabled ? color : UIColor(white: 0.55, alpha: 0.6)
        backgroundColor = isHighlighted && isEnabled ? Self.highlightColor : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: min(12, bounds.width / 2), dy: 0)
    }
}
