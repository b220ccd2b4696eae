// SDLHost: the SDL2 window that hosts a `UIWindow`: presents Raster frames unconverted
// (ARGB8888 streaming texture) and translates SDL input into touches, wheel, pinch and keys.
import CSDL2
import UIKit

/// The version of the SDL2 library linked at run time, e.g. "2.26.5".
public var linkedSDLVersion: String {
    var v = SDL_version()
    SDL_GetVersion(&v)
    return "\(v.major).\(v.minor).\(v.patch)"
}
