import CSDL2
import Foundation
import UIKit

/// An SDL window that shows Raster frames 1:1, uploading only where frames changed, through
/// the present path chosen at start-up (`SDLPresentPath`): SDL's accelerated renderer on a
/// real GPU, the window surface where OpenGL is a software rasterizer or SDL has no
/// accelerated renderer; `SCROLLKIT_PRESENT` overrides the choice.
public final class SDLWindow {
    let window: OpaquePointer
    private let presenter: Presenter
    /// The path frames take to the screen.
    public let presentPath: SDLPresentPath
    /// Why `presentPath` was taken, one line ("auto: SDL's renderer is opengl, OpenGL is
    /// llvmpipe (LLVM 15.0.6, 256 bits): window surface"), for benchmarks and diagnostics.
    public let presentPathReason: String
    /// True when presents wait for the display's refresh (`SDL_RenderPresent` with vsync).
    public var hasVSync: Bool {
        if case let .renderer(r) = presenter { return r.hasVSync }
        return false
    }

    /// SDL window units per point: the desktop's scale on X11 (`DesktopScale`), where SDL
    /// makes windows one unit per pixel; 1 where SDL scales itself (Wayland, macOS).
    public let contentScale: CGFloat

    private enum Presenter {
        case renderer(SDLRendererPresenter)
        case surface(SDLSurfacePresenter)
    }

    /// Opens a resizable, HiDPI-aware window of `size` points titled `title`, presenting
    /// through `path` (nil: chosen from the environment's `SCROLLKIT_PRESENT`, else from
    /// what SDL reports, see `SDLPresentPath.choose`), at `contentScale` SDL units per point
    /// (by default `DesktopScale.current()`). Throws `SDLError` when SDL has no display,
    /// cannot make the window or its renderer, or the environment names no path.
    public init(title: String, size: CGSize, resizable: Bool = true, contentScale: CGFloat? = nil,
                presentPath path: SDLPresentPath? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try SDLVideo.start()
        let requested = try path ?? SDLPresentPath.requested(in: environment)
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let center = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        var units = contentScale ?? DesktopScale.current()
        if !(units.isFinite && units > 0) { units = 1 }
        guard let window = SDL_CreateWindow(title, center, center, Int32((size.width * units).rounded()),
                                            Int32((size.height * units).rounded()), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        self.window = window
        // Where SDL gives the window more pixels than units itself, its scale is the one.
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        if units != 1, w > 0, pw > w {
            units = 1
            SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
        }
        self.contentScale = units
        do {
            (presenter, presentPath, presentPathReason) = try SDLWindow.makePresenter(for: window, requested: requested,
                                                                                      fromCaller: path != nil)
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
    }

    private static func makePresenter(for window: OpaquePointer, requested: SDLPresentPath?,
                                      fromCaller: Bool) throws -> (Presenter, SDLPresentPath, String) {
        let source = fromCaller ? "asked for" : "\(SDLPresentPath.environmentVariable)"
        switch requested {
        case .surface:
            return (.surface(try SDLSurfacePresenter(window: window)), .surface, "\(source): window surface")
        case .software:
            guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                throw SDLError("SDL_CreateRenderer(software)")
            }
            return (.renderer(SDLRendererPresenter(renderer: r)), .software, "\(source): SDL's software renderer")
        case nil where !SDLPresentPath.mayHaveGPU(deviceNames: SDLPresentPath.gpuDeviceNames()):
            if let surface = try? SDLSurfacePresenter(window: window) {
                return (.surface(surface), .surface, "auto: no GPU device (/dev/dri, /dev/nvidia*): window surface")
            }
            fallthrough  // no window surface for this video driver: SDL's renderer is the way
        case .accelerated, nil:
            // Vsync where the driver has it; SDL falls back to its software renderer without a GPU.
            let wanted = SDL_RENDERER_PRESENTVSYNC.rawValue
            let made = SDL_CreateRenderer(window, -1, wanted) ?? SDL_CreateRenderer(window, -1, 0)
            if requested == .accelerated {
                guard let made else { throw SDLError("SDL_CreateRenderer") }
                let r = SDLRendererPresenter(renderer: made)
                // Without a GPU SDL may give its software renderer even so: say which it is.
                return (.renderer(r), r.name == "software" ? .software : .accelerated, "\(source): SDL's \(r.name) renderer")
            }
            let renderer = made.map(SDLRendererPresenter.init(renderer:))
            let gl = renderer?.glRenderer
            let choice = SDLPresentPath.choose(rendererName: renderer?.name, glRenderer: gl)
            let found = renderer.map { "SDL's renderer is \($0.name)" + (gl.map { ", OpenGL is \($0)" } ?? "") }
                ?? "SDL has no renderer"
            if choice == .accelerated, let renderer {
                return (.renderer(renderer), .accelerated, "auto: \(found)")
            }
            // The renderer goes before the surface is made: SDL gives a window one or the other.
            renderer?.close()
            do {
                return (.surface(try SDLSurfacePresenter(window: window)), .surface,
                        "auto: \(found): window surface")
            } catch {
                // No framebuffer of its own for this video driver (Wayland in SDL 2): the
                // renderer SDL offered is the way, however slow.
                guard let again = SDL_CreateRenderer(window, -1, wanted) ?? SDL_CreateRenderer(window, -1, 0) else {
                    throw SDLError("SDL_CreateRenderer")
                }
                let r = SDLRendererPresenter(renderer: again)
                return (.renderer(r), r.name == "software" ? .software : .accelerated,
                        "auto: \(found), but no window surface (\(error)): SDL's \(r.name) renderer")
            }
        }
    }

    deinit {
        // A renderer goes before its window; whoever draws into the surface stops first.
        if case let .renderer(r) = presenter { r.close() }
        if case let .surface(s) = presenter { s.onFrameTargetChange?(nil) }
        SDL_DestroyWindow(window)
    }

    /// Memory to draw frames into so that presenting copies nothing: the window surface's
    /// pixels, on the surface path when they are stored as frames are; nil otherwise (the
    /// frame is copied or uploaded). It changes when SDL replaces the surface (a resize):
    /// `onFrameTargetChange` says so at once, and the memory of the one before is gone.
    public var frameTarget: Bitmap? {
        if case let .surface(s) = presenter { return s.frameTarget }
        return nil
    }

    /// Brings `frameTarget` to the surface SDL has now: after a resize SDL replaces the
    /// surface when it is next asked for, and a frame must be drawn into the new one.
    public func refreshFrameTarget() {
        if case let .surface(s) = presenter { s.refreshSurface() }
    }

    /// Called with the new `frameTarget` whenever it changes (see there).
    public var onFrameTargetChange: ((Bitmap?) -> Void)? {
        get {
            if case let .surface(s) = presenter { return s.onFrameTargetChange }
            return nil
        }
        set {
            if case let .surface(s) = presenter { s.onFrameTargetChange = newValue }
        }
    }

    /// The window's size in points: SDL's window coordinates over `contentScale`.
    public var pointSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w) / contentScale, height: CGFloat(h) / contentScale)
    }

    /// The drawable's size in device pixels.
    public var pixelSize: (width: Int, height: Int) {
        switch presenter {
        case let .renderer(r): return r.pixelSize
        case let .surface(s): return s.pixelSize
        }
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

    /// Asks for a window of `size` points. SDL reports the size the window system granted
    /// with `SDL_WINDOWEVENT_SIZE_CHANGED`; read `pointSize` for it.
    public func setPointSize(_ size: CGSize) {
        SDL_SetWindowSize(window, Int32((size.width * contentScale).rounded()),
                          Int32((size.height * contentScale).rounded()))
    }

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

    /// The refresh rate of the display the window is on, in hertz; nil when the driver
    /// does not know it (Xvfb reports 0).
    public var refreshRate: Int? {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Int(mode.refresh_rate)
    }

    /// Forgets what was uploaded (after SDL lost the renderer's texture:
    /// `SDL_RENDER_DEVICE_RESET`), so the next present uploads the whole frame.
    public func invalidateTexture() {
        switch presenter {
        case let .renderer(r): r.invalidate()
        case let .surface(s): s.invalidate()
        }
    }

    /// Uploads the `changed` rectangles of `frame` (device pixels) and presents it, drawn
    /// 1:1 from the window's top-left corner (never scaled; black where the frame does not
    /// reach). A frame of another size than the last (or a new window surface) is uploaded
    /// whole; `changed` empty presents the previous upload again (after the window system
    /// lost the window's contents).
    public func present(_ frame: Bitmap, changed: [PixelRect]) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        switch presenter {
        case let .renderer(r): try r.present(frame, changed: changed)
        case let .surface(s): try s.present(frame, changed: changed)
        }
    }

    /// Reads back the pixels last presented (device pixels, premultiplied BGRA8 as the
    /// frame was), for tests and screenshots of what the window shows.
    public func readBackPresentedPixels() throws -> Bitmap {
        switch presenter {
        case let .renderer(r): return try r.readBackPresentedPixels()
        case let .surface(s): return try s.readBackPresentedPixels()
        }
    }
}
