import XCTest
@testable import UIKit

final class UIFontTests: XCTestCase {
    func testSystemFontMetricsInPoints() throws {
        let font = try TextTestSupport.systemFont(17)
        let unit: CGFloat = 17.0 / 2048
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.fontName, "DejaVuSans")
        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.ascender, 1901 * unit)
        XCTAssertEqual(font.descender, -483 * unit)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.lineHeight, 2384 * unit, "19.79 pt")
        XCTAssertEqual(font.capHeight, 1493 * unit)
        XCTAssertEqual(font.xHeight, 1120 * unit)
        XCTAssertEqual(font.withSize(34).lineHeight, 2 * font.lineHeight)
    }

    func testWeightsMapToTheFacesDejaVuHas() throws {
        _ = try TextTestSupport.systemFont()
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .medium).fontName, "DejaVuSans")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .light).fontName, "DejaVuSans")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName, "DejaVuSansMono")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName, "DejaVuSansMono-Bold")
        XCTAssertTrue(UIFont.systemFont(ofSize: 12).face === UIFont.systemFont(ofSize: 30).face, "each file opened once")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 13))
    }

    func testMonospacedDigitFontHasDigitsOfOneWidth() throws {
        _ = try TextTestSupport.systemFont()
        for weight in [UIFont.Weight.regular, .bold] {
            let font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: weight)
            let widths = Set((0...9).map { TextLayout(text: "\($0)", font: font).size.width })
            XCTAssertEqual(widths.count, 1, "\(weight)")
            XCTAssertEqual(TextLayout(text: "1111", font: font).size.width, TextLayout(text: "8888", font: font).size.width)
        }
    }

    func testFontsByName() throws {
        _ = try TextTestSupport.systemFont()
        XCTAssertEqual(UIFont(name: "DejaVuSerif", size: 11)?.familyName, "DejaVu Serif")
        XCTAssertNil(UIFont(name: "NoSuchFont", size: 11))
        XCTAssertNil(UIFont(name: "../etc/passwd", size: 11))
        XCTAssertNil(UIFont(name: "", size: 11))
    }

    func testAMissingFontFileGivesATypedErrorZeroMetricsAndNoText() {
        let saved = UIFont.systemFontDirectory
        UIFont.systemFontDirectory = "/nonexistent/scrollkit-fonts"
        defer { UIFont.systemFontDirectory = saved }
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertNil(font.face)
        XCTAssertEqual(font.loadError?.description, "font /nonexistent/scrollkit-fonts/DejaVuSans.ttf: file not found")
        XCTAssertEqual(font.fontName, "DejaVuSans")
        XCTAssertEqual(font.lineHeight, 0)
        XCTAssertEqual(font.withSize(20).loadError, font.loadError)

        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = font
        label.text = "Hello"
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        XCTAssertEqual(TextTestSupport.inkCount(label.renderedBitmap()), 0, "draws nothing, never crashes")
    }

    func testNonsenseSizesBecomeZero() throws {
        let font = try TextTestSupport.systemFont()
        XCTAssertEqual(font.withSize(-3).pointSize, 0)
        XCTAssertEqual(font.withSize(.nan).pointSize, 0)
        XCTAssertEqual(TextLayout(text: "abc", font: font.withSize(0)).size, .zero)
    }
}
