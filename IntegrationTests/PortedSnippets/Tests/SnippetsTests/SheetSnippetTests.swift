import XCTest
import UIKit
import Snippets

final class SheetSnippetTests: XCTestCase {
    func testTheSheetOpensOnAFlickAndFallsBackOnAShortSlowDrag() {
        let controller = BottomSheetViewController()
        let host = host(controller)
        let blue = host.pixel(160, 470)
        XCTAssertEqual(controller.sheet.frame.minY, 360)
        XCTAssertEqual(host.pixel(0, 479), blue, "the bottom corners are square")
        XCTAssertNotEqual(host.pixel(0, 360), blue, "the top corners are rounded")

        // Up 120 points in six frames: a flick towards open.
        host.drag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 300), steps: 6)
        XCTAssertLessThan(controller.sheet.presentation.frame.minY, 300, "the sheet followed the finger")
        host.advance(by: 1.5)
        XCTAssertEqual(controller.state, .expanded)
        XCTAssertEqual(controller.sheet.frame.minY, 96, "a fifth of the way down")
        XCTAssertEqual(controller.sheet.presentation.frame.minY, 96)
        XCTAssertEqual(controller.sheet.layer.cornerRadius, 0, "opened square")
        XCTAssertEqual(host.pixel(0, 96), blue, "the top corner drawn square")

        // Down 60 points, slowly, then held still: short of half way, so it goes back.
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 200)))
        for i in 1...30 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 200 + 2 * CGFloat(i))))
        }
        host.advance(by: 0.2)
        XCTAssertEqual(controller.sheet.presentation.frame.minY, 156, accuracy: 0.5, "held 60 points down")
        XCTAssertEqual(controller.sheet.layer.cornerRadius, 16, "the model on its way to closed")
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 260)))
        host.advance(by: 2)
        XCTAssertEqual(controller.state, .expanded, "it fell back open")
        XCTAssertEqual(controller.sheet.frame.minY, 96)
        XCTAssertEqual(controller.sheet.layer.cornerRadius, 0)
    }
}
