import XCTest
@testable import UIKit
@testable import ViewerKit

/// The checkerboard shows only where an image may let it through: a file whose format has
/// no transparency fills its rows still loading with the margin colour, and the pattern's
/// bitmap is not kept behind an opaque image.
final class ViewerCheckerboardOpacityTests: XCTestCase {
    private let margin = ViewerController.backgroundColor.rasterColor.premultiplied
    private let squares: Set<UInt32> = [CheckerboardView.lightColor.rasterColor.premultiplied,
                                        CheckerboardView.darkColor.rasterColor.premultiplied]

    /// Loads `path` (4000 x 4000, shown 150 x 150 at x 25, y 0 in a 200-point-wide window)
    /// and returns, for the first moment the picture shows between 10 and 150 of its 250
    /// rows, the frame's pixel inside the image but below the rows decoded, and whether the
    /// checkerboard was hidden then.
    private func loadWatchingTheUndecodedRows(_ path: String) throws -> (viewer: ViewerController, host: HeadlessHost,
                                                                           pixel: UInt32?, hidden: Bool?) {
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        var pixel: UInt32?, hidden: Bool?
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { XCTFail("the decode never finished"); break }
            guard pixel == nil, viewer.loadedImage == nil, let preview = viewer.loadPreview,
                  (10...150).contains(preview.rowsShown) else { continue }
            let frame = host.renderFrame()
            // Level-4 row 150 is image row 2400, 90 points down: 140 is well below it.
            pixel = frame[100, 140]
            hidden = viewer.checkerboardView.isHidden
        }
        return (viewer, host, pixel, hidden)
    }

    func testAnOpaqueFileLoadsOverTheMarginAndKeepsNoPattern() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("opaque.png", width: 4000, height: 4000)
        let run = try loadWatchingTheUndecodedRows(path)
        XCTAssertEqual(run.hidden, true, "no checkerboard under a file that cannot be transparent")
        XCTAssertEqual(run.pixel, margin, "its rows still loading show the margin colour")
        XCTAssertTrue(run.viewer.checkerboardView.isHidden, "hidden behind the opaque image once loaded")
    }

    func testAnOpaqueImageAfterATransparentOneLetsThePatternGo() {
        let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 172), imageSize: (width: 64, height: 48))
        let clear = Bitmap(width: 64, height: 48)
        clear.clear()
        viewer.show(UIImage(bitmap: clear), path: "/x/clear.png")
        _ = host.renderFrame()
        XCTAssertTrue(viewer.checkerboardView.hasPattern, "drawn behind the transparent image")
        let opaque = Bitmap(width: 64, height: 48)
        opaque.clear(to: quadrantColors[0].premultiplied)
        viewer.show(UIImage(bitmap: opaque), path: "/x/red.png")
        _ = host.renderFrame()
        XCTAssertTrue(viewer.checkerboardView.isHidden)
        XCTAssertFalse(viewer.checkerboardView.hasPattern, "its bitmap let go behind the opaque one")
    }

    func testATransparentFileLoadsOverTheCheckerboardAndKeepsIt() throws {
        let folder = try TemporaryFolder()
        // Transparent but for an opaque red band across the top: the file has an alpha channel.
        let bitmap = Bitmap(width: 4000, height: 4000)
        bitmap.clear()
        bitmap.cropped(to: PixelRect(x: 0, y: 0, width: 4000, height: 100)).clear(to: quadrantColors[0].premultiplied)
        let path = folder.path("alpha.png")
        try PNGEncoder.write(bitmap, to: path)
        let run = try loadWatchingTheUndecodedRows(path)
        XCTAssertEqual(run.hidden, false)
        XCTAssertTrue(squares.contains(try XCTUnwrap(run.pixel)), "the checkerboard under the rows still loading")
        XCTAssertFalse(run.viewer.checkerboardView.isHidden, "and under the transparent image once loaded")
        let frame = run.host.renderFrame()
        XCTAssertTrue(squares.contains(frame[100, 140]))
        XCTAssertTrue(run.viewer.checkerboardView.hasPattern)
    }

    func testTheCheckerboardComesBackForATransparentImageAfterAnOpaqueOne() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 172), imageSize: (width: 64, height: 48))
        let opaque = Bitmap(width: 64, height: 48)
        opaque.clear(to: quadrantColors[0].premultiplied)
        viewer.show(UIImage(bitmap: opaque), path: "/x/red.png")
        _ = host.renderFrame()
        XCTAssertTrue(viewer.checkerboardView.isHidden)
        let clear = Bitmap(width: 64, height: 48)
        clear.clear()
        viewer.show(UIImage(bitmap: clear), path: "/x/clear.png")
        viewer.scrollView.setZoomScale(1, animated: false)
        let frame = host.renderFrame()
        XCTAssertFalse(viewer.checkerboardView.isHidden)
        // 64 x 48 at 100%, centred in 200 x 150: its centre is the window's.
        XCTAssertTrue(squares.contains(frame[100, 75]), "the checkerboard shows through again")
    }
}
