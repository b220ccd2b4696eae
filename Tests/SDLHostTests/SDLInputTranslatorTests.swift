import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

final class SDLInputTranslatorTests: XCTestCase {
    private var translator = SDLInputTranslator(windowID: 3, pointSize: CGSize(width: 400, height: 300))

    private func inputs(_ events: SDL_Event..., mod: SDL_Keymod = KMOD_NONE) -> [HostInput] {
        var result: [HostInput] = []
        var i = 0
        while i < events.count {
            let next = i + 1 < events.count ? events[i + 1] : nil
            let (out, consumes) = translator.translate(events[i], followedBy: next, modState: UInt16(mod.rawValue))
            result += out
            i += consumes ? 2 : 1
        }
        return result
    }

    func testLeftButtonDragIsTouchZero() {
        XCTAssertEqual(inputs(SDLEvents.motion(x: 5, y: 6)), [], "moving without the button is no touch")
        XCTAssertEqual(inputs(SDLEvents.button(true, x: 10, y: 20), SDLEvents.motion(x: 30, y: 25),
                              SDLEvents.button(false, x: 40, y: 26)),
                       [.touchDown(id: 0, location: CGPoint(x: 10, y: 20)),
                        .touchMove(id: 0, location: CGPoint(x: 30, y: 25)),
                        .touchUp(id: 0, location: CGPoint(x: 40, y: 26))])
        XCTAssertEqual(inputs(SDLEvents.motion(x: 50, y: 50)), [])
    }

    func testOtherButtonsAndOtherWindowsAndTouchMiceAreIgnored() {
        XCTAssertEqual(inputs(SDLEvents.button(true, x: 1, y: 1, button: SDL_BUTTON_RIGHT)), [])
        XCTAssertEqual(inputs(SDLEvents.button(true, x: 1, y: 1, window: 9)), [])
        var fromTouch = SDLEvents.button(true, x: 1, y: 1)
        fromTouch.button.which = SDLInputTranslator.touchMouseID
        XCTAssertEqual(inputs(fromTouch), [])
        XCTAssertEqual(inputs(SDLEvents.button(true, x: 1, y: 1, window: 3)).count, 1)
    }

    func testFingersGetDistinctIdsFromOneAndWindowPoints() {
        let got = inputs(SDLEvents.finger(SDL_FINGERDOWN, finger: 900, x: 0.25, y: 0.5),
                         SDLEvents.finger(SDL_FINGERDOWN, finger: 17, x: 0.75, y: 0.5),
                         SDLEvents.finger(SDL_FINGERMOTION, finger: 17, x: 0.875, y: 0.5),
                         SDLEvents.finger(SDL_FINGERUP, finger: 900, x: 0.25, y: 0.5),
                         SDLEvents.finger(SDL_FINGERDOWN, finger: 55, x: 0.5, y: 0.125))
        XCTAssertEqual(got, [.touchDown(id: 1, location: CGPoint(x: 100, y: 150)),
                             .touchDown(id: 2, location: CGPoint(x: 300, y: 150)),
                             .touchMove(id: 2, location: CGPoint(x: 350, y: 150)),
                             .touchUp(id: 1, location: CGPoint(x: 100, y: 150)),
                             .touchDown(id: 1, location: CGPoint(x: 200, y: 37.5))])
        XCTAssertEqual(inputs(SDLEvents.button(true, x: 0, y: 0)), [.touchDown(id: 0, location: .zero)])
        XCTAssertEqual(translator.cancelAllTouches(), [.touchCancel(id: 0), .touchCancel(id: 1), .touchCancel(id: 2)])
        XCTAssertEqual(inputs(SDLEvents.finger(SDL_FINGERUP, finger: 17, x: 0, y: 0)), [], "cancelled already")
    }

    func testIndirectTouchDevicesAreNotTouches() {
        translator.isIndirectTouchDevice = { $0 == 8 }
        XCTAssertEqual(inputs(SDLEvents.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, device: 8)), [])
        XCTAssertEqual(inputs(SDLEvents.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, device: SDLInputTranslator.mouseTouchID)), [])
        XCTAssertEqual(inputs(SDLEvents.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, device: 7)).count, 1)
    }

    func testWheelAtThePointerWithModifiers() {
        XCTAssertEqual(inputs(SDLEvents.wheel(x: 0, y: 1, at: (120, 80)), mod: KMOD_LCTRL),
                       [.wheel(location: CGPoint(x: 120, y: 80), delta: CGPoint(x: 0, y: -1), isPrecise: false,
                               modifiers: .control)])
        XCTAssertEqual(inputs(SDLEvents.wheel(x: 0, y: -0.5, at: (10, 20), timestamp: 100)),
                       [.wheel(location: CGPoint(x: 10, y: 20), delta: CGPoint(x: 0, y: 5), isPrecise: true, modifiers: [])])
        XCTAssertEqual(inputs(SDLEvents.wheel(x: 0, y: 0, at: (10, 20))), [], "nothing turned")
    }

    func testWheelWithoutPointerInTheEventUsesTheLastMousePosition() {
        translator.hasWheelPointer = false
        _ = inputs(SDLEvents.motion(x: 33, y: 44))
        XCTAssertEqual(inputs(SDLEvents.wheel(x: 0, y: -2, at: (0, 0))),
                       [.wheel(location: CGPoint(x: 33, y: 44), delta: CGPoint(x: 0, y: 2), isPrecise: false, modifiers: [])])
    }

    func testKeyTakesItsTextInputAndKeepsItForKeyUp() {
        let got = inputs(SDLEvents.key(true, scancode: SDL_SCANCODE_1, sym: 49, mod: KMOD_LSHIFT), SDLEvents.text("!"),
                         SDLEvents.key(true, scancode: SDL_SCANCODE_1, sym: 49, mod: KMOD_LSHIFT, isRepeat: true), SDLEvents.text("!"),
                         SDLEvents.key(false, scancode: SDL_SCANCODE_1, sym: 49))
        let bang = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 30), characters: "!", charactersIgnoringModifiers: "1",
                         modifierFlags: .shift)
        var up = bang
        up.modifierFlags = []
        XCTAssertEqual(got, [.keyDown(bang, isRepeat: false), .keyDown(bang, isRepeat: true), .keyUp(up)])
        XCTAssertEqual(inputs(SDLEvents.text("é")), [.text("é")], "text without a key: an input method's commit")
        XCTAssertEqual(inputs(SDLEvents.text("日本語", window: 3)), [.text("日本語")])
        XCTAssertEqual(inputs(SDLEvents.text("x", window: 9)), [], "another window's")
    }

    func testCompositionsAreMarkedTextWithTheCursorInUTF16Units() {
        XCTAssertEqual(inputs(SDLEvents.editing("ni", start: 1, length: -1)),
                       [.markedText("ni", selectedRange: NSRange(location: 1, length: 0))], "length -1: the cursor")
        XCTAssertEqual(inputs(SDLEvents.editing("😀日本", start: 1, length: 2, window: 3)),
                       [.markedText("😀日本", selectedRange: NSRange(location: 2, length: 2))],
                       "the highlighted part; the emoji is one scalar, two UTF-16 units")
        XCTAssertEqual(inputs(SDLEvents.editing("ka", start: -1, length: -1)),
                       [.markedText("ka", selectedRange: NSRange(location: 2, length: 0))], "no cursor: the end")
        XCTAssertEqual(inputs(SDLEvents.editing("ka", start: 9, length: 4)),
                       [.markedText("ka", selectedRange: NSRange(location: 2, length: 0))], "clamped")
        XCTAssertEqual(inputs(SDLEvents.editing("", start: 0, length: 0)),
                       [.markedText("", selectedRange: NSRange(location: 0, length: 0))], "a cancelled composition")
        XCTAssertEqual(inputs(SDLEvents.editing("x", start: 0, length: -1, window: 9)), [], "another window's")
    }

    func testALongCompositionArrivesWhole() {
        let long = "わたしはにほんごをべんきょうしています"
        XCTAssertGreaterThan(long.utf8.count, 32)
        let event = SDLEvents.editingExt(long, start: 3, length: -1)
        defer { SDL_free(event.editExt.text) }
        XCTAssertEqual(inputs(event), [.markedText(long, selectedRange: NSRange(location: 3, length: 0))])
    }

    func testWithoutExtendedTextAnOldSDLsPiecesAreJoined() {
        translator.hasExtendedTextEditing = false
        XCTAssertEqual(inputs(SDLEvents.editing("わたしはにほん", start: 0, length: 7),
                              SDLEvents.editing("ごを", start: 7, length: 2)),
                       [.markedText("わたしはにほん", selectedRange: NSRange(location: 7, length: 0)),
                        .markedText("わたしはにほんごを", selectedRange: NSRange(location: 9, length: 0))],
                       "each piece's start is its offset in the whole, the cursor unknown: at the end")
        XCTAssertEqual(inputs(SDLEvents.editing("", start: 0, length: 0)),
                       [.markedText("", selectedRange: NSRange(location: 0, length: 0))])
    }
}
