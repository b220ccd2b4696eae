import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// Skips a window test in `make test`'s headless step, which runs every test (this
/// suite's own headless ones too) and sets SCROLLKIT_SKIP_WINDOW_TESTS: window tests run in
/// a step of their own under xvfb-run. (A `--skip SDLHostTests` would have `swift test`
/// pass every other test's name in one argument, which outgrew Linux's 128 KiB limit.)
func skipIfWindowTestsRunElsewhere() throws {
    if ProcessInfo.processInfo.environment["SCROLLKIT_SKIP_WINDOW_TESTS"] != nil {
        throw XCTSkip("window tests run in their own step (SCROLLKIT_SKIP_WINDOW_TESTS is set)")
    }
}

/// Window tests need a display: `make test` runs this suite under xvfb-run and sets
/// SCROLLKIT_REQUIRE_DISPLAY, so there a missing display fails instead of skipping.
func requireDisplay<T>(_ open: () throws -> T) throws -> T {
    try skipIfWindowTestsRunElsewhere()
    do {
        return try open()
    } catch let error as SDLError where ProcessInfo.processInfo.environment["SCROLLKIT_REQUIRE_DISPLAY"] == nil {
        throw XCTSkip("no display for window tests (\(error)); run under xvfb-run")
    }
}

/// Opens an application window of `size` points, drained of its opening events.
func openApplication(_ size: CGSize, manualClock: ManualClock? = nil) throws -> SDLApplication {
    let app = try requireDisplay { try SDLApplication(title: "ScrollKit test", size: size, manualClock: manualClock) }
    app.screenshotShortcut = nil
    try app.processPendingEvents()
    return app
}

/// Runs `app.run()` with a watchdog: when the loop has not returned after `seconds`, a
/// quit event is pushed from another thread, so a loop that would never end fails the
/// test instead of hanging the run. True when the loop returned by itself.
func runWithWatchdog(_ app: SDLApplication, seconds: TimeInterval = 5) throws -> Bool {
    /// Shared with the watchdog thread; the semaphore orders the flag's write before its read.
    final class Watchdog: @unchecked Sendable {
        let returned = DispatchSemaphore(value: 0)
        let fired = DispatchSemaphore(value: 0)
        var didFire = false
    }
    let watchdog = Watchdog()
    Thread {
        if watchdog.returned.wait(timeout: .now() + seconds) == .timedOut {
            watchdog.didFire = true
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
        watchdog.fired.signal()
    }.start()
    let ran = Result { try app.run() }
    watchdog.returned.signal()
    watchdog.fired.wait()
    try ran.get()
    return !watchdog.didFire
}

/// SDL events as a window system would queue them, for `SDL_PushEvent` and the translator.
enum SDLEvents {
    static func button(_ down: Bool, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        e.button.windowID = window
        e.button.button = UInt8(button)
        e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.button.clicks = 1
        e.button.x = x
        e.button.y = y
        return e
    }

    static func motion(x: Int32, y: Int32, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.windowID = window
        e.motion.x = x
        e.motion.y = y
        return e
    }

    static func wheel(x: Float, y: Float, at point: (Int32, Int32), flipped: Bool = false, window: UInt32 = 0,
                      timestamp: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.timestamp = timestamp
        e.wheel.windowID = window
        e.wheel.x = Int32(x.rounded(.towardZero))
        e.wheel.y = Int32(y.rounded(.towardZero))
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        e.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
        e.wheel.mouseX = point.0
        e.wheel.mouseY = point.1
        return e
    }

    static func finger(_ type: SDL_EventType, finger: SDL_FingerID, x: Float, y: Float, device: SDL_TouchID = 7,
                       window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = device
        e.tfinger.fingerId = finger
        e.tfinger.x = x
        e.tfinger.y = y
        e.tfinger.windowID = window
        return e
    }

    static func key(_ down: Bool, scancode: SDL_Scancode, sym: Int32, mod: SDL_Keymod = KMOD_NONE,
                    isRepeat: Bool = false, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        e.key.windowID = window
        e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.key.repeat = isRepeat ? 1 : 0
        e.key.keysym.scancode = scancode
        e.key.keysym.sym = sym
        e.key.keysym.mod = UInt16(mod.rawValue)
        return e
    }

    /// `string`'s UTF-8 into an event's fixed text array (the rest zero, one NUL kept).
    private static func copyNulTerminated<Field>(_ string: String, into field: inout Field) {
        withUnsafeMutableBytes(of: &field) { bytes in
            for (i, b) in string.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = b }
        }
    }

    static func text(_ string: String, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        e.text.windowID = window
        copyNulTerminated(string, into: &e.text.text)
        return e
    }

    /// A composition as SDL sends it: `start` and `length` in Unicode scalars.
    static func editing(_ string: String, start: Int32, length: Int32, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        e.edit.windowID = window
        e.edit.start = start
        e.edit.length = length
        copyNulTerminated(string, into: &e.edit.text)
        return e
    }

    /// A long composition as SDL sends it (`SDL_TEXTEDITING_EXT`): the string is SDL's
    /// allocation, for whoever takes the event to free.
    static func editingExt(_ string: String, start: Int32, length: Int32, window: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING_EXT.rawValue
        e.editExt.windowID = window
        e.editExt.start = start
        e.editExt.length = length
        e.editExt.text = SDL_strdup(string)
        return e
    }

    static func windowEvent(_ id: SDL_WindowEventID, window: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.windowID = window
        e.window.event = UInt8(id.rawValue)
        return e
    }

    /// Queues `events` in SDL's queue, in order.
    static func push(_ events: SDL_Event...) {
        for var e in events {
            XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
        }
    }
}

/// A view that records the keys pressed on it while first responder.
final class KeyRecordingView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { log.append("down \(describe(p))") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { log.append("up \(describe(p))") }
    }
    private func describe(_ p: UIPress) -> String {
        guard let key = p.key else { return "?" }
        return "\(key.keyCode.rawValue) '\(key.characters)' '\(key.charactersIgnoringModifiers)' " +
            "\(key.modifierFlags.rawValue >> 16)\(p.isRepeat ? " repeat" : "")"
    }
}

extension Bitmap {
    /// The pixel at (x, y) without alpha, as 0xRRGGBB.
    func rgb(_ x: Int, _ y: Int) -> UInt32 { self[x, y] & 0xFF_FFFF }
}
