import Foundation

/// Owned, 64-byte aligned pixel memory: the storage behind one or more `Bitmap`s.
///
/// Memory comes from `posix_memalign`, so a 20000 x 20000 image (1.6 GB) is backed by
/// pages the kernel hands out lazily, and it is freed when the last bitmap viewing it goes.
/// Large allocations are aligned to 2 MiB and asked to be backed by transparent huge pages
/// (`MADV_HUGEPAGE`): an image's rows lie far apart (80 KB for 20000 pixels), and with
/// 4 KiB pages each row read by a zoomed draw costs its own TLB miss and restarts the
/// hardware prefetcher.
///
/// Memory written once, front to back, on a thread whose time matters (a decoded image,
/// written by the decoder) is better asked for huge pages only once written
/// (`advisingHugePages: false`, then `adviseHugePages()`): the first write of each huge
/// page takes a whole free 2 MiB block, and in a virtual machine that hands freed memory
/// back to its host (free page reporting) those blocks are the ones handed back, so each
/// costs the host's faults on all of it, while 4 KiB pages come from the small free blocks
/// the guest still holds (see BENCHMARKS.md, "Loading a large PNG"). Advised afterwards,
/// the kernel's `khugepaged` gathers the written pages into huge ones in the background.
/// The mip levels, a third as large and written on the builder's own core, take huge
/// pages from the start, so a zoomed-out draw over a freshly decoded image misses the
/// TLB no more than over one long in memory.
public final class PixelStorage: @unchecked Sendable {
    /// The first pixel.
    public let base: UnsafeMutablePointer<UInt32>
    /// The number of pixels allocated.
    public let count: Int
    private let bytes: Int
    /// False for memory lent by its owner (`init(borrowing:count:)`), which frees it.
    private let ownsMemory: Bool

    /// Allocates `count` pixels, zeroed (transparent black) when `zeroed` is true.
    /// A large allocation is advised huge pages at once when `advisingHugePages` is true,
    /// only by `adviseHugePages()` otherwise. Returns nil when the system cannot provide
    /// the memory.
    public init?(count: Int, zeroed: Bool = true, advisingHugePages: Bool = true) {
        precondition(count >= 0, "PixelStorage: negative pixel count")
        let (bytes, overflow) = max(count, 1).multipliedReportingOverflow(by: 4)
        guard !overflow else { return nil }
        var raw: UnsafeMutableRawPointer?
        let huge = bytes >= PixelStorage.hugePageThreshold
        guard posix_memalign(&raw, huge ? PixelStorage.hugePageSize : 64, bytes) == 0, let raw else { return nil }
        self.base = raw.bindMemory(to: UInt32.self, capacity: max(count, 1))
        self.count = count
        self.bytes = bytes
        ownsMemory = true
        if advisingHugePages { adviseHugePages() }
        if zeroed { memset(raw, 0, bytes) }
    }

    /// Storage over `count` pixels at `base` that someone else allocated and frees (a
    /// window surface's memory, drawn into in place of a copy): never freed or advised
    /// here. Its owner must keep the memory until no bitmap over this storage is used.
    public init(borrowing base: UnsafeMutablePointer<UInt32>, count: Int) {
        precondition(count >= 0, "PixelStorage: negative pixel count")
        self.base = base
        self.count = count
        bytes = count * 4
        ownsMemory = false
    }

    deinit {
        if ownsMemory { free(base) }
    }

    /// Asks for huge pages behind a large allocation from now on (pages already written
    /// are gathered into huge ones by `khugepaged` later); nothing for a small or borrowed one.
    public func adviseHugePages() {
        guard ownsMemory, bytes >= PixelStorage.hugePageThreshold else { return }
        #if os(Linux)
        // Only advice: where huge pages are off or unavailable, small pages serve as before.
        _ = madvise(base, bytes, MADV_HUGEPAGE)
        #endif
    }

    /// Faults in the pages holding pixels `pixels` as a write would, without changing a
    /// pixel (`MADV_POPULATE_WRITE`), so the thread that writes them next finds them in
    /// place; pages already there are left alone, so another thread may be writing them
    /// meanwhile. Only advice: where the kernel cannot, the writer faults them as before.
    /// Nothing for borrowed memory (its pages are its owner's).
    public func prefault(pixels: Range<Int>) {
        precondition(pixels.lowerBound >= 0 && pixels.upperBound <= count, "PixelStorage: prefault out of range")
        guard ownsMemory, !pixels.isEmpty else { return }
        #if os(Linux)
        let page = Int(getpagesize())
        let start = (pixels.lowerBound * 4) / page * page
        let end = min(bytes, (pixels.upperBound * 4 + page - 1) / page * page)
        _ = madvise(UnsafeMutableRawPointer(base) + start, end - start, MADV_POPULATE_WRITE)
        #endif
    }

    /// The huge page size on x86-64 and most arm64 Linux systems, in bytes.
    static let hugePageSize = 2 << 20
    /// Allocations from this many bytes on get huge pages: big enough that rounding to
    /// whole huge pages wastes little.
    static let hugePageThreshold = 8 << 20
}
