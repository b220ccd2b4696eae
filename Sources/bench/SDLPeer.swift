import CSDL2
import Foundation
import Raster

/// SDL2's software surfaces over our bitmaps' memory (no copies), ARGB8888 as ours.
final class SDLSurface {
    let surface: UnsafeMutablePointer<SDL_Surface>

    init(_ bitmap: Bitmap) {
        surface = SDL_CreateRGBSurfaceWithFormatFrom(bitmap.row(0), Int32(bitmap.width), Int32(bitmap.height), 32,
                                                     Int32(bitmap.bytesPerRow),
                                                     UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))!
    }

    deinit { SDL_FreeSurface(surface) }

    /// Bilinear stretch of `source` (pixels) onto `destination` (pixels): SDL's
    /// `SDL_SoftStretchLinear`, a copy (no blending), whole-pixel rectangles only.
    func stretchLinear(_ source: PixelRect, onto target: SDLSurface, at destination: PixelRect) -> Bool {
        var s = SDL_Rect(x: Int32(source.x), y: Int32(source.y), w: Int32(source.width), h: Int32(source.height))
        var d = SDL_Rect(x: Int32(destination.x), y: Int32(destination.y), w: Int32(destination.width),
                         h: Int32(destination.height))
        return SDL_SoftStretchLinear(surface, &s, target.surface, &d) == 0
    }

    /// Unscaled blend onto `target` at (`x`, `y`): `SDL_BlitSurface` with
    /// `SDL_BLENDMODE_BLEND` (straight alpha, so the result differs for translucent pixels;
    /// the work is the same).
    func blend(onto target: SDLSurface, x: Int, y: Int) {
        SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_BLEND)
        var d = SDL_Rect(x: Int32(x), y: Int32(y), w: surface.pointee.w, h: surface.pointee.h)
        SDL_UpperBlit(surface, nil, target.surface, &d)
    }
}

/// SDL's version, "major.minor.patch".
var sdlVersion: String {
    var v = SDL_version()
    SDL_GetVersion(&v)
    return "\(v.major).\(v.minor).\(v.patch)"
}
