import CSDL2
import UIKit

/// SDL keys as `UIKey`s.
///
/// - Key code: SDL's scancodes 1...231 are the USB HID keyboard usages UIKit's
///   `UIKeyboardHIDUsage` uses, position-based (the key labelled Q on a French keyboard
///   still reports HID "a"); SDL's own codes above (media and application keys) are no HID
///   keyboard usages and are not delivered.
/// - `charactersIgnoringModifiers`: what SDL's keycode says the key types on the current
///   layout without modifiers ("q" for that French key), "" for keys that type nothing
///   (arrows, function keys, modifiers, forward delete), as event scripts do.
/// - `characters`: the text the window system typed for the press (`SDL_TEXTINPUT`, which
///   knows the layout, dead keys and Shift: "!" for Shift+1) when it came with the key;
///   otherwise the plain characters, letters upper-cased with Shift or Caps Lock. Ctrl
///   combinations bring no text input (SDL drops control characters), so Ctrl+S has "s".
enum SDLKeyTranslation {
    /// The highest SDL scancode that is also a HID keyboard usage (Right GUI).
    static let lastHIDUsage = 231

    /// The HID usage of `scancode`; nil for SDL's non-HID and unknown codes.
    static func keyCode(_ scancode: SDL_Scancode) -> UIKeyboardHIDUsage? {
        let raw = Int(scancode.rawValue)
        guard raw > 0, raw <= lastHIDUsage else { return nil }
        return UIKeyboardHIDUsage(rawValue: raw)
    }

    /// UIKit's modifier flags for SDL's `mod` state, plus `.numericPad` for keypad keys.
    static func modifierFlags(_ mod: UInt16, scancode: SDL_Scancode? = nil) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt16(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        if let scancode, isKeypad(scancode) { flags.insert(.numericPad) }
        return flags
    }

    /// True for the keys of the numeric keypad (HID 84...99, 103, 133, 134, 176...221).
    static func isKeypad(_ scancode: SDL_Scancode) -> Bool {
        switch Int(scancode.rawValue) {
        case 84...99, 103, 133, 134, 176...221: return true
        default: return false
        }
    }

    /// What the key types without modifiers on the current layout ("" for none).
    static func plainCharacters(keycode: SDL_Keycode, scancode: SDL_Scancode, mod: UInt16) -> String {
        let raw = Int(scancode.rawValue)
        if isKeypad(scancode) {
            let numLock = mod & UInt16(KMOD_NUM.rawValue) != 0
            switch raw {
            case 84: return "/"
            case 85: return "*"
            case 86: return "-"
            case 87: return "+"
            case 88: return "\r"
            case 89...97: return numLock ? String(raw - 88) : ""
            case 98: return numLock ? "0" : ""
            case 99: return numLock ? "." : ""
            case 103, 134: return "="
            case 133: return ","
            default: return ""
            }
        }
        // Keycodes with the scancode bit set name keys that type nothing.
        guard keycode & Int32(SDLK_SCANCODE_MASK) == 0, keycode > 0,
              keycode != 127,   // forward delete: no text, as in event scripts
              let scalar = Unicode.Scalar(UInt32(keycode)) else { return "" }
        return String(Character(scalar))
    }

    /// The `UIKey` of an SDL key event with `keysym`, given the text the window system
    /// typed for it (`SDL_TEXTINPUT`), if any.
    static func key(_ keysym: SDL_Keysym, typedText: String?) -> UIKey? {
        guard let code = keyCode(keysym.scancode) else { return nil }
        let flags = modifierFlags(keysym.mod, scancode: keysym.scancode)
        let plain = plainCharacters(keycode: keysym.sym, scancode: keysym.scancode, mod: keysym.mod)
        var typed = plain
        if let typedText, !typedText.isEmpty {
            typed = typedText
        } else if flags.contains(.shift) != flags.contains(.alphaShift) {
            typed = plain.uppercased()
        }
        return UIKey(keyCode: code, characters: typed, charactersIgnoringModifiers: plain, modifierFlags: flags)
    }
}
