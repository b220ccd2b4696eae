import XCTest
@testable import UIKit
@testable import PagerKit

/// The pager's keys, pressed through the headless host's real input path.
final class PagerKeyTests: XCTestCase {
    func testArrowsPageSpaceHomeAndEndTurnAnimated() throws {
        let scene = try PagerScene()
        XCTAssertEqual(scene.pager.positionText, "1 / 12")
        scene.press(.keyboardRightArrow)
        XCTAssertEqual(scene.pager.currentIndex, 1, "the page turned to is current at once")
        scene.host.runFrames(6)
        let offset = scene.pagingScrollView.contentOffset.x
        XCTAssertGreaterThan(offset, 480, "animated: mid-way after six frames")
        XCTAssertLessThan(offset, 960)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "2 / 12")
        scene.press(.keyboardPageDown)
        scene.press(.keyboardSpacebar, " ")
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 3)
        scene.press(.keyboardSpacebar, " ", .shift)
        scene.press(.keyboardPageUp)
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 0)
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 0, "nothing before the first page")
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "12 / 12")
        XCTAssertEqual(scene.pager.pageViewController.pageControl.currentPage, 11)
        scene.press(.keyboardHome)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 0)
        XCTAssertEqual(scene.pager.pageViewController.children.count, 1)
    }

    func testVerticalPagesTurnWithUpAndDownNotLeftAndRight() throws {
        let scene = try PagerScene(["--vertical"])
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 0)
        scene.press(.keyboardDownArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 1)
        XCTAssertEqual(scene.pagingScrollView.contentOffset, CGPoint(x: 0, y: 320))
        scene.press(.keyboardUpArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 0)
        XCTAssertTrue(scene.pager.pageViewController.pageControl.isHidden, "no page control when vertical, as on iOS")
    }

    func testHelpTogglesAndEscapeHidesItBeforeQuitting() throws {
        let scene = try PagerScene()
        scene.press(UIKeyboardHIDUsage(rawValue: 56), "?", .shift, plain: "/")  // Shift+/ on a US keyboard
        XCTAssertTrue(scene.pager.isHelpShown)
        scene.press(.keyboardF1)
        XCTAssertFalse(scene.pager.isHelpShown)
        scene.press(.keyboardF1)
        scene.press(.keyboardEscape)
        XCTAssertFalse(scene.pager.isHelpShown)
        XCTAssertFalse(scene.quit)
        scene.press(.keyboardEscape)
        XCTAssertTrue(scene.quit)
    }

    func testQQuits() throws {
        let scene = try PagerScene()
        scene.press(UIKeyboardHIDUsage.letter("q")!, "q")
        XCTAssertTrue(scene.quit)
    }

    func testTheHelpListsEveryKey() throws {
        let scene = try PagerScene()
        let rows = scene.pager.chrome.helpView.entries.map { "\($0.title): \($0.keys)" }
        XCTAssertEqual(rows, [
            "Next page: → or Page Down or Space",
            "Previous page: ← or Page Up or Shift+Space",
            "First page: Home",
            "Last page: End",
            "Show or hide these keys: ? or F1",
            "Quit: q or Esc",
            "Turn a page: drag or flick",
        ])
    }

    func testAMillionPagesTurnByKeyAndByDrag() throws {
        let scene = try PagerScene(["--pages", "1000000"])
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "1000000 / 1000000")
        scene.drag(from: CGPoint(x: 100, y: 160), by: CGPoint(x: 300, y: 0))
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "999999 / 1000000")
        let dots = scene.pager.pageViewController.pageControl.indicatorLayout.dots
        XCTAssertTrue(dots.contains { $0.page == 999_998 })
        XCTAssertLessThanOrEqual(dots.count, 60, "the dots scroll instead of overflowing")
    }
}

/// F12's outcome shows in the page label as well as on standard error.
final class PagerScreenshotReportTests: XCTestCase {
    func testAScreenshotsOutcomeShowsInThePageLabelUntilThePageTurns() throws {
        let scene = try PagerScene()
        let missing = NSTemporaryDirectory() + "no-such-folder-\(getpid())/shot.png"
        let result = Result<String, Error> { try PNGEncoder.write(scene.host.renderFrame(), to: missing); return missing }
        guard case let .failure(error) = result else { return XCTFail("writing into a missing folder succeeded") }
        scene.pager.screenshotTaken(result)
        XCTAssertEqual(scene.pager.positionText, "Screenshot failed: \(error)")
        scene.host.window.layoutIfNeeded()
        XCTAssertEqual(scene.pager.chrome.positionLabel.frame.width, 480, "as wide as the window, to show the reason")
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "2 / 12")
    }
}
