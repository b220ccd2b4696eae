import CSDL2
import UIKit

/// Presents through the window surface: the frame is drawn straight into the surface SDL
/// keeps for the window (X11 shared memory) when the surface stores pixels as frames do,
/// else the changed rectangles are copied into it; then only they are sent to the window
/// system (`SDL_UpdateWindowSurfaceRects`). No texture, no back buffer to redraw.
final class SDLSurfacePresenter {
    private let window: OpaquePointer
    /// The surface last seen and the bitmap over its pixels (nil when its format is not
    /// the frame's): SDL frees a surface inside `SDL_GetWindowSurface` when the window
    /// was resized, so every call goes through `currentSurface()`, which hands the new
    /// one on at once.
    private var seen: (surface: UnsafeMutablePointer<SDL_Surface>, pixels: UnsafeMutableRawPointer?,
                       width: Int32, height: Int32)?
    private(set) var frameTarget: Bitmap?
    /// Called with the new `frameTarget` whenever SDL replaced the surface (nil when the
    /// new one cannot be drawn into): whoever draws into the old one must stop at once.
    var onFrameTargetChange: ((Bitmap?) -> Void)?
    /// The surface last uploaded to and the frame size it holds, to tell when SDL replaced
    /// it (after a resize) and the whole frame must go again.
    private var uploadedSurface: (surface: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32)?
    private var uploadedSize = (width: 0, height: 0)
    private var sdlRects: [SDL_Rect] = []

    /// Fails with `SDLError` when SDL cannot give the window a surface.
    init(window: OpaquePointer) throws {
        self.window = window
        _ = try currentSurface()
    }

    /// The window's surface, now: a replaced one gets its `frameTarget` before anything
    /// else happens.
    private func currentSurface() throws -> UnsafeMutablePointer<SDL_Surface> {
        guard let s = SDL_GetWindowSurface(window) else {
            if seen != nil { replaceTarget(nil) }
            seen = nil
            throw SDLError("SDL_GetWindowSurface")
        }
        let now = (surface: s, pixels: s.pointee.pixels, width: s.pointee.w, height: s.pointee.h)
        if seen.map({ $0 != now }) ?? true {
            seen = now
            replaceTarget(Self.bitmap(over: s))
        }
        return s
    }

    private func replaceTarget(_ target: Bitmap?) {
        frameTarget = target
        onFrameTargetChange?(target)
    }

    /// A bitmap over `surface`'s pixels when they are 32-bit (A|X)RGB with whole-pixel
    /// rows, as frames are (X11's usual 24-bit visual); nil otherwise.
    private static func bitmap(over surface: UnsafeMutablePointer<SDL_Surface>) -> Bitmap? {
        guard let pixels = surface.pointee.pixels, let format = surface.pointee.format else { return nil }
        let pitch = Int(surface.pointee.pitch), width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        guard storesFramePixels(format.pointee.format),
              width > 0, height > 0, pitch % 4 == 0, pitch / 4 >= width else { return nil }
        let rowStride = pitch / 4
        let storage = PixelStorage(borrowing: pixels.bindMemory(to: UInt32.self, capacity: rowStride * height),
                                   count: (height - 1) * rowStride + width)
        return Bitmap(width: width, height: height, rowStride: rowStride, storage: storage, offset: 0)
    }

    /// Whether a surface of pixel format `format` stores pixels as frames do: 32-bit
    /// (A|X)RGB, X11's usual 24-bit visual.
    private static func storesFramePixels(_ format: UInt32) -> Bool {
        format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
    }

    /// Takes the surface SDL has now, handing a replaced one on (`onFrameTargetChange`).
    func refreshSurface() {
        _ = try? currentSurface()
    }

    /// The surface's size in device pixels.
    var pixelSize: (width: Int, height: Int) {
        guard let s = try? currentSurface() else { return (0, 0) }
        return (Int(s.pointee.w), Int(s.pointee.h))
    }

    func invalidate() {
        uploadedSurface = nil
        uploadedSize = (0, 0)
    }

    func present(_ frame: Bitmap, changed: [PixelRect]) throws {
        let wasInPlace = frameTarget.map { $0.storage === frame.storage } ?? false
        let s = try currentSurface()
        let inPlace = frameTarget.map { $0.storage === frame.storage } ?? false
        // SDL replaced the surface the frame was drawn into (a resize since it was drawn)
        // and freed its memory: nothing of the frame can be read. The compositor was handed
        // the new surface and draws the next frame whole into it.
        if wasInPlace && !inPlace { return }
        let bounds = PixelRect(x: 0, y: 0, width: Int(s.pointee.w), height: Int(s.pointee.h))
        sdlRects.removeAll(keepingCapacity: true)
        let current = (surface: s, width: s.pointee.w, height: s.pointee.h)
        if uploadedSurface.map({ $0 != current }) ?? true || uploadedSize != (frame.width, frame.height) {
            // A new surface, or a frame of another size: everything goes, and what the frame
            // does not cover is black, as the renderer paths show it. A frame drawn in
            // place covers the surface and was drawn whole into it.
            if !inPlace {
                guard SDL_FillRect(s, nil, 0) == 0 else { throw SDLError("SDL_FillRect") }
                try copy(frame.bounds.intersection(bounds), of: frame, into: s)
            }
            uploadedSurface = current
            uploadedSize = (frame.width, frame.height)
            sdlRects.append(SDL_Rect(x: 0, y: 0, w: s.pointee.w, h: s.pointee.h))
        } else if changed.isEmpty {
            // The window system lost the window's pixels; the surface still holds them.
            sdlRects.append(SDL_Rect(x: 0, y: 0, w: s.pointee.w, h: s.pointee.h))
        } else {
            for r in changed {
                let clipped = r.intersection(bounds)
                guard !clipped.isEmpty else { continue }
                if !inPlace { try copy(clipped, of: frame, into: s) }
                sdlRects.append(SDL_Rect(x: Int32(clipped.x), y: Int32(clipped.y), w: Int32(clipped.width),
                                         h: Int32(clipped.height)))
            }
        }
        guard !sdlRects.isEmpty else { return }
        guard SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)) == 0 else {
            throw SDLError("SDL_UpdateWindowSurfaceRects")
        }
    }

    /// Copies `rect` (inside both) of `frame` into `surface`: plain row copies when the
    /// surface stores 32-bit (A|X)RGB as the frame does, SDL's conversion otherwise.
    private func copy(_ rect: PixelRect, of frame: Bitmap, into surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard !rect.isEmpty, let pixels = surface.pointee.pixels, let format = surface.pointee.format else { return }
        let pitch = Int(surface.pointee.pitch)
        let bytesPerPixel = Int(format.pointee.BytesPerPixel)
        let destination = pixels + rect.y * pitch + rect.x * bytesPerPixel
        let f = format.pointee.format
        if Self.storesFramePixels(f) {
            for row in 0..<rect.height {
                (destination + row * pitch).copyMemory(from: frame.row(rect.y + row) + rect.x, byteCount: rect.width * 4)
            }
            return
        }
        guard SDL_ConvertPixels(Int32(rect.width), Int32(rect.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                                frame.row(rect.y) + rect.x, Int32(frame.bytesPerRow), f, destination,
                                Int32(pitch)) == 0 else {
            throw SDLError("SDL_ConvertPixels")
        }
    }

    func readBackPresentedPixels() throws -> Bitmap {
        let s = try currentSurface()
        let bitmap = Bitmap(width: Int(s.pointee.w), height: Int(s.pointee.h))
        guard let pixels = s.pointee.pixels, let format = s.pointee.format,
              SDL_ConvertPixels(s.pointee.w, s.pointee.h, format.pointee.format, pixels, s.pointee.pitch,
                                SDL_PIXELFORMAT_ARGB8888.rawValue, bitmap.row(0), Int32(bitmap.bytesPerRow)) == 0 else {
            throw SDLError("SDL_ConvertPixels")
        }
        return bitmap
    }
}
