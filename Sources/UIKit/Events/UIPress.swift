import Foundation

/// Modifier keys held during an event, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Flags from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Super / Windows key (Command).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// Key codes of the keys ScrollKit's programs use, with USB HID usage values as UIKit's
/// `UIKeyboardHIDUsage` (which SDL's scancodes also follow).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    /// A usage from its HID value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Letter keys a...z are 4...29.
    public static func letter(_ c: Character) -> UIKeyboardHIDUsage? {
        guard let a = c.lowercased().unicodeScalars.first?.value, a >= 97, a <= 122 else { return nil }
        return UIKeyboardHIDUsage(rawValue: 4 + Int(a - 97))
    }
    /// Return / Enter.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// Space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// '-' and '_'.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
    /// '=' and '+'.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
    /// Digit 0 (digits 1...9 are 30...38).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    /// Digit 1.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// F1 (F2...F12 follow).
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// Keypad '-'.
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)
    /// The keypad's Enter.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    /// Keypad '+'.
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)
}

/// A key, as UIKit's `UIKey`: its code, the characters it types, and the modifiers held.
public struct UIKey: Hashable, Sendable {
    /// The key's HID usage.
    public var keyCode: UIKeyboardHIDUsage
    /// The text the key types with the modifiers applied ("" for keys that type nothing).
    public var characters: String
    /// The text the key types without modifiers.
    public var charactersIgnoringModifiers: String
    /// Modifier keys held.
    public var modifierFlags: UIKeyModifierFlags

    /// A key from its parts.
    public init(keyCode: UIKeyboardHIDUsage, characters: String = "",
                charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }
}

/// One physical key press, as UIKit's `UIPress`.
public final class UIPress: Hashable {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// Held; unused by keyboards.
        case changed
        /// Held without change.
        case stationary
        /// The key went up.
        case ended
        /// The press was cancelled.
        case cancelled
    }

    /// The key pressed.
    public let key: UIKey?
    /// The current phase.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds on the media clock.
    public internal(set) var timestamp: TimeInterval
    /// True for the automatic repeats a held key sends.
    public let isRepeat: Bool

    /// A press of `key` in `phase` at `timestamp` seconds.
    public init(key: UIKey, phase: Phase, timestamp: TimeInterval, isRepeat: Bool = false) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.isRepeat = isRepeat
    }

    public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses, as UIKit's `UIPressesEvent`.
public final class UIPressesEvent: UIEvent {
    /// The presses of this event.
    public let allPresses: Set<UIPress>
    /// A presses event at `timestamp` seconds.
    public init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self.allPresses = presses
        super.init(timestamp: timestamp, touches: [])
    }
    override public var type: EventType { .presses }
}
