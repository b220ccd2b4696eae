import UIKit
import ViewerKit

// PagerKit: the paging demo (`pager`), as a library so tests drive it headless.
//
// The pager is UIKit's page-based app: a scroll- or curl-style `UIPageViewController`
// (`PagerController`) over an index-keyed data source (`PagerBook`: generated pages, or
// one zoomable PNG a page), keys declared as `UIKeyCommand`s (`PagerKeyCommands`) with a
// `KeyCommandHelpView` listing them, and the page's position ("3 / 12", "3–4 / 12" for
// two pages side by side; without `--spine` the curl's spine follows the window's aspect,
// `PagerController+Spine.swift`). `--tutorial` shows the classic alternative, a paging
// `UIScrollView` with a `UIPageControl` (`TutorialController`). It runs in an SDL window
// (`WindowPager`) or headless (`HeadlessPager`), with the viewer's options, script host and
// exit statuses (ViewerKit).
// `main.swift` only calls `PagerProgram.main()`.

/// The pager's command line: parse, then help, a headless run, or a window.
public enum PagerProgram {
    /// The name messages start with.
    public static let name = "pager"
    /// What `--version` prints.
    public static let version = "pager (ScrollKit) 0.2"
    /// The exit status when a file or script cannot be read, or a screenshot written.
    public static let failureStatus: Int32 = 1
    /// The exit status for a command line the pager cannot run (`EX_USAGE`).
    public static let usageStatus: Int32 = 64

    /// What to do after the command line was handled.
    public enum Outcome: Equatable {
        /// Exit with this status: all is done (help, a headless run, an error).
        case exit(Int32)
        /// Open a window as `options` say, over `files` (none: generated pages).
        case openWindow(PagerOptions, files: [FileSystemPath])
    }

    /// Handles `arguments` (without the program's name) up to opening a window: `--help`
    /// goes to `output`, errors as one line each to `errors`, a `--headless` run runs here.
    public static func outcome(arguments: [String], output: (String) -> Void,
                               errors: (String) -> Void) -> Outcome {
        outcome(argumentBytes: arguments.map { Array($0.utf8) }, output: output, errors: errors)
    }

    /// `outcome(arguments:output:errors:)` for the arguments as bytes, as the process got
    /// them: a file or folder is opened by its bytes, UTF-8 or not (`caf\xE9.png`, from a
    /// Latin-1 system), as the viewer opens it; an option or its value that is not UTF-8 is
    /// a bad command line.
    public static func outcome(argumentBytes: [[UInt8]], output: (String) -> Void,
                               errors: (String) -> Void) -> Outcome {
        let options: PagerOptions
        do {
            options = try PagerOptions(argumentBytes: argumentBytes)
        } catch {
            errors("\(name): \(error)")
            return .exit(usageStatus)
        }
        if options.showsHelp {
            output(PagerOptions.usage)
            return .exit(0)
        }
        if options.showsVersion {
            output(version)
            return .exit(0)
        }
        // The files named are the user's: `pager --headless a.png --screenshot a.png` wrote
        // the frame over the photo (generated pages name none, so a shot written before is
        // replaced, as a script run again must).
        if let screenshot = options.window.screenshotPath, !options.paths.isEmpty {
            do {
                try ScreenshotTarget.check(screenshotPath: screenshot, imagePaths: options.paths)
            } catch {
                errors("\(name): \(error)")
                return .exit(usageStatus)
            }
        }
        let files: [FileSystemPath]
        do {
            files = options.paths.isEmpty ? [] : try ImageFiles.resolve(options.paths)
        } catch {
            errors("\(name): \(error)")
            return .exit(failureStatus)
        }
        if options.window.isHeadless {
            return .exit(HeadlessPager.run(options, files: files, errors: errors))
        }
        return .openWindow(options, files: files)
    }

    /// The pager's whole run for the process's arguments; exits the process.
    public static func main() -> Never {
        switch outcome(argumentBytes: CommandLineBytes.processArguments(), output: { print($0) }, errors: printError) {
        case let .exit(status):
            exit(status)
        case let .openWindow(options, files):
            WindowPager.run(options, files: files)
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
