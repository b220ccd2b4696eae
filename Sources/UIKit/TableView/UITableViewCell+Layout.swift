import Foundation

// Where a cell's parts go, by style, in UIKit's light-mode metrics (points): content 16
// from the left edge, the accessory 16 from the right, a left image with 16 after it,
// the labels centred vertically.
extension UITableViewCell {
    /// The space between the cell's edges and its content or accessory, in points.
    static let margin: CGFloat = 16
    /// The space between the content and the accessory, in points.
    static let accessorySpacing: CGFloat = 8
    /// The right edge of `.value2`'s label column, in points from the content's left.
    static let value2ColumnEnd: CGFloat = 91
    /// The space between `.value2`'s label column and its detail, in points.
    static let value2Spacing: CGFloat = 6

    /// The detail label's (and in `.value2` the text label's) font and colour by style.
    func styleDetailLabels(text: UILabel, detail: UILabel) {
        switch style {
        case .default:
            break
        case .value1:
            detail.font = .systemFont(ofSize: 17)
            detail.textColor = .secondaryLabel
            detail.textAlignment = .right
        case .value2:
            text.font = .systemFont(ofSize: 15, weight: .semibold)
            text.textColor = .systemBlue
            text.textAlignment = .right
            detail.font = .systemFont(ofSize: 15)
            detail.textColor = .label
        case .subtitle:
            detail.font = .systemFont(ofSize: 12)
            detail.textColor = .secondaryLabel
        }
    }

    /// Places the parts, as `layoutSubviews` describes.
    func layoutParts() {
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        standardSelectedBackground.frame = b
        let contentWidth = contentWidth(forWidth: b.width)
        if let accessory = accessoryView ?? standardAccessory {
            let size = accessorySize
            accessory.frame = CGRect(x: b.width - Self.margin - size.width, y: ((b.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: b.height)
        layoutLabels(in: contentView.bounds, trailing: contentWidth < b.width ? 0 : Self.margin)
        let hairline = separatorHeight
        separatorLine.isHidden = !separator.isShown
        separatorLine.backgroundColor = separator.color
        // As iOS's, the line starts under the text when an image stands before it.
        var left = separator.left
        if imageView?.image != nil, let text = textLabel { left = max(left, text.frame.minX) }
        separatorLine.frame = CGRect(x: left, y: b.height - hairline, width: max(0, b.width - left - separator.right),
                                     height: hairline)
        bringSubviewToFront(separatorLine)
    }

    /// The accessory's size, in points: the standard one's own, a custom view's frame's.
    private var accessorySize: CGSize {
        guard let accessory = accessoryView ?? standardAccessory else { return .zero }
        return accessory === standardAccessory ? accessory.intrinsicContentSize : accessory.frame.size
    }

    /// The content view's width in a cell `width` points wide: all of it, or up to the
    /// accessory less the space before it.
    func contentWidth(forWidth width: CGFloat) -> CGFloat {
        guard accessoryView ?? standardAccessory != nil else { return width }
        return max(0, width - Self.margin - accessorySize.width - Self.accessorySpacing)
    }

    /// The height of the separator line, in points: one device pixel.
    var separatorHeight: CGFloat { 1 / max(1, window?.screen.scale ?? UIScreen.main.scale) }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// as the cell answers it.
    func selfSizingFit(_ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
                       verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.hasConstraintsInSubtree else {
            return CGSize(width: targetSize.width, height: sizeThatFits(targetSize).height)
        }
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth(forWidth: targetSize.width), height: targetSize.height),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: content.height + (separator.isShown ? separatorHeight : 0))
    }

    /// Where the `.default` and `.subtitle` styles' labels start and how wide they are, in
    /// a content view `contentWidth` points wide (`trailing` points kept at its right).
    private func labelColumn(contentWidth: CGFloat, trailing: CGFloat) -> (x: CGFloat, width: CGFloat) {
        var x = Self.margin
        if let image = imageView?.image { x += image.size.width + Self.margin }
        return (x, max(0, contentWidth - trailing - x))
    }

    /// The image at the left and the labels after it, by style, in `area` less `trailing`
    /// points at the right.
    private func layoutLabels(in area: CGRect, trailing: CGFloat) {
        var x = Self.margin
        if let imageView {
            let size = imageView.image?.size ?? .zero
            imageView.isHidden = imageView.image == nil
            if let image = imageView.image {
                imageView.frame = CGRect(x: x, y: ((area.height - image.size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
                x = imageView.frame.maxX + Self.margin
            }
        }
        let right = area.width - trailing
        guard let text = textLabel else { return }
        var textSize = text.intrinsicContentSize
        var detailSize = detailTextLabel?.intrinsicContentSize ?? .zero
        if style == .default || style == .subtitle {
            // Labels of more than one line wrap at the column they are given.
            let column = max(0, right - x)
            if text.numberOfLines != 1 { textSize = text.sizeThatFits(CGSize(width: column, height: 0)) }
            if let detail = detailTextLabel, detail.numberOfLines != 1 {
                detailSize = detail.sizeThatFits(CGSize(width: column, height: 0))
            }
        }
        let hasDetail = !(detailTextLabel?.text ?? "").isEmpty
        func centred(_ height: CGFloat) -> CGFloat { ((area.height - height) / 2).rounded() }
        switch style {
        case .default:
            text.frame = CGRect(x: x, y: centred(textSize.height), width: max(0, right - x), height: textSize.height)
        case .subtitle:
            let total = textSize.height + (hasDetail ? detailSize.height : 0)
            let top = centred(total)
            text.frame = CGRect(x: x, y: top, width: max(0, right - x), height: textSize.height)
            detailTextLabel?.frame = CGRect(x: x, y: top + textSize.height, width: max(0, right - x),
                                            height: hasDetail ? detailSize.height : 0)
        case .value1:
            let detailWidth = hasDetail ? min(detailSize.width, max(0, right - x)) : 0
            detailTextLabel?.frame = CGRect(x: right - detailWidth, y: centred(detailSize.height), width: detailWidth,
                                            height: detailSize.height)
            let textEnd = hasDetail ? right - detailWidth - Self.accessorySpacing : right
            text.frame = CGRect(x: x, y: centred(textSize.height), width: max(0, min(textSize.width, textEnd - x)),
                                height: textSize.height)
        case .value2:
            let columnEnd = x + Self.value2ColumnEnd - Self.margin
            text.frame = CGRect(x: x, y: centred(textSize.height), width: max(0, columnEnd - x), height: textSize.height)
            let detailX = columnEnd + Self.value2Spacing
            detailTextLabel?.frame = CGRect(x: detailX, y: centred(detailSize.height), width: max(0, right - detailX),
                                            height: detailSize.height)
        }
    }

    /// The height the cell's labels need at `size`'s width with the standard 11-point
    /// space above and below them (at least 44 points), its width `size`'s.
    func fittingSize(_ size: CGSize) -> CGSize {
        let contentWidth = contentWidth(forWidth: size.width)
        let column = labelColumn(contentWidth: contentWidth, trailing: contentWidth < size.width ? 0 : Self.margin)
        func height(of label: UILabel?) -> CGFloat {
            guard let label else { return 0 }
            // Labels of more than one line wrap at their column in the styles that have one.
            if label.numberOfLines != 1, style == .default || style == .subtitle {
                return label.sizeThatFits(CGSize(width: column.width, height: 0)).height
            }
            return label.intrinsicContentSize.height
        }
        let text = height(of: textLabel)
        let detail = detailTextLabel?.text?.isEmpty == false ? height(of: detailTextLabel) : 0
        let labels = style == .subtitle ? text + detail : max(text, detail)
        return CGSize(width: size.width, height: max(44, (labels + 22).rounded(.up)))
    }
}
