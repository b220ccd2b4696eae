import XCTest
import UIKit
@testable import PagerKit

/// `--tutorial`: the classic paging scroll view and page control.
final class TutorialTests: XCTestCase {
    func testAFlickTurnsAndDidEndDeceleratingMovesThePageControl() throws {
        let scene = try PagerScene(["--tutorial", "--pages", "1000000"])
        let tutorial = scene.tutorial
        XCTAssertEqual(tutorial.scrollView.contentSize.width, 480 * 1_000_000)
        XCTAssertEqual(Set(tutorial.loadedPages.keys), [0, 1])
        scene.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: -60, y: 0), steps: 2, hold: 0)
        scene.host.runFrames(3)
        XCTAssertEqual(tutorial.pageControl.currentPage, 0, "the page control waits for the scroll to rest")
        scene.settle()
        XCTAssertEqual(tutorial.pageControl.currentPage, 1)
        XCTAssertEqual(tutorial.scrollView.contentOffset.x, 480)
        XCTAssertEqual(Set(tutorial.loadedPages.keys), [0, 1, 2], "only the pages next to the current one")
    }

    func testATapOnThePageControlScrollsThere() throws {
        let scene = try PagerScene(["--tutorial"])
        let tutorial = scene.tutorial
        let control = tutorial.pageControl.frame
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: control.maxX - 10, y: control.midY)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: control.maxX - 10, y: control.midY)))
        scene.settle()
        XCTAssertEqual(tutorial.pageControl.currentPage, 1)
        XCTAssertEqual(tutorial.scrollView.contentOffset.x, 480)
        XCTAssertEqual(scene.tutorial.chrome.positionLabel.text, "2 / 12")
    }

    func testKeysScrollTheTutorialToo() throws {
        let scene = try PagerScene(["--tutorial"])
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.tutorial.pageControl.currentPage, 11)
        XCTAssertEqual(scene.tutorial.scrollView.contentOffset.x, 480 * 11)
        XCTAssertEqual(Set(scene.tutorial.loadedPages.keys), [10, 11])
    }

    func testADragLetGoExactlyOnAPageMovesThePageControl() throws {
        let scene = try PagerScene(["--tutorial"])
        // 490 pt, of which the pan's 10 pt hysteresis does not move the content: 480, a page.
        scene.drag(from: CGPoint(x: 470, y: 100), by: CGPoint(x: -490, y: 0), steps: 49, hold: 0.3)
        XCTAssertFalse(scene.tutorial.scrollView.isDecelerating, "on the page already: nothing to decelerate")
        scene.settle()
        XCTAssertEqual(scene.tutorial.scrollView.contentOffset.x, 480)
        XCTAssertEqual(scene.tutorial.pageControl.currentPage, 1)
        XCTAssertEqual(scene.tutorial.chrome.positionLabel.text, "2 / 12")
        XCTAssertEqual(Set(scene.tutorial.loadedPages.keys), [0, 1, 2])
    }
}
