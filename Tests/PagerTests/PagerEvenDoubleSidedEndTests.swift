import XCTest
@testable import UIKit
@testable import PagerKit

/// Double-sided pages with the spine at an edge over an even count: the last page is the
/// back of the last leaf, which turns over onto a blank front like any leaf (by a drag or a
/// key), so the last page shows on it; the label then names it.
final class PagerEvenDoubleSidedEndTests: XCTestCase {
    private func names(_ pages: [UIViewController]?) -> [String] {
        (pages ?? []).map { ($0 as? PagerPage).map { String($0.pageIndex) } ?? "blank" }
    }

    private func dragForward(_ scene: PagerScene, lift: Bool = true) {
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 470, y: 160)))
        for x in stride(from: 430, through: 170, by: -40) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 160)))
        }
        if lift {
            scene.host.send(.touchUp(id: 1, location: CGPoint(x: 170, y: 160)))
            scene.settle()
        }
    }

    func testDragsTurnTheLastLeafAndShowTheLastPageOnIt() throws {
        let scene = try PagerScene(["--style", "curl", "--double-sided"])
        let pages = scene.pager.pageViewController
        for _ in 0..<5 { dragForward(scene) }
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"])
        XCTAssertEqual(scene.pager.positionText, "11 / 12")
        // The last leaf, held half turned: page 12 is its back.
        dragForward(scene, lift: false)
        XCTAssertEqual(names(pages.children).sorted(), ["10", "11", "blank"])
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 170, y: 160)))
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["blank", "11"])
        XCTAssertEqual(scene.pager.positionText, "12 / 12")
        XCTAssertEqual(scene.pager.currentIndex, 12)
        // Nothing after the blank; a drag back turns the last leaf back.
        dragForward(scene)
        XCTAssertEqual(names(pages.viewControllers), ["blank", "11"])
        scene.drag(from: CGPoint(x: 10, y: 160), by: CGPoint(x: 300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"])
        XCTAssertEqual(scene.pager.positionText, "11 / 12")
    }

    func testKeysReachTheBlankAfterTheLastLeafAndComeBack() throws {
        for spine in ["min", "max"] {
            let scene = try PagerScene(["--style", "curl", "--spine", spine, "--double-sided"])
            let pages = scene.pager.pageViewController
            scene.press(.keyboardEnd)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["blank", "11"], spine)
            XCTAssertEqual(scene.pager.positionText, "12 / 12", spine)
            scene.press(.keyboardLeftArrow)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["10", "9"], spine)
            scene.press(.keyboardRightArrow)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["blank", "11"], spine)
            scene.press(.keyboardRightArrow)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["blank", "11"], "\(spine): nothing after it")
            scene.press(.keyboardHome)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["0", "blank"], spine)
        }
    }

    func testAnOddCountEndsOnItsLastFront() throws {
        let scene = try PagerScene(["--pages", "11", "--style", "curl", "--double-sided"])
        let pages = scene.pager.pageViewController
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"])
        XCTAssertEqual(scene.pager.positionText, "11 / 11")
        dragForward(scene)
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"], "the last leaf has no back: nothing to turn to")
    }
}
