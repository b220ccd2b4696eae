import CFreeType
import Foundation

/// The process's one FreeType library instance. FreeType allows one `FT_Library` to serve
/// many threads as long as creating and destroying faces is serialised, which `lock` does;
/// each `FontFace` serialises the use of its own `FT_Face`.
final class FreeTypeLibrary: @unchecked Sendable {
    /// The shared library, or the FreeType error code when it could not be initialised.
    static let shared: Result<FreeTypeLibrary, FreeTypeInitError> = {
        var handle: FT_Library?
        let error = FT_Init_FreeType(&handle)
        guard error == 0, let handle else { return .failure(FreeTypeInitError(code: error)) }
        return .success(FreeTypeLibrary(handle: handle))
    }()

    /// The FreeType library handle.
    let handle: FT_Library
    /// Serialises `FT_New_Face`, `FT_Done_Face` and face numbering.
    let lock = NSLock()
    private var lastFaceID: UInt32 = 0

    private init(handle: FT_Library) { self.handle = handle }

    /// A number no other face of this process has had: glyph caches key on it, so a face
    /// created where a freed one lived never meets the old face's glyphs.
    func makeFaceID() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        lastFaceID &+= 1
        return lastFaceID
    }
}

/// FreeType's initialisation failed with `code`.
struct FreeTypeInitError: Error {
    let code: Int32
}
