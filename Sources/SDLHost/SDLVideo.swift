import CSDL2
import Foundation

/// SDL's video subsystem, started once per process.
enum SDLVideo {
    nonisolated(unsafe) private static var started = false

    /// Starts SDL video; throws `SDLError` (with SDL's reason, such as "No available video
    /// device") when there is no display.
    static func start() throws {
        guard !started else { return }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init(video)") }
        // Without a display SDL quietly falls back to its invisible "offscreen" driver; a
        // window nobody can see is no window, unless someone asked for that driver.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != nil
        if !requested, driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            throw SDLError(operation: "SDL_Init(video)",
                           message: "no display (DISPLAY and WAYLAND_DISPLAY are unset; SDL found only its \(driver) driver)")
        }
        started = true
    }

    /// The one line a program prints when there is no display.
    static func noDisplayMessage(program: String, error: Error) -> String {
        "\(program): no display available (\(error)); run it under a desktop session, " +
            "under `xvfb-run -a \(program) ...`, or with --headless"
    }
}
