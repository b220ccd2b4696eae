import XCTest
@testable import UIKit

/// While an animated `setViewControllers` slides, the page in the middle of the paging
/// scroll view is still the page it left (`viewControllers` already holds the new one):
/// the neighbours the content reaches are that page's.
final class PageScrollNeighbourDuringSetTests: XCTestCase {
    func testTheSideAwayFromTheNewPageIsAskedOfThePageLeft() {
        let scene = PageScene(count: 3, start: 0, presentation: true)
        // Pulled far past the first page and let go: it springs back from there.
        scene.drag(by: pt(1200, 0), steps: 12)
        // The key's slide to the page after starts from the pulled-out content.
        scene.pager.setViewControllers([scene.pages.page(1)], direction: .forward, animated: true)
        // A tap catches the slide and lets it go on; a drag at once catches it again, where
        // it is still short of the page left, and takes it further that way.
        scene.host.send(.touchDown(id: 1, location: pt(160, 240)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(160, 240)))
        scene.drag(by: pt(80, 0), steps: 2, hold: 0)
        scene.settle()
        XCTAssertFalse(scene.log.entries.contains("before(1)"), "\(scene.log.entries)")
        XCTAssertEqual(scene.current, 0)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 0)
        XCTAssertEqual(scene.pager.presentedIndex, 0)
    }
}
