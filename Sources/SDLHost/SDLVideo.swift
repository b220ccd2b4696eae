import CSDL2
import Foundation

/// SDL's video subsystem, started once per process.
enum SDLVideo {
    nonisolated(unsafe) private static var started = false

    /// Starts SDL video; throws `SDLError` with `isMissingDisplay` when there is no display.
    ///
    /// With neither `DISPLAY` nor `WAYLAND_DISPLAY` set, and no driver forced with
    /// `SDL_VIDEODRIVER`, SDL is not even asked: it would try X11, then Wayland (whose
    /// library prints its own complaint to stderr), then settle on its invisible
    /// "offscreen" driver. A console user can still force a driver (`SDL_VIDEODRIVER=kmsdrm`).
    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard !started else { return }
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        let requested = isSet("SDL_VIDEODRIVER")
        if !requested, !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY") {
            throw SDLError(operation: "SDL video", message: "DISPLAY and WAYLAND_DISPLAY are unset",
                           isMissingDisplay: true)
        }
        if !requested, !isSet("WAYLAND_DISPLAY") {
            // Only X11 can work; without this, an unreachable DISPLAY sends SDL on to try
            // Wayland, whose library prints a complaint of its own.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // A window surface (and SDL's software renderer, which draws into one) is the
        // window system's own memory (X11 shared memory), not a texture SDL would draw
        // through OpenGL behind our back: SDLPresentPath chooses the renderer itself.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        // Touches and the mouse are translated separately (SDLInputTranslator); SDL's
        // emulation of one by the other would deliver each gesture twice.
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // An input method's composition whole, with its cursor (SDL_TEXTEDITING_EXT when
        // long); without it SDL cuts it into 31-byte pieces and drops the cursor.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let error = SDLError("SDL_Init(video)")
            throw SDLError(operation: error.operation, message: error.message, isMissingDisplay: true)
        }
        // Without a reachable display SDL quietly falls back to its invisible "offscreen"
        // driver; a window nobody can see is no window, unless someone asked for that driver.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if !requested, driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            throw SDLError(operation: "SDL_Init(video)",
                           message: "no display (SDL found only its \(driver) driver)", isMissingDisplay: true)
        }
        started = true
        // SDL's video stays up for the process, and with it the desktop's clipboard.
        SDLClipboard.connect()
    }

    /// The one line a program prints when there is no display.
    static func noDisplayMessage(program: String, error: Error, headlessOption: String?) -> String {
        let ways = headlessOption.map { "in a desktop session, under `xvfb-run -a \(program) ...`, or with \($0)" }
            ?? "in a desktop session or under `xvfb-run -a \(program) ...`"
        return "\(program): no display available (\(error)); run it \(ways)"
    }
}
