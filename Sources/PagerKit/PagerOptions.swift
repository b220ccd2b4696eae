import UIKit
import ViewerKit

/// What the pager's command line asks for: `pager [options] [FILES... | FOLDER]`. Options
/// are parsed as the viewer's are (values after the option or `=`, `--` ends them), with
/// its helpers and messages.
public struct PagerOptions: Equatable {
    /// The window size when `--size` is not given, in points.
    public static let defaultSize = CGSize(width: 1024, height: 768)
    /// Generated pages when neither `--pages` nor files are given.
    public static let defaultPageCount = 12
    /// The most generated pages `--pages` takes.
    public static let maximumPageCount = 1_000_000_000

    /// PNG files or one folder of them to page through; empty: generated pages. Their names
    /// may be any bytes (`init(argumentBytes:)`), as the viewer's.
    public var paths: [FileSystemPath] = []
    /// `--vertical`: pages turn up and down.
    public var isVertical = false
    /// `--spacing N`: points between pages (UIKit's `interPageSpacing`).
    public var spacing: CGFloat = 0
    /// `--pages N`: how many generated pages.
    public var pageCount = PagerOptions.defaultPageCount
    /// `--style scroll|curl`: the transition.
    public var style = UIPageViewController.TransitionStyle.scroll
    /// `--spine min|mid|max` (with `--style curl`): where the spine is, whatever the window's
    /// shape; `mid` (two pages side by side) needs `--double-sided`. Nil (no `--spine`): it
    /// follows the window, in the middle when it is landscape (portrait with `--vertical`),
    /// at the left (top) edge otherwise (`PagerController.followingSpine(for:vertical:)`).
    public var spine: UIPageViewController.SpineLocation?
    /// `--double-sided` (with `--style curl`): pages alternate fronts and backs, a turn
    /// shows the next page on the leaf's back and goes two pages on.
    public var isDoubleSided = false
    /// `--tutorial`: a plain paging scroll view with a page control, the classic pattern.
    public var isTutorial = false
    /// The viewer's `--headless`, `--size`, `--scale`, `--script`, `--screenshot`.
    public var window = WindowOptions(size: PagerOptions.defaultSize)
    /// `-h`, `--help`: print the usage and exit.
    public var showsHelp = false
    /// `--version`: print the version and exit.
    public var showsVersion = false
    /// `--restore` / `--no-restore`: reopen on the page the deck was left at, saving it as
    /// it changes; nil: in a window yes, headless no (a headless run must give the same
    /// pixels however often it runs).
    public var restoresState: Bool?
    /// Whether saved state is read and written in this run.
    public var usesSavedState: Bool { restoresState ?? !window.isHeadless }

    /// Every default: twelve generated pages, horizontal, in a 1024 x 768 window.
    public init() {}

    /// Parses `arguments` (without the program's name), as `CommandLineScanner` reads them.
    public init(arguments: [String]) throws(ViewerUsageError) {
        try self.init(argumentBytes: arguments.map { Array($0.utf8) })
    }

    /// Parses the arguments as the process got them, bytes, as the viewer does: a file or
    /// folder may be named by any bytes (a Latin-1 `caf\xE9.png` is opened by them), an
    /// option and its value must be UTF-8 (`ViewerUsageError.notUTF8`).
    public init(argumentBytes: [[UInt8]]) throws(ViewerUsageError) {
        var pagesGiven = false
        var spacingGiven = false
        var curlOnly: [String] = []
        let flags = WindowOptions.flags.union(["--vertical", "--tutorial", "--double-sided", "--restore", "--no-restore",
                                               "--version"])
        var files: [FileSystemPath] = []
        try CommandLineScanner.scan(argumentBytes: argumentBytes, flags: flags, file: { files.append($0) }) {
            (name, value) throws(ViewerUsageError) in
            switch name {
            case "-h", "--help": showsHelp = true
            case "--version": showsVersion = true
            case "--vertical": isVertical = true
            case "--restore": restoresState = true
            case "--no-restore": restoresState = false
            case "--tutorial": isTutorial = true
            case "--double-sided":
                isDoubleSided = true
                curlOnly.append(name)
            case "--spacing":
                spacing = try Self.parseSpacing(try value(), option: name)
                spacingGiven = true
            case "--pages":
                pageCount = try Self.parseCount(try value(), option: name)
                pagesGiven = true
            case "--style": style = try Self.parseStyle(try value(), option: name)
            case "--spine":
                spine = try Self.parseSpine(try value(), option: name)
                curlOnly.append(name)
            default: return try window.take(name, value: value)
            }
            return true
        }
        paths = files
        if showsHelp || showsVersion { return }
        if !paths.isEmpty, pagesGiven {
            throw .worksOnly(option: "--pages", condition: "with generated pages, not with files")
        }
        if !paths.isEmpty, isTutorial {
            throw .worksOnly(option: "--tutorial", condition: "with generated pages, not with files (\(MessageText.quoted(paths[0].messageName)))")
        }
        if style != .pageCurl, let option = curlOnly.first {
            throw .unavailable(option: option, value: "with --style scroll", reason: "it is an option of --style curl")
        }
        // UIKit's page curl takes no `interPageSpacing`: taken, the gap asked for never showed.
        if style == .pageCurl, spacingGiven {
            throw .unavailable(option: "--spacing", value: "with --style curl",
                               reason: "it is an option of --style scroll (a page curl has no space between pages)")
        }
        if spine == .mid, !isDoubleSided {
            throw .unavailable(option: "--spine", value: "mid",
                               reason: "two pages side by side need --double-sided (UIKit requires it)")
        }
        if style == .pageCurl, isTutorial {
            throw .worksOnly(option: "--tutorial", condition: "with --style scroll (the tutorial is a paging scroll view)")
        }
        try window.validate()
    }

    private static func parseSpacing(_ text: String, option: String) throws(ViewerUsageError) -> CGFloat {
        guard let n = Double(fullText: text), n.isFinite, n >= 0, n <= 10_000 else {
            throw .badValue(option: option, value: text, expected: "a number of points from 0 to 10000")
        }
        return CGFloat(n)
    }

    private static func parseCount(_ text: String, option: String) throws(ViewerUsageError) -> Int {
        guard let n = Int(text), n >= 1, n <= maximumPageCount else {
            throw .badValue(option: option, value: text, expected: "a whole number from 1 to \(maximumPageCount)")
        }
        return n
    }

    /// `scroll` or `curl`, in any case, as the viewer's word values are read.
    private static func parseStyle(_ text: String, option: String) throws(ViewerUsageError) -> UIPageViewController.TransitionStyle {
        switch text.lowercased() {
        case "scroll": return .scroll
        case "curl": return .pageCurl
        default:
            throw .badValue(option: option, value: text, expected: "scroll or curl")
        }
    }

    /// `min`, `mid` or `max`, in any case.
    private static func parseSpine(_ text: String, option: String) throws(ViewerUsageError) -> UIPageViewController.SpineLocation {
        switch text.lowercased() {
        case "min": return .min
        case "max": return .max
        case "mid": return .mid
        default:
            throw .badValue(option: option, value: text, expected: "min, mid or max")
        }
    }

    /// The `--help` text.
    public static let usage = """
        usage: pager [options] [FILES... | FOLDER]

        Pages through generated pages, or through PNG files (each page zoomable), with
        UIPageViewController's scroll or page-curl transition. Drag or flick to turn a page
        (with the curl: from the page's outer edge; a tap near it turns too).

        options:
          --vertical          pages turn up and down instead of left and right
          --spacing N         points between pages (default 0), with --style scroll
          --pages N           how many generated pages (default 12; up to 1000000000)
          --style scroll|curl the transition (default scroll)
          --spine min|mid|max with --style curl: the spine fixed at the left (top) edge, in
                              the middle (two pages side by side, with --double-sided)
                              or at the right (bottom) edge, whatever the window's
                              shape; by default it follows the window: two pages side
                              by side in a landscape window, one in a portrait one
                              (with --vertical: one above the other in a portrait
                              window, one in a landscape one)
          --double-sided      with --style curl: each leaf has a page on its back (the
                              two pages side by side always have one)
          --tutorial          the classic paging UIScrollView with a UIPageControl instead
          --no-restore        open on the first page, not where the deck was left (and
                              save nothing); --restore makes a headless run restore
          --headless          run without a window, on a manual clock (deterministic)
          --size WxH          window size in points (default 1024x768)
          --scale N           device pixels per point, with --headless (default 1)
          --script FILE       play an event script, with --headless
          --screenshot FILE   write the final frame as PNG, with --headless
          --version           print the version
          -h, --help          show this help

        keys:
          Right, Page Down, Space    next page (Down when --vertical)
          Left, Page Up, Shift+Space previous page (Up when --vertical)
          Home, End                  first, last page
          ? or F1                    show or hide the keys
          q or Escape                quit (Escape first hides the keys)
        On an image page: pinch, Ctrl+wheel or double-click zooms; zoomed in, a drag pans
        to the image's edge before the next drag turns the page.

        Exit status: 0 done, 1 a file (or script) could not be read, 64 bad usage,
        69 no display (run under xvfb-run -a, or with --headless).
        """
}
