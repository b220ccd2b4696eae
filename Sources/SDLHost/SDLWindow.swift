import CSDL2
import Foundation
import UIKit

/// An SDL window that shows Raster frames 1:1: a streaming ARGB8888 texture (the
/// framebuffer's own format, so uploads are plain copies) the size of the drawable in
/// device pixels, updated only where frames changed.
public final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// True when the renderer waits for the display's refresh in `SDL_RenderPresent`.
    public let hasVSync: Bool
    /// SDL window units per point: the desktop's scale on X11 (`DesktopScale`), where SDL
    /// makes windows one unit per pixel; 1 where SDL scales itself (Wayland, macOS).
    public let contentScale: CGFloat

    /// Opens a resizable, HiDPI-aware window of `size` points titled `title`, at
    /// `contentScale` SDL units per point (by default `DesktopScale.current()`).
    /// Throws `SDLError` when SDL has no display or cannot make the window.
    public init(title: String, size: CGSize, resizable: Bool = true, contentScale: CGFloat? = nil) throws {
        try SDLVideo.start()
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let center = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        var units = contentScale ?? DesktopScale.current()
        if !(units.isFinite && units > 0) { units = 1 }
        guard let window = SDL_CreateWindow(title, center, center, Int32((size.width * units).rounded()),
                                            Int32((size.height * units).rounded()), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        // Vsync where the driver has it; SDL falls back to its software renderer without a GPU.
        let wanted = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, wanted) ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.window = window
        self.renderer = renderer
        // Where SDL gives the window more pixels than units itself, its scale is the one.
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        if units != 1, w > 0, pw > w {
            units = 1
            SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
        }
        self.contentScale = units
        var info = SDL_RendererInfo()
        hasVSync = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in points: SDL's window coordinates over `contentScale`.
    public var pointSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w) / contentScale, height: CGFloat(h) / contentScale)
    }

    /// The drawable's size in device pixels.
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Device pixels per point: 2 on a HiDPI display, else 1.
    public var scale: CGFloat {
        let points = pointSize
        guard points.width > 0 else { return 1 }
        let s = CGFloat(pixelSize.width) / points.width
        return s > 0 ? s : 1
    }

    /// The window's numeric SDL id (events name their window by it).
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Sets the window's title.
    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Whether the window covers its display (desktop fullscreen: the display's mode is
    /// kept, the window is resized to it).
    public var isFullscreen: Bool {
        SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }

    /// Makes the window cover its display, or a window again. SDL reports the new size
    /// with `SDL_WINDOWEVENT_SIZE_CHANGED`, which relayouts the content as any resize.
    /// Returns false when the window system refused.
    @discardableResult
    public func setFullscreen(_ fullscreen: Bool) -> Bool {
        SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) == 0
    }

    /// Asks for a window of `size` points. SDL reports the size the window system granted
    /// with `SDL_WINDOWEVENT_SIZE_CHANGED`; read `pointSize` for it.
    public func setPointSize(_ size: CGSize) {
        SDL_SetWindowSize(window, Int32((size.width * contentScale).rounded()),
                          Int32((size.height * contentScale).rounded()))
    }

    /// The refresh rate of the display the window is on, in hertz; nil when the driver
    /// does not know it (Xvfb reports 0).
    public var refreshRate: Int? {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Int(mode.refresh_rate)
    }

    /// Forgets the texture (after SDL lost it: `SDL_RENDER_DEVICE_RESET`), so the next
    /// present makes a new one and uploads the whole frame.
    public func invalidateTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureSize = (0, 0)
    }

    /// Uploads the `changed` rectangles of `frame` (device pixels) and presents it, drawn
    /// 1:1 from the window's top-left corner (never scaled). A frame whose size differs
    /// from the texture recreates the texture and uploads it whole; `changed` empty
    /// presents the previous upload again (after the window system lost the window's
    /// contents).
    public func present(_ frame: Bitmap, changed: [PixelRect]) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        var rects = changed
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { SDL_DestroyTexture(texture) }
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                            Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                            Int32(frame.width), Int32(frame.height)) else {
                throw SDLError("SDL_CreateTexture")
            }
            texture = t
            textureSize = (frame.width, frame.height)
            rects = [frame.bounds]
        }
        for r in rects where !r.isEmpty {
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
    /// frame (rounding of a fractional scale) must not stretch it.
    private func drawTexture() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        guard let texture else { return }
        var target = SDL_Rect(x: 0, y: 0, w: Int32(textureSize.width), h: Int32(textureSize.height))
        SDL_RenderCopy(renderer, texture, nil, &target)
    }

    /// Reads back the pixels last presented (device pixels, premultiplied BGRA8 as the
    /// frame was), for tests and screenshots of what the window shows.
    public func readBackPresentedPixels() throws -> Bitmap {
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
