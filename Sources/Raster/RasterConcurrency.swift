import Foundation

/// How many threads Raster spreads one large draw or one mip level over.
///
/// Work is cut into horizontal bands, one per thread; each band computes exactly what the
/// single-threaded loop would for its rows, so results are bit-identical whatever the
/// thread count. Set `maximumThreads` to 1 to measure or test single-threaded.
public enum RasterConcurrency {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedMaximumThreads =
        max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The most threads one operation may use, at least 1. Defaults to the number of
    /// active processors.
    public static var maximumThreads: Int {
        get { lock.lock(); defer { lock.unlock() }; return storedMaximumThreads }
        set { lock.lock(); storedMaximumThreads = max(1, newValue); lock.unlock() }
    }

    nonisolated(unsafe) private static var storedMinimumPixels = 65_536

    /// Operations touching fewer pixels than this stay on the calling thread. Defaults to
    /// 65536: handing work to another core costs tens of microseconds, about what 64K pixels
    /// of blending take. Solid fills, bound by memory rather than arithmetic, split only
    /// from 256K pixels (or from this value when it is larger).
    public static var minimumPixelsForThreads: Int {
        get { lock.lock(); defer { lock.unlock() }; return storedMinimumPixels }
        set { lock.lock(); storedMinimumPixels = max(1, newValue); lock.unlock() }
    }

    /// How many bands to cut `rows` rows of `pixels` total work into: 1 below the threshold,
    /// otherwise up to `maximumThreads`, never more bands than rows.
    static func bandCount(rows: Int, pixels: Int) -> Int {
        guard pixels >= minimumPixelsForThreads, rows > 1 else { return 1 }
        return max(1, min(maximumThreads, rows))
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
