import XCTest
@testable import UIKit

/// Dynamic Type's text styles at iOS's default content size, and `UIFontMetrics` there.
final class TextStyleFontTests: XCTestCase {
    func testEachStyleHasIOSDefaultSize() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline), UIFont.systemFont(ofSize: 17, weight: .semibold),
                       "the headline is the semibold (bold) face")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body), UIFont.systemFont(ofSize: 17))
        XCTAssertNotEqual(UIFont.preferredFont(forTextStyle: .headline), UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "made-up")).pointSize, 17)
    }

    func testFontMetricsAtTheDefaultContentSizeKeepFontsAndValues() {
        let font = UIFont.boldSystemFont(ofSize: 24)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font), font)
        XCTAssertEqual(UIFontMetrics.default.textStyle, .body)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 12.5), 12.5)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 20).pointSize, 20, "capped")
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30), font)
    }
}
