import Foundation

// The inputs of keys that type nothing, with UIKit's names and string values, and how a
// command's key is written for people (the help overlay).
extension UIKeyCommand {
    /// The up arrow.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Escape.
    public static let inputEscape = "UIKeyInputEscape"
    /// Page Up.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// Home.
    public static let inputHome = "UIKeyInputHome"
    /// End.
    public static let inputEnd = "UIKeyInputEnd"
    /// Forward delete.
    public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    public static let f1 = "UIKeyInputF1"
    /// F2.
    public static let f2 = "UIKeyInputF2"
    /// F3.
    public static let f3 = "UIKeyInputF3"
    /// F4.
    public static let f4 = "UIKeyInputF4"
    /// F5.
    public static let f5 = "UIKeyInputF5"
    /// F6.
    public static let f6 = "UIKeyInputF6"
    /// F7.
    public static let f7 = "UIKeyInputF7"
    /// F8.
    public static let f8 = "UIKeyInputF8"
    /// F9.
    public static let f9 = "UIKeyInputF9"
    /// F10.
    public static let f10 = "UIKeyInputF10"
    /// F11.
    public static let f11 = "UIKeyInputF11"
    /// F12.
    public static let f12 = "UIKeyInputF12"

    /// Each named input: its key codes and how people read it.
    private static let namedInputs: [String: (codes: [UIKeyboardHIDUsage], label: String)] = {
        var table: [String: (codes: [UIKeyboardHIDUsage], label: String)] = [
            inputUpArrow: ([.keyboardUpArrow], "↑"), inputDownArrow: ([.keyboardDownArrow], "↓"),
            inputLeftArrow: ([.keyboardLeftArrow], "←"), inputRightArrow: ([.keyboardRightArrow], "→"),
            inputEscape: ([.keyboardEscape], "Esc"), inputPageUp: ([.keyboardPageUp], "Page Up"),
            inputPageDown: ([.keyboardPageDown], "Page Down"), inputHome: ([.keyboardHome], "Home"),
            inputEnd: ([.keyboardEnd], "End"), inputDelete: ([.keyboardDeleteForward], "Delete"),
        ]
        for n in 1...12 {
            table["UIKeyInputF\(n)"] = ([UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + n - 1)], "F\(n)")
        }
        return table
    }()

    /// The key codes of a named input (`inputLeftArrow`); nil for a typed character.
    static func keyCodes(forInput input: String) -> [UIKeyboardHIDUsage]? {
        namedInputs[input]?.codes
    }

    /// The command's key as people read it: modifiers, then the key (`Ctrl+Shift+R`,
    /// `←`, `Space`, `?`).
    public var keyLabel: String {
        var parts: [String] = []
        if modifierFlags.contains(.control) { parts.append("Ctrl") }
        if modifierFlags.contains(.alternate) { parts.append("Alt") }
        if modifierFlags.contains(.command) { parts.append("Super") }
        if modifierFlags.contains(.shift) { parts.append("Shift") }
        parts.append(Self.label(forInput: input ?? ""))
        return parts.joined(separator: "+")
    }

    private static func label(forInput input: String) -> String {
        if let named = namedInputs[input] { return named.label }
        switch input {
        case " ": return "Space"
        case "\t": return "Tab"
        case "\r": return "Return"
        case "\u{8}": return "Backspace"
        case "\u{1B}": return "Esc"
        default: return input
        }
    }
}
