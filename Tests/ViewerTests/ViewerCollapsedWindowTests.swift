import XCTest
@testable import ViewerKit
import UIKit

/// A window made no taller than the status bar (the image area has no room) and then grown
/// again keeps the zoom and place it had, or its fit. The empty area's "fit" was 100%: the
/// zoom went up to it, and at 100% the image read as fitted and was refitted on growing.
final class ViewerCollapsedWindowTests: XCTestCase {
    func testAZoomOutlivesAWindowWithNoImageArea() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 300 + ViewerController.statusBarHeight),
                                        imageSize: (width: 4000, height: 3000))
        let size = CGSize(width: 400, height: 300 + ViewerController.statusBarHeight)
        for (scale, centre) in [(CGFloat(1), CGPoint(x: 1000, y: 700)), (0.25, CGPoint(x: 3000, y: 2000))] {
            viewer.scrollView.zoomScale = scale
            viewer.scrollView.contentOffset = CGPoint(x: centre.x * scale - 200, y: centre.y * scale - 150)
            for height in [ViewerController.statusBarHeight, 10] {
                try host.resize(to: CGSize(width: 100, height: height))
                try host.resize(to: size)
                XCTAssertEqual(viewer.scrollView.zoomScale, scale, "at \(scale), through a height of \(height)")
                let bounds = viewer.scrollView.bounds
                let shown = viewer.scrollView.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: viewer.contentView)
                XCTAssertEqual(shown.x, centre.x, accuracy: 2 / scale, "at \(scale), through a height of \(height)")
                XCTAssertEqual(shown.y, centre.y, accuracy: 2 / scale, "at \(scale), through a height of \(height)")
            }
        }
        viewer.zoomToFit()
        try host.resize(to: CGSize(width: 100, height: 10))
        try host.resize(to: CGSize(width: 800, height: 600 + ViewerController.statusBarHeight))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.2, accuracy: 1e-9, "fitted, refitted to the window grown")
    }

    /// In a window with no image area there is nothing to zoom: the zoom keys do nothing,
    /// and the image opened there fits the window once it grows. Before, `+` zoomed from
    /// the empty area's "fit" (100%) to 150%, and the image stayed there.
    func testZoomKeysInAWindowWithNoImageAreaDoNothing() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 10), imageSize: (width: 4000, height: 3000))
        let scale = viewer.scrollView.zoomScale
        for key in ["minus", "1", "0", "equals"] {
            try host.play("key down \(key)\nkey up \(key)")
            XCTAssertEqual(viewer.scrollView.zoomScale, scale, key)
        }
        try host.resize(to: CGSize(width: 400, height: 300 + ViewerController.statusBarHeight))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.1, accuracy: 1e-9, "fitted to the window grown")
    }
}
