import UIKit

/// What the viewer's command line asks for: `viewer [options] [FILE... | FOLDER]`.
public struct ViewerOptions: Equatable {
    /// The window size when `--size` is not given, in points.
    public static let defaultSize = CGSize(width: 1024, height: 768)

    /// The files and folders to browse; empty opens the default image (`DefaultImage`).
    /// Their names may be any bytes (`init(argumentBytes:)`).
    public var imagePaths: [FileSystemPath] = []
    /// `--zoom fit|N%`: the zoom images open at (default: fitted, never above 100%).
    public var zoom = ViewerZoom.automatic
    /// `--nearest`: start with smoothing off (pixels as squares).
    public var startsNearest = false
    /// `--background checker|black|white|#rrggbb`: behind transparent pixels.
    public var background = ViewerBackground.checkerboard
    /// `--restore` / `--no-restore`: reopen each file at the zoom and position it was left
    /// at, saving them as they change; nil: in a window yes, headless no (a headless run
    /// must give the same pixels however often it runs).
    public var restoresState: Bool?
    /// Whether saved state is read and written in this run.
    public var usesSavedState: Bool { restoresState ?? !isHeadless }
    /// `--fullscreen`: open fullscreen.
    public var startsFullscreen = false
    /// `--wheel zoom|scroll`: whether a notched mouse wheel zooms (the default) or pans.
    public var wheelZooms = true
    /// `--max-pixels N`: the largest image decoded, in pixels; nil until given or set from
    /// the machine's memory (`resolvingPixelBudget(availableMemory:)`).
    public var maxPixels: Int?
    /// The decoder's limits these options give: `maxPixels`, else `PNGLimits.defaultMaxPixels`.
    public var decodeLimits: PNGLimits { PNGLimits(maxPixels: maxPixels ?? PNGLimits.defaultMaxPixels) }

    /// These options with the pixel budget, when `--max-pixels` did not give one, set to
    /// what `availableMemory` bytes hold with the mip levels counted (`PNGLimits.fitting`).
    public func resolvingPixelBudget(availableMemory: Int?) -> ViewerOptions {
        var options = self
        options.maxPixels = maxPixels ?? PNGLimits.fitting(availableBytes: availableMemory).maxPixels
        return options
    }
    /// `--timings`: print to standard error when the first file's decoded rows first reach
    /// the screen and when it is fully loaded (every mip level) on screen, in seconds since
    /// the viewer started (`LoadTimingReport`). Only in a window.
    public var reportsTimings = false
    /// `--version`: print the version and exit.
    public var showsVersion = false
    /// The window options (`--headless`, `--size`, `--scale`, `--script`, `--screenshot`),
    /// parsed as the pager's are; the viewer's `--scale` also works in a window.
    public var window = WindowOptions(size: ViewerOptions.defaultSize, scaleWorksInWindows: true)
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
    /// `--scale N`: device pixels per point: of the headless window, or of a window in
    /// place of the desktop's scale (`DesktopScale`).
    public var scale: CGFloat {
        get { window.scale }
        set { window.scale = newValue }
    }
    /// True when `--scale` was given.
    public var isScaleGiven: Bool {
        get { window.isScaleGiven }
        set { window.isScaleGiven = newValue }
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
    /// `-h`, `--help`: print the usage and exit.
    public var showsHelp = false

    /// Options with every default: the default image in a 1024 x 768 window.
    public init() {}

    /// Parses `arguments` (without the program's name), as `CommandLineScanner` reads them:
    /// options before or after the files, values after the option or `=`, `--` ending them.
    public init(arguments: [String]) throws(ViewerUsageError) {
        try self.init(argumentBytes: arguments.map { Array($0.utf8) })
    }

    /// Parses the arguments as the process got them, bytes: a file or folder may be named by
    /// any bytes (a Latin-1 `caf\xE9.png` is opened by them), but an option and an option's
    /// value must be UTF-8 text (`ViewerUsageError.notUTF8`), as they are read as text
    /// (`CommandLineScanner.scan(argumentBytes:flags:file:option:)`).
    public init(argumentBytes: [[UInt8]]) throws(ViewerUsageError) {
        var files: [FileSystemPath] = []
        try CommandLineScanner.scan(argumentBytes: argumentBytes, flags: Self.flags, file: { files.append($0) }) {
            (name, value) throws(ViewerUsageError) in
            switch name {
            case "-h", "--help":
                showsHelp = true
            case "--version":
                showsVersion = true
            case "--zoom":
                zoom = try Self.parseZoom(try value(), option: name)
            case "--nearest":
                startsNearest = true
            case "--background":
                let text = try value()
                guard let parsed = ViewerBackground(argument: text) else {
                    throw .badValue(option: name, value: text, expected: "checker, black, white or #rrggbb")
                }
                background = parsed
            case "--fullscreen":
                startsFullscreen = true
            case "--timings":
                reportsTimings = true
            case "--restore":
                restoresState = true
            case "--no-restore":
                restoresState = false
            case "--wheel":
                let text = try value()
                switch text.lowercased() {
                case "zoom": wheelZooms = true
                case "scroll": wheelZooms = false
                default: throw .badValue(option: name, value: text, expected: "zoom or scroll")
                }
            case "--max-pixels":
                let text = try value()
                // A count of digits too large for an integer is as good as no limit.
                let digits = text.utf8.count > 0 && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                guard let n = Int(text) ?? (digits ? Int.max : nil), n > 0 else {
                    throw .badValue(option: name, value: text, expected: "a whole number of pixels above 0")
                }
                maxPixels = n
            default:
                return try window.take(name, value: value)
            }
            return true
        }
        if showsHelp || showsVersion { return }
        imagePaths = files
        try window.validate()
        if reportsTimings && isHeadless { throw .needsWindow(option: "--timings") }
    }

    /// The options that take no value.
    private static let flags: Set<String> = WindowOptions.flags.union(["--version", "--nearest", "--fullscreen", "--restore", "--no-restore",
                                                                        "--timings"])

    /// `fit`, or a percentage such as `100%` or `250` (the sign optional).
    private static func parseZoom(_ text: String, option: String) throws(ViewerUsageError) -> ViewerZoom {
        if text.lowercased() == "fit" { return .fit }
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let percent = Double(fullText: digits), percent.isFinite, percent > 0 else {
            throw .badValue(option: option, value: text, expected: "fit or a percentage such as 100%")
        }
        return .percent(percent)
    }

    /// The usage line, the first of `--help` and the second of a bad command line's message.
    public static let usageLine = "usage: viewer [options] [FILE... | FOLDER]"

    /// The `--help` text: the options, then every key and mouse action from the same
    /// list the help overlay shows.
    public static var usage: String {
        let entries = ViewerController.helpEntries()
        let width = entries.map(\.keys.count).max() ?? 0
        let keys = entries.map { "  " + $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.title }
        return usageLine + "\n" + """

            Shows PNG images, fitted to the window (Assets/default.png when none is named).
            One file browses the PNGs of its folder, starting there; a folder its PNGs in
            natural order (img2 before img10).

            options:
              --zoom fit|N%       open at the fitted scale (small images enlarged) or N%
                                  (default: fitted, never above 100%)
              --nearest           start with smoothing off (pixel art)
              --background B      behind transparency: checker (default), black, white
                                  or #rrggbb
              --fullscreen        open fullscreen
              --no-restore        open files fitted, not where they were left (and
                                  save nothing); --restore makes a headless run restore
              --wheel zoom|scroll what a mouse wheel does (default zoom)
              --max-pixels N      the largest image decoded (default: what the available
                                  memory holds, 16/3 bytes a pixel with the mip levels)
              --timings           print when the first decoded rows reached the screen
                                  and when the image was fully loaded, in seconds
              --headless          run without a window, on a manual clock (deterministic)
              --size WxH          window size in points (default 1024x768)
              --scale N           device pixels per point (default in a window:
                                  SCROLLKIT_SCALE, else the desktop's, from GDK_SCALE
                                  or Xft.dpi; headless 1)
              --script FILE       play an event script, with --headless
              --screenshot FILE   write the final frame as PNG, with --headless
              --version           print the version
              -h, --help          show this help

            keys and mouse (? in the window shows them too):

            """ + keys.joined(separator: "\n") + """


            Exit status: 0 done, 1 an image (or script) could not be read, 64 bad usage,
            69 no display (run under xvfb-run -a, or with --headless).
            """
    }
}
