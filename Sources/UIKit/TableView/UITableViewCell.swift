import Foundation

/// The view of one row of a table view, as UIKit's `UITableViewCell`: a style lays out
/// `imageView`, `textLabel` and `detailTextLabel` in `contentView`; an accessory (a
/// standard `accessoryType` drawn by the cell, or any `accessoryView`) sits at the right;
/// the selected background shows while the row is selected or highlighted; the table
/// draws a separator line along the bottom.
///
/// Registered classes are made through `init(style: .default, reuseIdentifier:)`, so iOS
/// subclasses that override it (often to pass another style to `super`) and
/// `init?(coder:)` compile and run unchanged.
open class UITableViewCell: UIView {
    /// How the cell lays out its labels, as UIKit's styles.
    public enum CellStyle: Int, Sendable {
        /// An image, then the text label filling the row; no detail label.
        case `default`
        /// The text on the left, the detail right-aligned on the right in grey.
        case value1
        /// A short blue label right-aligned in a column on the left, the detail after it.
        case value2
        /// The text, with the smaller detail below it.
        case subtitle
    }

    /// How a selected or highlighted row looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The grey selected background (iOS draws `.blue` grey as well since iOS 7).
        case blue
        /// The grey selected background.
        case gray
        /// The grey selected background.
        case `default`
    }

    /// The standard accessories the cell draws at its right.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// A blue checkmark: the row is chosen.
        case checkmark = 3
        /// A circled "i" button; a tap on it calls the delegate's
        /// `tableView(_:accessoryButtonTappedForRowWith:)` and does not select the row.
        case detailButton = 4
    }

    /// Whether the table draws lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// A hairline along the bottom of each row.
        case singleLine
    }

    /// The style the cell was made with.
    public let style: CellStyle

    /// The identifier the cell is dequeued under (nil: it is not reused).
    public let reuseIdentifier: String?

    /// The view the cell's content goes into; it fills the cell left of the accessory.
    public let contentView = UIView()

    /// The main text (17 points).
    public private(set) var textLabel: UILabel?
    /// The secondary text; nil in the `.default` style.
    public private(set) var detailTextLabel: UILabel?
    /// An image at the left, shown when it has one.
    public private(set) var imageView: UIImageView?

    /// The standard accessory drawn at the right (default `.none`); `accessoryView` wins
    /// when set.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view shown at the right instead of the standard accessory (a switch, a label),
    /// at its own frame's size, centred vertically.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); updateAccessory() } }
    }

    /// How the selected or highlighted row looks (default `.default`: grey).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectedBackground() }
    }

    /// A view behind everything else, filling the cell (nil: none).
    open var backgroundView: UIView? {
        didSet { replaceBackmostSubview(oldValue, with: backgroundView) }
    }

    /// A view shown instead of the grey one while the row is selected or highlighted,
    /// between `backgroundView` and `contentView` (nil: the grey one).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// How far this cell's separator stays from its left and right edges, in points (only
    /// `left` and `right` count); unset, the table's `separatorInset` applies.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? owningTableView?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            ownSeparatorInset = newValue
            owningTableView?.refreshShownCells()
        }
    }

    /// True while the row is selected; the table sets it (set it yourself only to change
    /// the look, as on iOS: selection is the table's).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// True while a touch is down on the row, before it selects.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    // MARK: Internal state

    private var selectedState = false
    private var highlightedState = false
    private var ownSeparatorInset: UIEdgeInsets?
    /// True when the cell's own `separatorInset` was set.
    var hasOwnSeparatorInset: Bool { ownSeparatorInset != nil }
    /// True while a table shows it.
    var isShownByTableView = false
    /// The table showing it.
    weak var owningTableView: UITableView?
    /// The grey background of the selected row.
    let standardSelectedBackground = UIView()
    /// The view drawing the standard accessory, when there is one.
    var standardAccessory: TableCellAccessoryView?
    /// The line along the bottom.
    let separatorLine = UIView()

    /// The line the table asks for along the bottom of the cell.
    struct Separator: Equatable {
        var isShown = false
        var color: UIColor = .separator
        /// Its distance from the left and right edges, in points.
        var left: CGFloat = 16
        var right: CGFloat = 0
    }

    /// The separator the table gives the cell's row.
    var separator = Separator() {
        didSet { if separator != oldValue { setNeedsLayout() } }
    }

    /// The corners the inset grouped style rounds (the first and last rows' outer ones).
    var roundedCorners: CACornerMask = [] {
        didSet {
            guard roundedCorners != oldValue else { return }
            layer.cornerRadius = roundedCorners.isEmpty ? 0 : Self.insetGroupedCornerRadius
            layer.maskedCorners = roundedCorners
            clipsToBounds = !roundedCorners.isEmpty
        }
    }

    /// The radius of the inset grouped style's section corners, in points.
    static let insetGroupedCornerRadius: CGFloat = 10

    // MARK: Life cycle

    /// A cell of `style` that a table reuses under `reuseIdentifier` (nil: not reused).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpSubviews()
    }

    /// As iOS subclasses declare it; there are no archives here, so the cell is a
    /// `.default` one without an identifier.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpSubviews()
    }

    /// A `.default` cell covering `frame`, without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class's cells: by the class's own
    /// `init(style: .default, reuseIdentifier:)`. (Swift can only make a class from its
    /// metatype through a required initializer; this one is inherited by every subclass
    /// that overrides the designated ones.)
    public required convenience init(tableViewReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpSubviews() {
        backgroundColor = .systemBackground
        standardSelectedBackground.backgroundColor = Self.selectedGray
        standardSelectedBackground.isHidden = true
        addSubview(standardSelectedBackground)
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        let text = UILabel()
        text.font = .systemFont(ofSize: UIFont.labelFontSize)
        text.textColor = .label
        textLabel = text
        contentView.addSubview(text)
        let image = UIImageView()
        imageView = image
        contentView.addSubview(image)
        if style != .default {
            let detail = UILabel()
            styleDetailLabels(text: text, detail: detail)
            detailTextLabel = detail
            contentView.addSubview(detail)
        }
        separatorLine.isUserInteractionEnabled = false
        addSubview(separatorLine)
    }

    /// The grey of a selected or highlighted row (iOS's light `systemGray4`).
    static let selectedGray = UIColor.systemGray4

    /// A new size gives the content view its new size at once, before any layout pass:
    /// constraints inside it are solved against the row's height, not the last one's.
    override open var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            contentView.frame = CGRect(x: 0, y: 0, width: contentWidth(forWidth: bounds.width), height: bounds.height)
        }
    }

    /// Backgrounds fill the cell; the accessory sits at the right, centred; the content
    /// view fills the rest, and the style lays the labels out in it; the separator runs
    /// along the bottom (`+Layout`).
    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// The height the cell's labels need with the standard 11-point space above and below
    /// them (at least 44 points), its width `size`'s.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }

    /// The size the cell asks for as a self-sizing row, as UIKit's: its `contentView` fitted
    /// at `targetSize.width` less the accessory, at the priorities given, plus the
    /// separator's height; a content view holding no constraints asks `sizeThatFits(_:)`
    /// (the style's labels, at least 44 points). The width is `targetSize`'s.
    override open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        selfSizingFit(targetSize, horizontalFittingPriority: horizontalFittingPriority,
                      verticalFittingPriority: verticalFittingPriority)
    }

    /// Called just before a table hands the cell out again from a dequeue: reset what the
    /// last row left. The default ends the highlight and selection (the table selects it
    /// again for its new row).
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Selects or deselects the cell's look (the selected background); subclasses override
    /// it to change their own content with the selection. There is no fade: it changes at
    /// once, animated or not.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        updateSelectedBackground()
    }

    /// Sets `isHighlighted` on the labels and image views in `view`'s tree, as UIKit's cell
    /// does while its row shows selected (their highlighted colour and image).
    private func setHighlightedContent(_ highlighted: Bool, in view: UIView) {
        for sub in view.subviews {
            if let label = sub as? UILabel { label.isHighlighted = highlighted }
            if let image = sub as? UIImageView { image.isHighlighted = highlighted }
            setHighlightedContent(highlighted, in: sub)
        }
    }

    /// Highlights or ends the highlight of the cell's look, as `setSelected(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        updateSelectedBackground()
    }

    /// Shows the selected background (the cell's own or the grey one) while selected or
    /// highlighted, unless `selectionStyle` is `.none`.
    private func updateSelectedBackground() {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        setHighlightedContent(shows, in: contentView)
        if let custom = selectedBackgroundView {
            standardSelectedBackground.isHidden = true
            if shows, custom.superview !== self {
                insertSubview(custom, belowSubview: contentView)
                setNeedsLayout()
            } else if !shows, custom.superview === self {
                custom.removeFromSuperview()
            }
        } else {
            standardSelectedBackground.isHidden = !shows
        }
    }

    /// The standard accessory view made, replaced or removed for `accessoryType`, or the
    /// custom `accessoryView` put in.
    private func updateAccessory() {
        if let accessoryView {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            if accessoryView.superview !== self { addSubview(accessoryView) }
        } else if accessoryType == .none {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
        } else if standardAccessory?.type != accessoryType {
            standardAccessory?.removeFromSuperview()
            let view = TableCellAccessoryView(type: accessoryType)
            if accessoryType == .detailButton {
                view.addTarget(self, action: UITableViewCell.detailButtonTapped, for: .touchUpInside)
            }
            standardAccessory = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    private func detailButtonTapped() {
        guard let table = owningTableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}
