import XCTest
@testable import UIKit

/// A page that changes while a curl turns it (or uncovers it) is drawn as it is now, as
/// iOS's curl draws the live pages: an image decoded in the background for the page a turn
/// uncovers showed its "Loading" text through the whole turn, the pages having been drawn
/// once when the turn began.
final class PageCurlLivePagesTests: XCTestCase {
    func testAPageBeneathThatChangesMidTurnIsDrawnAnew() throws {
        let scene = PageScene(start: 3, size: CGSize(width: 160, height: 120), style: .pageCurl)
        scene.drag(from: pt(150, 60), by: pt(-80, 0), lift: false)
        let beneath = try XCTUnwrap(scene.pager.children.compactMap { $0 as? LoggedPage }.first { $0.index == 4 })
        let before = Color(premultiplied: scene.host.renderFrame()[155, 60])
        XCTAssertGreaterThan(Int(before.green), Int(before.red), "page 4 is green")
        beneath.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scene.host.step()
        let after = Color(premultiplied: scene.host.renderFrame()[155, 60])
        XCTAssertGreaterThan(Int(after.red), Int(after.green) + 60, "the page beneath as it is now")
    }

    func testTheLeafThatChangesMidTurnIsDrawnAnew() throws {
        let scene = PageScene(start: 3, size: CGSize(width: 160, height: 120), style: .pageCurl)
        scene.drag(from: pt(150, 60), by: pt(-40, 0), lift: false)
        let leaf = try XCTUnwrap(scene.pager.children.compactMap { $0 as? LoggedPage }.first { $0.index == 3 })
        let before = Color(premultiplied: scene.host.renderFrame()[10, 60])
        leaf.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.host.step()
        let after = Color(premultiplied: scene.host.renderFrame()[10, 60])
        XCTAssertNotEqual(after, before)
        XCTAssertGreaterThan(Int(after.blue), 200, "the flat part of the leaf as it is now")
    }

    /// Drawn anew only when a page changed: a turn held still renders its pages once.
    func testPagesUnchangedAreNotRenderedAgain() throws {
        let scene = PageScene(start: 3, size: CGSize(width: 160, height: 120), style: .pageCurl)
        scene.drag(from: pt(150, 60), by: pt(-80, 0), lift: false)
        _ = scene.host.renderFrame()
        let transition = scene.pager.transition as! PageCurlTransition
        let renders = transition.pageRenders
        scene.host.send(.touchMove(id: 1, location: pt(60, 60)))
        scene.host.step()
        _ = scene.host.renderFrame()
        XCTAssertEqual(transition.pageRenders, renders)
        scene.host.send(.touchUp(id: 1, location: pt(60, 60)))
        scene.settle()

        // A programmatic turn's whole animation, drawn every frame: rendered once.
        let before = transition.pageRenders
        scene.pager.setViewControllers([scene.pages.page(6)], direction: .forward, animated: true)
        for _ in 0..<10 {
            scene.host.step()
            _ = scene.host.renderFrame()
        }
        XCTAssertEqual(transition.pageRenders, before + 1)
    }
}
