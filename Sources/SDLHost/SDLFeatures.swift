import CSDL2

/// What the SDL library linked at run time supports, from its version: the headers we
/// build with may be newer than the library a user runs with, and fields SDL added later
/// are not filled in by older libraries.
struct SDLFeatures {
    /// Wheel events carry `preciseX`/`preciseY` (SDL 2.0.18).
    let hasPreciseWheel: Bool
    /// Wheel events carry the pointer's position, `mouseX`/`mouseY` (SDL 2.26.0).
    let hasWheelPointer: Bool
    /// `SDL_HINT_IME_SUPPORT_EXTENDED_TEXT` exists (SDL 2.0.22): a composition arrives whole
    /// (`SDL_TEXTEDITING_EXT` when long) with its cursor, not cut into 31-byte pieces.
    let hasExtendedTextEditing: Bool

    /// The features of SDL version `major.minor.patch`.
    init(major: Int, minor: Int, patch: Int) {
        let v = (major, minor, patch)
        hasPreciseWheel = v >= (2, 0, 18)
        hasWheelPointer = v >= (2, 26, 0)
        hasExtendedTextEditing = v >= (2, 0, 22)
    }

    /// The linked library's features.
    static let linked: SDLFeatures = {
        var v = SDL_version()
        SDL_GetVersion(&v)
        return SDLFeatures(major: Int(v.major), minor: Int(v.minor), patch: Int(v.patch))
    }()
}
