import XCTest
@testable import UIKit
@testable import PagerKit

/// With the spine in the middle the position label names both pages of the spread, and
/// one page where only one is the book's (the blank right page of an odd count's end).
final class PagerSpreadPositionTests: XCTestCase {
    func testTheLabelNamesBothPagesOfTheSpread() throws {
        let scene = try PagerScene(["--style", "curl", "--spine", "mid", "--double-sided"])
        XCTAssertEqual(scene.pager.positionText, "1\u{2013}2 / 12")
        scene.press(.keyboardRightArrow)
        XCTAssertEqual(scene.pager.positionText, "3\u{2013}4 / 12", "the spread turned to, from the key on")
        scene.settle()
        XCTAssertEqual(scene.pager.shownIndices, 2...3)
        scene.drag(from: CGPoint(x: 470, y: 160), by: CGPoint(x: -300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "5\u{2013}6 / 12", "after a drag's turn")
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 12")
    }

    func testTheBlankRightPageOfAnOddCountIsNotNamed() throws {
        let scene = try PagerScene(["--pages", "13", "--style", "curl", "--spine", "mid", "--double-sided"])
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertTrue(scene.pager.pageViewController.viewControllers?.last is BlankPage)
        XCTAssertEqual(scene.pager.positionText, "13 / 13")
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 13")
    }

    func testTheBackOfTheLeafIsNotNamedWithTheSpineAtAnEdge() throws {
        let scene = try PagerScene(["--style", "curl", "--spine", "min", "--double-sided"])
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "3 / 12", "one page shows; the second view controller is a back")
    }
}
