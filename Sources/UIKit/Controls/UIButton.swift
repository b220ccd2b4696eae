import Foundation

/// A control that performs its action when tapped, as UIKit's `UIButton`, for now without
/// titles or images (they arrive with text and images).
///
/// A `.custom` button shows only what it is given (its background colour, its subviews).
/// A `.system` button also shows content in `tintColor`: until titles exist, that content
/// is a fill of its bounds in `tintColor` (where iOS would draw the title and image in that
/// colour), and, as on iOS, the content is drawn at `highlightedContentAlpha` while
/// highlighted. A tap sends `.touchUpInside` then `.primaryActionTriggered`.
open class UIButton: UIControl {
    /// The kinds of button, as UIKit's `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Sendable {
        /// No content of its own.
        case custom = 0
        /// Content in `tintColor`, dimmed while highlighted.
        case system = 1
    }

    /// A highlighted system button draws its content at this opacity: iOS fades a system
    /// button's title and image to about 20 % while a finger is on it.
    public static let highlightedContentAlpha: CGFloat = 0.2

    /// The button's kind.
    public let buttonType: ButtonType

    /// The colour of a system button's content; iOS's default tint, system blue.
    public var tintColor: UIColor = .systemBlue {
        didSet { if tintColor != oldValue { setNeedsDisplay() } }
    }

    /// A button of `type` with a zero frame.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
    }

    /// A button of `type` that runs `primaryAction` when tapped.
    public convenience init(type: ButtonType, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A custom button occupying `frame` (superview points).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A custom button occupying `frame` that runs `primaryAction` when tapped.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The colour the content is drawn in now: `tintColor`, at `highlightedContentAlpha`
    /// of its opacity while highlighted; nil for custom buttons, which have no content of
    /// their own.
    var contentColor: UIColor? {
        guard buttonType == .system else { return nil }
        return isHighlighted ? tintColor.withAlphaComponent(tintColor.alpha * UIButton.highlightedContentAlpha) : tintColor
    }

    override open func draw(_ rect: CGRect) {
        guard let color = contentColor, color.alpha > 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(bounds)
    }

    override var touchUpInsideTriggersPrimaryAction: Bool { true }

    /// A single-finger single tap is the button's own action (UIKit's rule for buttons).
    override func keepsTouches(from recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
