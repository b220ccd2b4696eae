import Foundation

/// A view showing read-only text, as UIKit's `UILabel`: one font, one colour, one or more
/// lines wrapped or truncated by `lineBreakMode`, vertically centred in the bounds; or
/// `attributedText`, whose runs carry their own fonts, colours, kerning, paragraph styles
/// and shadows (see `AttributedTextLayout`).
///
/// Drawing goes through UIKit's own overridable path: `draw(_:)` calls `drawText(in:)`,
/// which lays the text out in the rectangle and draws it; subclasses override
/// `drawText(in:)` (to inset the text, say) and `textRect(forBounds:limitedToNumberOfLines:)`.
/// A control that shows a title (a button) embeds a `UILabel` as a subview and sets its
/// frame, text, font and colour per state, as UIKit's `UIButton.titleLabel` does.
///
/// The layout is computed once per text, font, mode and width, and reused while they stay.
open class UILabel: UIView {
    /// The text shown; nil or empty shows nothing.
    open var text: String? {
        didSet {
            // Plain text replaces attributed text, as on iOS.
            let dropsAttributes = !isSettingAttributedText && storedAttributedText != nil
            if !isSettingAttributedText { storedAttributedText = nil }
            if text != oldValue || dropsAttributes || isSettingAttributedText { contentChanged(affectsSize: true) }
        }
    }

    /// The text with attributes, as UIKit's: setting it sets `text` to its string; setting
    /// `text` replaces it with that string in the label's `font`, `textColor` and
    /// `textAlignment`, which is also what reading it gives for plain text. Setting
    /// `font`, `textColor` or `textAlignment` applies to the whole attributed string.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            return NSAttributedString(string: text, attributes: [.font: storedFont, .foregroundColor: storedTextColor,
                                                                 .paragraphStyle: style])
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
        }
    }

    /// The font; setting nil restores the default, the system font at 17 points.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            applyToAttributedText(.font, font)
            contentChanged(affectsSize: true)
        }
    }

    /// The text's colour; setting nil restores the default, `.label` (black).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            let color = newValue ?? .label
            guard color != storedTextColor else { return }
            storedTextColor = color
            applyToAttributedText(.foregroundColor, color)
            attributedLayoutCache = nil
            setNeedsDisplay()
        }
    }

    /// The text's colour while `isHighlighted` (plain text; attributed text keeps its
    /// colours); nil keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted, highlightedTextColor != oldValue { setNeedsDisplay() } }
    }

    /// Shows the text in `highlightedTextColor`: a table view cell sets it on its labels
    /// while its row is selected or touched.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedTextColor != nil { setNeedsDisplay() } }
    }

    /// How lines sit between the text rectangle's edges.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue else { return }
            if let stored = storedAttributedText, stored.length > 0 {
                let style = (stored.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
                    ?? .default).mutableCopy() as! NSMutableParagraphStyle
                style.alignment = textAlignment
                applyToAttributedText(.paragraphStyle, style)
            }
            contentChanged(affectsSize: false)
        }
    }

    /// How lines wrap and how the last line ends when text remains.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentChanged(affectsSize: true) } }
    }

    /// The most lines shown; 0 for as many as the bounds hold. Default 1.
    open var numberOfLines = 1 {
        didSet {
            numberOfLines = max(0, numberOfLines)
            if numberOfLines != oldValue { contentChanged(affectsSize: true) }
        }
    }

    /// The width, in points, a multi-line label wraps at when reporting its
    /// `intrinsicContentSize`; 0 lays each paragraph on one line.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentChanged(affectsSize: true) } }
    }

    private var storedAttributedText: NSAttributedString?
    /// The width the label's bounds last had, in points (0 before any): a label that
    /// wraps at its layout width wraps at this.
    private var layoutWrapWidth: CGFloat = 0
    private var isSettingAttributedText = false
    private var attributedLayoutCache: (key: LayoutKey, layout: AttributedTextLayout)?
    private var storedFont: UIFont = UILabel.defaultFont
    private var storedTextColor: UIColor = .label
    /// The last layout and what it was made for, reused while the content stays.
    private var layoutCache: (key: LayoutKey, layout: TextLayout)?

    private struct LayoutKey: Equatable {
        var width: CGFloat
        var lines: Int
    }

    /// A UILabel's font unless set: the system font at `UIFont.labelFontSize` (17 points).
    static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }

    /// A label occupying `frame`, in points. Labels ignore touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The text laid out in `width` points, in at most `lines` lines (0: no limit).
    public func textLayout(width: CGFloat, lines: Int) -> TextLayout {
        let key = LayoutKey(width: width, lines: lines)
        if let cache = layoutCache, cache.key == key { return cache.layout }
        let layout = TextLayout(text: text ?? "", font: storedFont, width: width, maximumNumberOfLines: lines,
                                lineBreakMode: lineBreakMode, alignment: textAlignment)
        layoutCache = (key, layout)
        return layout
    }

    /// The attributed text laid out in `width` points, in at most `lines` lines (0: no
    /// limit); nil when the label shows plain text.
    public func attributedTextLayout(width: CGFloat, lines: Int) -> AttributedTextLayout? {
        guard let storedAttributedText else { return nil }
        let key = LayoutKey(width: width, lines: lines)
        if let cache = attributedLayoutCache, cache.key == key { return cache.layout }
        let layout = AttributedTextLayout(storedAttributedText, font: storedFont, color: storedTextColor,
                                          alignment: textAlignment, width: width, maximumNumberOfLines: lines,
                                          lineBreakMode: lineBreakMode)
        attributedLayoutCache = (key, layout)
        return layout
    }

    /// The size of the text laid out in `width` points in at most `lines` lines, either kind.
    private func laidOutSize(width: CGFloat, lines: Int) -> CGSize {
        attributedTextLayout(width: width, lines: lines)?.size ?? textLayout(width: width, lines: lines).size
    }

    /// Sets `key` to `value` over the whole attributed text, if there is one.
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: stored)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        storedAttributedText = changed
    }

    /// The number of lines that fit in `height` points, limited by `maximum` (0: no
    /// limit); at least one, since a label shorter than a line still shows its first line
    /// (clipped), as UIKit's.
    func lineLimit(forHeight height: CGFloat, maximum: Int, width: CGFloat? = nil) -> Int {
        if storedAttributedText != nil, height.isFinite {
            // Lines of different heights: count those whose bottom fits.
            let all = attributedTextLayout(width: width ?? bounds.width, lines: maximum)?.lines ?? []
            let fitting = max(1, all.filter { $0.top + $0.height <= height + 1e-6 }.count)
            return maximum == 0 ? fitting : min(maximum, fitting)
        }
        let lineHeight = storedFont.lineHeight
        guard lineHeight > 0, height.isFinite else { return maximum }
        let fitting = max(1, Int(min(Double(Int32.max), max(0, (height + 1e-6) / lineHeight))))
        return maximum == 0 ? fitting : min(maximum, fitting)
    }

    /// The rectangle the text occupies when drawn in `bounds`, in points: at `bounds`'
    /// top-left corner, as wide as the widest line and as tall as the lines shown (at most
    /// `numberOfLines`, 0 for no limit, and no more than fit the height), rounded up to
    /// whole pixels. `drawText(in:)` centres it vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = laidOutSize(width: bounds.width,
                               lines: lineLimit(forHeight: bounds.height, maximum: max(0, numberOfLines), width: bounds.width))
        return CGRect(x: bounds.minX, y: bounds.minY, width: ceilingToPixel(size.width),
                      height: ceilingToPixel(size.height))
    }

    /// Draws the text in `rect` (this view's coordinates, points) in the current graphics
    /// context: lines wrapped to the rectangle's width, as many as fit its height (and
    /// `numberOfLines` allows), the block centred vertically, each line aligned by
    /// `textAlignment`.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let lines = lineLimit(forHeight: rect.height, maximum: numberOfLines, width: rect.width)
        if let attributed = attributedTextLayout(width: rect.width, lines: lines) {
            attributed.draw(at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - attributed.size.height) / 2), in: context)
            return
        }
        let layout = textLayout(width: rect.width, lines: lineLimit(forHeight: rect.height, maximum: numberOfLines))
        let top = rect.minY + (rect.height - layout.size.height) / 2
        let color = isHighlighted ? highlightedTextColor ?? storedTextColor : storedTextColor
        layout.draw(at: CGPoint(x: rect.minX, y: top), color: color, in: context)
    }

    /// Draws the text in the bounds (through `drawText(in:)`).
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The size the text needs within `size`, in points, rounded up to whole pixels:
    /// wrapped at `size.width` (a width of 0 or less means no limit), at most
    /// `numberOfLines` lines; `size.height` is not a limit, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .infinity
        let laidOut = laidOutSize(width: width, lines: numberOfLines)
        // A clipped line can be wider than `width`; the label still asks for no more.
        return CGSize(width: min(ceilingToPixel(laidOut.width), width),
                      height: ceilingToPixel(laidOut.height))
    }

    /// The size the text wants, in points, rounded up to whole pixels: each paragraph on
    /// one line, or wrapped at `preferredMaxLayoutWidth` when that is set and more than
    /// one line is allowed; zero for no text. A multi-line label placed by constraints
    /// without a `preferredMaxLayoutWidth` wraps at the width the constraints gave it, as
    /// UIKit's does, so its height grows with its text.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : wrapsAtLayoutWidth ? layoutWrapWidth : 0
        return sizeThatFits(CGSize(width: numberOfLines != 1 ? width : 0, height: 0))
    }

    /// Whether the label wraps at the width Auto Layout gives it: more than one line
    /// allowed, no `preferredMaxLayoutWidth`, placed by constraints.
    var wrapsAtLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0 && !translatesAutoresizingMaskIntoConstraints
    }

    /// The size the label wants when it wraps at `width` (points): what
    /// `intrinsicContentSize` gives once constraints gave it that width. A fitting solve
    /// (`systemLayoutSizeFitting`) asks this, as it sets no frames.
    func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
        sizeThatFits(CGSize(width: numberOfLines != 1 ? width : 0, height: 0))
    }

    /// A new width of a label that wraps at its layout width changes the height it wants:
    /// the constraints are solved again for it.
    override open var bounds: CGRect {
        didSet {
            guard bounds.width != oldValue.width else { return }
            // Kept whatever the mode, so a label made multi-line after it was laid out
            // (a cell configured again) wraps at the width it already has.
            layoutWrapWidth = bounds.width
            if wrapsAtLayoutWidth { invalidateIntrinsicContentSize() }
        }
    }

    private func contentChanged(affectsSize: Bool) {
        layoutCache = nil
        attributedLayoutCache = nil
        setNeedsDisplay()
        if affectsSize { invalidateIntrinsicContentSize() }
    }
}
