import Foundation

/// A view showing read-only text, as UIKit's `UILabel`: one font, one colour, one or more
/// lines wrapped or truncated by `lineBreakMode`, vertically centred in the bounds.
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
        didSet { if text != oldValue { contentChanged(affectsSize: true) } }
    }

    /// The font; setting nil restores the default, the system font at 17 points.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            guard font != storedFont else { return }
            storedFont = font
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
            setNeedsDisplay()
        }
    }

    /// How lines sit between the text rectangle's edges.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { contentChanged(affectsSize: false) } }
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

    /// The number of lines that fit in `height` points, limited by `maximum` (0: no
    /// limit); at least one, since a label shorter than a line still shows its first line
    /// (clipped), as UIKit's.
    func lineLimit(forHeight height: CGFloat, maximum: Int) -> Int {
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
        let layout = textLayout(width: bounds.width,
                                lines: lineLimit(forHeight: bounds.height, maximum: max(0, numberOfLines)))
        return CGRect(x: bounds.minX, y: bounds.minY, width: ceilingToPixel(layout.size.width),
                      height: ceilingToPixel(layout.size.height))
    }

    /// Draws the text in `rect` (this view's coordinates, points) in the current graphics
    /// context: lines wrapped to the rectangle's width, as many as fit its height (and
    /// `numberOfLines` allows), the block centred vertically, each line aligned by
    /// `textAlignment`.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let layout = textLayout(width: rect.width, lines: lineLimit(forHeight: rect.height, maximum: numberOfLines))
        let top = rect.minY + (rect.height - layout.size.height) / 2
        layout.draw(at: CGPoint(x: rect.minX, y: top), color: storedTextColor, in: context)
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
        let layout = textLayout(width: width, lines: numberOfLines)
        // A clipped line can be wider than `width`; the label still asks for no more.
        return CGSize(width: min(ceilingToPixel(layout.size.width), width),
                      height: ceilingToPixel(layout.size.height))
    }

    /// The size the text wants, in points, rounded up to whole pixels: each paragraph on
    /// one line, or wrapped at `preferredMaxLayoutWidth` when that is set and more than
    /// one line is allowed; zero for no text.
    open override var intrinsicContentSize: CGSize {
        let wraps = preferredMaxLayoutWidth > 0 && numberOfLines != 1
        return sizeThatFits(CGSize(width: wraps ? preferredMaxLayoutWidth : 0, height: 0))
    }

    private func contentChanged(affectsSize: Bool) {
        layoutCache = nil
        setNeedsDisplay()
        if affectsSize { invalidateIntrinsicContentSize() }
    }
}
