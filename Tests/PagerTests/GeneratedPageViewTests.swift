import XCTest
import UIKit
@testable import PagerKit

/// A generated page's layout at the sizes a window can have.
final class GeneratedPageViewTests: XCTestCase {
    private func laidOut(_ size: CGSize) -> GeneratedPageView {
        let page = GeneratedPageView(index: 0, count: 12)
        page.frame = CGRect(origin: .zero, size: size)
        page.layoutIfNeeded()
        return page
    }

    func testOnASmallPageTheTitleStaysLargerThanTheTextAndNothingRunsUnderTheChrome() {
        let page = laidOut(CGSize(width: 200, height: 150))
        XCTAssertGreaterThan(page.titleLabel.font.pointSize, page.textLabel.font.pointSize)
        XCTAssertTrue(page.textLabel.isHidden, "five lines of 10-point text do not fit in 150 points")
        let clear = GeneratedPageView.chromeClearance
        for label in [page.numberLabel, page.titleLabel] {
            XCTAssertGreaterThanOrEqual(label.frame.minY, clear, "\(label.text!) below the position label")
            XCTAssertLessThanOrEqual(label.frame.maxY, 150 - clear, "\(label.text!) above the page control")
        }
        XCTAssertGreaterThanOrEqual(page.numberLabel.font.pointSize, page.titleLabel.font.pointSize)
    }

    func testAPageWithRoomShowsAllThreeAtTheirScaledSizes() {
        let page = laidOut(CGSize(width: 1024, height: 768))
        XCTAssertFalse(page.textLabel.isHidden)
        XCTAssertEqual(page.numberLabel.font.pointSize, GeneratedPageView.numberFontSize)
        XCTAssertEqual(page.titleLabel.font.pointSize, GeneratedPageView.titleFontSize)
        XCTAssertEqual(page.textLabel.font.pointSize, GeneratedPageView.textFontSize)
        XCTAssertLessThan(page.numberLabel.frame.maxY, page.titleLabel.frame.minY)
        XCTAssertLessThan(page.titleLabel.frame.maxY, page.textLabel.frame.minY)
    }

    /// A long page number shrinks to the page's width instead of being cut short ("9999…"
    /// on each half of a spread of a billion pages).
    func testALongNumberShrinksToFitThePagesWidth() {
        for size in [CGSize(width: 512, height: 768), CGSize(width: 1024, height: 768), CGSize(width: 160, height: 480)] {
            let page = GeneratedPageView(index: 999_999_998, count: 1_000_000_000)
            page.frame = CGRect(origin: .zero, size: size)
            page.layoutIfNeeded()
            let needed = page.numberLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1000)).width
            XCTAssertLessThanOrEqual(needed, page.numberLabel.frame.width, "\(size): 999999999 whole")
            XCTAssertGreaterThan(page.numberLabel.font.pointSize, 10, "\(size)")
        }
        // A short one keeps its size.
        let short = laidOut(CGSize(width: 512, height: 768))
        XCTAssertEqual(short.numberLabel.font.pointSize, (GeneratedPageView.numberFontSize * 512 / 1024 * 4 / 3).rounded())
    }

    func testResizingBackToRoomShowsTheTextAgain() {
        let page = laidOut(CGSize(width: 200, height: 150))
        page.frame.size = CGSize(width: 480, height: 320)
        page.layoutIfNeeded()
        XCTAssertFalse(page.textLabel.isHidden)
        XCTAssertGreaterThan(page.textLabel.frame.height, 0)
    }
}
