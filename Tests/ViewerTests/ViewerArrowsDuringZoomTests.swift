import XCTest
@testable import ViewerKit
import UIKit

/// Left and Right browse while the image fits the window's width and pan otherwise,
/// judged at the zoom a zoom key is heading for (it counts as done): on the way, `1` then
/// Right on a fitted portrait image went to the next image instead of panning, and `0`
/// then Right from 100% panned instead of browsing.
final class ViewerArrowsDuringZoomTests: XCTestCase {
    /// A 2000 x 3000 portrait image fitted (10%, 200 points wide) in a 400 x 300 image
    /// area, browsing with one more image.
    func browsingPortrait() throws -> (HeadlessHost, ViewerController, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 2000, height: 3000)
        _ = try folder.writeImage("b.png", width: 30, height: 20)
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        viewer.open(path: a)
        return (host, viewer, folder)
    }

    /// Sends `key` `seconds` after the key `zoomKey`, without letting its zoom end first.
    func press(_ key: String, after seconds: TimeInterval, of zoomKey: String, on host: HeadlessHost) throws {
        for step in try EventScript(parsing: "key down \(zoomKey)\nkey up \(zoomKey)").steps {
            if case let .input(input) = step.command { host.send(input) }
        }
        host.advance(by: seconds)
        try host.play("key down \(key)\nkey up \(key)")
    }

    func testRightJustAfterActualSizePansTheZoomedImage() throws {
        let (host, viewer, folder) = try browsingPortrait()
        try press("right", after: 0.05, of: "1", on: host)
        XCTAssertEqual(viewer.imagePath?.string, folder.path("a.png"), "still the image zoomed in")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: 800 + 40, y: 1350))
    }

    func testRightJustAfterFitBrowses() throws {
        let (host, viewer, folder) = try browsingPortrait()
        try host.play("key down 1\nkey up 1")
        try press("right", after: 0.05, of: "0", on: host)
        XCTAssertEqual(viewer.imagePath?.string, folder.path("b.png"), "the zoom heads for the fit, where Right browses")
    }

    func testAtRestRightStillBrowsesFittedAndPansZoomed() throws {
        let (host, viewer, folder) = try browsingPortrait()
        try host.play("key down 1\nkey up 1")
        try host.play("key down right\nkey up right")
        XCTAssertEqual(viewer.imagePath?.string, folder.path("a.png"))
        try host.play("key down 0\nkey up 0")
        try host.play("key down right\nkey up right")
        XCTAssertEqual(viewer.imagePath?.string, folder.path("b.png"))
    }
}
