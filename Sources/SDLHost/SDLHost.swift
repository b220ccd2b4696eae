// SDLHost: the real window. `SDLApplication` opens an `SDLWindow` (SDL2, HiDPI aware),
// hosts a `UIWindow` in it and runs the event loop; everything UIKit needs from a
// platform arrives through UIKit's own host vocabulary (`HostInput` in, `FrameLoop` for
// time and the frame sequence, `FrameCompositor` out), so UIKit never sees SDL and runs the
// same code headless.
//
// Why so:
// - Frames go to SDL unconverted: the compositor's premultiplied BGRA8 bitmap is SDL's
//   ARGB8888 on little-endian, uploaded into a streaming texture only where it changed,
//   and drawn 1:1 (the bitmap is already the drawable's size in device pixels).
// - The loop sleeps in SDL_WaitEventTimeout for exactly as long as nothing is due
//   (`FramePacing`, a pure function of the next gesture deadline and the next display-link
//   frame), so an idle window uses no CPU and an animating one ticks once per refresh.
// - SDL events become `HostInput` in one value type (`SDLInputTranslator`) fed whole
//   batches, so translation is tested without a window, and the same tests push real
//   events through a real window under Xvfb and read the presented pixels back.
// - No display is an expected condition, not a crash: `SDLApplication.runOrExit` prints
//   one line saying how to run instead and exits with status 69.
import CSDL2
import UIKit

/// The version of the SDL2 library linked at run time, e.g. "2.26.5".
public var linkedSDLVersion: String {
    var v = SDL_version()
    SDL_GetVersion(&v)
    return "\(v.major).\(v.minor).\(v.patch)"
}
