import XCTest
@testable import UIKit

/// The page curl's `gestureRecognizers`: its pan and tap, on the page view controller's
/// view at first and movable, as UIKit documents, to another view to change where a
/// finger turns pages.
final class PageCurlGestureRecognizerTests: XCTestCase {
    func testThePageCurlGivesItsPanAndTapAttachedToItsView() {
        let scene = PageScene(start: 3, style: .pageCurl)
        let recognizers = scene.pager.gestureRecognizers
        XCTAssertEqual(recognizers.count, 2)
        XCTAssertTrue(recognizers.contains { $0 is UIPanGestureRecognizer })
        XCTAssertTrue(recognizers.contains { $0 is UITapGestureRecognizer })
        XCTAssertTrue(recognizers.allSatisfy { $0.view === scene.pager.view })
    }

    func testRecognizersMovedToAnotherViewTurnPagesOnlyThere() {
        let scene = PageScene(start: 3, style: .pageCurl)
        // A strip along the right edge becomes the only place a finger turns pages.
        let strip = UIView(frame: CGRect(x: 220, y: 0, width: 100, height: 480))
        scene.pager.view.addSubview(strip)
        for recognizer in scene.pager.gestureRecognizers {
            scene.pager.view.removeGestureRecognizer(recognizer)
            strip.addGestureRecognizer(recognizer)
        }
        scene.host.step()
        scene.drag(from: pt(200, 240), by: pt(-150, 0), steps: 6, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.current, 3, "outside the strip a drag turns nothing")
        scene.drag(from: pt(300, 240), by: pt(-250, 0), steps: 6, hold: 0)
        scene.settle()
        XCTAssertEqual(scene.current, 4)
    }
}
