import XCTest
@testable import ViewerKit
import UIKit

final class ViewerOptionsTests: XCTestCase {
    func testNoArgumentsMeansTheDefaultImageInA1024By768Window() throws {
        let options = try ViewerOptions(arguments: [])
        XCTAssertEqual(options.imagePaths, [])
        XCTAssertFalse(options.isHeadless)
        XCTAssertEqual(options.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(options.scale, 1)
        XCTAssertNil(options.scriptPath)
        XCTAssertNil(options.screenshotPath)
        XCTAssertFalse(options.showsHelp)
    }

    func testEveryOptionInBothSpellingsAndTheFileAnywhere() throws {
        let options = try ViewerOptions(arguments: ["--headless", "map.png", "--size", "800x600", "--scale=2",
                                                    "--script", "demo.txt", "--screenshot=out/shot.png"])
        XCTAssertEqual(options.imagePaths, ["map.png"])
        XCTAssertTrue(options.isHeadless)
        XCTAssertEqual(options.size, CGSize(width: 800, height: 600))
        XCTAssertEqual(options.scale, 2)
        XCTAssertTrue(options.isScaleGiven)
        XCTAssertEqual(options.scriptPath, "demo.txt")
        XCTAssertEqual(options.screenshotPath, "out/shot.png")
    }

    func testDoubleDashEndsOptionsAndSizeWorksInAWindow() throws {
        let options = try ViewerOptions(arguments: ["--size=640X480", "--", "--odd-name.png"])
        XCTAssertEqual(options.imagePaths, ["--odd-name.png"])
        XCTAssertEqual(options.size, CGSize(width: 640, height: 480))
        XCTAssertFalse(options.isHeadless)
    }

    func testHelpWinsOverEverythingElse() throws {
        XCTAssertTrue(try ViewerOptions(arguments: ["-h"]).showsHelp)
        XCTAssertTrue(try ViewerOptions(arguments: ["a.png", "b.png", "--help", "--script", "x"]).showsHelp)
    }

    func testAPixelBudgetTooLargeForAnIntegerIsTheLargestThereIs() throws {
        let options = try ViewerOptions(arguments: ["--max-pixels", "100000000000000000000", "a.png"])
        XCTAssertEqual(options.maxPixels, Int.max)
        XCTAssertThrowsError(try ViewerOptions(arguments: ["--max-pixels", "-100000000000000000000", "a.png"]))
    }

    func testBadCommandLinesSayWhatIsWrongInOneLine() {
        let cases: [([String], ViewerUsageError, String)] = [
            (["--zoom"], .missingValue(option: "--zoom"), "--zoom needs a value (see --help)"),
            (["--magnify"], .unknownOption("--magnify"), "unknown option '--magnify' (see --help)"),
            (["-x"], .unknownOption("-x"), "unknown option '-x' (see --help)"),
            (["--headless=yes"], .unknownOption("--headless=yes"), "unknown option '--headless=yes' (see --help)"),
            (["--size"], .missingValue(option: "--size"), "--size needs a value (see --help)"),
            (["--headless", "--script"], .missingValue(option: "--script"), "--script needs a value (see --help)"),
            (["--size", "800"], .badValue(option: "--size", value: "800", expected: "a size WxH in points, such as 1024x768"),
             "--size: '800' is not a size WxH in points, such as 1024x768"),
            (["--size", "0x600"], .badValue(option: "--size", value: "0x600", expected: "a size WxH in points, such as 1024x768"),
             "--size: '0x600' is not a size WxH in points, such as 1024x768"),
            (["--headless", "--scale", "-1"], .badValue(option: "--scale", value: "-1", expected: "a positive number"),
             "--scale: '-1' is not a positive number"),
            (["--headless", "--scale", "nan"], .badValue(option: "--scale", value: "nan", expected: "a positive number"),
             "--scale: 'nan' is not a positive number"),
            (["--zoom", "0x10%"], .badValue(option: "--zoom", value: "0x10%", expected: "fit or a percentage such as 100%"),
             "--zoom: '0x10%' is not fit or a percentage such as 100%"),
            (["--headless", "--scale", "0x1p1"], .badValue(option: "--scale", value: "0x1p1", expected: "a positive number"),
             "--scale: '0x1p1' is not a positive number"),
            (["--zoom", "big"], .badValue(option: "--zoom", value: "big", expected: "fit or a percentage such as 100%"),
             "--zoom: 'big' is not fit or a percentage such as 100%"),
            (["--background", "#12345"], .badValue(option: "--background", value: "#12345",
                                                   expected: "checker, black, white or #rrggbb"),
             "--background: '#12345' is not checker, black, white or #rrggbb"),
            (["--wheel", "pan"], .badValue(option: "--wheel", value: "pan", expected: "zoom or scroll"),
             "--wheel: 'pan' is not zoom or scroll"),
            (["--max-pixels", "0"], .badValue(option: "--max-pixels", value: "0", expected: "a whole number of pixels above 0"),
             "--max-pixels: '0' is not a whole number of pixels above 0"),
            (["--nearest=yes"], .unknownOption("--nearest=yes"), "unknown option '--nearest=yes' (see --help)"),
            (["--screenshot", "x.png"], .needsHeadless(option: "--screenshot"), "--screenshot works only with --headless"),
            (["--script", "x.txt"], .needsHeadless(option: "--script"), "--script works only with --headless"),
            // An empty path (an unset shell variable) names no file: refused before the run,
            // not a write failing after it ("viewer: : cannot write: ...").
            (["--headless", "--screenshot", ""], .badValue(option: "--screenshot", value: "", expected: "a file's path"),
             "--screenshot: '' is not a file's path"),
            (["--headless", "--script="], .badValue(option: "--script", value: "", expected: "a file's path"),
             "--script: '' is not a file's path"),
            (["--headless", "--timings"], .needsWindow(option: "--timings"), "--timings works only in a window (not with --headless)"),
            (["--headless", "--size", "10000x100", "--scale", "2"], .tooLarge(pixelsPerSide: 20000, maximumPixels: 16384),
             "a window of 20000 pixels a side is larger than 16384"),
        ]
        for (arguments, expected, message) in cases {
            XCTAssertThrowsError(try ViewerOptions(arguments: arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? ViewerUsageError, expected, "\(arguments)")
                XCTAssertEqual("\(error)", message, "\(arguments)")
            }
        }
    }

    func testTheViewersOwnOptions() throws {
        let options = try ViewerOptions(arguments: ["--zoom", "250%", "--nearest", "--background=#FF8000", "--fullscreen",
                                                    "--wheel", "scroll", "--max-pixels", "1000", "a.png", "pics"])
        XCTAssertEqual(options.imagePaths, ["a.png", "pics"])
        XCTAssertEqual(options.zoom, .percent(250))
        XCTAssertTrue(options.startsNearest)
        XCTAssertEqual(options.background, .color(red: 255, green: 128, blue: 0))
        XCTAssertTrue(options.startsFullscreen)
        XCTAssertFalse(options.wheelZooms)
        XCTAssertEqual(options.maxPixels, 1000)
        XCTAssertFalse(options.reportsTimings)
        XCTAssertTrue(try ViewerOptions(arguments: ["--timings", "a.png"]).reportsTimings)
        XCTAssertEqual(try ViewerOptions(arguments: ["--zoom=fit"]).zoom, .fit)
        XCTAssertEqual(try ViewerOptions(arguments: ["--background", "white"]).background, .white)
        XCTAssertTrue(try ViewerOptions(arguments: ["--version"]).showsVersion)
    }

    func testUsageNamesEveryOptionAndKey() {
        for word in ["--headless", "--size WxH", "--scale N", "--script FILE", "--screenshot FILE", "--help",
                     "--zoom fit|N%", "--nearest", "--background", "--fullscreen", "--wheel zoom|scroll",
                     "--max-pixels N", "--timings", "--version",
                     "Zoom in", "Zoom out", "Fit", "100%", "Quit", "F12", "Rotate clockwise", "Flip vertically",
                     "Next image", "This help", "Image info", "Open a PNG"] {
            XCTAssertTrue(ViewerOptions.usage.contains(word), word)
        }
    }
}
