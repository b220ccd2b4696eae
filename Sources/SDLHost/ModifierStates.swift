import CSDL2

/// The modifier keys held at each event of a batch.
///
/// `SDL_GetModState()` answers for the moment SDL last read the window system, which is
/// after the whole batch; a wheel notch followed in the same batch by Ctrl's release was
/// turned with Ctrl held, and must still zoom. So the state is rebuilt backwards from the
/// current one: each key event's `keysym.mod` is the state after it, and undoing its own
/// change gives the state before it.
enum ModifierStates {
    /// The `KMOD_` bits held after each of `events`, given the state `current` after the
    /// last of them.
    static func after(each events: [SDL_Event], current: UInt16) -> [UInt16] {
        var result = [UInt16](repeating: 0, count: events.count)
        var state = current
        for i in events.indices.reversed() {
            let type = events[i].type
            if type == SDL_KEYDOWN.rawValue || type == SDL_KEYUP.rawValue {
                let key = events[i].key
                result[i] = key.keysym.mod
                state = before(key)
            } else {
                result[i] = state
            }
        }
        return result
    }

    /// The state before key event `e`: its own modifier bit undone (held keys: down sets,
    /// up clears; lock keys toggle on the way down).
    static func before(_ e: SDL_KeyboardEvent) -> UInt16 {
        let mod = e.keysym.mod
        let down = e.type == SDL_KEYDOWN.rawValue
        if let lock = lockBit(e.keysym.scancode) {
            return down && e.repeat == 0 ? mod ^ lock : mod
        }
        guard let bit = heldBit(e.keysym.scancode) else { return mod }
        return down ? mod & ~bit : mod | bit
    }

    private static func heldBit(_ scancode: SDL_Scancode) -> UInt16? {
        let bit: SDL_Keymod
        switch scancode {
        case SDL_SCANCODE_LCTRL: bit = KMOD_LCTRL
        case SDL_SCANCODE_RCTRL: bit = KMOD_RCTRL
        case SDL_SCANCODE_LSHIFT: bit = KMOD_LSHIFT
        case SDL_SCANCODE_RSHIFT: bit = KMOD_RSHIFT
        case SDL_SCANCODE_LALT: bit = KMOD_LALT
        case SDL_SCANCODE_RALT: bit = KMOD_RALT
        case SDL_SCANCODE_LGUI: bit = KMOD_LGUI
        case SDL_SCANCODE_RGUI: bit = KMOD_RGUI
        case SDL_SCANCODE_MODE: bit = KMOD_MODE
        default: return nil
        }
        return UInt16(bit.rawValue)
    }

    private static func lockBit(_ scancode: SDL_Scancode) -> UInt16? {
        switch scancode {
        case SDL_SCANCODE_CAPSLOCK: return UInt16(KMOD_CAPS.rawValue)
        case SDL_SCANCODE_NUMLOCKCLEAR: return UInt16(KMOD_NUM.rawValue)
        case SDL_SCANCODE_SCROLLLOCK: return UInt16(KMOD_SCROLL.rawValue)
        default: return nil
        }
    }
}
