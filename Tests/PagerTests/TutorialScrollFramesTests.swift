import XCTest
import UIKit
@testable import PagerKit

/// `--tutorial`: the frames drawn while a key or a page control tap scrolls: the content
/// slides from the page shown to the next, never showing the next page first.
final class TutorialScrollFramesTests: XCTestCase {
    /// The scroll view's offset in each frame drawn until the scroll rests (points).
    private func offsetsDrawn(_ scene: PagerScene) -> [CGFloat] {
        var offsets: [CGFloat] = []
        for _ in 0..<30 {
            _ = scene.host.renderFrame()
            offsets.append(scene.tutorial.scrollView.contentOffset.x)
            scene.host.step()
        }
        return offsets
    }

    private func assertSlidesFromTheFirstPage(_ offsets: [CGFloat], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(offsets.first, 0, "the first frame still shows the page turned from", file: file, line: line)
        XCTAssertEqual(offsets.last, 480, file: file, line: line)
        XCTAssertEqual(offsets, offsets.sorted(), "the content only moves on", file: file, line: line)
    }

    func testAKeysScrollSlidesFromThePageShown() throws {
        let scene = try PagerScene(["--tutorial"])
        scene.press(.keyboardRightArrow)
        assertSlidesFromTheFirstPage(offsetsDrawn(scene))
        XCTAssertEqual(scene.tutorial.chrome.positionLabel.text, "2 / 12")
    }

    func testAPageControlTapsScrollSlidesFromThePageShown() throws {
        let scene = try PagerScene(["--tutorial"])
        let control = scene.tutorial.pageControl.frame
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: control.maxX - 10, y: control.midY)))
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: control.maxX - 10, y: control.midY)))
        assertSlidesFromTheFirstPage(offsetsDrawn(scene))
    }

    func testAWindowWidenedDuringAKeysScrollShowsThePageInTheNewWidth() throws {
        let scene = try PagerScene(["--tutorial"])
        scene.press(.keyboardRightArrow)
        scene.host.runFrames(3)
        try scene.host.resize(to: CGSize(width: 960, height: 320))
        scene.settle()
        XCTAssertEqual(scene.tutorial.scrollView.contentOffset.x, 960, "on the page, not between two")
        XCTAssertEqual(scene.tutorial.pageControl.currentPage, 1)
        XCTAssertEqual(scene.tutorial.chrome.positionLabel.text, "2 / 12")
    }

    func testAWindowWidenedDuringAFlicksSlideShowsThePageItWasHeadingFor() throws {
        let scene = try PagerScene(["--tutorial"])
        scene.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: -60, y: 0), steps: 2, hold: 0)
        scene.host.runFrames(3)
        XCTAssertEqual(scene.tutorial.pageControl.currentPage, 0, "still sliding")
        try scene.host.resize(to: CGSize(width: 960, height: 320))
        scene.settle()
        XCTAssertEqual(scene.tutorial.scrollView.contentOffset.x, 960, "the page flicked to, not the page flicked from")
        XCTAssertEqual(scene.tutorial.pageControl.currentPage, 1)
        XCTAssertEqual(scene.tutorial.chrome.positionLabel.text, "2 / 12")
        XCTAssertEqual(Set(scene.tutorial.loadedPages.keys), [0, 1, 2])
    }

    func testAWindowResizedWhileAFingerHoldsThePagesKeepsThePageShown() throws {
        let scene = try PagerScene(["--tutorial"])
        scene.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: -60, y: 0), steps: 2, hold: 0)
        scene.settle()
        // On page 2, a finger drags back a little and holds still while the window widens.
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        for x in stride(from: 115, through: 160, by: 15) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: CGFloat(x), y: 100)))
        }
        scene.host.advance(by: 0.3)
        try scene.host.resize(to: CGSize(width: 960, height: 320))
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 100)))
        scene.settle()
        XCTAssertEqual(scene.tutorial.scrollView.contentOffset.x, 960)
        XCTAssertEqual(scene.tutorial.pageControl.currentPage, 1)
    }
}
