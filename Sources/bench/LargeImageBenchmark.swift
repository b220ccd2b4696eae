import Foundation
import Raster

/// Whether a frame costs what it shows, not how large the image behind it is: the same
/// frame (same zoom, same device pixels, same fractional origin) drawn from the middle of a
/// 20000 x 20000 image and from a 2000 x 2000 one, one thread, interleaved. The large image's
/// pixels are on the pages a decode leaves them on (small, until the kernel gathers them).
enum LargeImageBenchmark {
    static let largeSide = 20000, smallSide = 2000

    /// Prints one row per zoom of `sweepZooms` and returns the large / small ratios.
    static func run(into frame: Bitmap, options: RasterOptions) -> [(zoom: Double, ratio: Double)] {
        let small = RasterImage(bitmap: makePhotoLikeBitmap(width: smallSide, height: smallSide))
        // As the viewer has it just after loading (its levels built on huge pages).
        let large = RasterImage(bitmap: makePhotoLikeBitmap(width: largeSide, height: largeSide, asDecoded: true))
        do {
            try small.prepareMipmaps()
            try large.prepareMipmaps()
        } catch {
            print("large image: \(error); skipped")
            return []
        }
        _ = (small.isOpaque, large.isOpaque)
        print("the same frame over a \(largeSide)² and a \(smallSide)² image, 1 thread, median ms")
        print(["zoom", "pixels", "2000²", "20000²", "ratio"].map { BenchReport.field($0, 9) }.joined())
        var results: [(zoom: Double, ratio: Double)] = []
        for zoom in sweepZooms {
            let origin = (x: 0.37, y: 0.61)
            let side = Double(smallSide) * zoom
            let rect = PixelRect(covering: CGRect(x: origin.x, y: origin.y, width: side, height: side))
                .intersection(frame.bounds)
            var smallCanvas = Canvas(target: frame, options: options)
            smallCanvas.clip(toDeviceRect: rect)
            var largeCanvas = smallCanvas
            // The large image's middle, so every pixel of the frame is inside it.
            let middle = Double(largeSide / 2 - smallSide / 2) * zoom
            let smallTransform = CGAffineTransform(a: zoom, b: 0, c: 0, d: zoom, tx: origin.x, ty: origin.y)
            let largeTransform = CGAffineTransform(a: zoom, b: 0, c: 0, d: zoom, tx: origin.x - middle, ty: origin.y - middle)
            smallCanvas.concatenate(smallTransform)
            largeCanvas.concatenate(largeTransform)
            let t = interleavedMedians(prepare: { frame.clear(to: 0xFF20_2020) }, [
                { smallCanvas.draw(small, in: CGRect(x: 0, y: 0, width: smallSide, height: smallSide)) },
                { largeCanvas.draw(large, in: CGRect(x: 0, y: 0, width: largeSide, height: largeSide)) },
            ])
            results.append((zoom, t[1] / t[0]))
            print([String(format: "%g", zoom), "\(rect.area)", BenchReport.ms(t[0]), BenchReport.ms(t[1]),
                   BenchReport.ratio(t[1], t[0])].map { BenchReport.field($0, 9) }.joined())
        }
        return results
    }
}
