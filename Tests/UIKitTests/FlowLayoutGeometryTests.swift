import XCTest
@testable import UIKit

/// The flow layout's numbers: lines, justified spacing, the last line on the grid, insets,
/// headers and footers, both scroll directions, and lookups by rectangle.
final class FlowLayoutGeometryTests: XCTestCase {
    typealias Section = FlowLayoutGeometry.Section

    private func uniform(_ count: Int, _ size: CGSize, inset: UIEdgeInsets = .zero, line: CGFloat = 10,
                         interitem: CGFloat = 10) -> Section {
        Section(itemSizes: Array(repeating: size, count: count), inset: inset, lineSpacing: line, interitemSpacing: interitem)
    }

    func testAFullRowIsJustifiedAndTheLastRowKeepsTheColumns() {
        // 320 wide, 100-point items at least 10 apart: three fit (320 ≥ 320), the gaps exactly 10.
        let exact = FlowLayoutGeometry(sections: [uniform(4, CGSize(width: 100, height: 100))], isVertical: true,
                                       extent: CGSize(width: 320, height: 480))
        XCTAssertEqual(exact.itemFrames[0].map(\.minX), [0, 110, 220, 0])
        XCTAssertEqual(exact.itemFrames[0].map(\.minY), [0, 0, 0, 110])
        // 350 wide: the 30 points over spread into the two gaps (25 each); the last row's
        // lone item stays on the first column.
        let wide = FlowLayoutGeometry(sections: [uniform(5, CGSize(width: 100, height: 100))], isVertical: true,
                                      extent: CGSize(width: 350, height: 480))
        XCTAssertEqual(wide.itemFrames[0].map(\.minX), [0, 125, 250, 0, 125])
        XCTAssertEqual(wide.contentSize, CGSize(width: 350, height: 210))
        XCTAssertEqual(wide.lines.map(\.items), [0..<3, 3..<5])
    }

    func testALoneItemOfAFullLineIsCentred() {
        // 200-point items in 320: one a line; the lines before the last are centred, and
        // the last too, as no second item of its size would fit.
        let g = FlowLayoutGeometry(sections: [uniform(2, CGSize(width: 200, height: 50))], isVertical: true,
                                   extent: CGSize(width: 320, height: 480))
        XCTAssertEqual(g.itemFrames[0].map(\.minX), [60, 60])
        XCTAssertEqual(g.itemFrames[0].map(\.minY), [0, 60])
    }

    func testDelegateSizesWrapAndCentreInTheirLine() {
        // 300 wide with 10 spacing: 100 + 10 + 120 = 230 fit, the third (90) does not
        // (330); the 70 left widen the one gap to 80.
        let sizes = [CGSize(width: 100, height: 40), CGSize(width: 120, height: 60), CGSize(width: 90, height: 30),
                     CGSize(width: 90, height: 20)]
        let g = FlowLayoutGeometry(sections: [Section(itemSizes: sizes, lineSpacing: 5, interitemSpacing: 10)],
                                   isVertical: true, extent: CGSize(width: 300, height: 400))
        XCTAssertEqual(g.itemFrames[0][0], CGRect(x: 0, y: 10, width: 100, height: 40), "centred in the 60-point line")
        XCTAssertEqual(g.itemFrames[0][1], CGRect(x: 180, y: 0, width: 120, height: 60))
        // Last line: 90 + 10 + 90 = 190, 110 over; one more 90-point item would fit
        // (100 ≤ 110), leaving 10 for two gaps: 10 + 5 each.
        XCTAssertEqual(g.itemFrames[0][2], CGRect(x: 0, y: 65, width: 90, height: 30))
        XCTAssertEqual(g.itemFrames[0][3], CGRect(x: 105, y: 70, width: 90, height: 20))
        XCTAssertEqual(g.contentSize.height, 95)
    }

    func testSectionInsetsHeadersAndFootersStack() {
        var first = uniform(3, CGSize(width: 50, height: 50), inset: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10))
        first.headerSize = CGSize(width: 0, height: 30)
        first.footerSize = CGSize(width: 999, height: 20)
        var second = uniform(1, CGSize(width: 50, height: 50))
        second.headerSize = CGSize(width: 0, height: 25)
        // 200 wide, 180 inside the insets: three 50s with 10 gaps (170), 10 over → gaps 15.
        let g = FlowLayoutGeometry(sections: [first, second, uniform(0, .zero)], isVertical: true,
                                   extent: CGSize(width: 200, height: 400))
        XCTAssertEqual(g.headerFrames[0], CGRect(x: 0, y: 0, width: 200, height: 30), "the header spans the content")
        XCTAssertEqual(g.itemFrames[0].map(\.minX), [10, 75, 140])
        XCTAssertEqual(g.itemFrames[0][0].minY, 35)
        XCTAssertEqual(g.footerFrames[0], CGRect(x: 0, y: 100, width: 200, height: 20))
        XCTAssertEqual(g.headerFrames[1], CGRect(x: 0, y: 120, width: 200, height: 25))
        XCTAssertEqual(g.itemFrames[1][0], CGRect(x: 0, y: 145, width: 50, height: 50))
        XCTAssertNil(g.footerFrames[1])
        XCTAssertNil(g.headerFrames[2])
        XCTAssertTrue(g.itemFrames[2].isEmpty)
        XCTAssertEqual(g.sectionExtents.map(\.start), [0, 120, 195])
        XCTAssertEqual(g.contentSize, CGSize(width: 200, height: 195))
    }

    func testHorizontalLinesAreColumns() {
        // 220 high: two 100-point items a column with 20 between (10 least + 10 over).
        var section = uniform(5, CGSize(width: 80, height: 100), inset: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 6),
                              line: 8)
        section.headerSize = CGSize(width: 12, height: 999)
        let g = FlowLayoutGeometry(sections: [section], isVertical: false, extent: CGSize(width: 300, height: 220))
        XCTAssertEqual(g.headerFrames[0], CGRect(x: 0, y: 0, width: 12, height: 220))
        XCTAssertEqual(g.itemFrames[0].map(\.minX), [16, 16, 104, 104, 192])
        XCTAssertEqual(g.itemFrames[0].map(\.minY), [0, 120, 0, 120, 0])
        XCTAssertEqual(g.contentSize, CGSize(width: 12 + 4 + 80 * 3 + 8 * 2 + 6, height: 220))
    }

    func testLookupsFindTheItemsInARectangleAmongAHundredThousand() {
        let g = FlowLayoutGeometry(sections: [uniform(100_000, CGSize(width: 100, height: 100))], isVertical: true,
                                   extent: CGSize(width: 320, height: 480))
        // Rows are 110 points apart: y 55,000...55,480 meets rows 500 (55,000) to 504.
        let found = g.items(in: CGRect(x: 0, y: 55_000, width: 320, height: 480))
        XCTAssertEqual(found.first, IndexPath(item: 1500, section: 0))
        XCTAssertEqual(found.last, IndexPath(item: 1514, section: 0))
        XCTAssertEqual(found.count, 15)
        // A rectangle in the gap between two rows and columns meets nothing.
        XCTAssertEqual(g.items(in: CGRect(x: 101, y: 101, width: 8, height: 8)), [])
        // Only the middle column.
        XCTAssertEqual(g.items(in: CGRect(x: 150, y: 0, width: 1, height: 200)).map(\.item), [1, 4])
    }

    func testLookupsFindHeadersAndFootersBySection() {
        var sections: [Section] = []
        for _ in 0..<3 {
            var s = uniform(2, CGSize(width: 100, height: 100))
            s.headerSize = CGSize(width: 0, height: 20)
            s.footerSize = CGSize(width: 0, height: 10)
            sections.append(s)
        }
        // Each section: header 20, a row of 100, footer 10 = 130.
        let g = FlowLayoutGeometry(sections: sections, isVertical: true, extent: CGSize(width: 320, height: 480))
        XCTAssertEqual(g.sections(withHeaderIn: CGRect(x: 0, y: 125, width: 320, height: 150)), [1, 2])
        XCTAssertEqual(g.sections(withFooterIn: CGRect(x: 0, y: 125, width: 320, height: 150)), [0, 1])
        XCTAssertEqual(g.items(in: CGRect(x: 0, y: 125, width: 320, height: 150)).map { [$0.section, $0.item] },
                       [[1, 0], [1, 1]], "section 2's row starts at 280")
    }

    func testPinnedHeadersAndFootersStayInTheVisibleAreaWithinTheirSections() {
        // Each section: a 20-point header, two rows of 100 10 apart (body 20...230), a
        // 10-point footer: 240 in all.
        var section = uniform(6, CGSize(width: 100, height: 100))
        section.headerSize = CGSize(width: 0, height: 20)
        section.footerSize = CGSize(width: 0, height: 10)
        let g = FlowLayoutGeometry(sections: [section, section, section], isVertical: true,
                                   extent: CGSize(width: 320, height: 480))
        XCTAssertEqual(g.headerFrame(0, pinnedBelow: 100)?.minY, 100)
        XCTAssertEqual(g.headerFrame(0, pinnedBelow: 220)?.minY, 210, "pushed up by the end of its section")
        XCTAssertEqual(g.headerFrame(1, pinnedBelow: 100)?.minY, 240, "never above its own place")
        XCTAssertEqual(g.headerFrame(0, pinnedBelow: nil)?.minY, 0)
        XCTAssertEqual(g.footerFrame(1, pinnedAbove: 400)?.minY, 390)
        XCTAssertEqual(g.footerFrame(1, pinnedAbove: 250)?.minY, 260, "not above its section's body")
        XCTAssertEqual(g.footerFrame(0, pinnedAbove: 400)?.minY, 230, "never below its own place")
        let rect = CGRect(x: 0, y: 100, width: 320, height: 480)
        XCTAssertEqual(g.sections(withHeaderIn: rect, pinnedBelow: 100), [0, 1, 2])
        XCTAssertEqual(g.sections(withHeaderIn: rect), [1, 2])
    }

    func testAnItemWiderThanTheLineTakesALineOfItsOwnAtTheStart() {
        let sizes = [CGSize(width: 50, height: 10), CGSize(width: 400, height: 10), CGSize(width: 50, height: 10)]
        let g = FlowLayoutGeometry(sections: [Section(itemSizes: sizes, interitemSpacing: 10)], isVertical: true,
                                   extent: CGSize(width: 300, height: 100))
        XCTAssertEqual(g.lines.map(\.items), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(g.itemFrames[0][1].minX, 0)
        XCTAssertEqual(g.itemFrames[0][0].minX, 125, "a lone item of a line that is not the last is centred")
    }
}
