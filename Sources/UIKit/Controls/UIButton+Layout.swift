import Foundation

extension UIButton {
    /// The title font's size, in points: iOS (7 and later) sets button titles in the
    /// system font at 15 points. (`UIFont.buttonFontSize`, 18, is the older value UIKit
    /// still reports.)
    public static let defaultTitleFontSize: CGFloat = 15

    /// The padding a button's fitted size adds around its title while `contentEdgeInsets`
    /// is zero, in points: UIKit adds 6 points above and below the title label and nothing
    /// at the sides (a 15 pt title 18 points tall makes a 30-point button). Any non-zero
    /// `contentEdgeInsets` replaces it, as in UIKit.
    public static let defaultTitlePadding = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// `contentRect(forBounds:)`'s default.
    func defaultContentRect(forBounds bounds: CGRect) -> CGRect {
        let content = bounds.inset(by: contentEdgeInsets)
        return content.isNull ? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) : content
    }

    /// `titleRect(forContentRect:)`'s default: right of the image, the pair centred.
    func defaultTitleRect(forContentRect contentRect: CGRect) -> CGRect {
        let size = titleSize
        let image = imageSize
        let width = min(size.width, max(0, contentRect.width - image.width))
        let x = roundedToPixel(contentRect.minX + (contentRect.width - width - image.width) / 2 + image.width)
        let y = roundedToPixel(contentRect.minY + (contentRect.height - size.height) / 2)
        return CGRect(x: x, y: y, width: width, height: size.height)
    }

    /// `imageRect(forContentRect:)`'s default: the image's size, left of the title, the
    /// pair centred (an image wider than the content keeps its size and overflows).
    func defaultImageRect(forContentRect contentRect: CGRect) -> CGRect {
        let image = imageSize
        let title = min(titleSize.width, max(0, contentRect.width - image.width))
        let x = roundedToPixel(contentRect.minX + (contentRect.width - title - image.width) / 2)
        let y = roundedToPixel(contentRect.minY + (contentRect.height - image.height) / 2)
        return CGRect(x: x, y: y, width: image.width, height: image.height)
    }

    /// Sets the image view's frame from `imageRect(forContentRect:)` (when it was made).
    func layoutImageView() {
        guard let view = storedImageView else { return }
        let frame = imageRect(forContentRect: contentRect(forBounds: bounds))
        if view.frame != frame { view.frame = frame }
    }

    /// Sets the title label's frame from `titleRect(forContentRect:)` (when the label
    /// was made).
    func layoutTitleLabel() {
        guard let label = existingTitleLabel else { return }
        let frame = titleRect(forContentRect: contentRect(forBounds: bounds))
        if label.frame != frame { label.frame = frame }
    }

    /// `sizeThatFits(_:)`'s default: the image and title side by side plus
    /// `contentEdgeInsets`, or plus `defaultTitlePadding` while the insets are zero and
    /// there is a title.
    var fittingSize: CGSize {
        let title = titleSize
        let image = imageSize
        let hasTitle = title.width > 0 || title.height > 0
        let insets = contentEdgeInsets == .zero && hasTitle ? UIButton.defaultTitlePadding : contentEdgeInsets
        return CGSize(width: max(0, title.width + image.width + insets.horizontal),
                      height: max(0, max(title.height, image.height) + insets.vertical))
    }

    /// The current image's size in points; zero without one.
    var imageSize: CGSize { currentImage?.size ?? .zero }

    /// The current title's size in the label's font on one line, in points, rounded up to
    /// whole device pixels; zero without a title.
    var titleSize: CGSize {
        guard let label = existingTitleLabel, let text = label.text, !text.isEmpty else { return .zero }
        return label.sizeThatFits(.zero)
    }

}
