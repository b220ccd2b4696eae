import UIKit

/// The viewer's status line: `prefix`, a `name` and a `suffix`, centred on one line. When
/// they do not fit, the name gives way, elided in the middle (`a-very-lo…-name.png`), so
/// the index, size and zoom after it stay readable at any width; only a suffix wider than
/// the whole line is cut itself.
final class StatusLineView: UIView {
    let prefixLabel = UILabel(), nameLabel = UILabel(), suffixLabel = UILabel()

    /// Text before the name ("Loading ").
    var prefix = "" { didSet { if prefix != oldValue { measuredPrefixWidth = nil }; update(prefixLabel, prefix) } }
    /// The part that is elided when space runs short: a file name, or a message.
    var name = "" { didSet { update(nameLabel, name) } }
    /// Text after the name (" — 3 / 12 — 3000 × 2000 — 34%").
    var suffix = "" { didSet { update(suffixLabel, suffix) } }

    /// The whole line as written, before any eliding.
    var text: String { prefix + name + suffix }

    /// A status line in `font` and `textColor`.
    init(font: UIFont, textColor: UIColor) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for label in [prefixLabel, nameLabel, suffixLabel] {
            label.font = font
            label.textColor = textColor
            addSubview(label)
        }
        nameLabel.lineBreakMode = .byTruncatingMiddle
        suffixLabel.lineBreakMode = .byTruncatingTail
    }

    private func update(_ label: UILabel, _ text: String) {
        guard label.text != text else { return }
        label.text = text
        setNeedsLayout()
    }

    /// The width the prefix takes before the name, its trailing space included. A label
    /// measures (and draws) a line without the whitespace at its end, as UIKit's do, so
    /// alone "Loading " is as wide as "Loading" and the name followed with no gap
    /// ("Loadingmap.png… 43%"); measured with a character after it, less that character,
    /// it is what the space takes in the line as written.
    private var prefixWidth: CGFloat {
        if let measuredPrefixWidth { return measuredPrefixWidth }
        let width: CGFloat
        if prefix.isEmpty {
            width = 0
        } else if prefix.last?.isWhitespace != true {
            width = prefixLabel.intrinsicContentSize.width
        } else {
            let measure = UILabel()
            measure.font = prefixLabel.font
            measure.text = prefix + "x"
            let withMark = measure.intrinsicContentSize.width
            measure.text = "x"
            width = withMark - measure.intrinsicContentSize.width
        }
        measuredPrefixWidth = width
        return width
    }

    /// `prefixWidth` as last measured, until the prefix changes (the font never does): a
    /// layout for every progress report measured it with a label made for the purpose.
    private var measuredPrefixWidth: CGFloat?

    /// The three parts side by side, centred; the name takes what the others leave.
    override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        let prefixWidth = self.prefixWidth
        let suffixWidth = min(width, suffix.isEmpty ? 0 : suffixLabel.intrinsicContentSize.width)
        let roomForName = max(0, min(name.isEmpty ? 0 : nameLabel.intrinsicContentSize.width,
                                     width - prefixWidth - suffixWidth))
        // An elided name is narrower than its room (the ellipsis replaces whole characters):
        // the label takes only what its shown text covers, so the suffix follows it closely.
        // Middle eliding balances its two ends, so a narrower room can pick another, shorter
        // text: narrow until the text laid out fills the width it is given.
        var nameWidth = roomForName
        for _ in 0..<8 {
            let shown = min(nameWidth, nameLabel.textRect(forBounds: CGRect(x: 0, y: 0, width: nameWidth, height: height),
                                                          limitedToNumberOfLines: 1).width)
            if shown == nameWidth { break }
            nameWidth = shown
        }
        let shownPrefix = min(prefixWidth, max(0, width - suffixWidth - nameWidth))
        var x = ((width - shownPrefix - nameWidth - suffixWidth) / 2).rounded(.down)
        for (label, w) in [(prefixLabel, shownPrefix), (nameLabel, nameWidth), (suffixLabel, suffixWidth)] {
            label.frame = CGRect(x: x, y: 0, width: w, height: height)
            x += w
        }
    }
}
