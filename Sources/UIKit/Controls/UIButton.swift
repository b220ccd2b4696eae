import Foundation

/// A control that performs its action when tapped, as UIKit's `UIButton`, showing a title
/// per state (images arrive with `UIImage`).
///
/// The title is drawn by `titleLabel`, a `UILabel` subview made on first use and laid out
/// by `layoutSubviews`, centred in the bounds inset by `contentEdgeInsets`. Titles and
/// title colours are kept per state and looked up as UIKit does: the value for exactly the
/// current state, else the `.normal` one. The label's text and colour follow the state as
/// it changes (highlighted while a touch is inside, disabled, selected).
///
/// A `.custom` button's title is white unless coloured. A `.system` button's title is in
/// `tintColor` (system blue), faded to `highlightedContentAlpha` while highlighted, and
/// grey (`systemDisabledTitleColor`) while disabled, unless a colour was set for that exact
/// state. A tap sends `.touchUpInside` then `.primaryActionTriggered`.
///
/// Stored state lives here; titles and colours are in UIButton+Titles, layout and sizing
/// in UIButton+Layout.
open class UIButton: UIControl {
    /// The kinds of button, as UIKit's `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Sendable {
        /// No content of its own but what it is given; titles white unless coloured.
        case custom = 0
        /// Titles in `tintColor`, faded while highlighted, grey while disabled.
        case system = 1
    }

    /// A highlighted system button draws its title at this share of its colour's opacity:
    /// iOS fades a system button's title and image to about 20 % while a finger is on it.
    public static let highlightedContentAlpha: CGFloat = 0.2

    /// The button's kind.
    public let buttonType: ButtonType

    /// A system button's title (where no title colour was set) follows `tintColor`.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitleContent()
    }

    /// Space around the content (the title) inside the bounds, in points: the title is
    /// centred in the bounds inset by it, and `sizeThatFits` adds it. While it is zero,
    /// the fitted size has UIKit's default padding (`defaultTitlePadding`) instead.
    public var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            guard contentEdgeInsets != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// As UIControl's; the title, its colour and the image follow (a system title fades while true).
    override open var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { updateTitleContent(); updateImageContent() } }
    }

    /// As UIControl's; the title, its colour and the image follow (a system title turns grey while false).
    override open var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateTitleContent(); updateImageContent() } }
    }

    /// As UIControl's; the title, its colour and the image follow.
    override open var isSelected: Bool {
        didSet { if isSelected != oldValue { updateTitleContent(); updateImageContent() } }
    }

    /// Titles set per state (UIButton+Titles).
    var titles = ControlStateValues<String>()
    /// Title colours set per state (UIButton+Titles).
    var titleColors = ControlStateValues<UIColor>()
    /// The title label, once made.
    private var storedTitleLabel: UILabel?
    /// Images set per state (UIButton+Images).
    var images = ControlStateValues<UIImage>()
    /// The image view, once an image was set (UIButton+Images).
    var storedImageView: UIImageView?

    /// A button of `type` with a zero frame.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        isOpaque = false
    }

    /// A button of `type` that runs `primaryAction` when tapped; the action's title, when
    /// not empty, becomes the `.normal` title, as in UIKit.
    public convenience init(type: ButtonType, primaryAction: UIAction?) {
        self.init(type: type)
        adopt(primaryAction)
    }

    /// A custom button occupying `frame` (superview points).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        isOpaque = false
    }

    /// A custom button occupying `frame` that runs `primaryAction` when tapped; the
    /// action's title, when not empty, becomes the `.normal` title.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }

    /// The label showing the current title, as UIKit's: made on first use (this property or
    /// the first title), a subview of the button. Its font may be changed (default: the
    /// system font at `defaultTitleFontSize`); its text and colour are set by the button
    /// from `currentTitle` and `currentTitleColor` whenever they change, so set those with
    /// `setTitle(_:for:)` and `setTitleColor(_:for:)`. Never nil here; optional as in UIKit.
    public var titleLabel: UILabel? { ensuredTitleLabel }

    /// The title label, made (and added as a subview) when first needed.
    var ensuredTitleLabel: UILabel {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: UIButton.defaultTitleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        addSubview(label)
        updateTitleContent()
        setNeedsLayout()
        return label
    }

    /// The title label if it was made; nil before.
    var existingTitleLabel: UILabel? { storedTitleLabel }

    // MARK: Layout (implemented in UIButton+Layout.swift; overrides must live here)

    /// The rectangle the content is laid out in, in the button's coordinates (points):
    /// `bounds` inset by `contentEdgeInsets` (an empty rectangle at the centre when the
    /// insets leave no room). Override to move the content.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        defaultContentRect(forBounds: bounds)
    }

    /// The title label's frame within `contentRect` (button coordinates, points): the
    /// title's fitted size, no wider than the content rectangle (a longer title is
    /// truncated in the middle), centred, its origin on a whole device pixel; zero-sized
    /// at the centre without a title. Override to move the title.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        defaultTitleRect(forContentRect: contentRect)
    }

    /// The image view's frame within `contentRect` (button coordinates, points): the
    /// current image at its size in points, left of the title, the two centred together;
    /// zero-sized at the centre without an image. Override to move the image.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        defaultImageRect(forContentRect: contentRect)
    }

    /// Places the title label at `titleRect(forContentRect: contentRect(forBounds: bounds))`
    /// and the image view at `imageRect(forContentRect:)`.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutTitleLabel()
        layoutImageView()
    }

    /// The size that shows the whole current title, in points: the title on one line
    /// (`size` is not a limit, as in UIKit), plus `contentEdgeInsets`, or
    /// `defaultTitlePadding` while those are zero; without a title, just the insets.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize
    }

    /// The size the current title needs, in points: `sizeThatFits(.zero)`.
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    // MARK: Toolkit hooks

    override var touchUpInsideTriggersPrimaryAction: Bool { true }

    /// A single-finger single tap is the button's own action (UIKit's rule for buttons).
    override var keepsSingleTaps: Bool { true }
}
