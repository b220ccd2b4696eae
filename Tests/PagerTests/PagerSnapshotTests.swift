import XCTest
import UIKit
import ScreenshotTesting
@testable import PagerKit

/// Screenshots of the pager's first page and its help overlay, against references in
/// __Snapshots__/PagerSnapshotTests (they contain text: DejaVu fonts, as the README says).
final class PagerSnapshotTests: XCTestCase {
    func testFirstPage() throws {
        let scene = try PagerScene()
        assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: "first-page")
    }

    func testHelpOverlay() throws {
        let scene = try PagerScene()
        scene.press(.keyboardF1)
        scene.host.step()
        assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: "help")
    }

    func testMidDragVerticalWithSpacing() throws {
        let scene = try PagerScene(["--vertical", "--spacing", "20"])
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 240, y: 250)))
        for i in 1...8 {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 240, y: 250 - CGFloat(i) * 20)))
        }
        scene.host.step()
        assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: "vertical-drag")
    }
}
