import Foundation

// UITextInput: positions, the selection and marked text, as UIKit's `UITextField` has
// them. Offsets are UTF-16 code units of `text`, as UIKit's (NSString's, the delegate's
// NSRange); positions the field makes fall on character boundaries, and one that does not
// (an offset inside a character) counts as the boundary after it.
//
// Marked text (an input method's composition) is part of `text` and is underlined. Its
// changes are not asked of the delegate (UIKit asks `shouldChangeCharactersIn` only when
// the composition commits, through `insertText(_:)` or `unmarkText()`), but they change
// the text, so they send `.editingChanged` and `textDidChangeNotification`, as UIKit's do.
extension UITextField: UITextInput {
    /// The range of the marked text, nil while nothing is composed.
    public var markedTextRange: UITextRange? {
        editingState.markedUTF16Range.map { TextOffsetRange($0) }
    }

    /// Shows `markedText` as the composition, in place of the marked text or the selection,
    /// with `selectedRange` (UTF-16 units of `markedText`) selected in it; nil or empty
    /// removes the marked text. The delegate is not asked.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let before = editingState.characters
        editingState.setMarkedText(markedText ?? "", selectedRange: selectedRange)
        if editingState.characters != before { announceTextChange() }
    }

    /// Ends the composition, keeping the marked text as text, the caret after it: asked of
    /// the delegate as a commit of that text over itself; refused, the marked text goes.
    public func unmarkText() {
        guard let marked = editingState.markedUTF16Range else { return }
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: NSRange(marked),
                                             replacementString: editingState.markedText) {
            return removeMarkedText()
        }
        editingState.unmarkText()
    }

    /// Commits the composition as `text` (the input method's commit, `insertText(_:)`):
    /// asked of the delegate as replacing the marked text; refused, the marked text goes.
    func commitMarkedText(_ text: String) {
        guard let marked = editingState.markedUTF16Range else { return }
        let string = TextEditingState.singleLine(text)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: NSRange(marked), replacementString: string) {
            return removeMarkedText()
        }
        editingState.commitMarkedText(string)
        announceTextChange()
    }

    /// Takes the marked text out, as an input method's cancel does.
    func removeMarkedText() {
        setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
    }

    /// The selection (an empty range is the caret). Setting it moves the selection, the
    /// caret at its end; outside the marked text it ends the composition first.
    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(editingState.utf16Bounds(of: editingState.selection)) }
        set {
            guard let range = newValue as? TextOffsetRange else { return }
            var lower = range.range.lowerBound, upper = range.range.upperBound
            if let marked = editingState.markedUTF16Range.map({ $0.lowerBound...$0.upperBound }),
               let characters = editingState.markedRange.map({ $0.lowerBound...$0.upperBound }),
               !characters.contains(characterIndex(utf16: lower)) || !characters.contains(characterIndex(utf16: upper)) {
                let length = utf16Length
                unmarkText()
                // A refused unmarking took the marked text away: the offsets were the text's
                // with it, so those after it move back by its length.
                let removed = length - utf16Length
                if removed > 0 {
                    let moved = { (offset: Int) in offset >= marked.upperBound ? offset - removed : min(offset, marked.lowerBound) }
                    lower = moved(lower)
                    upper = moved(upper)
                }
            }
            editingState.select(from: characterIndex(utf16: lower), to: characterIndex(utf16: upper))
        }
    }

    /// Offset 0.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// The text's length in UTF-16 code units.
    public var endOfDocument: UITextPosition { TextOffsetPosition(utf16Length) }

    /// `offset` UTF-16 units from `position`; nil outside the text or for a position
    /// another document made.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let position = position as? TextOffsetPosition else { return nil }
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...utf16Length).contains(target) else { return nil }
        return TextOffsetPosition(target)
    }

    /// UTF-16 units from `from` to `toPosition`; positions another document made count as
    /// the beginning.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? TextOffsetPosition)?.offset ?? 0) - ((from as? TextOffsetPosition)?.offset ?? 0)
    }

    /// The range between the two positions, lower first; nil for a position another
    /// document made.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = fromPosition as? TextOffsetPosition, let b = toPosition as? TextOffsetPosition else { return nil }
        return TextOffsetRange(min(a.offset, b.offset)..<max(a.offset, b.offset))
    }

    /// Where the caret is drawn at `position`, in the field's coordinates (points): 2
    /// points wide, the line's height; `.null` for a position another document made.
    public func caretRect(for position: UITextPosition) -> CGRect {
        guard let position = position as? TextOffsetPosition else { return .null }
        return caretRect(atCharacter: characterIndex(utf16: position.offset))
    }

    /// The caret's rectangle before character `index`, in the field's coordinates.
    func caretRect(atCharacter index: Int) -> CGRect {
        layoutIfNeeded()
        return caretFrame(at: index).offsetBy(dx: textClip.frame.minX, dy: textClip.frame.minY)
    }

    /// The text's length in UTF-16 code units.
    private var utf16Length: Int { editingState.utf16Range(of: 0..<editingState.characters.count).length }

    /// The character boundary at or after `offset` UTF-16 units (clamped to the text).
    private func characterIndex(utf16 offset: Int) -> Int {
        TextEditingState.characterCount(of: editingState.characters, reachingUTF16: max(0, offset))
    }
}
