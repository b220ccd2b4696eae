import Foundation

/// A place in the text of a `UITextInput` (a text field's document), as UIKit's: an opaque
/// object the document makes (`beginningOfDocument`, `position(from:offset:)`) and reads
/// back (`offset(from:to:)`); only the document that made it knows where it is. A
/// `UITextInput` of your own subclasses it with whatever it needs to find the place again.
open class UITextPosition {
    /// A position; a subclass adds where it is.
    public init() {}
}

/// A range of the text of a `UITextInput` between two of its positions, as UIKit's: the
/// document makes them (`textRange(from:to:)`, `selectedTextRange`, `markedTextRange`).
/// A `UITextInput` of your own subclasses it and overrides `start`, `end` and `isEmpty`.
open class UITextRange {
    /// The position both ends of a bare range share, so an unsubclassed range is empty
    /// rather than undefined.
    private let place = UITextPosition()

    /// A range; a subclass says where it starts and ends.
    public init() {}

    /// Where the range begins (the earlier end).
    open var start: UITextPosition { place }

    /// Where the range ends (the later end).
    open var end: UITextPosition { place }

    /// Whether the range holds no text (its ends are the same place).
    open var isEmpty: Bool { start === end }
}

/// A text field's position: an offset into its text in UTF-16 code units, as UIKit's
/// `UITextField`, whose offsets are `NSString`'s (the units of `NSRange` and of the
/// delegate's `shouldChangeCharactersIn`).
final class TextOffsetPosition: UITextPosition {
    /// UTF-16 code units from the start of the text.
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A text field's range: UTF-16 offsets into its text, lower first.
final class TextOffsetRange: UITextRange {
    /// UTF-16 code units from the start of the text.
    let range: Range<Int>

    init(_ range: Range<Int>) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { TextOffsetPosition(range.lowerBound) }
    override var end: UITextPosition { TextOffsetPosition(range.upperBound) }
    override var isEmpty: Bool { range.isEmpty }
}
