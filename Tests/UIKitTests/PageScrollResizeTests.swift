import XCTest
@testable import UIKit

/// The scroll style's window resized while a page slides on its own (a programmatic turn's
/// animation, a flick's deceleration): the slide goes on to the page it was heading for,
/// in the new size, as the curl's turn does (`PageCurlResizeTests`).
final class PageScrollResizeTests: XCTestCase {
    /// Hears the paging scroll view's delegate calls as an app following the scroll would.
    final class RestObserver: UIScrollViewDelegate {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            log.append("endDecelerating(\(scrollView.contentOffset.x))")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            log.append("endAnimation(\(scrollView.contentOffset.x))")
        }
    }

    func testAnAnimatedSetWidenedMidWayLandsOnItsPage() throws {
        let scene = PageScene()
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true) {
            scene.log.append("done(\($0))")
        }
        scene.host.runFrames(6)
        // Twice as wide: the animation aimed at the page after in the old width, half way
        // along the new one, where it rested on the page turned from.
        try scene.host.resize(to: CGSize(width: 640, height: 480))
        scene.settle()
        XCTAssertEqual(scene.log.entries.last, "done(true)")
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.pagesInTree, [4])
        XCTAssertEqual(scene.scrollView.contentOffset, pt(640, 0))
        XCTAssertEqual(scene.pager.viewControllers?.first?.view.frame, CGRect(x: 640, y: 0, width: 640, height: 480))
    }

    func testAFlickWidenedMidWayComesToRestOnceOnThePageAfter() throws {
        let scene = PageScene()
        let observer = RestObserver(log: scene.log)
        scene.scrollView.delegate = observer
        // A quick flick leftwards, let go while the content still moves.
        scene.drag(from: pt(250, 240), by: pt(-90, 0), steps: 3, hold: 0)
        scene.host.runFrames(3)
        try scene.host.resize(to: CGSize(width: 640, height: 480))
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        // One rest, the deceleration's, on the page (the transition hears it first and has
        // already moved that page to the middle): not short of it and then on again.
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("end") }, ["endDecelerating(640.0)"])
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("didFinish") }, ["didFinish(from 3, completed)"])
        XCTAssertEqual(scene.scrollView.contentOffset, pt(640, 0))
    }

    func testANarrowedFlickLandsOnThePageAfterToo() throws {
        let scene = PageScene()
        scene.drag(from: pt(250, 240), by: pt(-90, 0), steps: 3, hold: 0)
        scene.host.runFrames(3)
        try scene.host.resize(to: CGSize(width: 200, height: 480))
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("didFinish") }, ["didFinish(from 3, completed)"])
        XCTAssertEqual(scene.scrollView.contentOffset, pt(200, 0))
    }
}
