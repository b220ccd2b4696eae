import CSDL2
import UIKit

/// Presents through an SDL renderer (accelerated or SDL's software one): a streaming
/// ARGB8888 texture (the frame's own format, so uploads are plain copies) the size of the
/// frame, updated where frames changed, drawn 1:1 and presented.
final class SDLRendererPresenter {
    private(set) var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// True when the renderer waits for the display's refresh in `SDL_RenderPresent`.
    let hasVSync: Bool
    /// The renderer's name as SDL reports it ("opengl", "software", ...).
    let name: String

    /// Takes ownership of `renderer` (destroyed by `close()`).
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let known = SDL_GetRendererInfo(renderer, &info) == 0
        hasVSync = known && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        name = known && info.name != nil ? String(cString: info.name) : ""
    }

    /// Destroys the texture and the renderer, before the window goes or gets a surface
    /// instead; the presenter is not used afterwards.
    func close() {
        invalidate()
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
    }

    /// OpenGL's `GL_RENDERER` string (the driver doing the drawing, "llvmpipe (LLVM ...)"
    /// for Mesa's software rasterizer), nil for renderers that are not OpenGL.
    var glRenderer: String? {
        guard name.hasPrefix("opengl"), let proc = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(proc, to: GetString.self)
        return getString(0x1F01 /* GL_RENDERER */).map { String(cString: $0) }
    }

    /// The drawable's size in device pixels.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    func invalidate() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureSize = (0, 0)
    }

    func present(_ frame: Bitmap, changed: [PixelRect]) throws {
        var wholeFrame = false
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { SDL_DestroyTexture(texture) }
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                            Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                            Int32(frame.width), Int32(frame.height)) else {
                throw SDLError("SDL_CreateTexture")
            }
            texture = t
            textureSize = (frame.width, frame.height)
            wholeFrame = true
        }
        for r in wholeFrame ? [frame.bounds] : changed where !r.isEmpty {
            var sdlRect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            let first = frame.row(r.y) + r.x
            guard SDL_UpdateTexture(texture, &sdlRect, first, Int32(frame.bytesPerRow)) == 0 else {
                throw SDLError("SDL_UpdateTexture")
            }
        }
        drawTexture()
        SDL_RenderPresent(renderer)
    }

    /// Draws the texture into the back buffer at 1:1: a drawable a pixel larger than the
    /// frame (rounding of a fractional scale) must not stretch it. The back buffer's
    /// contents after a present are undefined, so the whole of it is drawn each time; the
    /// clear is skipped when the texture covers the drawable.
    private func drawTexture() {
        let (w, h) = pixelSize
        if texture == nil || textureSize.width < w || textureSize.height < h {
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
        }
        guard let texture else { return }
        var target = SDL_Rect(x: 0, y: 0, w: Int32(textureSize.width), h: Int32(textureSize.height))
        SDL_RenderCopy(renderer, texture, nil, &target)
    }

    func readBackPresentedPixels() throws -> Bitmap {
        // The back buffer's contents after a present are undefined, so draw the texture
        // again (without presenting) and read that.
        drawTexture()
        let (w, h) = pixelSize
        let bitmap = Bitmap(width: w, height: h)
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bitmap.row(0),
                                   Int32(bitmap.bytesPerRow)) == 0 else {
            throw SDLError("SDL_RenderReadPixels")
        }
        return bitmap
    }
}
