import UIKit

/// What the viewer's command line asks for: `viewer [options] [file.png]`.
public struct ViewerOptions: Equatable {
    /// The window size when `--size` is not given, in points.
    public static let defaultSize = CGSize(width: 1024, height: 768)

    /// The image to open; nil opens the default image (`DefaultImage`).
    public var imagePath: String?
    /// `--headless`, `--size`, `--scale`, `--script`, `--screenshot`.
    public var window = WindowOptions(size: ViewerOptions.defaultSize)
    /// `-h`, `--help`: print the usage and exit.
    public var showsHelp = false

    /// `--headless`: no window; a `HeadlessHost` on a manual clock.
    public var isHeadless: Bool {
        get { window.isHeadless }
        set { window.isHeadless = newValue }
    }
    /// `--size WxH`: the window's size, in points.
    public var size: CGSize {
        get { window.size }
        set { window.size = newValue }
    }
    /// `--scale N`: device pixels per point of the headless window.
    public var scale: CGFloat {
        get { window.scale }
        set { window.scale = newValue }
    }
    /// `--script FILE`: an event script to play (headless).
    public var scriptPath: String? {
        get { window.scriptPath }
        set { window.scriptPath = newValue }
    }
    /// `--screenshot FILE`: where to write the last frame as PNG (headless).
    public var screenshotPath: String? {
        get { window.screenshotPath }
        set { window.screenshotPath = newValue }
    }

    /// Options with every default: the default image in a 1024 x 768 window.
    public init() {}

    /// Parses `arguments` (without the program's name), as `CommandLineScanner` reads them.
    public init(arguments: [String]) throws(ViewerUsageError) {
        var files: [String] = []
        try CommandLineScanner.scan(arguments, flags: WindowOptions.flags, file: { files.append($0) }) {
            (name, value) throws(ViewerUsageError) in
            if name == "-h" || name == "--help" {
                showsHelp = true
                return true
            }
            return try window.take(name, value: value)
        }
        if showsHelp { return }
        if files.count > 1 { throw .tooManyFiles(files) }
        imagePath = files.first
        try window.validate()
    }

    /// The `--help` text.
    public static let usage = """
        usage: viewer [options] [file.png]

        Shows a PNG image (Assets/default.png when none is named), fitted to the window.
        Drag, flick or wheel to pan; Ctrl+wheel, pinch or double-click to zoom.

        options:
          --headless          run without a window, on a manual clock (deterministic)
          --size WxH          window size in points (default 1024x768)
          --scale N           device pixels per point, with --headless (default 1)
          --script FILE       play an event script, with --headless
          --screenshot FILE   write the final frame as PNG, with --headless
          -h, --help          show this help

        keys:
          + or =   zoom in x1.5       arrows, Page Up/Down, Home, End   scroll
          -        zoom out           q or Escape                       quit
          0        fit the window     F12                               screenshot
          1        100% (one image pixel per screen pixel)
        Drop a PNG on the window to open it.

        Exit status: 0 done, 1 the image (or script) could not be read, 64 bad usage,
        69 no display (run under xvfb-run -a, or with --headless).
        """
}
