import XCTest
@testable import UIKit
@testable import ViewerKit

/// A plain file's picture while loading is the decode's own mip level, never a copy (issue
/// 18, peak memory), cropped at each update to the rows the decode has finished, so
/// nothing reads a row the builder may still be writing; it draws as the copy did.
final class ViewerLoadPreviewSharingTests: XCTestCase {
    /// A `width` x `height` file whose pixels change from texel to texel at any level up
    /// to 4 (so the interpolation is seen), translucent in places when `translucent`.
    private func writePattern(_ folder: TemporaryFolder, width: Int, height: Int, translucent: Bool) throws -> String {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            let row = bitmap.row(y)
            for x in 0..<width {
                let a: UInt32 = translucent ? UInt32(128 + (x / 21 + y / 17) % 128) : 255
                let r = UInt32((x / 9 + y / 23) & 255) * a / 255, g = UInt32((y / 7) & 255) * a / 255
                let b = UInt32(((x + y) / 13 * 37) & 255) * a / 255
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        let path = folder.path(translucent ? "translucent.png" : "opaque.png")
        try PNGEncoder.write(bitmap, to: path)
        return path
    }

    func testAPlainFilesPictureIsTheLevelItselfCroppedToItsFinishedRows() throws {
        let folder = try TemporaryFolder()
        // About a million pixels between reports: 16 of them.
        let path = try folder.writeImage("big.png", width: 4000, height: 4000)
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        defer { withExtendedLifetime(host) {} }

        weak var pictureView: LoadPreviewView?
        var moments = 0, partial = 0
        var geometry: (content: CGSize, bounds: CGSize, zoom: CGFloat)?
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview else { continue }
            moments += 1
            pictureView = preview.view
            let level = try XCTUnwrap(preview.decode.level(preview.level))
            // 150 / 4000 device pixels an image pixel: level 4, 250 x 250 texels.
            XCTAssertEqual(preview.level, 4)
            XCTAssertTrue(preview.bitmap.storage === level.storage, "the picture's pixels are the level's memory")
            XCTAssertEqual(preview.bitmap.offset, level.offset)
            XCTAssertEqual(preview.bitmap.rowStride, level.rowStride)
            XCTAssertEqual(preview.bitmap.width, preview.rowsShown > 0 ? 250 : 0)
            XCTAssertEqual(preview.bitmap.height, preview.rowsShown)
            // The builder thread runs on while the decoder waits for this report: the count
            // only grows, so what shows is within what was final when it was cropped.
            XCTAssertLessThanOrEqual(preview.rowsShown, preview.decode.completedRows(ofLevel: 4),
                                     "no row the builder may be writing is shown")
            if preview.rowsShown > 0 {
                let image = try XCTUnwrap(preview.image, "the picture has an image once rows arrived")
                XCTAssertTrue(image.rasterImage.bitmap.storage === level.storage, "the image drawn is over the level too")
                XCTAssertEqual(image.rasterImage.height, preview.rowsShown, "the image drawn ends at the finished rows")
                XCTAssertEqual(image.size, CGSize(width: 4000, height: CGFloat(preview.rowsShown * 16)))
                for y in 0..<preview.rowsShown {
                    XCTAssertEqual(memcmp(image.rasterImage.bitmap.row(y), level.row(y), 250 * 4), 0, "row \(y)")
                }
            }
            if (1..<250).contains(preview.rowsShown) { partial += 1 }
            XCTAssertEqual(viewer.loadingPictureRows, min(preview.rowsShown * 16, 4000))
            // The geometry is the whole picture's from the first report on.
            XCTAssertEqual(viewer.imageView.bounds.size, CGSize(width: 4000, height: 4000))
            XCTAssertEqual(preview.view.frame, viewer.imageView.bounds)
            let now = (viewer.scrollView.contentSize, viewer.imageView.bounds.size, viewer.scrollView.zoomScale)
            if let geometry {
                XCTAssertEqual(now.0, geometry.content, "the content size stays as rows arrive")
                XCTAssertEqual(now.2, geometry.zoom, "the zoom stays as rows arrive")
            }
            geometry = (now.0, now.1, now.2)
            _ = host.compositor.renderFrame()
        }
        XCTAssertGreaterThan(moments, 4)
        XCTAssertGreaterThan(partial, 2, "moments showed part of the picture")
        XCTAssertNil(viewer.loadPreview)
        XCTAssertTrue(viewer.imageView.subviews.isEmpty, "nothing of the picture is left over the image")
        XCTAssertNil(pictureView, "the picture's view, and with it its reference to the level, is gone")
        XCTAssertEqual(viewer.imageView.image?.rasterImage.width, 4000)
    }

    /// At each report the frame (redrawn only where rows arrived) equals, except for a
    /// texel each side of the picture's bottom edge, a whole redraw of the level's rows
    /// copied into a bitmap of the level's size, transparent below, as the picture was
    /// before it showed the level itself; at the opening zoom, and zoomed in 3 times.
    private func assertDrawsAsTheCopy(translucent: Bool) throws {
        let folder = try TemporaryFolder()
        let path = try writePattern(folder, width: 2000, height: 2600, translucent: translucent)
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        var compared = 0, zoomed = false, drawn = 0
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            // This file decodes faster than the builder halves it: `runNext(for:)` let the
            // builder catch up with the rows reported before the report showed them.
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview, preview.rowsShown > 0 else { continue }
            // 150 / 2600 device pixels an image pixel: level 4, 125 x 163 texels.
            XCTAssertEqual(preview.level, 4)
            if compared == 2 && !zoomed {
                viewer.scrollView.setZoomScale(viewer.scrollView.zoomScale * 3, animated: false)
                zoomed = true
                _ = host.renderFrame()
            }
            let live = host.renderFrame().copy()
            let level = try XCTUnwrap(preview.decode.level(4)), texel = CGFloat(16)
            let copy = Bitmap(width: level.width, height: level.height)
            for y in 0..<preview.rowsShown { copy.row(y).update(from: level.row(y), count: level.width) }
            preview.view.isHidden = true
            viewer.imageView.sampling = .bilinear
            viewer.imageView.image = UIImage(bitmap: copy, scale: 1 / texel)
            let reference = host.renderFrame().copy()
            viewer.imageView.image = nil
            preview.view.isHidden = false
            _ = host.renderFrame()

            let edge = { (row: Int) in viewer.imageView.convert(CGPoint(x: 0, y: CGFloat(row) * texel), to: host.window).y }
            let band = Int(edge(preview.rowsShown - 1).rounded(.down))..<Int(edge(preview.rowsShown + 1).rounded(.up))
            var differing = 0
            for y in 0..<live.height where !band.contains(y) {
                for x in 0..<live.width where live[x, y] != reference[x, y] { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "\(preview.rowsShown) rows shown\(zoomed ? ", zoomed" : ""): pixels differing outside \(band)")
            let top = viewer.imageView.convert(CGPoint.zero, to: host.window)
            let inside = Int(max(0, top.y).rounded(.up))..<min(band.lowerBound, live.height)
            let margin = ViewerController.backgroundColor.rasterColor.premultiplied
            drawn += inside.reduce(0) { count, y in count + (0..<live.width).filter { live[$0, y] != margin }.count }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 3, "reports compared")
        XCTAssertTrue(zoomed)
        XCTAssertGreaterThan(drawn, 1000, "the rows shown were drawn")
    }

    func testAnOpaqueFilesPictureDrawsAsTheCopyDid() throws {
        try assertDrawsAsTheCopy(translucent: false)
    }

    func testATranslucentFilesPictureDrawsAsTheCopyDid() throws {
        try assertDrawsAsTheCopy(translucent: true)
    }

    /// The rows below a crop are never read: a picture of green rows over red ones, cropped
    /// above the red, shows no red at any zoom or offset, nearest or bilinear.
    func testThePictureReadsNoRowBelowItsCrop() {
        let host = HeadlessHost(size: CGSize(width: 160, height: 120))
        host.window.backgroundColor = .black
        let level = Bitmap(width: 40, height: 30)
        level.clear(to: 0xFF00_FF00)
        level.cropped(to: PixelRect(x: 0, y: 12, width: 40, height: 18)).clear(to: 0xFFFF_0000)
        let crop = level.cropped(to: PixelRect(x: 0, y: 0, width: 40, height: 12))
        let view = LoadPreviewView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        view.image = UIImage(rasterImage: RasterImage(bitmap: crop, isOpaque: true), scale: 1 / 4)
        host.window.addSubview(view)
        var checked = 0
        for sampling in [Sampling.bilinear, .nearest] {
            view.sampling = sampling
            for (scale, dy) in [(1.0, 0.0), (0.37, 0.25), (1.73, -3.4), (2.5, 0.6)] as [(CGFloat, CGFloat)] {
                view.transform = CGAffineTransform(translationX: 0.3, y: dy).scaledBy(x: scale, y: scale)
                let frame = host.renderFrame()
                var red = 0, green = 0
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let pixel = frame[x, y]
                        if (pixel >> 16) & 0xFF != 0 { red += 1 }
                        if (pixel >> 8) & 0xFF != 0 { green += 1 }
                    }
                }
                XCTAssertEqual(red, 0, "\(sampling) at \(scale), \(dy): no pixel of the rows below the crop")
                XCTAssertGreaterThan(green, 0)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 8)
    }
}
