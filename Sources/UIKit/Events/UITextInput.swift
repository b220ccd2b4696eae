import Foundation

/// The part of UIKit's `UITextInput` ScrollKit has: positions and ranges in the text, the
/// selection, the caret's rectangle, and marked text, the provisional text an input method
/// composes (Chinese, Japanese or Korean through ibus or fcitx) before it commits it with
/// `insertText(_:)`. A host's composition (`HostInput.markedText`) goes to the first
/// responder's `setMarkedText(_:selectedRange:)` when it adopts this protocol. Offsets are
/// the document's own units (`UITextField`'s: UTF-16 code units, as `NSRange`'s).
public protocol UITextInput: UIKeyInput {
    /// The marked text's range, nil while nothing is being composed.
    var markedTextRange: UITextRange? { get }

    /// Puts `markedText` in place of the marked text (or, when there is none, of the
    /// selection) as text being composed, and selects `selectedRange` within it (UTF-16
    /// units of `markedText`; an empty range is the caret). Nil or empty removes the
    /// marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)

    /// Ends the composition, keeping the marked text as text.
    func unmarkText()

    /// The selection (an empty range is the caret), nil when there is none; setting it
    /// moves the selection.
    var selectedTextRange: UITextRange? { get set }

    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }

    /// The position after the last character.
    var endOfDocument: UITextPosition { get }

    /// The position `offset` units from `position` (negative: before it), nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?

    /// How many units `toPosition` is after `from` (negative when before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    /// The range between two positions (in either order), nil when either is not this text's.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?

    /// The rectangle the caret is drawn in at `position`, in the responder's coordinates
    /// (points).
    func caretRect(for position: UITextPosition) -> CGRect
}
