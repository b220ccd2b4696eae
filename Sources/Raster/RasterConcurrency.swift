import Foundation

/// Cutting one operation into horizontal bands, a few per thread, as `RasterOptions` allows.
///
/// Each band computes exactly what the single-threaded loop would for its rows, so results
/// are bit-identical whatever the thread count.
enum RasterConcurrency {
    /// How many bands to cut `rows` rows of `pixels` total work into: 1 below
    /// `options.minimumPixelsForThreads` or with one thread, otherwise `bandsPerThread` for
    /// each of `options.maximumThreads`, never more bands than rows.
    static func bandCount(rows: Int, pixels: Int, options: RasterOptions) -> Int {
        guard pixels >= options.minimumPixelsForThreads, rows > 1, options.maximumThreads > 1 else { return 1 }
        return max(1, min(options.maximumThreads * bandsPerThread, rows))
    }

    /// Bands per thread. The calling thread starts on the first band at once while the
    /// others are still waking (a sleeping core of a virtual machine takes a good part of a
    /// millisecond to answer); with one band per thread the whole draw would then wait for the
    /// latest riser, with several the early ones take its share.
    static let bandsPerThread = 4

    /// The rows of band `band` when `rows` rows starting at `first` are cut into `bands`.
    static func bandRows(_ band: Int, of bands: Int, first: Int, rows: Int) -> Range<Int> {
        let lower = first + rows * band / bands
        let upper = first + rows * (band + 1) / bands
        return lower..<upper
    }

    /// Runs `body(band)` for each band in `0..<bands`, concurrently when `bands > 1`.
    static func forEachBand(_ bands: Int, _ body: (Int) -> Void) {
        if bands <= 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: bands, execute: body)
        }
    }
}
