import XCTest
@testable import UIKit
@testable import PagerKit

/// Double-sided pages with the spine at an edge over an even count: the last page is the
/// back of the last leaf, which turns over like any leaf (by a drag or a key), showing the
/// last page as it turns, onto a front that shows the last page flat (`EndPage`), where End
/// lands too; the label then names it. Before, that front was blank: End (and the last turn)
/// left the reader on a white page labelled "12 / 12".
final class PagerEvenDoubleSidedEndTests: XCTestCase {
    private func names(_ pages: [UIViewController]?) -> [String] {
        (pages ?? []).map { page in
            if let end = page as? EndPage { return "end \((end.page as? PagerPage)?.pageIndex ?? -1)" }
            return (page as? PagerPage).map { String($0.pageIndex) } ?? "blank"
        }
    }

    /// The colour the window shows at (40, 260), below the label and the page's text.
    private func shownColor(_ scene: PagerScene) -> Color {
        Color(premultiplied: scene.host.renderFrame()[40, 260])
    }

    private func pageColor(_ index: Int) -> Color {
        PageColors.background(forPage: index).rasterColor
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
        let scene = try PagerScene(["--style", "curl", "--spine", "min", "--double-sided"])
        let pages = scene.pager.pageViewController
        for _ in 0..<5 { dragForward(scene) }
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"])
        XCTAssertEqual(scene.pager.positionText, "11 / 12")
        // The last leaf, held half turned: page 12 is its back.
        dragForward(scene, lift: false)
        XCTAssertEqual(names(pages.children).sorted(), ["10", "11", "end 11"])
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 170, y: 160)))
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["end 11", "11"])
        XCTAssertEqual(scene.pager.positionText, "12 / 12")
        XCTAssertEqual(scene.pager.currentIndex, 12)
        XCTAssertEqual(shownColor(scene), pageColor(11), "the last page shows, flat")
        // Nothing after it; a drag back turns the last leaf back.
        dragForward(scene)
        XCTAssertEqual(names(pages.viewControllers), ["end 11", "11"])
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
            XCTAssertEqual(names(pages.viewControllers), ["end 11", "11"], spine)
            XCTAssertEqual(scene.pager.positionText, "12 / 12", spine)
            XCTAssertEqual(shownColor(scene), pageColor(11), "\(spine): End shows the last page")
            scene.press(.keyboardLeftArrow)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["10", "9"], spine)
            scene.press(.keyboardRightArrow)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["end 11", "11"], spine)
            XCTAssertEqual(shownColor(scene), pageColor(11), "\(spine): as a turn does")
            scene.press(.keyboardRightArrow)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["end 11", "11"], "\(spine): nothing after it")
            scene.press(.keyboardHome)
            scene.settle()
            XCTAssertEqual(names(pages.viewControllers), ["0", "blank"], spine)
        }
    }

    func testAnOddCountEndsOnItsLastFront() throws {
        let scene = try PagerScene(["--pages", "11", "--style", "curl", "--spine", "min", "--double-sided"])
        let pages = scene.pager.pageViewController
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"])
        XCTAssertEqual(scene.pager.positionText, "11 / 11")
        dragForward(scene)
        XCTAssertEqual(names(pages.viewControllers), ["10", "9"], "the last leaf has no back: nothing to turn to")
    }
}
