import XCTest
@testable import UIKit
@testable import ViewerKit

/// A main queue whose `deliver` holds the calling (decoding) thread until the main thread
/// has run the item, so each progress report is seen with the decode paused at it.
final class LockstepMainQueue: @unchecked Sendable {
    private let queue = ManualMainQueue()

    func deliver(_ item: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        queue.deliver { item(); done.signal() }
        done.wait()
    }

    /// `ManualMainQueue.runNext(for:)`: the next item once the levels have caught up.
    func runNext(for viewer: ViewerController) -> Bool { queue.runNext(for: viewer) }
}

/// While a file decodes, the viewer shows the rows decoded so far through a coarse mip
/// level, and nothing else; the whole image then replaces the picture where it was left.
final class ViewerLoadPreviewTests: XCTestCase {
    func testAPartlyDecodedImageShowsItsDecodedRowsAndNothingElse() throws {
        let folder = try TemporaryFolder()
        // About a million pixels between reports: 16 of them.
        let path = try folder.writeImage("big.png", width: 4000, height: 4000)
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })

        var moments: [(rows: Int, level: Int, pixels: Bitmap)] = []
        var zoomedDuringLoad: CGFloat?
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview else { continue }
            XCTAssertTrue(preview.view.superview === viewer.imageView && viewer.imageView.image == nil,
                          "the picture shows while loading, over the image view")
            XCTAssertEqual(viewer.statusText.hasPrefix("Loading big.png… "), true)
            moments.append((preview.rowsShown, preview.level, preview.bitmap.copy()))
            _ = host.compositor.renderFrame()
            if zoomedDuringLoad == nil, moments.count == 3 {
                // The window answers while loading: zoom in on the picture.
                viewer.scrollView.setZoomScale(viewer.scrollView.zoomScale * 2, animated: false)
                zoomedDuringLoad = viewer.scrollView.zoomScale
            }
        }
        XCTAssertGreaterThan(moments.count, 4)
        // 150 / 4000 of a device pixel per image pixel at fit: level 4 (1/16) is the coarsest
        // still sharper than the screen.
        XCTAssertTrue(moments.allSatisfy { $0.level == 4 })
        XCTAssertTrue(moments.contains { $0.rows > 0 && $0.rows < 250 }, "some moment showed part of the picture")
        XCTAssertTrue(zip(moments, moments.dropFirst()).allSatisfy { $0.rows <= $1.rows }, "filled in top to bottom")

        let image = try XCTUnwrap(viewer.imageView.image)
        XCTAssertEqual(image.rasterImage.width, 4000, "the whole image replaced the picture")
        XCTAssertNil(viewer.loadPreview)
        XCTAssertEqual(viewer.imageView.sampling, .areaAverage, "sampling as the settings say again: the exact filter, the view being at rest")
        XCTAssertEqual(viewer.scrollView.zoomScale, zoomedDuringLoad, "the zoom given while loading is kept")
        let level = try image.rasterImage.mipLevel(4)
        for moment in moments {
            XCTAssertEqual(moment.pixels.width, moment.rows > 0 ? level.width : 0)
            XCTAssertEqual(moment.pixels.height, moment.rows, "no row below the \(moment.rows) decoded is shown")
            for y in 0..<moment.rows {
                let shown = memcmp(moment.pixels.row(y), level.row(y), level.width * 4) == 0
                XCTAssertTrue(shown, "row \(y) of \(moment.rows) decoded shows the image's level-4 row")
            }
        }
    }
}

/// An Adam7 file's picture is sampled from the passes done, the whole picture at once,
/// sharper after each pass.
final class ViewerInterlacedPreviewTests: XCTestCase {
    /// An 8-bit RGB Adam7 PNG of `pixel(x, y)` (stored deflate blocks, filter 0).
    static func adam7PNG(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
            guard x0 < width else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)
                for x in stride(from: x0, to: width, by: dx) {
                    let (r, g, b) = pixel(x, y)
                    raw += [r, g, b]
                }
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8((~count >> 8) & 255)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += PNGChunks.bigEndian(b << 16 | a)
        return PNGChunks.signature
            + PNGChunks.chunk("IHDR", PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height)) + [8, 2, 0, 0, 1])
            + PNGChunks.chunk("IDAT", zlib) + PNGChunks.chunk("IEND", [])
    }

    /// The picture at each progress report of the viewer loading a `side`-square Adam7 file
    /// of `pixel(x, y)`: the passes it was sampled from, its level and pixels; and the image.
    private func loadMoments(side: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8))
        throws -> (moments: [(passes: Int, level: Int, pixels: Bitmap)], image: Bitmap) {
        let folder = try TemporaryFolder()
        let path = folder.path("adam7.png")
        try Data(Self.adam7PNG(width: side, height: side, pixel: pixel)).write(to: URL(fileURLWithPath: path))
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        defer { withExtendedLifetime(host) {} }  // the window stays up while it loads
        var moments: [(passes: Int, level: Int, pixels: Bitmap)] = []
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else {
                XCTFail("the decode never finished")
                break
            }
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview else { continue }
            moments.append((preview.sampledPasses, preview.level, preview.bitmap.copy()))
        }
        return (moments, try XCTUnwrap(viewer.imageView.image).rasterImage.bitmap)
    }

    func testEachPassRefinesTheWholePicture() throws {
        let (moments, image) = try loadMoments(side: 512) { x, y in (UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255)) }
        let sampled = moments.filter { (1..<6).contains($0.passes) }
        XCTAssertEqual(Set(sampled.map(\.passes)).count, 5, "a picture after each of the first five passes: \(moments.map(\.passes))")
        // 150 / 512 device pixels an image pixel: level 1.
        XCTAssertTrue(moments.allSatisfy { $0.level == 1 })
        let grids = [(8, 8), (4, 8), (4, 4), (2, 4), (2, 2)]
        for moment in sampled {
            let (gx, gy) = grids[moment.passes - 1]
            var wrong: [(Int, Int)] = []
            for y in 0..<256 {
                for x in 0..<256 where moment.pixels[x, y] != image[x * 2 / gx * gx, y * 2 / gy * gy] {
                    wrong.append((x, y))
                }
            }
            XCTAssertEqual(wrong.count, 0, "after \(moment.passes) passes every texel shows the decoded pixel at its corner")
        }
    }

    func testATexelWiderThanThePassGridAveragesTheDecodedPixelsInsideIt() throws {
        let side = 1024
        let (moments, image) = try loadMoments(side: side) { x, y in (UInt8(x & 255), UInt8((y * 3) & 255), UInt8((x ^ y) & 255)) }
        // 150 / 1024 device pixels an image pixel: level 2, texels of 4 x 4 pixels, wider
        // than the grids of passes 4 (2 x 4) and 5 (2 x 2).
        XCTAssertTrue(moments.allSatisfy { $0.level == 2 })
        let grids = [(8, 8), (4, 8), (4, 4), (2, 4), (2, 2)]
        func positions(_ texel: Int, _ spacing: Int) -> [Int] {
            spacing >= 4 ? [texel * 4 / spacing * spacing] : Array(stride(from: texel * 4, to: texel * 4 + 4, by: spacing))
        }
        var checked = Set<Int>()
        for moment in moments where (1..<6).contains(moment.passes) {
            let (gx, gy) = grids[moment.passes - 1]
            var wrong = 0
            for ty in 0..<(side / 4) {
                for tx in 0..<(side / 4) {
                    var sums = [UInt32](repeating: 0, count: 4), n: UInt32 = 0
                    for y in positions(ty, gy) {
                        for x in positions(tx, gx) {
                            let pixel = image[x, y]
                            for c in 0..<4 { sums[c] += (pixel >> (8 * UInt32(c))) & 0xFF }
                            n += 1
                        }
                    }
                    let expected = (0..<4).reduce(UInt32(0)) { $0 | ((sums[$1] + n / 2) / n) << (8 * UInt32($1)) }
                    if moment.pixels[tx, ty] != expected { wrong += 1 }
                }
            }
            XCTAssertEqual(wrong, 0, "after \(moment.passes) passes each texel is the average of the decoded pixels in it")
            checked.insert(moment.passes)
        }
        XCTAssertTrue(checked.isSuperset(of: [4, 5]), "the averaging passes were seen: \(checked.sorted())")
        // The corner pixel alone would differ: the average is not a point sample here.
        let last = try XCTUnwrap(moments.last { $0.passes == 5 })
        XCTAssertNotEqual(last.pixels[1, 0], image[4, 0])
    }
}
