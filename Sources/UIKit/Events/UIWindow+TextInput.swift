import Foundation

// What an input method sends (committed text, the composition) goes to the responder keys
// go to, and the host asks where that responder's caret is, to put the input method's
// candidate window beside it.
extension UIWindow {
    /// Text an input method committed: typed into the responder keys go to, when it takes
    /// text (a field that is not editing, or a view that does not adopt `UIKeyInput`, drops
    /// it, as nothing would have typed it there); one line, as a field takes. It replaces
    /// the marked text of a responder composing.
    func commitText(_ text: String) {
        guard !text.isEmpty, let input = pressTarget as? UIKeyInput else { return }
        if let field = input as? UITextField, !field.isEditing { return }
        input.insertText(text)
    }

    /// Text an input method is composing: to the responder keys go to, when it adopts
    /// `UITextInput` (and, a field, edits and is not secure: iOS offers no input method for
    /// a password); others show no composition and get its commit alone (`commitText`).
    func composeText(_ text: String, selectedRange: NSRange) {
        guard let input = pressTarget as? UITextInput else { return }
        if let field = input as? UITextField, !field.isEditing || field.isSecureTextEntry { return }
        input.setMarkedText(text, selectedRange: selectedRange)
    }

    /// Whether `responder` holds marked text: then the keys are the input method's, which
    /// edits its composition itself and tells us through `composeText` (SDL with ibus or
    /// fcitx sends no key event for a key the input method took; a host that does must not
    /// have Backspace also delete a character of the text).
    static func isComposing(_ responder: UIResponder) -> Bool {
        (responder as? UITextInput)?.markedTextRange != nil
    }

    /// Where the caret of the responder taking text is drawn, in this window's points: the
    /// `caretRect(for:)` of the first responder adopting `UITextInput` (a text field
    /// editing) at its selection's start (the caret, or the start of the part of a
    /// composition being converted); nil when no responder takes text. A host puts the
    /// input method's candidate window beside it (SDL: `SDL_SetTextInputRect`), asking
    /// after each frame's layout, so it follows the caret as it moves and scrolls.
    public var textInputCaretRect: CGRect? {
        guard let input = pressTarget as? UITextInput, let view = input as? UIView, view.window === self else { return nil }
        let caret: CGRect
        if let field = view as? UITextField {
            guard field.isEditing else { return nil }
            // Asked every frame: the field's caret directly, without making positions.
            caret = field.caretRect(atCharacter: field.editingState.selection.lowerBound)
        } else {
            guard let start = input.selectedTextRange?.start else { return nil }
            caret = input.caretRect(for: start)
        }
        return caret.isNull ? nil : view.convert(caret, to: self)
    }

    /// Ends the composition of a first responder that no longer takes the keys (a
    /// presented controller covers it): its marked text stays as text, as when editing
    /// ends. A host calls it when it resets its input method because `hasMarkedText` turned
    /// false, so that no composition is left that nothing edits, swallowing keys after the
    /// controller goes.
    public func unmarkCoveredText() {
        guard let input = firstResponder as? UITextInput, input !== pressTarget, input.markedTextRange != nil else { return }
        input.unmarkText()
    }

    /// Whether the responder taking text holds marked text (an input method's
    /// composition). A host whose input method composes resets it when this turns false
    /// without the input method's doing: editing ended, or a tap kept the composition as
    /// text.
    public var hasMarkedText: Bool {
        if let field = pressTarget as? UITextField { return field.isEditing && field.editingState.hasMarkedText }
        return Self.isComposing(pressTarget)
    }
}
