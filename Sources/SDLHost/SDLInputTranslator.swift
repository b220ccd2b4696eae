import CSDL2
import UIKit

/// Turns SDL input events into the `HostInput` UIKit takes, keeping what it must remember
/// between events (the mouse touch, finger ids, the pointer, the text a held key typed).
///
/// - Mouse: the left button is one touch, id 0, down/moved/up; motion without it only
///   moves the pointer (the wheel's location). Other buttons do nothing. Mouse events SDL
///   synthesizes from touches are ignored (the fingers arrive as touches themselves).
/// - Touch screens: each SDL finger is a touch with the lowest free id from 1 up, so they
///   never collide with the mouse; its location is SDL's normalized position times the
///   window's size in points. Fingers of indirect devices (trackpads SDL reports as touch
///   devices, whose positions are on the pad, not in the window) are ignored: their
///   scrolling reaches us as wheel events.
/// - Wheel: see `WheelTranslation`; the location is the pointer's, and the modifiers held
///   when it turned (see `ModifierStates`) go with it, so Ctrl+wheel is a pinch.
/// - Keys: see `SDLKeyTranslation`. A `SDL_TEXTINPUT` right after a key-down is that
///   key's text and is consumed with it; other text input (an input method's commits, a
///   compose sequence finished by a key whose own event came first) is `HostInput.text`.
/// - Compositions: `SDL_TEXTEDITING` (and `SDL_TEXTEDITING_EXT`, for one of 32 bytes or
///   more) is `HostInput.markedText`, SDL's `start` and `length` (Unicode scalars: the
///   input method's cursor with `length` -1, or its highlighted part) turned into UTF-16
///   units; an empty text is a cancelled composition. (With ibus or fcitx, SDL sends no
///   key event for a key the input method took, so Backspace editing a composition reaches
///   us only as the shorter composition.)
///
/// Coordinates are window points: SDL's mouse and window coordinates are already points
/// on HiDPI displays (the drawable has the pixels).
struct SDLInputTranslator {
    /// `SDL_TOUCH_MOUSEID`: the mouse id of mouse events SDL made from touches.
    static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the touch device id of touches SDL made from the mouse.
    static let mouseTouchID: SDL_TouchID = -1
    /// The touch id of the left mouse button (HostInput's convention).
    static let mouseTouch = 0

    /// The SDL window whose events are translated; events naming another window are
    /// ignored (0 accepts all).
    var windowID: UInt32
    /// The window's size in points, for finger positions.
    var pointSize: CGSize
    /// SDL window units per point (`SDLWindow.contentScale`): mouse positions are divided
    /// by it.
    var contentScale: CGFloat = 1
    /// Where the mouse pointer is, in window points.
    private(set) var pointer = CGPoint.zero
    /// True while the left button's touch is down.
    private(set) var isMouseTouchDown = false
    /// SDL fingers down, as (device, finger) → touch id.
    private var fingers: [FingerKey: Int] = [:]
    /// The characters each held key typed at its key-down, by scancode, for its key-up.
    private var typedCharacters: [UInt32: String] = [:]
    private var wheel = WheelTranslation()
    /// False with an SDL older than 2.0.18, whose wheel events have no precise amounts.
    var hasPreciseWheel = SDLFeatures.linked.hasPreciseWheel
    /// False with an SDL older than 2.26, whose wheel events do not carry the pointer.
    var hasWheelPointer = SDLFeatures.linked.hasWheelPointer
    /// False with an SDL older than 2.0.22, which sends a long composition in pieces.
    var hasExtendedTextEditing = SDLFeatures.linked.hasExtendedTextEditing
    /// The composition so far, joined from the pieces an SDL older than 2.0.22 sends.
    private var composition = ""
    /// Whether a touch device id names an indirect device (a trackpad); by default asks SDL.
    var isIndirectTouchDevice: (SDL_TouchID) -> Bool = { id in
        // SDL's touch list lives in its video subsystem; asking before it started crashes.
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return false }
        let type = SDL_GetTouchDeviceType(id)
        return type == SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE || type == SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
    }

    private struct FingerKey: Hashable {
        let device: SDL_TouchID
        let finger: SDL_FingerID
    }

    /// A translator for the SDL window `windowID` of `pointSize` points.
    init(windowID: UInt32, pointSize: CGSize) {
        self.windowID = windowID
        self.pointSize = pointSize
    }

    /// The touch ids live now (the mouse's and the fingers'), ascending.
    var liveTouchIDs: [Int] {
        (isMouseTouchDown ? [Self.mouseTouch] : []) + fingers.values.sorted()
    }

    /// The inputs `event` stands for (often none, sometimes several), and whether it used
    /// up `next` (a key's own text input).
    /// - Parameters:
    ///   - next: the event queued right after `event`, if any.
    ///   - modState: the `KMOD_` bits held at `event` (`ModifierStates`), for the wheel.
    mutating func translate(_ event: SDL_Event, followedBy next: SDL_Event?,
                            modState: UInt16) -> (inputs: [HostInput], consumesNext: Bool) {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return (mouseButton(event.button), false)
        case SDL_MOUSEMOTION:
            return (mouseMotion(event.motion), false)
        case SDL_MOUSEWHEEL:
            return (mouseWheel(event.wheel, modState: modState), false)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return (finger(event.tfinger), false)
        case SDL_KEYDOWN:
            return keyDown(event.key, next: next)
        case SDL_KEYUP:
            return (keyUp(event.key), false)
        case SDL_TEXTINPUT:
            guard isForThisWindow(event.text.windowID) else { return ([], false) }
            let text = Self.text(of: event.text)
            return (text.isEmpty ? [] : [.text(text)], false)
        case SDL_TEXTEDITING:
            guard isForThisWindow(event.edit.windowID) else { return ([], false) }
            let text = withUnsafeBytes(of: event.edit.text) { Self.string(fromNulTerminated: $0) }
            return ([markedText(text, start: event.edit.start, length: event.edit.length)], false)
        case SDL_TEXTEDITING_EXT:
            // The string is the event's owner's to free (SDLApplication.handle), after this.
            guard isForThisWindow(event.editExt.windowID), let pointer = event.editExt.text else { return ([], false) }
            return ([markedText(String(cString: pointer), start: event.editExt.start, length: event.editExt.length)], false)
        default:
            return ([], false)
        }
    }

    /// Cancels every live touch (the window lost focus, so their ends may never come).
    mutating func cancelAllTouches() -> [HostInput] {
        let ids = liveTouchIDs
        isMouseTouchDown = false
        fingers.removeAll()
        return ids.map { .touchCancel(id: $0) }
    }

    /// True for events of this window (or of no window in particular: id 0).
    func isForThisWindow(_ id: UInt32) -> Bool {
        id == 0 || windowID == 0 || id == windowID
    }

    /// SDL window coordinates as points.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / contentScale, y: CGFloat(y) / contentScale)
    }

    private mutating func mouseButton(_ e: SDL_MouseButtonEvent) -> [HostInput] {
        guard e.which != Self.touchMouseID, isForThisWindow(e.windowID) else { return [] }
        let location = point(e.x, e.y)
        pointer = location
        guard e.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
        if e.type == SDL_MOUSEBUTTONDOWN.rawValue {
            guard !isMouseTouchDown else { return [] }
            isMouseTouchDown = true
            return [.touchDown(id: Self.mouseTouch, location: location)]
        }
        guard isMouseTouchDown else { return [] }
        isMouseTouchDown = false
        return [.touchUp(id: Self.mouseTouch, location: location)]
    }

    private mutating func mouseMotion(_ e: SDL_MouseMotionEvent) -> [HostInput] {
        guard e.which != Self.touchMouseID, isForThisWindow(e.windowID) else { return [] }
        pointer = point(e.x, e.y)
        return isMouseTouchDown ? [.touchMove(id: Self.mouseTouch, location: pointer)] : []
    }

    private mutating func mouseWheel(_ e: SDL_MouseWheelEvent, modState: UInt16) -> [HostInput] {
        guard e.which != Self.touchMouseID, isForThisWindow(e.windowID) else { return [] }
        if hasWheelPointer { pointer = point(e.mouseX, e.mouseY) }
        let flipped = e.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
        let (x, y) = hasPreciseWheel ? (e.preciseX, e.preciseY) : (Float(e.x), Float(e.y))
        guard x != 0 || y != 0 else { return [] }
        let time = TimeInterval(e.timestamp) / 1000
        let (delta, precise) = wheel.delta(x: x, y: y, flipped: flipped, at: time)
        let modifiers = SDLKeyTranslation.modifierFlags(modState)
        return [.wheel(location: pointer, delta: delta, isPrecise: precise, modifiers: modifiers)]
    }

    private mutating func finger(_ e: SDL_TouchFingerEvent) -> [HostInput] {
        guard e.touchId != Self.mouseTouchID, isForThisWindow(e.windowID) else { return [] }
        let key = FingerKey(device: e.touchId, finger: e.fingerId)
        let location = CGPoint(x: CGFloat(e.x) * pointSize.width, y: CGFloat(e.y) * pointSize.height)
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN:
            guard fingers[key] == nil, !isIndirectTouchDevice(e.touchId) else { return [] }
            let taken = Set(fingers.values)
            let id = (1...).first { !taken.contains($0) }!
            fingers[key] = id
            return [.touchDown(id: id, location: location)]
        case SDL_FINGERMOTION:
            guard let id = fingers[key] else { return [] }
            return [.touchMove(id: id, location: location)]
        default:
            guard let id = fingers.removeValue(forKey: key) else { return [] }
            return [.touchUp(id: id, location: location)]
        }
    }

    private mutating func keyDown(_ e: SDL_KeyboardEvent, next: SDL_Event?) -> (inputs: [HostInput], consumesNext: Bool) {
        guard isForThisWindow(e.windowID) else { return ([], false) }
        var text: String?
        if let next, next.type == SDL_TEXTINPUT.rawValue, isForThisWindow(next.text.windowID) {
            text = Self.text(of: next.text)
        }
        guard let key = SDLKeyTranslation.key(e.keysym, typedText: text) else { return ([], text != nil) }
        typedCharacters[e.keysym.scancode.rawValue] = key.characters
        return ([.keyDown(key, isRepeat: e.repeat != 0)], text != nil)
    }

    private mutating func keyUp(_ e: SDL_KeyboardEvent) -> [HostInput] {
        guard isForThisWindow(e.windowID) else { return [] }
        let typed = typedCharacters.removeValue(forKey: e.keysym.scancode.rawValue)
        guard let key = SDLKeyTranslation.key(e.keysym, typedText: typed) else { return [] }
        return [.keyUp(key)]
    }

    /// The UTF-8 text of a text input event.
    static func text(of e: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: e.text) { string(fromNulTerminated: $0) }
    }

    /// UTF-8 bytes up to the first NUL.
    private static func string(fromNulTerminated bytes: UnsafeRawBufferPointer) -> String {
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes.prefix(length), as: UTF8.self)
    }

    /// A composition event's input. `start` and `length` count Unicode scalars: the
    /// highlighted part (a clause being converted), or with `length` -1 the cursor; `start`
    /// -1 means no cursor, put at the end.
    private mutating func markedText(_ text: String, start: Int32, length: Int32) -> HostInput {
        guard hasExtendedTextEditing else {
            // Each piece's `start` is its offset in the whole, `length` its own length; the
            // cursor is not sent.
            composition = start > 0 ? composition + text : text
            return .markedText(composition, selectedRange: NSRange(location: composition.utf16.count, length: 0))
        }
        return .markedText(text, selectedRange: Self.utf16Range(in: text, scalars: start, count: length))
    }

    /// The UTF-16 range of `count` scalars from scalar `start` of `text` (clamped; -1
    /// `count` is an empty range, -1 `start` the end).
    static func utf16Range(in text: String, scalars start: Int32, count: Int32) -> NSRange {
        let scalars = text.unicodeScalars
        guard start >= 0 else { return NSRange(location: text.utf16.count, length: 0) }
        let from = scalars.index(scalars.startIndex, offsetBy: Int(start), limitedBy: scalars.endIndex) ?? scalars.endIndex
        let to = count <= 0 ? from
            : scalars.index(from, offsetBy: Int(count), limitedBy: scalars.endIndex) ?? scalars.endIndex
        let location = text.utf16.distance(from: text.utf16.startIndex, to: from)
        return NSRange(location: location, length: text.utf16.distance(from: from, to: to))
    }
}
