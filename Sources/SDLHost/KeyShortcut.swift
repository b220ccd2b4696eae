import UIKit

/// A key with exact modifiers that the host acts on itself (a screenshot key) instead of
/// delivering it to UIKit.
public struct KeyShortcut: Equatable, Sendable {
    /// The key, by HID usage.
    public var keyCode: UIKeyboardHIDUsage
    /// The modifiers that must be held: Shift, Control, Alt and Command count, exactly;
    /// Caps Lock and the keypad flag are never part of a shortcut.
    public var modifierFlags: UIKeyModifierFlags {
        didSet { modifierFlags.formIntersection(Self.significantModifiers) }
    }

    /// The modifiers a shortcut compares.
    static let significantModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// A shortcut of `keyCode` with `modifierFlags` held.
    public init(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags.intersection(Self.significantModifiers)
    }

    /// F12 alone (HID usage 69), the default screenshot key.
    public static let f12 = KeyShortcut(UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + 11))

    /// True when `key` is this key with exactly these modifiers.
    public func matches(_ key: UIKey) -> Bool {
        key.keyCode == keyCode && key.modifierFlags.intersection(Self.significantModifiers) == modifierFlags
    }
}
