import XCTest
@testable import ViewerKit
import Raster
import UIKit

/// The viewer draws the exact area average while the image rests and the cheaper mipmapped
/// filter while it moves, and refines on its own once the motion ends. Told apart by pixels:
/// a white line one image pixel wide on black, drawn smaller than 1:1, keeps most of its
/// brightness under the area average (the line covers most of one device pixel) but at most
/// half of it through the mipmapped filter, which reads the half-size level where the line
/// is already a 2-pixel-wide mid grey.
final class ViewerSamplingTests: XCTestCase {
    /// Black, with a white column every 7 pixels (so the lines fall at every phase of the
    /// device pixels).
    func makeLines(width: Int, height: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = x % 7 == 3 ? 0xFFFF_FFFF : 0xFF00_0000 }
        }
        return bitmap
    }

    /// The brightest green level along device row `y`, over `columns`.
    func peak(_ frame: Bitmap, row y: Int, columns: Range<Int>) -> Int {
        columns.map { Int(Color(premultiplied: frame[$0, y]).green) }.max() ?? 0
    }

    func testRestingViewerDrawsTheAreaAverageAndAMovingOneTheMipmappedFilter() {
        // 400 x 300 in a 300 x 225 image area fits at 0.75.
        let host = HeadlessHost(size: CGSize(width: 300, height: 225 + ViewerController.statusBarHeight))
        let controller = ViewerController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        controller.show(UIImage(bitmap: makeLines(width: 400, height: 300)), path: "/pictures/lines.png")
        host.runUntilIdle()
        XCTAssertEqual(controller.scrollView.zoomScale, 0.75, accuracy: 1e-9)
        let resting = host.renderFrame()
        // Area average at 0.75: a line wholly inside a pixel's 1.33-texel footprint gives 0.75 of white.
        XCTAssertGreaterThan(peak(resting, row: 100, columns: 20..<280), 180, "resting: sharp")

        controller.scrollView.setZoomScale(0.9, animated: true)
        host.runFrames(3)
        XCTAssertTrue(controller.scrollView.isMoving)
        let moving = host.renderFrame()
        // Mipmapped between 0.75 and 0.9 reads level 1, where a line is 2 texels of 128 at most.
        XCTAssertLessThanOrEqual(peak(moving, row: 100, columns: 20..<280), 130, "moving: the half-size level")

        host.runUntilIdle()
        XCTAssertFalse(controller.scrollView.isMoving)
        XCTAssertEqual(controller.scrollView.zoomScale, 0.9, accuracy: 1e-9)
        let rested = host.renderFrame()
        // At rest again, without further input: the area average at 0.9 (0.9 of white).
        XCTAssertGreaterThan(peak(rested, row: 100, columns: 20..<280), 200, "at rest again: sharp")

        controller.isSmoothing = false
        let nearest = host.renderFrame()
        XCTAssertEqual(peak(nearest, row: 100, columns: 20..<280), 255, "smoothing off: nearest texels")
    }
}
