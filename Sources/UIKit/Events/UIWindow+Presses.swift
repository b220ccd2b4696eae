import Foundation

extension UIKeyboardHIDUsage {
    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    /// Left Alt (Option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    /// Left GUI (Super, Windows, Command).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    /// Right Control.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
    /// Right Shift.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
    /// Right Alt (Option).
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
    /// Right GUI (Super, Windows, Command).
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// Forward delete.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
}

// Key delivery, as UIKit's: a key going down runs a key command when one matches
// (UIWindow+KeyCommands); other presses go to the window's first responder (else the view
// of the controller in front — the top presented one, else the root — else the window) and travel up the responder chain through
// UIResponder's default implementations. A press ends at the responder that saw it begin.
// A held key's automatic repeats arrive as further `pressesBegan` with `isRepeat` true,
// each a press of its own with no `pressesEnded`; the key's one `pressesEnded` carries the
// original press.
extension UIWindow {
    /// The responder key presses go to first: the first responder, unless a presented
    /// controller covers it (then that controller's view, as a modal takes the keys on
    /// iOS, from the moment it starts coming in); without one, the view of the controller
    /// in front (the top presented one, else the root).
    var pressTarget: UIResponder {
        let front = frontViewController
        if let modal = front, modal.presentingViewController != nil, let modalView = modal.viewIfLoaded,
           !Self.responder(firstResponder, isInside: modalView) {
            return modalView
        }
        return firstResponder ?? front?.viewIfLoaded ?? self
    }

    /// Whether `responder` is `view`, inside it, or a controller whose view is.
    private static func responder(_ responder: UIResponder?, isInside view: UIView) -> Bool {
        let candidate = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        return candidate?.isDescendant(of: view) ?? false
    }

    func keyDown(_ key: UIKey, isRepeat: Bool, time: TimeInterval) {
        if !key.modifierFlags.contains(.control) { endWheelZoom(at: time) }
        let press = UIPress(key: key, phase: .began, timestamp: time, isRepeat: isRepeat)
        sendPresses([press], at: time)
    }

    func keyUp(_ key: UIKey, time: TimeInterval) {
        if key.keyCode == .keyboardLeftControl || key.keyCode == .keyboardRightControl
            || !key.modifierFlags.contains(.control) {
            endWheelZoom(at: time)
        }
        guard let held = inputState.heldKeys[key.keyCode] else { return }
        held.press.phase = .ended
        held.press.timestamp = time
        sendPresses([held.press], at: time)
    }

    private func sendPresses(_ presses: Set<UIPress>, at time: TimeInterval) {
        let event = UIPressesEvent(timestamp: time, presses: presses)
        event.destinationWindow = self
        sendEvent(event)
    }

    func dispatchPresses(_ event: UIPressesEvent) {
        inputState.lastTimestamp = max(inputState.lastTimestamp, event.timestamp)
        var began = event.allPresses.filter { $0.phase == .began }
        if !began.isEmpty {
            let target = pressTarget
            for press in began {
                guard let key = press.key else { continue }
                Self.endComposition(before: key, in: target)
                let byCommand = performKeyCommand(for: key, chainStart: target) || Self.typeKey(key, into: target)
                if byCommand { began.remove(press) }
                if !press.isRepeat {
                    inputState.heldKeys[key.keyCode] = HeldKey(press: press, responder: target, byKeyCommand: byCommand)
                }
            }
            if !began.isEmpty { target.pressesBegan(began, with: event) }
        }
        for phase in [UIPress.Phase.ended, .cancelled] {
            var byResponder: [(UIResponder, Set<UIPress>)] = []
            for press in event.allPresses where press.phase == phase {
                var responder: UIResponder = pressTarget
                if let key = press.key, let held = inputState.heldKeys[key.keyCode], held.press === press {
                    inputState.heldKeys[key.keyCode] = nil
                    // A key command took the press; nobody saw it begin.
                    if held.byKeyCommand { continue }
                    responder = held.responder ?? responder
                }
                if let i = byResponder.firstIndex(where: { $0.0 === responder }) {
                    byResponder[i].1.insert(press)
                } else {
                    byResponder.append((responder, [press]))
                }
            }
            for (responder, presses) in byResponder {
                if phase == .ended {
                    responder.pressesEnded(presses, with: event)
                } else {
                    responder.pressesCancelled(presses, with: event)
                }
            }
        }
    }
}

// A shortcut while an input method composes. The keys an input method takes never come
// (SDL sends no key event for them with ibus or fcitx); a shortcut that comes (Ctrl+A, Ctrl+C,
// Ctrl+V, Ctrl+X, Ctrl+Z, a key command's Ctrl+S) was left to the application. GTK's and
// Qt's text fields then end the composition before they act: GTK's entry resets its input
// method before a key binding moves, selects, cuts or pastes, and Qt's line edit commits
// its preedit before the selection changes. The composition is kept as text (what Qt does,
// and what reads right when the shortcut is Ctrl+A or a key command acting on the text),
// then the key does what it does with nothing composed; the host sees `hasMarkedText` turn
// false and resets its input method. Keys without Ctrl, the Super key or Alt stay the
// input method's.
extension UIWindow {
    /// The modifier keys themselves: pressing Ctrl on the way to Ctrl+C ends nothing yet.
    static let modifierKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardLeftControl, .keyboardLeftShift, .keyboardLeftAlt, .keyboardLeftGUI,
        .keyboardRightControl, .keyboardRightShift, .keyboardRightAlt, .keyboardRightGUI,
    ]

    /// Whether `key` is a shortcut: with Ctrl, the Super key or Alt, and typing no
    /// character (AltGr, reported as the right Alt, types a layout's third level).
    static func isShortcut(_ key: UIKey) -> Bool {
        guard !key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]),
              !modifierKeys.contains(key.keyCode) else { return false }
        if case .type? = UITextField.action(for: key) { return false }
        return true
    }

    /// Keeps the composition of `responder` as text when `key` is a shortcut.
    static func endComposition(before key: UIKey, in responder: UIResponder) {
        guard isShortcut(key), isComposing(responder), let input = responder as? UITextInput else { return }
        input.unmarkText()
    }
}

// Typed text for a first responder adopting `UIKeyInput` (a text field handles its own
// keys): a key that types characters calls `insertText`, Return (and Enter) `insertText("\n")`
// as on iOS, Backspace `deleteBackward`.
extension UIWindow {
    /// Whether `key` types into `responder` as `UIKeyInput` delivers keys. While it has
    /// marked text every key is the input method's (see `typeKey`).
    static func keyInputTakes(_ key: UIKey, _ responder: UIResponder) -> Bool {
        guard responder is UIKeyInput, !(responder is UITextField) else { return false }
        if isComposing(responder) { return true }
        switch UITextField.action(for: key) {
        case .type?, .deleteBackward(.character)?, .return?: return true
        default: return false
        }
    }

    /// Delivers `key` to `responder` as `UIKeyInput`; false when it is not such a key.
    /// A key that comes while the responder composes is taken and does nothing.
    static func typeKey(_ key: UIKey, into responder: UIResponder) -> Bool {
        guard keyInputTakes(key, responder), let input = responder as? UIKeyInput else { return false }
        if isComposing(responder) { return true }
        switch UITextField.action(for: key) {
        case let .type(text)?: input.insertText(text)
        case .return?: input.insertText("\n")
        default: input.deleteBackward()
        }
        return true
    }
}
