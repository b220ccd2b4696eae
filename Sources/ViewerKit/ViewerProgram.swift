import UIKit

// ViewerKit: the image viewer (`viewer`), as a library so tests drive it headless.
//
// The viewer is an ordinary UIKit screen (`ViewerController`: an image view in a zooming
// scroll view, a status bar) and two ways to run it: in a real SDL window
// (`WindowViewer`, decoding in the background and handing results over through the
// application's main queue) or headless (`HeadlessViewer`, a `HeadlessHost` on a manual
// clock, loading synchronously, optionally playing an event script and writing the last
// frame). The zoom geometry (fit, limits, centring insets, double-tap rectangle) is pure
// functions in `ZoomFitting`; the command line is `ViewerOptions`. `main.swift` only calls
// `ViewerProgram.main()`.

/// The viewer's command line: parse, then help, a headless run, or a window.
public enum ViewerProgram {
    /// The name messages start with.
    public static let name = "viewer"
    /// The exit status when the image or script cannot be read, or a screenshot written.
    public static let failureStatus: Int32 = 1
    /// The exit status for a command line the viewer cannot run (`EX_USAGE`, sysexits.h).
    public static let usageStatus: Int32 = 64
    /// What `--version` prints.
    public static let version = "viewer (ScrollKit) 0.2"

    /// What to do after the command line was handled.
    public enum Outcome: Equatable {
        /// Exit with this status: all is done (help, a headless run, an error).
        case exit(Int32)
        /// Open a window browsing `list`.
        case openWindow(ViewerOptions, list: ImageList)
    }

    /// Handles `arguments` (without the program's name) up to the point of opening a
    /// window: `--help` and `--version` text goes to `output`, errors as one line each to
    /// `errors`, and a `--headless` run runs to its end here. Without `--max-pixels` the
    /// pixel budget is what `availableMemory` bytes hold (nil: `PNGLimits.defaultMaxPixels`).
    public static func outcome(arguments: [String], output: (String) -> Void,
                               errors: (String) -> Void,
                               availableMemory: Int? = PNGLimits.systemAvailableMemory()) -> Outcome {
        outcome(parsing: { () throws(ViewerUsageError) in try ViewerOptions(arguments: arguments) }, output: output,
                errors: errors, availableMemory: availableMemory)
    }

    /// `outcome(arguments:output:errors:availableMemory:)` for the arguments as bytes, as
    /// the process got them: a file or folder may be named by any bytes and is opened by
    /// them (`CommandLine.arguments` puts U+FFFD for bytes that are not UTF-8, naming
    /// another file); an option or its value that is not UTF-8 is a bad command line.
    public static func outcome(argumentBytes: [[UInt8]], output: (String) -> Void, errors: (String) -> Void,
                               availableMemory: Int? = PNGLimits.systemAvailableMemory()) -> Outcome {
        outcome(parsing: { () throws(ViewerUsageError) in try ViewerOptions(argumentBytes: argumentBytes) }, output: output,
                errors: errors, availableMemory: availableMemory)
    }

    private static func outcome(parsing: () throws(ViewerUsageError) -> ViewerOptions, output: (String) -> Void,
                                errors: (String) -> Void, availableMemory: Int?) -> Outcome {
        let options: ViewerOptions
        do {
            options = try parsing().resolvingPixelBudget(availableMemory: availableMemory)
        } catch {
            errors("\(name): \(error)")
            errors(ViewerOptions.usageLine)
            return .exit(usageStatus)
        }
        if options.showsHelp {
            output(ViewerOptions.usage)
            return .exit(0)
        }
        if options.showsVersion {
            output(version)
            return .exit(0)
        }
        if let screenshot = options.screenshotPath {
            do {
                try ScreenshotTarget.check(screenshotPath: screenshot, imagePaths: options.imagePaths)
            } catch {
                errors("\(name): \(error)")
                errors(ViewerOptions.usageLine)
                return .exit(usageStatus)
            }
        }
        let list: ImageList
        do {
            list = try ImageList.resolving(options.imagePaths.isEmpty ? [FileSystemPath(DefaultImage.path())] : options.imagePaths)
        } catch {
            errors("\(name): \(error)")
            return .exit(failureStatus)
        }
        if options.isHeadless {
            return .exit(HeadlessViewer.run(options, list: list, errors: errors))
        }
        return .openWindow(options, list: list)
    }

    /// Applies the options that shape the viewer itself (zoom, smoothing, background,
    /// wheel, decode limit) to `controller`.
    static func configure(_ controller: ViewerController, with options: ViewerOptions) {
        controller.initialZoom = options.zoom
        controller.isSmoothing = !options.startsNearest
        controller.background = options.background
        controller.scrollView.wheelZooms = options.wheelZooms
        controller.decodeLimits = options.decodeLimits
        controller.stateStore = options.usesSavedState ? StateRestorationStore(program: name) : nil
    }

    /// When the viewer started, in `DispatchTime` uptime nanoseconds: `main` reads it first
    /// thing (a static is set when first read), so `--timings` counts from there.
    static let launchTime = DispatchTime.now().uptimeNanoseconds

    /// The viewer's whole run for the process's arguments (`CommandLineBytes`, without the
    /// program's name); exits the process.
    public static func main(_ arguments: [[UInt8]] = CommandLineBytes.processArguments()) -> Never {
        _ = launchTime
        switch outcome(argumentBytes: arguments, output: { print($0) }, errors: printError) {
        case let .exit(status):
            exit(status)
        case let .openWindow(options, list):
            WindowViewer.run(options, list: list)
        }
    }

    /// Writes `line` and a newline to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
