import XCTest
@testable import ViewerKit
import UIKit

final class ViewerOptionsTests: XCTestCase {
    func testNoArgumentsMeansTheDefaultImageInA1024By768Window() throws {
        let options = try ViewerOptions(arguments: [])
        XCTAssertNil(options.imagePath)
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
        XCTAssertEqual(options.imagePath, "map.png")
        XCTAssertTrue(options.isHeadless)
        XCTAssertEqual(options.size, CGSize(width: 800, height: 600))
        XCTAssertEqual(options.scale, 2)
        XCTAssertEqual(options.scriptPath, "demo.txt")
        XCTAssertEqual(options.screenshotPath, "out/shot.png")
    }

    func testDoubleDashEndsOptionsAndSizeWorksInAWindow() throws {
        let options = try ViewerOptions(arguments: ["--size=640X480", "--", "--odd-name.png"])
        XCTAssertEqual(options.imagePath, "--odd-name.png")
        XCTAssertEqual(options.size, CGSize(width: 640, height: 480))
        XCTAssertFalse(options.isHeadless)
    }

    func testHelpWinsOverEverythingElse() throws {
        XCTAssertTrue(try ViewerOptions(arguments: ["-h"]).showsHelp)
        XCTAssertTrue(try ViewerOptions(arguments: ["a.png", "b.png", "--help", "--script", "x"]).showsHelp)
    }

    func testBadCommandLinesSayWhatIsWrongInOneLine() {
        let cases: [([String], ViewerUsageError, String)] = [
            (["--zoom"], .unknownOption("--zoom"), "unknown option '--zoom' (see --help)"),
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
            (["a.png", "b.png"], .tooManyFiles(["a.png", "b.png"]), "one image at a time, got 2: a.png b.png"),
            (["--screenshot", "x.png"], .needsHeadless(option: "--screenshot"), "--screenshot works only with --headless"),
            (["--scale", "2"], .needsHeadless(option: "--scale"), "--scale works only with --headless"),
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

    func testUsageNamesEveryOptionAndKey() {
        for word in ["--headless", "--size WxH", "--scale N", "--script FILE", "--screenshot FILE", "--help",
                     "zoom in", "zoom out", "fit", "100%", "quit", "F12", "Drop a PNG"] {
            XCTAssertTrue(ViewerOptions.usage.contains(word), word)
        }
    }
}
