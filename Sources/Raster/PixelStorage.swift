import Foundation

/// Owned, 64-byte aligned pixel memory: the storage behind one or more `Bitmap`s.
///
/// Memory comes from `posix_memalign`, so a 20000 x 20000 image (1.6 GB) is backed by
/// pages the kernel hands out lazily, and it is freed when the last bitmap viewing it goes.
public final class PixelStorage: @unchecked Sendable {
    /// The first pixel.
    public let base: UnsafeMutablePointer<UInt32>
    /// The number of pixels allocated.
    public let count: Int

    /// Allocates `count` pixels, zeroed (transparent black) when `zeroed` is true.
    /// Returns nil when the system cannot provide the memory.
    public init?(count: Int, zeroed: Bool = true) {
        precondition(count >= 0, "PixelStorage: negative pixel count")
        let (bytes, overflow) = max(count, 1).multipliedReportingOverflow(by: 4)
        guard !overflow else { return nil }
        var raw: UnsafeMutableRawPointer?
        guard posix_memalign(&raw, 64, bytes) == 0, let raw else { return nil }
        if zeroed { memset(raw, 0, bytes) }
        self.base = raw.bindMemory(to: UInt32.self, capacity: max(count, 1))
        self.count = count
    }

    deinit { free(base) }
}
