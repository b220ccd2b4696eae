import Foundation

/// The key and modifier names event scripts use, and the `UIKey`s they stand for (a US
/// layout: letters type themselves, upper-case with Shift or Caps Lock).
enum EventScriptKeyNames {
    /// Modifier names: shift, ctrl/control, alt/option, cmd/command/super/meta, capslock.
    static func modifier(named name: String) -> UIKeyModifierFlags? {
        switch name {
        case "shift": return .shift
        case "ctrl", "control": return .control
        case "alt", "option": return .alternate
        case "cmd", "command", "super", "meta": return .command
        case "capslock": return .alphaShift
        default: return nil
        }
    }

    private static let named: [String: UIKeyboardHIDUsage] = {
        var table: [String: UIKeyboardHIDUsage] = [
            "return": .keyboardReturnOrEnter, "enter": .keyboardReturnOrEnter,
            "escape": .keyboardEscape, "esc": .keyboardEscape,
            "tab": .keyboardTab, "space": .keyboardSpacebar,
            "backspace": .keyboardDeleteOrBackspace, "delete": .keyboardDeleteForward,
            "minus": .keyboardHyphen, "equal": .keyboardEqualSign, "equals": .keyboardEqualSign,
            "plus": .keypadPlus, "kpminus": .keypadHyphen,
            "home": .keyboardHome, "end": .keyboardEnd,
            "pageup": .keyboardPageUp, "pagedown": .keyboardPageDown,
            "left": .keyboardLeftArrow, "right": .keyboardRightArrow,
            "up": .keyboardUpArrow, "down": .keyboardDownArrow,
            "ctrl": .keyboardLeftControl, "control": .keyboardLeftControl,
            "shift": .keyboardLeftShift, "alt": .keyboardLeftAlt, "option": .keyboardLeftAlt,
            "super": .keyboardLeftGUI, "cmd": .keyboardLeftGUI, "command": .keyboardLeftGUI,
            "rightctrl": .keyboardRightControl, "rightshift": .keyboardRightShift,
            "rightalt": .keyboardRightAlt, "rightsuper": .keyboardRightGUI,
            "0": .keyboard0,
        ]
        for c in "abcdefghijklmnopqrstuvwxyz" { table[String(c)] = UIKeyboardHIDUsage.letter(c) }
        for digit in 1...9 {
            table[String(digit)] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + digit - 1)
        }
        for f in 1...12 {
            table["f\(f)"] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + f - 1)
        }
        return table
    }()

    /// The script's name for `keyCode` (its shortest), nil for a key scripts cannot name.
    static func name(of keyCode: UIKeyboardHIDUsage) -> String? {
        names[keyCode]
    }

    private static let names: [UIKeyboardHIDUsage: String] = {
        var table: [UIKeyboardHIDUsage: String] = [:]
        for (name, code) in named where table[code].map({ name.count < $0.count || (name.count == $0.count && name < $0) }) ?? true {
            table[code] = name
        }
        return table
    }()

    /// The key code for a lower-case key name; nil when unknown.
    static func keyCode(named name: String) -> UIKeyboardHIDUsage? {
        named[name]
    }

    /// The modifier a modifier key sets; nil for other keys.
    static func modifierFlag(of keyCode: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch keyCode {
        case .keyboardLeftControl, .keyboardRightControl: return .control
        case .keyboardLeftShift, .keyboardRightShift: return .shift
        case .keyboardLeftAlt, .keyboardRightAlt: return .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: return .command
        default: return nil
        }
    }

    /// The key with the characters it types under `modifiers`.
    static func key(_ keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> UIKey {
        let plain = text(of: keyCode)
        let upper = modifiers.contains(.shift) != modifiers.contains(.alphaShift)
        return UIKey(keyCode: keyCode, characters: upper ? plain.uppercased() : plain,
                     charactersIgnoringModifiers: plain, modifierFlags: modifiers)
    }

    /// What the key types without modifiers ("" for keys that type nothing).
    private static func text(of keyCode: UIKeyboardHIDUsage) -> String {
        let raw = keyCode.rawValue
        switch raw {
        case 4...29: return String(UnicodeScalar(UInt8(97 + raw - 4)))
        case 30...38: return String(raw - 29)
        case UIKeyboardHIDUsage.keyboard0.rawValue: return "0"
        default: break
        }
        switch keyCode {
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardEscape: return "\u{1B}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardHyphen, .keypadHyphen: return "-"
        case .keyboardEqualSign: return "="
        case .keypadPlus: return "+"
        default: return ""
        }
    }
}
