import Foundation

// The keys while a field edits, as a desktop text field takes them:
// - typed characters go in at the caret (Ctrl, Alt and the Super key make commands
//   instead, but AltGr's characters type);
// - Backspace and Delete delete the selection or a character (with Ctrl or Alt, a word);
// - Left and Right move the caret a character (Ctrl or Alt: a word), Home, End, Up and
//   Down to the ends; with Shift each extends the selection;
// - Ctrl+A selects all, Ctrl+C copies, Ctrl+X cuts, Ctrl+V pastes (`UIPasteboard.general`);
// - Return and Enter: `returnPressed()`.
// Other keys (Escape, Tab, function keys) go up the responder chain. While the field has
// marked text, it takes every key and does nothing with it (the input method's), but for
// shortcuts: the window keeps the composition as text first, and the shortcut then acts
// as with nothing composed (`UIWindow.endComposition(before:in:)`). Key
// commands whose keys the field takes wait while it edits, unless they want priority over
// system behaviour, as in UIKit.
extension UITextField {
    /// What a key does to the field.
    enum KeyAction: Equatable {
        case type(String)
        case deleteBackward(TextEditingState.Movement)
        case deleteForward(TextEditingState.Movement)
        case move(forward: Bool, by: TextEditingState.Movement, extending: Bool)
        case selectAll, copy, cut, paste
        case `return`
    }

    /// The action `key` stands for in a field, nil for keys the field leaves alone.
    static func action(for key: UIKey) -> KeyAction? {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        let command = flags.contains(.control) || flags.contains(.command)
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return .deleteBackward(byWord ? .word : .character)
        case .keyboardDeleteForward: return .deleteForward(byWord ? .word : .character)
        case .keyboardLeftArrow: return .move(forward: false, by: byWord ? .word : .character, extending: extending)
        case .keyboardRightArrow: return .move(forward: true, by: byWord ? .word : .character, extending: extending)
        case .keyboardHome, .keyboardUpArrow: return .move(forward: false, by: .line, extending: extending)
        case .keyboardEnd, .keyboardDownArrow: return .move(forward: true, by: .line, extending: extending)
        case .keyboardReturnOrEnter, .keypadEnter: return .return
        default: break
        }
        if command {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": return .selectAll
            case "c": return .copy
            case "x": return .cut
            case "v": return .paste
            default: return nil
            }
        }
        let typed = key.characters
        // Alt makes commands, but AltGr (reported as the right Alt) types a layout's third
        // level ("@" on a German Q): text the window system typed that the plain key does not.
        if flags.contains(.alternate), typed.isEmpty || typed == key.charactersIgnoringModifiers { return nil }
        guard !typed.isEmpty, typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        return .type(typed)
    }

    /// Does `action`.
    func perform(_ action: KeyAction) {
        switch action {
        case let .type(text): insertText(text)
        case let .deleteBackward(movement): userEdit(editingState.rangeDeletedBackward(by: movement), with: "")
        case let .deleteForward(movement): userEdit(editingState.rangeDeletedForward(by: movement), with: "")
        case let .move(forward, movement, extending):
            editingState.move(forward: forward, by: movement, extending: extending)
        case .selectAll: editingState.selectAll()
        case .copy:
            if !isSecureTextEntry, !editingState.selection.isEmpty { UIPasteboard.general.string = editingState.selectedText }
        case .cut:
            if !isSecureTextEntry, !editingState.selection.isEmpty {
                UIPasteboard.general.string = editingState.selectedText
                userEdit(editingState.selection, with: "")
            }
        case .paste:
            if let text = UIPasteboard.general.string, !text.isEmpty { insertText(text) }
        case .return: returnPressed()
        }
    }

    /// The presses the field takes (doing their actions), and the others.
    func takePresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        var others = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key else {
                others.insert(press)
                continue
            }
            // While an input method composes, the keys are its own: it edits the marked text
            // and reports it (with ibus and fcitx SDL sends no key event for a key the input
            // method took; one that comes anyway must not also delete or move in the text).
            if editingState.hasMarkedText {
                handledKeyCodes.insert(key.keyCode)
                continue
            }
            guard let action = Self.action(for: key) else {
                others.insert(press)
                continue
            }
            handledKeyCodes.insert(key.keyCode)
            perform(action)
        }
        return others
    }

    /// The releases of presses the field took (forgotten now), and the others.
    func releasePresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let code = press.key?.keyCode, handledKeyCodes.contains(code) else { return true }
            handledKeyCodes.remove(code)
            return false
        }
    }
}
