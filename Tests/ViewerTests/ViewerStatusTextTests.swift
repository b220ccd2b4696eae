import XCTest
@testable import ViewerKit

final class ViewerStatusTextTests: XCTestCase {
    func testLinesShown() {
        XCTAssertEqual(ViewerStatusText.name(ofPath: "/data/scans/map.png"), "map.png")
        XCTAssertEqual(ViewerStatusText.windowTitle(forPath: "Assets/default.png"), "viewer — default.png")
        XCTAssertEqual(ViewerStatusText.loading(name: "map.png", fraction: 0.4399), "Loading map.png… 43%")
        XCTAssertEqual(ViewerStatusText.loading(name: "map.png", fraction: 1), "Loading map.png… 100%")
        XCTAssertEqual(ViewerStatusText.shown(name: "map.png", pixelWidth: 3000, pixelHeight: 2000, zoomPercent: 34.13),
                       "map.png — 3000 × 2000 — 34%")
    }

    func testPercentagesBelowTenKeepADecimal() {
        XCTAssertEqual(ViewerStatusText.percent(800), "800%")
        XCTAssertEqual(ViewerStatusText.percent(99.5), "100%")
        XCTAssertEqual(ViewerStatusText.percent(10), "10%")
        XCTAssertEqual(ViewerStatusText.percent(9.96), "10%")
        XCTAssertEqual(ViewerStatusText.percent(5.12), "5.1%")
        XCTAssertEqual(ViewerStatusText.percent(0.5), "0.5%")
    }
}
