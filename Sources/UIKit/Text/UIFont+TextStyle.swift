import Foundation

// Dynamic Type's text styles at the size every iOS device starts with (the "Large"
// content size category). The desktop has no content size setting to follow, so these
// sizes are the ones iOS code gets by default, and `UIFontMetrics` scales by 1.
extension UIFont {
    /// A kind of text (body, headline, caption...) whose font `preferredFont(forTextStyle:)`
    /// gives, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style ("UICTFontTextStyleBody").
        public let rawValue: String
        /// The style named `rawValue`; one UIKit does not have gets body's font.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size (points) and weight at iOS's default content size; body's for
        /// a style UIKit does not have.
        var metrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for `style` at iOS's default content size (body 17 points,
    /// headline 17 semibold, caption1 12...).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }
}

/// Scales fonts and lengths for the user's content size, as UIKit's `UIFontMetrics`. The
/// content size here is always iOS's default, so fonts and values come back as given.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` at the current content size: the same font (the content size is the default).
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` at the current content size, no larger than `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize && maximumPointSize > 0 ? font.withSize(maximumPointSize) : font
    }

    /// `value` (points) at the current content size: the same value.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
