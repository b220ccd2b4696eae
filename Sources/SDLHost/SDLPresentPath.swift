import UIKit

/// How a window's frames reach the screen. Which is cheapest depends on the machine: with a
/// GPU the accelerated renderer's present costs next to nothing, but a software OpenGL
/// (Mesa's llvmpipe, as under Xvfb or in a VM) clears and copies the whole back buffer on
/// every present, where the window surface sends only the changed rectangles to the
/// window system. See `choose(environment:rendererName:glRenderer:)`.
public enum SDLPresentPath: String, CaseIterable, Sendable {
    /// SDL's accelerated renderer (OpenGL on Linux): a streaming texture updated where the
    /// frame changed, drawn and presented, with vsync where the driver has it.
    case accelerated
    /// SDL's software renderer: the same texture calls, drawn by SDL on the CPU into the
    /// window surface.
    case software
    /// The window surface (`SDL_GetWindowSurface`): changed rectangles are copied into it
    /// and sent with `SDL_UpdateWindowSurfaceRects` (X11 shared memory); no vsync.
    case surface

    /// The environment variable that overrides the choice: `accelerated`, `software`,
    /// `surface`, or `auto` (the same as unset).
    public static let environmentVariable = "SCROLLKIT_PRESENT"

    /// What the environment asks for: nil for `auto` or unset; throws `SDLError` naming the
    /// variable and the values it takes for anything else.
    public static func requested(in environment: [String: String]) throws -> SDLPresentPath? {
        guard let raw = environment[environmentVariable], !raw.isEmpty else { return nil }
        let value = raw.lowercased()
        if value == "auto" { return nil }
        guard let path = SDLPresentPath(rawValue: value) else {
            let values = (["auto"] + allCases.map(\.rawValue)).joined(separator: ", ")
            throw SDLError(operation: environmentVariable,
                           message: "unknown present path '\(raw)' (one of \(values))")
        }
        return path
    }

    /// The path for a window whose accelerated renderer SDL reports as `rendererName`
    /// (`SDL_RendererInfo.name`: "opengl", "opengles2", "software", ...; nil when SDL made
    /// none) driven by `glRenderer` (OpenGL's `GL_RENDERER` string, nil when not OpenGL).
    /// A real GPU keeps the accelerated renderer; a software rasterizer behind OpenGL, SDL's
    /// own software renderer, or no renderer at all get the window surface, which does
    /// strictly less work than SDL's software renderer (that draws into the same surface).
    public static func choose(rendererName: String?, glRenderer: String?) -> SDLPresentPath {
        guard let rendererName, rendererName != "software" else { return .surface }
        if let glRenderer, isSoftwareRasterizer(glRenderer) { return .surface }
        return .accelerated
    }

    /// Whether the machine may have a GPU that OpenGL could drive, from the names of the
    /// device files it has (`/dev/dri/*`: DRM cards and render nodes; `/dev/nvidia*` for
    /// NVIDIA's own driver). Without any, OpenGL can only be a CPU rasterizer, so the
    /// window surface is chosen without making a renderer to ask (Mesa's llvmpipe takes a
    /// few hundred milliseconds to start: the first picture would wait for it).
    public static func mayHaveGPU(deviceNames: [String]) -> Bool {
        deviceNames.contains { $0.hasPrefix("card") || $0.hasPrefix("renderD") || $0.hasPrefix("nvidia") }
    }

    /// The device names `mayHaveGPU(deviceNames:)` looks at on this machine.
    static func gpuDeviceNames() -> [String] {
        let dri = FileSystemPath("/dev/dri").folderEntries() ?? []
        let nvidia = (FileSystemPath("/dev").folderEntries() ?? []).filter { $0.bytes.starts(with: "nvidia".utf8) }
        return (dri + nvidia).map(\.displayString)
    }

    /// True for OpenGL renderer strings of CPU rasterizers: Mesa's llvmpipe and softpipe
    /// (also behind zink or virgl, which name them), the classic swrast ("Software
    /// Rasterizer"), and Mesa's X11 software driver.
    static func isSoftwareRasterizer(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "mesa x11"].contains { name.contains($0) }
    }
}
