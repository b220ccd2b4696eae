import XCTest
@testable import UIKit
@testable import PagerKit

/// Two pages side by side over an odd number of pages: the last page, alone on the left,
/// is reached by a drag as by the keys.
final class PagerOddMiddleSpineTests: XCTestCase {
    func testDragsReachTheLastPageOfAnOddCount() throws {
        let scene = try PagerScene(["--pages", "5", "--style", "curl", "--spine", "mid", "--double-sided"])
        for _ in 0..<3 {
            scene.drag(from: CGPoint(x: 470, y: 160), by: CGPoint(x: -300, y: 0), hold: 0)
            scene.settle()
        }
        XCTAssertEqual(scene.pager.currentIndex, 4)
        XCTAssertEqual(scene.pager.positionText, "5 / 5")
        XCTAssertTrue(scene.pager.pageViewController.viewControllers?.last is BlankPage)
        // Nothing after the blank; back again to pages 3 and 4.
        scene.drag(from: CGPoint(x: 470, y: 160), by: CGPoint(x: -300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 4)
        scene.drag(from: CGPoint(x: 10, y: 160), by: CGPoint(x: 300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 2)
    }
}
