import XCTest
@testable import UIKit

/// The table's arithmetic with numbers alone: prefix sums, binary searches, pinning.
final class TableViewGeometryTests: XCTestCase {
    private func ip(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    /// A 50-point table header; section 0: header 28, rows 44, 60, 44, footer 10; section 1:
    /// no header, no rows, footer 0; section 2: header 20, rows 30, 30; a 40-point footer.
    private let geometry = TableViewGeometry(
        tableHeaderHeight: 50,
        sections: [.init(header: 28, rows: [44, 60, 44], footer: 10), .init(), .init(header: 20, rows: [30, 30])],
        tableFooterHeight: 40, width: 320)

    func testRectanglesFollowFromTheHeights() {
        XCTAssertEqual(geometry.numberOfSections, 3)
        XCTAssertEqual(geometry.rect(forSection: 0), CGRect(x: 0, y: 50, width: 320, height: 186))
        XCTAssertEqual(geometry.rectForHeader(inSection: 0), CGRect(x: 0, y: 50, width: 320, height: 28))
        XCTAssertEqual(geometry.rectForRow(at: ip(0, 0)), CGRect(x: 0, y: 78, width: 320, height: 44))
        XCTAssertEqual(geometry.rectForRow(at: ip(1, 0)), CGRect(x: 0, y: 122, width: 320, height: 60))
        XCTAssertEqual(geometry.rectForRow(at: ip(2, 0)), CGRect(x: 0, y: 182, width: 320, height: 44))
        XCTAssertEqual(geometry.rectForFooter(inSection: 0), CGRect(x: 0, y: 226, width: 320, height: 10))
        XCTAssertEqual(geometry.rect(forSection: 1), CGRect(x: 0, y: 236, width: 320, height: 0))
        XCTAssertEqual(geometry.rectForRow(at: ip(1, 2)), CGRect(x: 0, y: 286, width: 320, height: 30))
        XCTAssertEqual(geometry.tableFooterMinY, 316)
        XCTAssertEqual(geometry.contentHeight, 356)
        var inset = geometry
        inset.horizontalInset = 20
        XCTAssertEqual(inset.rectForRow(at: ip(0, 0)), CGRect(x: 20, y: 78, width: 280, height: 44))
    }

    func testPointsFindTheirRowsAndNotHeadersOrFooters() {
        XCTAssertNil(geometry.indexPathForRow(at: 10), "the table header")
        XCTAssertNil(geometry.indexPathForRow(at: 60), "section 0's header")
        XCTAssertEqual(geometry.indexPathForRow(at: 78), ip(0, 0))
        XCTAssertEqual(geometry.indexPathForRow(at: 121.9), ip(0, 0))
        XCTAssertEqual(geometry.indexPathForRow(at: 122), ip(1, 0))
        XCTAssertEqual(geometry.indexPathForRow(at: 225), ip(2, 0))
        XCTAssertNil(geometry.indexPathForRow(at: 230), "section 0's footer")
        XCTAssertNil(geometry.indexPathForRow(at: 240), "section 2's header")
        XCTAssertEqual(geometry.indexPathForRow(at: 256), ip(0, 2))
        XCTAssertNil(geometry.indexPathForRow(at: 320), "the table footer")
        XCTAssertNil(geometry.indexPathForRow(at: -5))
    }

    func testABandHoldsTheRowsItMeets() {
        XCTAssertEqual(geometry.indexPathsForRows(meeting: 0, 78), [], "headers only")
        XCTAssertEqual(geometry.indexPathsForRows(meeting: 100, 183), [ip(0, 0), ip(1, 0), ip(2, 0)])
        XCTAssertEqual(geometry.indexPathsForRows(meeting: 122, 182), [ip(1, 0)], "edges touching are not meeting")
        XCTAssertEqual(geometry.indexPathsForRows(meeting: 200, 300), [ip(2, 0), ip(0, 2), ip(1, 2)])
        XCTAssertEqual(geometry.sections(meeting: 200, 300), 0..<3)
        XCTAssertEqual(geometry.sections(meeting: 240, 300), 2..<3)
        XCTAssertEqual(geometry.sections(meeting: 0, 50), 0..<0, "the table header alone")
        XCTAssertEqual(geometry.sections(meeting: 320, 400), 3..<3)
    }

    func testHeadersFloatAndArePushedAwayByTheNextSection() {
        // Section 0 spans 50...236; its 28-point header floats until 236 - 28 = 208.
        XCTAssertEqual(geometry.pinnedHeaderRect(inSection: 0, visibleTop: 0).minY, 50, "below the table header")
        XCTAssertEqual(geometry.pinnedHeaderRect(inSection: 0, visibleTop: 100).minY, 100)
        XCTAssertEqual(geometry.pinnedHeaderRect(inSection: 0, visibleTop: 220).minY, 208, "pushed up by section 1")
        // Footers rest on the bottom of the visible area until their place comes up.
        XCTAssertEqual(geometry.pinnedFooterRect(inSection: 0, visibleBottom: 150).minY, 140)
        XCTAssertEqual(geometry.pinnedFooterRect(inSection: 0, visibleBottom: 60).minY, 78, "not above the rows' top")
        XCTAssertEqual(geometry.pinnedFooterRect(inSection: 0, visibleBottom: 500).minY, 226)
    }

    func testAHundredThousandRowsAreFoundBySearch() {
        let heights = (0..<100_000).map { CGFloat(40 + $0 % 3 * 10) }   // 40, 50, 60, ...
        let big = TableViewGeometry(sections: [.init(header: 0, rows: heights, footer: 0)], width: 320)
        // Each three rows take 150 points: row 99,999 (a 40 one) starts at 33,333 x 150.
        XCTAssertEqual(big.rectForRow(at: ip(99_999, 0)), CGRect(x: 0, y: 4_999_950, width: 320, height: 40))
        XCTAssertEqual(big.contentHeight, 4_999_990)
        XCTAssertEqual(big.indexPathForRow(at: 2_500_000), ip(50_000, 0), "row 50,000 (a 60 one) spans 2,499,990...2,500,050")
        let band = big.indexPathsForRows(meeting: 2_500_000, 2_500_480)
        XCTAssertEqual(band.first, ip(50_000, 0))
        XCTAssertEqual(band.count, 10)
    }

    func testRunsOfRowsWithNoHeightAreSkippedAndTheRowsAroundThemFound() {
        // 44, then 100,000 collapsed rows, then 44, 44: a collapsed accordion section.
        let heights: [CGFloat] = [44] + Array(repeating: 0, count: 100_000) + [44, 44]
        let g = TableViewGeometry(sections: [.init(header: 0, rows: heights, footer: 0)], width: 320)
        XCTAssertEqual(g.indexPathsForRows(meeting: 0, 480).map(\.row), [0, 100_001, 100_002])
        XCTAssertEqual(g.indexPathsForRows(meeting: 44, 88).map(\.row), [100_001])
        XCTAssertEqual(g.indexPathsForRows(meeting: 50, 60).map(\.row), [100_001])
        XCTAssertEqual(g.indexPathsForRows(meeting: 0, 44).map(\.row), [0], "a row ending at the band's end is in")
        XCTAssertEqual(g.indexPathsForRows(meeting: 132, 200), [], "past the end")
        let zeros = TableViewGeometry(sections: [.init(header: 0, rows: Array(repeating: 0, count: 50), footer: 0)])
        XCTAssertEqual(zeros.indexPathsForRows(meeting: 0, 480), [])
    }

    func testMeasuredHeightsReplaceEstimatesAndMoveWhatFollows() {
        var g = TableViewGeometry(
            sections: [.init(header: 28, rows: [44, 80, 80], footer: 0, estimatedRows: [false, true, true]),
                       .init(header: 38, rows: [80], footer: 10, estimatedRows: [true], isHeaderEstimated: true)],
            width: 320)
        XCTAssertEqual(g.estimateCount, 4)
        XCTAssertTrue(g.isEstimated(rowAt: ip(1, 0)))
        XCTAssertFalse(g.isEstimated(rowAt: ip(0, 0)))
        XCTAssertEqual(g.setHeight(130, forRowAt: ip(1, 0)), 50)
        XCTAssertFalse(g.isEstimated(rowAt: ip(1, 0)))
        XCTAssertEqual(g.rectForRow(at: ip(1, 0)), CGRect(x: 0, y: 72, width: 320, height: 130))
        XCTAssertEqual(g.rectForRow(at: ip(2, 0)), CGRect(x: 0, y: 202, width: 320, height: 80))
        XCTAssertEqual(g.rectForHeader(inSection: 1).minY, 282)
        XCTAssertEqual(g.setHeaderHeight(50, inSection: 1), 12)
        XCTAssertEqual(g.rectForRow(at: ip(0, 1)), CGRect(x: 0, y: 332, width: 320, height: 80))
        XCTAssertEqual(g.contentHeight, 422)
        XCTAssertEqual(g.indexPathForRow(at: 250), ip(2, 0))
        XCTAssertEqual(g.estimateCount, 2)
        XCTAssertTrue(g.hasEstimates)
        g.setHeight(44, forRowAt: ip(2, 0))
        g.setHeight(44, forRowAt: ip(0, 1))
        XCTAssertFalse(g.hasEstimates)
        XCTAssertEqual(g.contentHeight, 350)
    }
}
