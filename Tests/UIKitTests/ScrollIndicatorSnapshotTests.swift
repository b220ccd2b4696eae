import XCTest
import ScreenshotTesting
@testable import UIKit

/// Indicators in the three styles, mid-scroll and rubber-banded, against references.
final class ScrollIndicatorSnapshotTests: XCTestCase {
    private func makeScene(style: UIScrollView.IndicatorStyle, offset: CGPoint, background: UIColor) -> (HeadlessHost, UIScrollView) {
        let host = HeadlessHost(size: CGSize(width: 120, height: 160), scale: 2)
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 360, height: 640)
        scroll.indicatorStyle = style
        for row in 0..<8 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 80, width: 360, height: 80))
            band.backgroundColor = row % 2 == 0 ? background : background.withAlphaComponent(0.6)
            scroll.addSubview(band)
        }
        host.window.backgroundColor = .white
        host.window.addSubview(scroll)
        scroll.contentOffset = offset
        scroll.flashScrollIndicators()
        return (host, scroll)
    }

    func testStylesMidScroll() {
        for (name, style, background) in [("default-on-grey", UIScrollView.IndicatorStyle.default, UIColor.gray),
                                          ("black-on-white", .black, .white),
                                          ("white-on-dark", .white, .darkGray)] {
            let (host, _) = makeScene(style: style, offset: CGPoint(x: 120, y: 240), background: background)
            assertSnapshot(of: host.renderFrame(), as: .bitmap, named: name)
        }
    }

    func testRubberBandedIndicatorShrinksAtTheTop() {
        let (host, scroll) = makeScene(style: .default, offset: CGPoint(x: 0, y: -40), background: .white)
        XCTAssertEqual(scroll.verticalIndicatorRect!.minY, -40 + 2.5, "pinned to the top of the visible track")
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "rubber-banded")
    }
}
