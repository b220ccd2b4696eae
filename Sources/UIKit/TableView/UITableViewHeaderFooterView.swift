import Foundation

/// A reusable view for a table's section header or footer, as UIKit's
/// `UITableViewHeaderFooterView`: put custom content in `contentView`, or text in
/// `textLabel`. The table shows one of these with the data source's title for sections
/// that have a title and no view from the delegate, styled as iOS does: in the plain
/// style bold text on a light grey band, in the grouped styles small grey capitals just
/// above the rows (headers) or small grey text just below them (footers).
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it is dequeued under (nil: it is not reused).
    public let reuseIdentifier: String?

    /// The view custom content goes into; it fills the view.
    public let contentView = UIView()

    /// The title.
    public private(set) var textLabel: UILabel?

    /// A view behind the content, filling the view (nil: none).
    open var backgroundView: UIView? {
        didSet { replaceBackmostSubview(oldValue, with: backgroundView) }
    }

    /// The identifiers of the table's standard title views.
    static let standardHeaderIdentifier = "UITableViewStandardHeader"
    static let standardFooterIdentifier = "UITableViewStandardFooter"

    /// The look of a standard title view: the table's style and which end it is.
    var standardLook: (style: UITableView.Style, end: UITableView.SectionEnd)? {
        didSet { applyStandardLook() }
    }

    /// The light grey band behind a plain table's titled headers.
    static let plainBackground = UIColor(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255, alpha: 1)

    /// A view a table reuses under `reuseIdentifier` (nil: not reused).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// As iOS subclasses declare it; there are no archives here.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(frame: .zero)
        setUp()
    }

    /// A view covering `frame`, without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class's views: by the class's own
    /// `init(reuseIdentifier:)`.
    public required convenience init(tableViewReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        contentView.isOpaque = false
        contentView.backgroundColor = nil
        addSubview(contentView)
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 17)
        label.textColor = .label
        textLabel = label
        contentView.addSubview(label)
    }

    /// Called just before a table hands the view out again from a dequeue: reset what the
    /// last section left. The default does nothing.
    open func prepareForReuse() {}

    /// The size the view asks for as a self-sizing header or footer: its `contentView`
    /// fitted at `targetSize.width` when it holds constraints; otherwise the title's
    /// height at its width with `titlePadding` above and below, at least the style's
    /// standard height (28 points plain, 38 grouped). The width is `targetSize`'s.
    override open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        if contentView.hasConstraintsInSubtree {
            let size = contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                           verticalFittingPriority: verticalFittingPriority)
            return CGSize(width: targetSize.width, height: size.height)
        }
        let minimum: CGFloat = standardLook.map { $0.style == .plain ? 28 : 38 } ?? 28
        guard let label = textLabel, !(label.text ?? "").isEmpty else {
            return CGSize(width: targetSize.width, height: minimum)
        }
        let text = label.sizeThatFits(CGSize(width: max(0, targetSize.width - 32), height: 0)).height
        return CGSize(width: targetSize.width, height: max(minimum, text + 2 * Self.titlePadding))
    }

    /// The least space above and below a self-sizing title, in points.
    static let titlePadding: CGFloat = 8

    private func applyStandardLook() {
        guard let look = standardLook, let label = textLabel else { return }
        if look.style == .plain {
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .label
            label.numberOfLines = 1
            backgroundColor = look.end == .header ? Self.plainBackground : nil
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.numberOfLines = look.end == .footer ? 0 : 1
            backgroundColor = nil
        }
        setNeedsLayout()
    }

    /// The content fills the view; the title goes 16 points in from the left: centred in a
    /// plain table, 7 points above the rows for a grouped header, 7 below them for a
    /// grouped footer.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        contentView.frame = b
        guard let label = textLabel else { return }
        let width = max(0, b.width - 32)
        let height = min(b.height, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat
        switch standardLook {
        case (let style, .header)? where style != .plain: y = b.height - 7 - height
        case (let style, .footer)? where style != .plain: y = 7
        default: y = ((b.height - height) / 2).rounded()
        }
        label.frame = CGRect(x: 16, y: max(0, y), width: width, height: height)
    }
}
