import Foundation

/// The key and modifier names event scripts use, and the `UIKey`s they stand for: every
/// key of a US keyboard, typing what it types there (letters upper-case with Shift or Caps
/// Lock; with Shift, digits and punctuation their shifted character: `slash` with `shift`
/// types `?`). Punctuation is named as X11 keysyms name it (`slash`, `backslash`,
/// `bracketleft`, `grave`, ...).
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
            "capslock": UIKeyboardHIDUsage(rawValue: 57), "printscreen": UIKeyboardHIDUsage(rawValue: 70),
            "scrolllock": UIKeyboardHIDUsage(rawValue: 71), "pause": UIKeyboardHIDUsage(rawValue: 72),
            "insert": UIKeyboardHIDUsage(rawValue: 73), "numlock": UIKeyboardHIDUsage(rawValue: 83),
            "menu": UIKeyboardHIDUsage(rawValue: 101),
            "kpslash": UIKeyboardHIDUsage(rawValue: 84), "kpasterisk": UIKeyboardHIDUsage(rawValue: 85),
            "kpplus": .keypadPlus, "kpenter": UIKeyboardHIDUsage(rawValue: 88),
            "kpperiod": UIKeyboardHIDUsage(rawValue: 99),
        ]
        for (name, raw) in punctuation { table[name] = UIKeyboardHIDUsage(rawValue: raw) }
        for digit in 0...9 { table["kp\(digit)"] = UIKeyboardHIDUsage(rawValue: digit == 0 ? 98 : 88 + digit) }
        for c in "abcdefghijklmnopqrstuvwxyz" { table[String(c)] = UIKeyboardHIDUsage.letter(c) }
        for digit in 1...9 {
            table[String(digit)] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + digit - 1)
        }
        for f in 1...12 {
            table["f\(f)"] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + f - 1)
        }
        return table
    }()

    /// The US keyboard's punctuation keys: X11 keysym names (and common other names), HID
    /// usages.
    private static let punctuation: [(String, Int)] = [
        ("bracketleft", 47), ("leftbracket", 47), ("bracketright", 48), ("rightbracket", 48),
        ("backslash", 49), ("semicolon", 51), ("apostrophe", 52), ("quote", 52),
        ("grave", 53), ("backquote", 53), ("comma", 54), ("period", 55), ("dot", 55), ("slash", 56),
    ]

    /// What each key types on a US layout, without and with Shift.
    private static let usCharacters: [Int: (plain: String, shifted: String)] = {
        var table: [Int: (plain: String, shifted: String)] = [
            30: ("1", "!"), 31: ("2", "@"), 32: ("3", "#"), 33: ("4", "$"), 34: ("5", "%"), 35: ("6", "^"),
            36: ("7", "&"), 37: ("8", "*"), 38: ("9", "("), 39: ("0", ")"), 45: ("-", "_"), 46: ("=", "+"),
            47: ("[", "{"), 48: ("]", "}"), 49: ("\\", "|"), 51: (";", ":"), 52: ("'", "\""), 53: ("`", "~"),
            54: (",", "<"), 55: (".", ">"), 56: ("/", "?"),
        ]
        // The keypad types the same with or without Shift (Num Lock on).
        let keypad: [Int: String] = [84: "/", 85: "*", 86: "-", 87: "+", 88: "\r", 98: "0", 99: "."]
        for (raw, text) in keypad { table[raw] = (text, text) }
        for digit in 1...9 { table[88 + digit] = (String(digit), String(digit)) }
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

    /// The key with the characters it types under `modifiers`: Shift types a digit's or
    /// punctuation key's shifted character; Shift or Caps Lock (not both) upper-cases a
    /// letter. Keypad keys carry `.numericPad`.
    static func key(_ keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> UIKey {
        var flags = modifiers
        if (84...99).contains(keyCode.rawValue) { flags.insert(.numericPad) }
        if let pair = usCharacters[keyCode.rawValue] {
            return UIKey(keyCode: keyCode, characters: modifiers.contains(.shift) ? pair.shifted : pair.plain,
                         charactersIgnoringModifiers: pair.plain, modifierFlags: flags)
        }
        let plain = text(of: keyCode)
        let upper = modifiers.contains(.shift) != modifiers.contains(.alphaShift)
        return UIKey(keyCode: keyCode, characters: upper ? plain.uppercased() : plain,
                     charactersIgnoringModifiers: plain, modifierFlags: flags)
    }

    /// What the key types without modifiers ("" for keys that type nothing).
    private static func text(of keyCode: UIKeyboardHIDUsage) -> String {
        let raw = keyCode.rawValue
        if (4...29).contains(raw) { return String(UnicodeScalar(UInt8(97 + raw - 4))) }
        switch keyCode {
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardEscape: return "\u{1B}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        case .keyboardDeleteOrBackspace: return "\u{8}"
        default: return ""
        }
    }
}
