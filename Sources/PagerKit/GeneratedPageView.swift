import UIKit

/// A generated page's content: its number large, a title, its own colour and a line of
/// text, laid out for any size (the type scales with the page).
public final class GeneratedPageView: UIView {
    /// The number's font size, in points, on a 1024 x 768 page (scaled with the page).
    public static let numberFontSize: CGFloat = 180
    /// The title's font size on a 1024 x 768 page, in points.
    public static let titleFontSize: CGFloat = 28
    /// The text's font size on a 1024 x 768 page, in points (never below 10).
    public static let textFontSize: CGFloat = 16
    /// The page size the font sizes are for, in points.
    public static let referenceSize = CGSize(width: 1024, height: 768)

    /// The page's index, from 0.
    public let pageIndex: Int
    let numberLabel = UILabel()
    let titleLabel = UILabel()
    let textLabel = UILabel()
    private var fontScale: CGFloat = 0
    private var laidOutSize = CGSize.zero

    /// Page `index` (from 0) of `count`.
    public init(index: Int, count: Int) {
        pageIndex = index
        super.init(frame: .zero)
        backgroundColor = PageColors.background(forPage: index)
        numberLabel.text = String(index + 1)
        titleLabel.text = "Page \(index + 1)"
        textLabel.text = "Generated page \(index + 1) of \(count). Drag or flick to turn it; "
            + "arrows, Page Up/Down and Space turn it too, Home and End go to the ends; ? lists the keys."
        textLabel.numberOfLines = 0
        for label in [numberLabel, titleLabel, textLabel] {
            label.textColor = .white
            label.textAlignment = .center
            addSubview(label)
        }
    }

    /// The page's height kept clear at the top and at the bottom for the chrome drawn over
    /// it (the position label, the page control), in points.
    static let chromeClearance: CGFloat = 44

    public override func layoutSubviews() {
        let scale = max(0.25, min(bounds.width / Self.referenceSize.width * 4 / 3,
                                  bounds.height / Self.referenceSize.height))
        let textSize = max(10, (Self.textFontSize * scale).rounded())
        // The title stays larger than the text on a small page, where the text's floor holds.
        let titleSize = max(textSize + 2, (Self.titleFontSize * scale).rounded())
        let margin = (32 * scale).rounded()
        let width = max(0, bounds.width - 2 * margin)
        let gap = (12 * scale).rounded()
        let room = bounds.height - 2 * Self.chromeClearance
        if scale != fontScale || bounds.size != laidOutSize {
            fontScale = scale
            laidOutSize = bounds.size
            titleLabel.font = .boldSystemFont(ofSize: titleSize)
            textLabel.font = .systemFont(ofSize: textSize)
            let title = titleLabel.sizeThatFits(CGSize(width: width, height: bounds.height)).height
            let text = textLabel.sizeThatFits(CGSize(width: min(width, 640 * scale), height: bounds.height)).height
            // On a page too small for all three, the text goes first, then the number shrinks
            // (never below the title) so what stays does not run under the chrome.
            var numberSize = (Self.numberFontSize * scale).rounded()
            textLabel.isHidden = numberSize * 1.25 + title + text + 2 * gap > room
            let rest = title + gap + (textLabel.isHidden ? 0 : text + gap)
            numberSize = max(titleSize, min(numberSize, ((room - rest) / 1.25).rounded(.down)))
            numberLabel.font = .boldSystemFont(ofSize: numberSize)
            // A long number (page 999999999 of a billion, on half of a spread) shrinks to the
            // page's width, below the title's size if it must: it was cut to "9999…".
            var numberWidth = numberLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: bounds.height)).width
            if numberWidth > width, width > 0 {
                numberSize = max(1, (numberSize * width / numberWidth).rounded(.down))
                numberLabel.font = .boldSystemFont(ofSize: numberSize)
                numberWidth = numberLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: bounds.height)).width
                // Widths are not quite proportional to the size (rounded advances).
                while numberWidth > width, numberSize > 1 {
                    numberSize -= 1
                    numberLabel.font = .boldSystemFont(ofSize: numberSize)
                    numberWidth = numberLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude,
                                                                  height: bounds.height)).width
                }
            }
        }
        let number = numberLabel.sizeThatFits(CGSize(width: width, height: bounds.height))
        let title = titleLabel.sizeThatFits(CGSize(width: width, height: bounds.height))
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: min(width, 640 * scale),
                                                                               height: bounds.height))
        let textGap = textLabel.isHidden ? 0 : gap
        var y = ((bounds.height - number.height - title.height - text.height - gap - textGap) / 2).rounded()
        numberLabel.frame = CGRect(x: margin, y: y, width: width, height: number.height)
        y += number.height + gap
        titleLabel.frame = CGRect(x: margin, y: y, width: width, height: title.height)
        y += title.height + textGap
        textLabel.frame = CGRect(x: ((bounds.width - text.width) / 2).rounded(), y: y, width: text.width, height: text.height)
    }
}
