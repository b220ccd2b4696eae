import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

final class SDLKeyTranslationTests: XCTestCase {
    private func keysym(_ scancode: SDL_Scancode, _ sym: Int32, _ mod: SDL_Keymod = KMOD_NONE) -> SDL_Keysym {
        SDL_Keysym(scancode: scancode, sym: sym, mod: UInt16(mod.rawValue), unused: 0)
    }

    func testScancodesAreHIDUsages() {
        XCTAssertEqual(SDLKeyTranslation.keyCode(SDL_SCANCODE_A), UIKeyboardHIDUsage.letter("a"))
        XCTAssertEqual(SDLKeyTranslation.keyCode(SDL_SCANCODE_RIGHT), .keyboardRightArrow)
        XCTAssertEqual(SDLKeyTranslation.keyCode(SDL_SCANCODE_PAGEDOWN), .keyboardPageDown)
        XCTAssertEqual(SDLKeyTranslation.keyCode(SDL_SCANCODE_F12)?.rawValue, 69)
        XCTAssertEqual(SDLKeyTranslation.keyCode(SDL_SCANCODE_RGUI), .keyboardRightGUI)
        XCTAssertNil(SDLKeyTranslation.keyCode(SDL_SCANCODE_AUDIONEXT), "SDL's own codes are not HID usages")
        XCTAssertNil(SDLKeyTranslation.keyCode(SDL_SCANCODE_UNKNOWN))
    }

    func testModifiers() {
        let mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue | KMOD_LALT.rawValue | KMOD_RGUI.rawValue | KMOD_CAPS.rawValue)
        XCTAssertEqual(SDLKeyTranslation.modifierFlags(mod), [.shift, .control, .alternate, .command, .alphaShift])
        XCTAssertEqual(SDLKeyTranslation.modifierFlags(UInt16(KMOD_NUM.rawValue), scancode: SDL_SCANCODE_KP_PLUS), [.numericPad])
        XCTAssertEqual(SDLKeyTranslation.modifierFlags(0, scancode: SDL_SCANCODE_EQUALS), [])
    }

    func testCharactersFromTheLayoutsKeycode() {
        // The French key at HID "q" types "a": the code follows the position, the text the layout.
        let a = SDLKeyTranslation.key(keysym(SDL_SCANCODE_Q, 97), typedText: nil)!
        XCTAssertEqual(a.keyCode, UIKeyboardHIDUsage.letter("q"))
        XCTAssertEqual(a.characters, "a")
        let shifted = SDLKeyTranslation.key(keysym(SDL_SCANCODE_A, 97, KMOD_LSHIFT), typedText: nil)!
        XCTAssertEqual(shifted.characters, "A")
        XCTAssertEqual(shifted.charactersIgnoringModifiers, "a")
        let capsShift = SDLKeyTranslation.key(keysym(SDL_SCANCODE_A, 97, SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_CAPS.rawValue)), typedText: nil)!
        XCTAssertEqual(capsShift.characters, "a", "Shift with Caps Lock types lower case")
        let ret = SDLKeyTranslation.key(keysym(SDL_SCANCODE_RETURN, 13), typedText: nil)!
        XCTAssertEqual(ret.characters, "\r")
        let del = SDLKeyTranslation.key(keysym(SDL_SCANCODE_DELETE, 127), typedText: nil)!
        XCTAssertEqual(del.characters, "")
        let left = SDLKeyTranslation.key(keysym(SDL_SCANCODE_LEFT, Int32(SDLK_LEFT.rawValue)), typedText: nil)!
        XCTAssertEqual(left.characters, "")
    }

    func testTypedTextWins() {
        let bang = SDLKeyTranslation.key(keysym(SDL_SCANCODE_1, 49, KMOD_LSHIFT), typedText: "!")!
        XCTAssertEqual(bang.characters, "!")
        XCTAssertEqual(bang.charactersIgnoringModifiers, "1")
        XCTAssertEqual(bang.modifierFlags, .shift)
    }

    func testKeypad() {
        let plus = SDLKeyTranslation.key(keysym(SDL_SCANCODE_KP_PLUS, Int32(SDLK_KP_PLUS.rawValue)), typedText: nil)!
        XCTAssertEqual(plus.keyCode, .keypadPlus)
        XCTAssertEqual(plus.characters, "+")
        XCTAssertEqual(plus.modifierFlags, .numericPad)
        let seven = keysym(SDL_SCANCODE_KP_7, Int32(SDLK_KP_7.rawValue), KMOD_NUM)
        XCTAssertEqual(SDLKeyTranslation.key(seven, typedText: nil)?.characters, "7")
        let home = keysym(SDL_SCANCODE_KP_7, Int32(SDLK_KP_7.rawValue))
        XCTAssertEqual(SDLKeyTranslation.key(home, typedText: nil)?.characters, "", "Num Lock off: the key is Home")
    }
}
