import XCTest
import CSDL2
@testable import SDLHost

final class ModifierStatesTests: XCTestCase {
    private let ctrl = UInt16(KMOD_LCTRL.rawValue)
    private let shift = UInt16(KMOD_LSHIFT.rawValue)
    private let caps = UInt16(KMOD_CAPS.rawValue)
    private var wheel: SDL_Event { SDLEvents.wheel(x: 0, y: 1, at: (0, 0)) }

    func testWheelBeforeCtrlsReleaseInTheSameBatchStillHasCtrl() {
        let events = [wheel, SDLEvents.key(false, scancode: SDL_SCANCODE_LCTRL, sym: Int32(SDLK_LCTRL.rawValue)), wheel]
        XCTAssertEqual(ModifierStates.after(each: events, current: 0), [ctrl, 0, 0])
    }

    func testWheelAfterCtrlsPressHasIt() {
        let events = [wheel, SDLEvents.key(true, scancode: SDL_SCANCODE_LCTRL, sym: Int32(SDLK_LCTRL.rawValue), mod: KMOD_LCTRL), wheel]
        XCTAssertEqual(ModifierStates.after(each: events, current: ctrl), [0, ctrl, ctrl])
    }

    func testOtherKeysAndLocks() {
        let a = SDLEvents.key(true, scancode: SDL_SCANCODE_A, sym: 97, mod: KMOD_LSHIFT)
        let capsDown = SDLEvents.key(true, scancode: SDL_SCANCODE_CAPSLOCK, sym: Int32(SDLK_CAPSLOCK.rawValue),
                                     mod: SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_CAPS.rawValue))
        XCTAssertEqual(ModifierStates.after(each: [wheel, a, wheel, capsDown, wheel], current: shift | caps),
                       [shift, shift, shift, shift | caps, shift | caps])
    }

    func testWithoutKeyEventsTheCurrentStateHolds() {
        XCTAssertEqual(ModifierStates.after(each: [wheel, wheel], current: ctrl), [ctrl, ctrl])
        XCTAssertEqual(ModifierStates.after(each: [], current: ctrl), [])
    }
}
