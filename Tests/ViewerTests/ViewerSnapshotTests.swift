import XCTest
import ScreenshotTesting
@testable import ViewerKit
import UIKit

/// Whole viewer frames against references in __Snapshots__/ViewerSnapshotTests, played
/// as headless scripts play them. References with text depend on the FreeType and
/// fonts-dejavu-core versions installed.
final class ViewerSnapshotTests: XCTestCase {
    /// A 120 x 80 image: the quadrants, with a transparent hole in the middle.
    func makeViewerWithHole(size: CGSize) -> (HeadlessHost, ViewerController) {
        let (host, viewer) = makeViewer(size: size, imageSize: (width: 2, height: 2))
        let bitmap = makeQuadrantImage(width: 120, height: 80)
        bitmap.cropped(to: PixelRect(x: 40, y: 24, width: 40, height: 32)).clear()
        viewer.showsDecodeTime = false
        viewer.show(UIImage(bitmap: bitmap), path: "/pictures/quadrants.png")
        return (host, viewer)
    }

    func type(_ host: HeadlessHost, _ script: String) throws {
        for step in try EventScript(parsing: script).steps {
            if case let .input(input) = step.command { host.send(input) }
        }
        host.runUntilIdle()
    }

    func testTurnedFlippedAndZoomedOverTheCheckerboard() throws {
        let (host, _) = makeViewerWithHole(size: CGSize(width: 240, height: 182))
        try type(host, "key down r\nkey up r\nkey down backslash shift\nkey up backslash shift\nkey down equal\nkey up equal")
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "r-bar-zoom")
    }

    func testTheHelpOverlay() throws {
        let (host, _) = makeViewerWithHole(size: CGSize(width: 640, height: 502))
        try type(host, "key down slash shift\nkey up slash shift")
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "help")
    }
}
