import XCTest
import UIKit
import ViewerKit
@testable import PagerKit

/// The pager's command line: options, their errors, and the outcome.
final class PagerOptionsTests: XCTestCase {
    func testDefaultsAreTwelveGeneratedHorizontalPages() throws {
        let options = try PagerOptions(arguments: [])
        XCTAssertEqual(options.pageCount, 12)
        XCTAssertFalse(options.isVertical)
        XCTAssertEqual(options.spacing, 0)
        XCTAssertEqual(options.style, .scroll)
        XCTAssertEqual(options.window.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(options.paths, [])
    }

    func testEveryOption() throws {
        let options = try PagerOptions(arguments: ["--vertical", "--spacing", "12", "--pages=1000000", "--style", "scroll",
                                                   "--headless", "--size", "800x600", "--script", "s.txt",
                                                   "--screenshot", "out.png"])
        XCTAssertTrue(options.isVertical)
        XCTAssertEqual(options.spacing, 12)
        XCTAssertEqual(options.pageCount, 1_000_000)
        XCTAssertTrue(options.window.isHeadless)
        XCTAssertEqual(options.window.size, CGSize(width: 800, height: 600))
        XCTAssertEqual(options.window.scriptPath, "s.txt")
        XCTAssertEqual(options.window.screenshotPath, "out.png")
    }

    func testCurlTakesASpineAndDoubleSidedPages() throws {
        let curl = try PagerOptions(arguments: ["--style", "curl", "--spine", "max", "--vertical"])
        XCTAssertEqual(curl.style, .pageCurl)
        XCTAssertEqual(curl.spine, .max)
        XCTAssertFalse(curl.isDoubleSided)
        XCTAssertNil(try PagerOptions(arguments: ["--style=curl"]).spine, "no --spine: it follows the window")
        let upper = try PagerOptions(arguments: ["--style", "Curl", "--spine", "MAX"])
        XCTAssertEqual(upper.style, .pageCurl, "words in any case, as the viewer's --wheel SCROLL")
        XCTAssertEqual(upper.spine, .max)
        let mid = try PagerOptions(arguments: ["--style", "curl", "--spine", "mid", "--double-sided"])
        XCTAssertEqual(mid.spine, .mid)
        XCTAssertTrue(mid.isDoubleSided)
        XCTAssertThrowsError(try PagerOptions(arguments: ["--style", "curl", "--spine", "mid"])) { error in
            XCTAssertEqual("\(error)", "--spine mid: two pages side by side need --double-sided (UIKit requires it)")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--spine", "max"])) { error in
            XCTAssertEqual("\(error)", "--spine with --style scroll: it is an option of --style curl")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--double-sided"])) { error in
            XCTAssertEqual("\(error)", "--double-sided with --style scroll: it is an option of --style curl")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--style", "curl", "--spine", "left"])) { error in
            XCTAssertEqual("\(error)", "--spine: 'left' is not min, mid or max")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--style", "flip"])) { error in
            XCTAssertEqual("\(error)", "--style: 'flip' is not scroll or curl")
        }
    }

    func testBadValuesSayWhatIsExpected() {
        XCTAssertThrowsError(try PagerOptions(arguments: ["--pages", "0"])) { error in
            XCTAssertEqual("\(error)", "--pages: '0' is not a whole number from 1 to 1000000000")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--spacing", "-3"])) { error in
            XCTAssertEqual("\(error)", "--spacing: '-3' is not a number of points from 0 to 10000")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--script", "s.txt"])) { error in
            XCTAssertEqual(error as? ViewerUsageError, .needsHeadless(option: "--script"))
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--vertical=yes"])) { error in
            XCTAssertEqual(error as? ViewerUsageError, .unknownOption("--vertical=yes"))
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["a.png", "--pages", "3"]))
    }

    func testOptionsThatExcludeEachOtherSayWhichGoTogether() {
        XCTAssertThrowsError(try PagerOptions(arguments: ["a.png", "--pages", "3"])) { error in
            XCTAssertEqual("\(error)", "--pages works only with generated pages, not with files")
        }
        XCTAssertThrowsError(try PagerOptions(arguments: ["--tutorial", "a b.png"])) { error in
            XCTAssertEqual("\(error)", "--tutorial works only with generated pages, not with files ('a b.png')")
        }
        // The curl takes no spacing (UIKit's ignores `interPageSpacing`): taken, no gap showed.
        XCTAssertThrowsError(try PagerOptions(arguments: ["--style", "curl", "--spacing", "16"])) { error in
            XCTAssertEqual("\(error)", "--spacing with --style curl: it is an option of --style scroll "
                           + "(a page curl has no space between pages)")
        }
        XCTAssertNoThrow(try PagerOptions(arguments: ["--tutorial", "--spacing", "16"]))
        XCTAssertThrowsError(try PagerOptions(arguments: ["--tutorial", "--style", "curl"])) { error in
            XCTAssertEqual("\(error)", "--tutorial works only with --style scroll (the tutorial is a paging scroll view)")
        }
    }

    func testOutcomes() {
        var out: [String] = [], errs: [String] = []
        XCTAssertEqual(PagerProgram.outcome(arguments: ["--help"], output: { out.append($0) }, errors: { errs.append($0) }),
                       .exit(0))
        XCTAssertTrue(out.first?.hasPrefix("usage: pager") ?? false)
        XCTAssertEqual(PagerProgram.outcome(arguments: ["--version", "--pages", "3"], output: { out.append($0) },
                                            errors: { errs.append($0) }), .exit(0))
        XCTAssertEqual(out.last, "pager (ScrollKit) 0.2")
        XCTAssertEqual(errs, [])
        XCTAssertEqual(PagerProgram.outcome(arguments: ["--bogus"], output: { out.append($0) }, errors: { errs.append($0) }),
                       .exit(64))
        XCTAssertEqual(errs.last, "pager: unknown option '--bogus' (see --help)")
        XCTAssertEqual(PagerProgram.outcome(arguments: ["/nonexistent/a.png"], output: { _ in },
                                            errors: { errs.append($0) }), .exit(1))
        XCTAssertTrue(errs.last?.hasPrefix("pager: /nonexistent/a.png") ?? false, errs.last ?? "")
        let options = try! PagerOptions(arguments: ["--vertical"])
        XCTAssertEqual(PagerProgram.outcome(arguments: ["--vertical"], output: { _ in }, errors: { _ in }),
                       .openWindow(options, files: []))
    }
}
