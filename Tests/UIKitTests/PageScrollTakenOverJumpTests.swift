import XCTest
@testable import UIKit

/// An animated `setViewControllers` to a page far away, taken over by a finger that then
/// drags across the page it left and back: the turn to the far page ended when the drag
/// crossed, so the page after is the data source's again, not the far page.
final class PageScrollTakenOverJumpTests: XCTestCase {
    func testDraggedAcrossAndBackTheNextTurnIsToTheDataSourcesPage() {
        let scene = PageScene(presentation: true)
        scene.pager.setViewControllers([scene.pages.page(7)], direction: .forward, animated: true)
        scene.host.runFrames(3)
        scene.host.send(.touchDown(id: 1, location: pt(160, 240)))
        // Right, over the page left (3) towards the one before it, then left past it again.
        for x in Array(stride(from: 180, through: 300, by: 20)) + Array(stride(from: 280, through: 0, by: -20)) {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: pt(CGFloat(x), 240)))
        }
        scene.host.advance(by: 0.3)
        scene.host.send(.touchMove(id: 1, location: pt(0, 240)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(0, 240)))
        scene.settle()
        XCTAssertEqual(scene.current, 4)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 4)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("didFinish") },
                       ["willTransition(7)", "didFinish(from 3, not completed)", "willTransition(2)",
                        "didFinish(from 3, not completed)", "willTransition(4)", "didFinish(from 3, completed)"])
    }
}
