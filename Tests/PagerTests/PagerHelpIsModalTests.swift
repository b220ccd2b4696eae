import XCTest
@testable import UIKit
@testable import PagerKit

/// The pager's help is modal while it shows: it has the keyboard (`?`, F1 or Escape close
/// it, `q` quits; the page keys do not reach the pages, and in a window too small for its
/// rows they scroll it, as the viewer's help's do), and it takes every touch over it (a
/// drag on it turns no page, a tap beside its panel closes it). Before, keys, drags and
/// taps on the page control turned the pages under it, and the arrows never scrolled a
/// help too long for the window.
final class PagerHelpIsModalTests: XCTestCase {
    private func showHelp(_ scene: PagerScene) {
        scene.press(UIKeyboardHIDUsage(rawValue: 56), "?", .shift, plain: "/")  // Shift+/ on a US keyboard
        XCTAssertTrue(scene.pager.isHelpShown)
    }

    func testPageKeysDoNotTurnPagesUnderTheHelp() throws {
        for arguments in [[], ["--style", "curl", "--spine", "min"], ["--style", "curl", "--spine", "mid", "--double-sided"]] {
            let scene = try PagerScene(arguments)
            showHelp(scene)
            for key in [UIKeyboardHIDUsage.keyboardRightArrow, .keyboardPageDown, .keyboardEnd] {
                scene.press(key)
                scene.settle()
            }
            scene.press(.keyboardSpacebar, " ")
            scene.settle()
            XCTAssertEqual(scene.pager.currentIndex, 0, "\(arguments)")
            XCTAssertEqual(scene.pager.positionText, arguments.contains("mid") ? "1–2 / 12" : "1 / 12", "\(arguments)")
            XCTAssertTrue(scene.pager.isHelpShown, "\(arguments): a page key leaves the help up")
            scene.press(.keyboardEscape)
            XCTAssertFalse(scene.pager.isHelpShown)
            XCTAssertFalse(scene.quit, "Escape closed the help only")
            scene.press(.keyboardRightArrow)
            scene.settle()
            XCTAssertGreaterThan(scene.pager.currentIndex, 0, "\(arguments): the keys turn pages again")
        }
    }

    func testDragsAndTapsOnTheHelpTurnNoPage() throws {
        for arguments in [[], ["--style", "curl", "--spine", "min"]] {
            let scene = try PagerScene(arguments)
            showHelp(scene)
            let panel = scene.pager.chrome.helpView.scrollView.frame
            XCTAssertTrue(panel.contains(CGPoint(x: 240, y: 160)), "\(panel)")
            scene.drag(from: CGPoint(x: 300, y: 160), by: CGPoint(x: -200, y: 0), hold: 0)
            scene.settle()
            XCTAssertEqual(scene.pager.currentIndex, 0, "\(arguments): a drag on the panel")
            XCTAssertTrue(scene.pager.isHelpShown)
            // Beside the panel, where the page's outer edge is (a curl's tap turns there).
            scene.drag(from: CGPoint(x: 475, y: 300), by: CGPoint(x: -300, y: 0), hold: 0)
            scene.settle()
            XCTAssertEqual(scene.pager.currentIndex, 0, "\(arguments): a drag beside it")
            XCTAssertTrue(scene.pager.isHelpShown, "\(arguments): a drag does not close it")
            for x: CGFloat in [240, 470] {
                scene.host.send(.wheel(location: CGPoint(x: x, y: 160), delta: CGPoint(x: 300, y: 0), isPrecise: true,
                                       modifiers: []))
                scene.host.runFrames(20)
            }
            scene.settle()
            XCTAssertEqual(scene.pager.currentIndex, 0, "\(arguments): a trackpad's scroll over it")
            let control = scene.pager.pageViewController.pageControl.frame
            scene.host.send(.touchDown(id: 1, location: CGPoint(x: control.maxX - 4, y: control.midY)))
            scene.host.step()
            scene.host.send(.touchUp(id: 1, location: CGPoint(x: control.maxX - 4, y: control.midY)))
            scene.settle()
            XCTAssertEqual(scene.pager.currentIndex, 0, "\(arguments): a tap on the page control under it")
            XCTAssertFalse(scene.pager.isHelpShown, "\(arguments): a tap beside the panel closes the help")
            scene.host.send(.touchDown(id: 1, location: CGPoint(x: control.maxX - 4, y: control.midY)))
            scene.host.step()
            scene.host.send(.touchUp(id: 1, location: CGPoint(x: control.maxX - 4, y: control.midY)))
            scene.settle()
            if arguments.isEmpty {
                XCTAssertEqual(scene.pager.currentIndex, 1, "the page control works again once it is closed")
            }
        }
    }

    func testInASmallWindowThePageKeysScrollTheHelp() throws {
        let scene = try PagerScene([], size: CGSize(width: 300, height: 160))
        showHelp(scene)
        let help = scene.pager.chrome.helpView
        XCTAssertTrue(help.isScrollable)
        XCTAssertTrue(help.scrollView.isFirstResponder, "the help has the keyboard")
        scene.press(.keyboardPageDown)
        scene.settle()
        XCTAssertGreaterThan(help.scrollView.contentOffset.y, 0, "Page Down scrolls the help")
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(help.scrollView.contentOffset.y, help.scrollView.contentSize.height - help.scrollView.bounds.height,
                       accuracy: 0.5, "End goes to its last row")
        XCTAssertEqual(scene.pager.currentIndex, 0, "and no page turned")
        scene.press(.keyboardF1)
        XCTAssertFalse(scene.pager.isHelpShown)
        XCTAssertFalse(help.scrollView.isFirstResponder, "the pages have the keyboard again")
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 11)
    }

    func testQQuitsWithTheHelpUp() throws {
        let scene = try PagerScene()
        showHelp(scene)
        scene.press(UIKeyboardHIDUsage.letter("q")!, "q")
        XCTAssertTrue(scene.quit)
    }

    func testTheTutorialsHelpIsModalToo() throws {
        let scene = try PagerScene(["--tutorial"])
        scene.press(UIKeyboardHIDUsage(rawValue: 56), "?", .shift, plain: "/")
        XCTAssertTrue(scene.tutorial.chrome.isHelpShown)
        scene.press(.keyboardRightArrow)
        scene.settle()
        scene.drag(from: CGPoint(x: 300, y: 160), by: CGPoint(x: -200, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(scene.tutorial.scrollView.contentOffset.x, 0)
        XCTAssertEqual(scene.tutorial.currentPage, 0)
        scene.press(.keyboardEscape)
        XCTAssertFalse(scene.tutorial.chrome.isHelpShown)
        XCTAssertFalse(scene.quit)
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.tutorial.currentPage, 1)
    }
}
