import Foundation

/// Cutting one operation into horizontal bands, one per thread, as `RasterOptions` allows.
///
/// Each band computes exactly what the single-threaded loop would for its rows, so results
/// are bit-identical whatever the thread count.
enum RasterConcurrency {
    /// How many bands to cut `rows` rows of `pixels` total work into: 1 below
    /// `options.minimumPixelsForThreads`, otherwise up to `options.maximumThreads`, never
    /// more bands than rows.
    static func bandCount(rows: Int, pixels: Int, options: RasterOptions) -> Int {
        guard pixels >= options.minimumPixelsForThreads, rows > 1 else { return 1 }
        return max(1, min(options.maximumThreads, rows))
    }

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
