import UIKit

/// The command-line grammar the viewer and the pager share: options may come before or
/// after the files, values follow as the next argument or after `=` (`--size=800x600`),
/// and `--` ends the options.
public enum CommandLineScanner {
    /// Walks `arguments` (without the program's name): files (arguments not starting with
    /// `-`, `-` itself, and everything after `--`) go to `file`; each option to `option`
    /// with its name and a function that takes its value, returning false for an option
    /// it does not know. Options in `flags` take no value: written with `=value` (or
    /// unknown) they fail with `unknownOption`.
    public static func scan(_ arguments: [String], flags: Set<String>, file: (String) -> Void,
                            option: (String, () throws(ViewerUsageError) -> String) throws(ViewerUsageError) -> Bool)
        throws(ViewerUsageError) {
        try scan(arguments, flags: flags, file: file, checkingValues: { _ in }, option: option)
    }

    /// `scan(_:flags:file:option:)`, each option's value passed to `check` (which may
    /// refuse it) before the option gets it.
    static func scan(_ arguments: [String], flags: Set<String>, file: (String) -> Void,
                     checkingValues check: @escaping (String) throws(ViewerUsageError) -> Void,
                     option: (String, () throws(ViewerUsageError) -> String) throws(ViewerUsageError) -> Bool)
        throws(ViewerUsageError) {
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                file(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            if inlineValue != nil, flags.contains(name) || name == "-h" || name == "--help" {
                throw .unknownOption(argument)
            }
            func value() throws(ViewerUsageError) -> String {
                if let inlineValue {
                    try check(inlineValue)
                    return inlineValue
                }
                guard i < arguments.count else { throw .missingValue(option: name) }
                i += 1
                try check(arguments[i - 1])
                return arguments[i - 1]
            }
            guard try option(name, value) else { throw .unknownOption(argument) }
        }
    }

    /// `--name=value` as its two parts; other arguments have no inline value.
    static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }

    /// `text` as a finite number above zero, for `option`'s message.
    public static func parsePositive(_ text: String, option: String) throws(ViewerUsageError) -> CGFloat {
        guard let number = Double(fullText: text), number.isFinite, number > 0 else {
            throw .badValue(option: option, value: text, expected: "a positive number")
        }
        return CGFloat(number)
    }

    /// `text` as a size `WxH` in points, each at least 1, for `option`'s message.
    public static func parseSize(_ text: String, option: String) throws(ViewerUsageError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(fullText: parts[0]), let h = Double(fullText: parts[1]),
              w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw .badValue(option: option, value: text, expected: "a size WxH in points, such as 1024x768")
        }
        return CGSize(width: w, height: h)
    }
}

/// The window options both programs take: `--headless`, `--size WxH`, and, headless
/// only, `--scale N`, `--script FILE`, `--screenshot FILE`.
public struct WindowOptions: Equatable {
    /// `--headless`: no window; a `HeadlessHost` on a manual clock.
    public var isHeadless = false
    /// `--size WxH`: the window's size, in points.
    public var size: CGSize
    /// `--scale N`: device pixels per point of the headless window.
    public var scale: CGFloat = 1
    /// `--script FILE`: an event script to play (headless).
    public var scriptPath: String?
    /// `--screenshot FILE`: where to write the last frame as PNG (headless).
    public var screenshotPath: String?
    /// True when `--scale` was given.
    public var isScaleGiven = false
    /// True when `--scale` also sets a window's scale (in place of the desktop's); false
    /// when it is a headless-only option.
    public let scaleWorksInWindows: Bool
    /// The headless-only options given, in order.
    private var headlessOnly: [String] = []

    /// The options' defaults, with a window of `size` points; `scaleWorksInWindows` as above.
    public init(size: CGSize, scaleWorksInWindows: Bool = false) {
        self.size = size
        self.scaleWorksInWindows = scaleWorksInWindows
    }

    /// The options that take no value.
    public static let flags: Set<String> = ["--headless"]

    /// Takes option `name` if it is one of these, reading its value with `value`; false
    /// for other options.
    public mutating func take(_ name: String, value: () throws(ViewerUsageError) -> String) throws(ViewerUsageError)
        -> Bool {
        switch name {
        case "--headless":
            isHeadless = true
        case "--size":
            size = try CommandLineScanner.parseSize(try value(), option: name)
        case "--scale":
            scale = try CommandLineScanner.parsePositive(try value(), option: name)
            isScaleGiven = true
            if !scaleWorksInWindows { headlessOnly.append(name) }
        case "--script":
            scriptPath = try Self.path(try value(), option: name)
            headlessOnly.append(name)
        case "--screenshot":
            screenshotPath = try Self.path(try value(), option: name)
            headlessOnly.append(name)
        default:
            return false
        }
        return true
    }

    /// `text` as a file path: an empty one (`--screenshot ""`, an unset shell variable)
    /// names no file and is a bad command line, not a failed write after the whole run.
    private static func path(_ text: String, option: String) throws(ViewerUsageError) -> String {
        guard !text.isEmpty else { throw .badValue(option: option, value: text, expected: "a file's path") }
        return text
    }

    /// Refuses headless-only options without `--headless`, and a window that
    /// `checkWindow` refuses.
    public func validate() throws(ViewerUsageError) {
        if !isHeadless, let option = headlessOnly.first { throw .needsHeadless(option: option) }
        try Self.checkWindow(size: size, scale: scale)
    }

    /// Refuses a window of `size` points at `scale` larger than an event script's largest
    /// window or smaller than a pixel a side.
    public static func checkWindow(size: CGSize, scale: CGFloat) throws(ViewerUsageError) {
        // Compared as floating point first: a huge size or scale must not trap in Int(_:).
        let pixels = (max(size.width, size.height) * scale).rounded(.up)
        let maximum = Int(EventScript.maximumWindowSide)
        guard pixels.isFinite, pixels <= EventScript.maximumWindowSide else {
            throw .tooLarge(pixelsPerSide: pixels.isFinite && pixels < 1e15 ? Int(pixels) : Int.max, maximumPixels: maximum)
        }
        guard (min(size.width, size.height) * scale) >= 1 else { throw .tooSmall }
    }
}
