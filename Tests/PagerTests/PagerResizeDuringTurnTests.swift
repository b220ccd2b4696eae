import XCTest
@testable import UIKit
@testable import PagerKit

/// The window resized while a key's turn slides: the page it lands on is the one the
/// position label and the page control name.
final class PagerResizeDuringTurnTests: XCTestCase {
    func testAKeysTurnWidenedMidWayLandsOnThePageTheLabelNames() throws {
        let scene = try PagerScene()
        scene.press(.keyboardRightArrow)
        scene.host.runFrames(6)
        try scene.host.resize(to: CGSize(width: 960, height: 320))
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 1)
        XCTAssertEqual(scene.pager.positionText, "2 / 12")
        XCTAssertEqual(scene.pagingScrollView.contentOffset, CGPoint(x: 960, y: 0))
        XCTAssertEqual(scene.pager.pageViewController.viewControllers?.first?.view.frame.size,
                       CGSize(width: 960, height: 320))
    }
}
