import UIKit

/// What the viewer's command line asks for: `viewer [options] [file.png]`.
public struct ViewerOptions: Equatable {
    /// The window size when `--size` is not given, in points.
    public static let defaultSize = CGSize(width: 1024, height: 768)

    /// The image to open; nil opens the default image (`DefaultImage`).
    public var imagePath: String?
    /// `--headless`: no window; a `HeadlessHost` on a manual clock.
    public var isHeadless = false
    /// `--size WxH`: the window's size, in points.
    public var size = ViewerOptions.defaultSize
    /// `--scale N`: device pixels per point of the headless window.
    public var scale: CGFloat = 1
    /// `--script FILE`: an event script to play (headless).
    public var scriptPath: String?
    /// `--screenshot FILE`: where to write the last frame as PNG (headless).
    public var screenshotPath: String?
    /// `-h`, `--help`: print the usage and exit.
    public var showsHelp = false

    /// Options with every default: the default image in a 1024 x 768 window.
    public init() {}

    /// Parses `arguments` (without the program's name). Options may come before or after
    /// the file; values follow as the next argument or after `=` (`--size=800x600`);
    /// `--` ends the options.
    public init(arguments: [String]) throws(ViewerUsageError) {
        var files: [String] = []
        var headlessOnly: [String] = []
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            func value() throws(ViewerUsageError) -> String {
                if let inlineValue { return inlineValue }
                guard i < arguments.count else { throw .missingValue(option: name) }
                i += 1
                return arguments[i - 1]
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                showsHelp = true
            case "--headless":
                isHeadless = true
            case "--size":
                size = try Self.parseSize(try value(), option: name)
            case "--scale":
                scale = try Self.parsePositive(try value(), option: name)
                headlessOnly.append(name)
            case "--script":
                scriptPath = try value()
                headlessOnly.append(name)
            case "--screenshot":
                screenshotPath = try value()
                headlessOnly.append(name)
            default:
                throw .unknownOption(argument)
            }
            if inlineValue != nil, ["--", "-h", "--help", "--headless"].contains(name) {
                throw .unknownOption(argument)
            }
        }
        if showsHelp { return }
        if files.count > 1 { throw .tooManyFiles(files) }
        imagePath = files.first
        if !isHeadless, let option = headlessOnly.first { throw .needsHeadless(option: option) }
        try Self.checkWindow(size: size, scale: scale)
    }

    /// Refuses a window of `size` points at `scale` that is larger than an event script's
    /// largest window or smaller than a pixel a side.
    public static func checkWindow(size: CGSize, scale: CGFloat) throws(ViewerUsageError) {
        // Compared as floating point first: a huge size or scale must not trap in Int(_:).
        let pixels = (max(size.width, size.height) * scale).rounded(.up)
        let maximum = Int(EventScript.maximumWindowSide)
        guard pixels.isFinite, pixels <= EventScript.maximumWindowSide else {
            throw .tooLarge(pixelsPerSide: pixels.isFinite && pixels < 1e15 ? Int(pixels) : Int.max, maximumPixels: maximum)
        }
        guard (min(size.width, size.height) * scale) >= 1 else { throw .tooSmall }
    }

    /// `--name=value` as its two parts; other arguments have no inline value.
    public static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }

    /// `text` as a finite number above zero, for `option`'s message.
    public static func parsePositive(_ text: String, option: String) throws(ViewerUsageError) -> CGFloat {
        guard let number = Double(text), number.isFinite, number > 0 else {
            throw .badValue(option: option, value: text, expected: "a positive number")
        }
        return CGFloat(number)
    }

    /// `text` as a size `WxH` in points, each at least 1, for `option`'s message.
    public static func parseSize(_ text: String, option: String) throws(ViewerUsageError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw .badValue(option: option, value: text, expected: "a size WxH in points, such as 1024x768")
        }
        return CGSize(width: w, height: h)
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
