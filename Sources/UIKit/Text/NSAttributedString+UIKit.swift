import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString` (swift-corelibs-
// foundation has the string and its `Key` type but none of these), with iOS's raw values.
extension NSAttributedString.Key {
    /// A `UIFont`; the label's font where absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the characters; the label's text colour where absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space after each character, in points (a number; negative tightens).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`: alignment, line spacing and line break mode of the paragraph
    /// its first character starts.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSShadow` drawn under the characters.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// How a paragraph is set, as UIKit's `NSParagraphStyle` (immutable; make changes on an
/// `NSMutableParagraphStyle`, often `NSParagraphStyle.default.mutableCopy()`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineSpacing: CGFloat = 0
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The default style: natural alignment, no extra line spacing, word wrapping.
    public static let `default` = NSParagraphStyle()

    /// A default style.
    public override init() { super.init() }

    /// How the paragraph's lines sit in the container.
    open var alignment: NSTextAlignment { storedAlignment }
    /// Extra space between the paragraph's lines (bottom of one to the top of the next),
    /// in points.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// How lines wrap, and how the last line ends when text remains (a label's
    /// `numberOfLines` limit).
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { fill(NSParagraphStyle()) }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fill(NSMutableParagraphStyle()) }

    private func fill(_ other: NSParagraphStyle) -> NSParagraphStyle {
        other.storedAlignment = storedAlignment
        other.storedLineSpacing = storedLineSpacing
        other.storedLineBreakMode = storedLineBreakMode
        return other
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineSpacing == other.lineSpacing && lineBreakMode == other.lineBreakMode
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(alignment); h.combine(lineSpacing); h.combine(lineBreakMode)
        return h.finalize()
    }
}

/// A paragraph style whose properties can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

/// A shadow under drawn text, as UIKit's `NSShadow`.
open class NSShadow: NSObject {
    /// Where the shadow falls relative to the text, in points (positive height is down).
    open var shadowOffset: CGSize = .zero
    /// How far the shadow's edge is blurred, in points. Only sharp shadows (0) are drawn
    /// so far: a blurred one needs the blur kernel that comes with layer shadows, and
    /// until then a shadow with a radius above 0 is not drawn (README "Text").
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor`; nil is black at one third opacity, as UIKit's.
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }
}
