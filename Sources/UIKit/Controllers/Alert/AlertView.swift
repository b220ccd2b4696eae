import Foundation

/// A `UIAlertController`'s view: the dimmed window and the alert's box (an action sheet's
/// two groups) on it, laid out as iOS lays them out.
final class AlertView: UIView {
    // Sizes in points, as iOS draws them.
    /// An alert's width.
    static let alertWidth: CGFloat = 270
    /// The height of an alert's button, and of an action sheet's.
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    /// The widest action sheet: iOS draws it across a phone less 8 points a side.
    static let sheetMaximumWidth: CGFloat = 420
    /// An action sheet's distance from the window's edges, and between its groups.
    static let sheetMargin: CGFloat = 8
    /// The space kept between an alert and the window's edges.
    static let alertMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 13
    /// The text's inset from the box's sides, and above and below the text.
    static let textInset: CGFloat = 16
    static let alertTextPadding: CGFloat = 20
    static let sheetTextPadding: CGFloat = 14
    /// The dimming over the content behind.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    static let boxColor = UIColor(white: 0.96, alpha: 1)
    static let separatorColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)

    private unowned let controller: UIAlertController
    /// Fades in and out with the presentation.
    let dimmingView = UIView()
    /// The box: the text and the buttons, scrolling when they do not fit.
    let box = UIView()
    let scrollView = UIScrollView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The buttons in the box, in the order shown.
    private(set) var buttons: [AlertActionButton] = []
    /// An action sheet's cancel button, in its own box below.
    private(set) var cancelButton: AlertActionButton?
    let cancelBox = UIView()
    private var separators: [UIView] = []
    /// True when an alert's two buttons sit side by side.
    private(set) var isSideBySide = false

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        dimmingView.backgroundColor = Self.dimmingColor
        addSubview(dimmingView)
        for group in [box, cancelBox] {
            group.backgroundColor = Self.boxColor
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceVertical = false
        box.addSubview(scrollView)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            scrollView.addSubview(label)
        }
        let tap = UITapGestureRecognizer()
        tap.addTarget { [unowned self] tap in
            // Outside an action sheet a tap cancels it; an alert must be answered.
            if tap.state == .ended, self.controller.preferredStyle == .actionSheet { self.controller.chooseCancel() }
        }
        dimmingView.addGestureRecognizer(tap)
        update()
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    private var isSheet: Bool { controller.preferredStyle == .actionSheet }

    /// Shows the controller's title, message and actions as they are now.
    func update() {
        let sheet = isSheet
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .systemGray : .black
        messageLabel.textColor = sheet ? .systemGray : .black
        for button in buttons { button.removeFromSuperview() }
        cancelButton?.removeFromSuperview()
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let font = UIFont.systemFont(ofSize: sheet ? 20 : 17)
        let emphasized = controller.emphasizedAction
        func button(for action: UIAlertAction) -> AlertActionButton {
            let button = AlertActionButton(action: action, font: font, isEmphasized: action === emphasized)
            button.addAction(UIAction { [unowned self] _ in self.controller.choose(action) }, for: .touchUpInside)
            action.onEnabledChange = { [weak button, unowned action] in button?.isEnabled = action.isEnabled }
            return button
        }
        let cancel = controller.actions.first { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        cancelButton = nil
        if sheet {
            buttons = others.map(button(for:))
            if let cancel {
                let b = button(for: cancel)
                cancelBox.addSubview(b)
                cancelButton = b
            }
        } else {
            isSideBySide = false
            // Beside one other, cancel goes on the left; stacked, at the bottom.
            buttons = (others + (cancel.map { [$0] } ?? [])).map(button(for:))
        }
        for button in buttons { scrollView.addSubview(button) }
        cancelBox.isHidden = cancelButton == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        let safe = bounds.inset(by: safeAreaInsets)
        let sheet = isSheet
        let width = sheet ? max(0, min(safe.width - 2 * Self.sheetMargin, Self.sheetMaximumWidth)) : Self.alertWidth
        let padding = sheet ? Self.sheetTextPadding : Self.alertTextPadding
        let textWidth = max(0, width - 2 * Self.textInset)

        // The text.
        var y: CGFloat = 0
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        if hasTitle || hasMessage {
            y = padding
            if hasTitle {
                let h = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
                titleLabel.frame = CGRect(x: Self.textInset, y: y, width: textWidth, height: h)
                y += h
            }
            if hasMessage {
                if hasTitle { y += 4 }
                let h = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
                messageLabel.frame = CGRect(x: Self.textInset, y: y, width: textWidth, height: h)
                y += h
            }
            y += padding
        }

        // The buttons, a hairline above each row (and between two side by side).
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        let rowHeight = sheet ? Self.sheetButtonHeight : Self.alertButtonHeight
        isSideBySide = !sheet && buttons.count == 2 && buttons.allSatisfy {
            $0.titleLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: rowHeight)).width
                <= width / 2 - 24
        }
        var ordered = buttons
        if isSideBySide, ordered[1].action.style == .cancel { ordered.reverse() }
        func separate(_ frame: CGRect) {
            let line = UIView(frame: frame)
            line.backgroundColor = Self.separatorColor
            line.isUserInteractionEnabled = false
            scrollView.addSubview(line)
            separators.append(line)
        }
        if isSideBySide {
            separate(CGRect(x: 0, y: y, width: width, height: hairline))
            let half = (width / 2).rounded()
            ordered[0].frame = CGRect(x: 0, y: y + hairline, width: half, height: rowHeight)
            ordered[1].frame = CGRect(x: half + hairline, y: y + hairline, width: width - half - hairline, height: rowHeight)
            separate(CGRect(x: half, y: y + hairline, width: hairline, height: rowHeight))
            y += hairline + rowHeight
        } else {
            for (i, button) in ordered.enumerated() {
                if y > 0 || i > 0 { separate(CGRect(x: 0, y: y, width: width, height: hairline)); y += hairline }
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let contentHeight = y

        // The boxes: an alert in the middle, a sheet at the bottom with cancel below.
        let cancelHeight: CGFloat = cancelButton == nil ? 0 : rowHeight + Self.sheetMargin
        let room = sheet ? safe.height - 2 * Self.sheetMargin - cancelHeight : safe.height - 2 * Self.alertMargin
        let boxHeight = max(0, min(contentHeight, room))
        scrollView.contentSize = CGSize(width: width, height: contentHeight)
        scrollView.isScrollEnabled = contentHeight > boxHeight
        let x = (safe.midX - width / 2).rounded()
        if sheet {
            let bottom = safe.maxY - Self.sheetMargin
            if let cancelButton {
                cancelBox.frame = CGRect(x: x, y: bottom - rowHeight, width: width, height: rowHeight)
                cancelButton.frame = cancelBox.bounds
            }
            box.frame = CGRect(x: x, y: bottom - cancelHeight - boxHeight, width: width, height: boxHeight)
        } else {
            box.frame = CGRect(x: x, y: (safe.midY - boxHeight / 2).rounded(), width: width, height: boxHeight)
        }
        box.isHidden = contentHeight == 0
        scrollView.frame = box.bounds
    }
}
