import XCTest
@testable import UIKit

final class ScrollIndicatorTests: XCTestCase {
    private func makeScrollView(_ host: HeadlessHost) -> UIScrollView {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = CGSize(width: 320, height: 1920)
        host.window.addSubview(s)
        return s
    }

    func testVerticalIndicatorRectAtRightEdgeAndNoHorizontalForNarrowContent() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let s = makeScrollView(host)
        let r = s.verticalIndicatorRect!
        XCTAssertEqual(r.maxX, 320 - 2.5)
        XCTAssertEqual(r.width, 3)
        XCTAssertEqual(r.minY, 2.5)
        XCTAssertEqual(r.height, (480 - 5) / 4)
        XCTAssertNil(s.horizontalIndicatorRect)
        s.contentOffset.y = 1440
        XCTAssertEqual(s.verticalIndicatorRect!.maxY, 1440 + 480 - 2.5, "in content coordinates at the bottom")
        s.showsVerticalScrollIndicator = false
        XCTAssertNil(s.verticalIndicatorRect)
    }

    func testIndicatorInsetsAndCornerRoom() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let s = makeScrollView(host)
        s.contentSize = CGSize(width: 1280, height: 1920)
        s.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 4)
        let v = s.verticalIndicatorRect!, h = s.horizontalIndicatorRect!
        XCTAssertEqual(v.minY, 22.5)
        XCTAssertEqual(v.maxX, 320 - 4 - 2.5)
        XCTAssertEqual(h.maxY, 480 - 2.5)
        XCTAssertLessThanOrEqual(h.maxX, 320 - 2.5 - 3 - 2.5, "leaves the corner to the vertical one")
    }

    func testFlashShowsForPointSevenFiveSecondsThenFades() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let s = makeScrollView(host)
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 0, "hidden at rest")
        s.flashScrollIndicators()
        host.runFrames(44)
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 1)
        host.runFrames(6)   // 0.8333 s: 0.0833 s into the 0.2 s fade
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 1 - (50.0 / 60 - 0.75) / 0.2, accuracy: 1e-9)
        host.runUntilIdle()
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 0)
    }

    func testAnimatedScrollShowsIndicatorsUntilDelayAfterEnd() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let s = makeScrollView(host)
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        host.runFrames(18)
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 1)
        host.runFrames(19)  // 0.317 s after the end: still inside the 0.33 s delay
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 1)
        host.runFrames(13)  // 0.533 s after: faded out
        XCTAssertEqual(s.indicatorAlpha(at: host.now), 0)
    }

    func testIndicatorsAreDrawnAboveContentNotAsSubviews() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentSize = CGSize(width: 100, height: 400)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        content.backgroundColor = .white
        s.addSubview(content)
        host.window.addSubview(s)
        XCTAssertEqual(s.subviews.count, 1)
        s.indicatorStyle = .black
        s.flashScrollIndicators()
        let frame = host.renderFrame()
        let onIndicator = Color(premultiplied: frame[96, 10])
        XCTAssertLessThan(onIndicator.red, 200, "the black indicator darkens the white content")
        XCTAssertEqual(Color(premultiplied: frame[50, 10]), .white)
    }
}

final class ScrollIndicatorDamageTests: XCTestCase {
    func testHeldIndicatorsRedrawNothingAndFadingRedrawsOnlyThem() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 1920)
        host.window.addSubview(scroll)
        host.renderFrame()
        scroll.flashScrollIndicators()
        let shown = host.compositor.renderFrame()
        XCTAssertFalse(shown.isEmpty)
        XCTAssertTrue(shown.allSatisfy { $0.width <= 8 }, "only the indicator: \(shown)")
        host.runFrames(10)
        XCTAssertEqual(host.compositor.renderFrame(), [], "held at full opacity: nothing to redraw")
        host.runFrames(36)  // into the fade
        let fading = host.compositor.renderFrame()
        XCTAssertFalse(fading.isEmpty)
        XCTAssertTrue(fading.allSatisfy { $0.width <= 8 })
        host.runUntilIdle()
        XCTAssertFalse(host.scheduler.hasActiveLinks)
    }
}
