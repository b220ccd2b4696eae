import CRasterSIMD
import Foundation

/// How Raster carries out a draw: how many threads it may spread one draw over, and
/// whether it takes its shortcuts. A `Canvas` carries one (`Canvas.options`), so two
/// canvases drawing at the same time, on any threads, each follow their own.
///
/// Options change how pixels are computed, never what they become: every thread count
/// gives the same pixels bit for bit, and so do the image and shape kernels with fast
/// paths on or off. Solid colour through a glyph mask is the one exception: its opaque
/// fast path rounds twice and may differ from the general kernel by one level per channel.
public struct RasterOptions: Sendable, Equatable {
    /// The most threads one operation may use, at least 1. Defaults to the number of
    /// active processors. Work is cut into horizontal bands, a few per thread, taken by whichever thread is free.
    public var maximumThreads: Int {
        didSet { maximumThreads = max(1, maximumThreads) }
    }

    /// Operations touching fewer pixels than this stay on the calling thread, at least 1.
    /// Defaults to 65536: handing work to another core costs tens of microseconds, about
    /// what 64K pixels of blending take. Solid fills, bound by memory rather than
    /// arithmetic, split only from 256K pixels (or from this value when it is larger).
    public var minimumPixelsForThreads: Int {
        didSet { minimumPixelsForThreads = max(1, minimumPixelsForThreads) }
    }

    /// When false, draws skip every shortcut (integer blits, unit-step rows, skipped taps,
    /// store-only runs, the opaque mask kernel) and run the general kernels on one thread
    /// per shape, so tests can compare the two. Defaults to true.
    public var usesFastPaths: Bool

    /// When true (the default) and the CPU has them, the hottest image kernels use vector
    /// instructions wider than the baseline target's (AVX2 on x86-64, chosen at run time);
    /// when false, only the baseline (SSE2) forms run, so tests compare the two. Either way
    /// the pixels are the same bit for bit.
    public var usesWideVectors: Bool

    /// Options with the given limits; the defaults are what a draw should normally use.
    public init(maximumThreads: Int = RasterOptions.processorCount, minimumPixelsForThreads: Int = 65_536,
                usesFastPaths: Bool = true, usesWideVectors: Bool = true) {
        self.maximumThreads = max(1, maximumThreads)
        self.minimumPixelsForThreads = max(1, minimumPixelsForThreads)
        self.usesFastPaths = usesFastPaths
        self.usesWideVectors = usesWideVectors
    }

    /// True when this CPU has the wide kernels `usesWideVectors` asks for (AVX2 on x86-64).
    public static let hasWideVectors = raster_wide_available() != 0

    /// True when draws with these options run the wide kernels.
    var runsWideVectors: Bool { usesWideVectors && RasterOptions.hasWideVectors }

    /// The number of active processors, at least 1, read once.
    public static let processorCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
