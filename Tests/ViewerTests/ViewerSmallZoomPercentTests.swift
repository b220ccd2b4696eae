import XCTest
@testable import ViewerKit
import UIKit

/// Zooms below 1% show two significant digits: a 1 x 10,000,000 strip fits a window at
/// 0.0075%, which one decimal showed as "0.0%" (and 0.05% as "0.1%", twice what it is).
final class ViewerSmallZoomPercentTests: XCTestCase {
    func testZoomsBelowOnePercentKeepTwoSignificantDigits() {
        XCTAssertEqual(ViewerStatusText.percent(0.00746), "0.0075%")
        XCTAssertEqual(ViewerStatusText.percent(0.0746), "0.075%")
        XCTAssertEqual(ViewerStatusText.percent(0.746), "0.75%")
        XCTAssertEqual(ViewerStatusText.percent(0.5), "0.5%", "no trailing zero")
        XCTAssertEqual(ViewerStatusText.percent(0.0999), "0.1%")
        XCTAssertEqual(ViewerStatusText.percent(0.9996), "1.0%", "from 1% up, one decimal, as before")
        XCTAssertEqual(ViewerStatusText.percent(5.12), "5.1%")
        XCTAssertEqual(ViewerStatusText.percent(1e-7), "0.0000001%", "never an exponent")
        XCTAssertEqual(ViewerStatusText.percent(0), "0%")
    }

    /// A 300 x 30000 strip opens 32 points wide (ViewerThinImageTests); zoomed out whole,
    /// a pixel wide, the status bar says 0.33%.
    func testAVeryTallStripShowsItsZoom() {
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 122), imageSize: (width: 300, height: 30_000))
        viewer.scrollView.setZoomScale(viewer.scrollView.minimumZoomScale, animated: false)
        XCTAssertEqual(viewer.zoomPercent, 100.0 / 300, accuracy: 1e-12)
        XCTAssertEqual(viewer.statusText, "test.png — 300 × 30000 — 0.33%")
    }
}
