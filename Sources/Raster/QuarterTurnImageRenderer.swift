import CRasterSIMD
import Foundation

/// Draws an image turned a quarter turn (mapped with `a == 0 && d == 0`: device x from
/// image y, device y from image x, any scales, flips and translation), as a viewer shows a
/// photo stored on its side or turned with a key: through `SeparableImageRenderer`, at the
/// separable path's speed and with its filters (the exact area average at rest), where the
/// general `AffineImageRenderer` sampled every pixel on its own, trilinear, ten times slower.
///
/// The trick is to turn the target rather than the image: the device pixels the draw
/// touches are copied transposed into a scratch bitmap, in whose frame the mapping is a
/// plain scale and translation; the image is drawn there by the separable path, reading
/// its mip level's rows as it always does, and the pixels are transposed back. So the
/// extra work is two copies of the area drawn (one for an opaque image covering it),
/// whatever the image's size or zoom, and the only memory a scratch of that area, reused
/// from draw to draw: no copy of the image or of a level, even for a 20000 x 20000 one.
enum QuarterTurnImageRenderer {
    static func draw(_ draw: ImageDraw, into target: Bitmap, clip: PixelRect, alpha: Double, options: RasterOptions) {
        let t = draw.toDevice
        let area = PixelRect(covering: draw.region.applying(t)).intersection(clip)
        guard !area.isEmpty else { return }
        // In the turned frame, u runs down the device (y - area.y) and v across it
        // (x - area.x): (x, y) -> (y - area.y, x - area.x).
        let turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: -Double(area.y), ty: -Double(area.x))
        guard let turned = ImageDraw(image: draw.image, region: draw.region, toDevice: t.concatenating(turn),
                                     sampling: draw.sampling) else { return }
        ImageScratch.with { scratch in
            let count = area.area
            let storage = PixelStorage(borrowing: scratch.buffer(.turnedTarget, count: count, of: UInt32.self), count: count)
            let frame = Bitmap(width: area.height, height: area.width, rowStride: area.height, storage: storage, offset: 0)
            let device = target.cropped(to: area)
            // An opaque image covering every pixel of the area wholly replaces them all.
            let drawn = draw.region.applying(t)
            let covers = draw.image.isOpaque && alpha >= 1 && drawn.minX <= Double(area.x) && drawn.minY <= Double(area.y)
                && drawn.maxX >= Double(area.maxX) && drawn.maxY >= Double(area.maxY)
            if !covers { transpose(device, into: frame, options: options) }
            SeparableImageRenderer.draw(turned, into: frame, clip: PixelRect(x: 0, y: 0, width: frame.width, height: frame.height),
                                        alpha: alpha, options: options)
            transpose(frame, into: device, options: options)
        }
    }

    /// Copies `source` into `destination` transposed: `destination[x, y] = source[y, x]`,
    /// `destination` being `source.height` x `source.width` (`raster_transpose`, 4 x 4
    /// blocks turned in registers). In bands of rows, on as many threads as `options` allow
    /// for the pixels copied.
    static func transpose(_ source: Bitmap, into destination: Bitmap, options: RasterOptions) {
        precondition(destination.width == source.height && destination.height == source.width,
                     "QuarterTurnImageRenderer: transposing into the wrong size")
        let blocks = (source.height + 3) / 4
        let bands = RasterConcurrency.bandCount(rows: blocks, pixels: source.width * source.height, options: options)
        let from = UnsafePointer(source.storage.base + source.offset)
        let to = destination.storage.base + destination.offset
        RasterConcurrency.forEachBand(bands) { band in
            // Bands of whole blocks of four rows, so each band turns whole blocks.
            let rows = RasterConcurrency.bandRows(band, of: bands, first: 0, rows: blocks)
            let first = rows.lowerBound * 4, last = min(source.height, rows.upperBound * 4)
            raster_transpose(from, source.rowStride, to, destination.rowStride, source.width, first, last - first)
        }
    }
}
