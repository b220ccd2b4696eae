import XCTest
@testable import UIKit
@testable import PagerKit

/// `--tutorial` honours `--vertical` (pages turn up and down, Up and Down turn them, the page
/// control a column at the right edge) and `--spacing` (pages that many points apart, the
/// black of the view between them, as PhotoScroller spaces its pages). Both used to be
/// ignored without a word: the tutorial turned left and right, pages edge to edge.
final class TutorialVerticalAndSpacingTests: XCTestCase {
    func testVerticalPagesTurnUpAndDownWithAColumnOfDots() throws {
        let scene = try PagerScene(["--tutorial", "--vertical"])
        let tutorial = scene.tutorial
        XCTAssertEqual(tutorial.scrollView.contentSize, CGSize(width: 480, height: 320 * 12))
        XCTAssertEqual(tutorial.pageControl.direction, .topToBottom)
        XCTAssertEqual(tutorial.pageControl.frame, CGRect(x: 480 - 37, y: 0, width: 37, height: 320))
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(tutorial.scrollView.contentOffset, .zero, "Right is no page key when vertical")
        scene.press(.keyboardDownArrow)
        scene.settle()
        XCTAssertEqual(tutorial.scrollView.contentOffset, CGPoint(x: 0, y: 320))
        XCTAssertEqual(tutorial.currentPage, 1)
        scene.drag(from: CGPoint(x: 200, y: 280), by: CGPoint(x: 0, y: -120), steps: 4, hold: 0)
        scene.settle()
        XCTAssertEqual(tutorial.scrollView.contentOffset, CGPoint(x: 0, y: 640), "a flick up turns a page")
        XCTAssertEqual(tutorial.currentPage, 2)
        XCTAssertEqual(tutorial.chrome.positionLabel.text, "3 / 12")
        XCTAssertEqual(Set(tutorial.loadedPages.keys), [1, 2, 3])
        XCTAssertEqual(tutorial.loadedPages[2]?.frame, CGRect(x: 0, y: 640, width: 480, height: 320))
        let control = tutorial.pageControl.frame
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: control.midX, y: control.maxY - 4)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: control.midX, y: control.maxY - 4)))
        scene.settle()
        XCTAssertEqual(tutorial.currentPage, 3, "a tap below the current dot")
        XCTAssertEqual(tutorial.scrollView.contentOffset, CGPoint(x: 0, y: 960))
    }

    func testSpacingPutsTheGapBetweenPages() throws {
        let scene = try PagerScene(["--tutorial", "--spacing", "40"])
        let tutorial = scene.tutorial
        XCTAssertEqual(tutorial.scrollView.frame, CGRect(x: -20, y: 0, width: 520, height: 320),
                       "a page and the gap long, so paging moves by both")
        XCTAssertEqual(tutorial.scrollView.contentSize, CGSize(width: 520 * 12, height: 320))
        XCTAssertEqual(tutorial.loadedPages[0]?.frame, CGRect(x: 20, y: 0, width: 480, height: 320))
        XCTAssertEqual(tutorial.loadedPages[1]?.frame, CGRect(x: 540, y: 0, width: 480, height: 320))
        let shown = scene.host.renderFrame()
        let page = PageColors.background(forPage: 0).rasterColor
        XCTAssertEqual(Color(premultiplied: shown[0, 200]), page, "the first page fills the window")
        XCTAssertEqual(Color(premultiplied: shown[479, 200]), page)
        scene.press(.keyboardRightArrow)
        scene.host.runFrames(6)
        // Mid-turn, the gap shows the view's black between the two pages.
        let offset = tutorial.scrollView.contentOffset.x
        XCTAssertGreaterThan(offset, 100)
        XCTAssertLessThan(offset, 420)
        // Content x 500...540 is the gap; the scroll view starts at window x -20.
        let gapMiddle = Int((520 - 20 - offset).rounded())
        let frame = scene.host.renderFrame()
        XCTAssertEqual(Color(premultiplied: frame[gapMiddle, 200]), Color(red: 0, green: 0, blue: 0), "at x \(gapMiddle)")
        XCTAssertEqual(Color(premultiplied: frame[gapMiddle - 25, 200]), page, "page 1 before it")
        scene.settle()
        XCTAssertEqual(tutorial.scrollView.contentOffset.x, 520)
        XCTAssertEqual(tutorial.currentPage, 1)
        let next = scene.host.renderFrame()
        XCTAssertEqual(Color(premultiplied: next[0, 200]), PageColors.background(forPage: 1).rasterColor, "page 2 in place")
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(tutorial.scrollView.contentOffset.x, 520 * 11)
        try scene.host.resize(to: CGSize(width: 300, height: 200))
        scene.host.window.layoutIfNeeded()
        XCTAssertEqual(tutorial.scrollView.frame, CGRect(x: -20, y: 0, width: 340, height: 200))
        XCTAssertEqual(tutorial.scrollView.contentOffset.x, 340 * 11, "a new size keeps the page")
    }
}
