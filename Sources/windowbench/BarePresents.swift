import CSDL2
import Foundation
import SDLHost
import UIKit

/// One way of showing a frame that sits in memory, on a window of its own: `present(_:)`
/// shows the frame's pixels in `rect` (device pixels), the rest as presented before.
protocol FramePresenter: AnyObject {
    func present(_ rect: PixelRect) throws
    /// Closes the window.
    func close()
}

/// A window for the bare presents: SDL calls only, none of ours.
private func bareWindow(_ frame: Bitmap) throws -> OpaquePointer {
    let center = Int32(SDL_WINDOWPOS_CENTERED_MASK)
    guard let window = SDL_CreateWindow("windowbench", center, center, Int32(frame.width), Int32(frame.height),
                                        SDL_WINDOW_SHOWN.rawValue) else { throw SDLBenchError("SDL_CreateWindow") }
    return window
}

/// SDL's error after `operation` failed.
struct SDLBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ operation: String) { description = "\(operation): \(String(cString: SDL_GetError()))" }
}

/// The floor of an SDL renderer (OpenGL, or SDL's software renderer): what any program
/// showing a changing frame through it does at least: update the changed rect of a
/// streaming texture, draw the texture (the back buffer is undefined after a present), and
/// present. No clear, no vsync.
final class BareRendererPresenter: FramePresenter {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let texture: OpaquePointer
    private let frame: Bitmap
    /// False when window and renderer are someone else's (see `init(frame:window:)`).
    private let ownsWindow: Bool
    /// SDL's name for the renderer.
    let name: String

    /// On a window and renderer of its own, made with `flags`.
    convenience init(frame: Bitmap, flags: UInt32) throws {
        let window = try bareWindow(frame)
        guard let renderer = SDL_CreateRenderer(window, -1, flags) else {
            SDL_DestroyWindow(window)
            throw SDLBenchError("SDL_CreateRenderer")
        }
        try self.init(frame: frame, window: window, renderer: renderer, owned: true)
    }

    /// On the renderer `window` already has (ours, for a floor measured on the same window).
    convenience init(frame: Bitmap, window: OpaquePointer) throws {
        guard let renderer = SDL_GetRenderer(window) else { throw SDLBenchError("SDL_GetRenderer") }
        try self.init(frame: frame, window: window, renderer: renderer, owned: false)
    }

    private init(frame: Bitmap, window: OpaquePointer, renderer: OpaquePointer, owned: Bool) throws {
        self.frame = frame
        self.window = window
        self.renderer = renderer
        ownsWindow = owned
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(frame.width), Int32(frame.height)) else {
            if owned {
                SDL_DestroyRenderer(renderer)
                SDL_DestroyWindow(window)
            }
            throw SDLBenchError("SDL_CreateTexture")
        }
        self.texture = texture
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = String(cString: info.name)
    }

    func present(_ rect: PixelRect) throws {
        var r = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        guard SDL_UpdateTexture(texture, &r, frame.row(rect.y) + rect.x, Int32(frame.bytesPerRow)) == 0,
              SDL_RenderCopy(renderer, texture, nil, nil) == 0 else { throw SDLBenchError("SDL_UpdateTexture") }
        SDL_RenderPresent(renderer)
    }

    func close() {
        SDL_DestroyTexture(texture)
        guard ownsWindow else { return }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}

/// The floor of the window surface: copy the changed rect's rows into the surface and send
/// that rect (`SDL_UpdateWindowSurfaceRects`).
final class BareSurfacePresenter: FramePresenter {
    private let window: OpaquePointer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let frame: Bitmap
    private let ownsWindow: Bool

    /// On a window of its own, or on `window`'s surface (ours, for a floor measured on the
    /// same window).
    init(frame: Bitmap, window existing: OpaquePointer? = nil) throws {
        self.frame = frame
        window = try existing ?? bareWindow(frame)
        ownsWindow = existing == nil
        guard let surface = SDL_GetWindowSurface(window), surface.pointee.format.pointee.BytesPerPixel == 4 else {
            if existing == nil { SDL_DestroyWindow(window) }
            throw SDLBenchError("SDL_GetWindowSurface (32-bit)")
        }
        self.surface = surface
    }

    func present(_ rect: PixelRect) throws {
        let pitch = Int(surface.pointee.pitch)
        let first = surface.pointee.pixels + rect.y * pitch + rect.x * 4
        for row in 0..<rect.height {
            (first + row * pitch).copyMemory(from: frame.row(rect.y + row) + rect.x, byteCount: rect.width * 4)
        }
        var r = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        guard SDL_UpdateWindowSurfaceRects(window, &r, 1) == 0 else { throw SDLBenchError("SDL_UpdateWindowSurfaceRects") }
    }

    func close() { if ownsWindow { SDL_DestroyWindow(window) } }
}

/// Our window's present (`SDLWindow.present(_:changed:)`) on the path it chose, or on `path`.
final class OurPresenter: FramePresenter {
    private var window: SDLWindow?
    private let frame: Bitmap
    private var changed: [PixelRect] = [.zero]
    /// The path the window presents through, and why.
    let path: SDLPresentPath, reason: String

    init(frame: Bitmap, path: SDLPresentPath?) throws {
        self.frame = frame
        let window = try SDLWindow(title: "windowbench", size: CGSize(width: frame.width, height: frame.height),
                                   resizable: false, presentPath: path)
        self.window = window
        self.path = window.presentPath
        reason = window.presentPathReason
    }

    func present(_ rect: PixelRect) throws {
        changed[0] = rect
        try window?.present(frame, changed: changed)
    }

    func close() { window = nil }
}
