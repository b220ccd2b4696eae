import Foundation

/// Working memory one thread reuses from draw to draw: tap tables, cached rows, gather
/// rows. Buffers only grow, so once a thread has drawn at a given size, drawing allocates
/// nothing. Threads borrow a scratch from `ImageScratch.pool` for one draw (or one band).
final class ImageScratch {
    /// What a buffer is for; each use has its own so one draw can hold several at once.
    enum Slot: Int, CaseIterable {
        case columnStarts, columnWeights, columnWeightPairs, rowStarts, rowWeights
        case cachedRows, cacheTags, gatherRow, tapRows, verticalRows, tapWeights, polygon
        case curlFrontLevels, curlBackLevels, curlFrontRuns, curlBackRuns, curlRollByU, curlRollByC
        case curlRollColumns, curlShadowFactors, turnedTarget
    }

    private var buffers = [UnsafeMutableRawPointer?](repeating: nil, count: Slot.allCases.count)
    private var capacities = [Int](repeating: 0, count: Slot.allCases.count)

    deinit { for b in buffers { free(b) } }

    /// Room for `count` values of `T` in `slot`, 64-byte aligned; contents are unspecified.
    /// The pointer stays valid until the same slot is asked for again.
    func buffer<T>(_ slot: Slot, count: Int, of type: T.Type) -> UnsafeMutablePointer<T> {
        let bytes = max(64, count * MemoryLayout<T>.stride)
        let i = slot.rawValue
        if capacities[i] < bytes {
            free(buffers[i])
            // Grow by half again so a slowly widening window does not reallocate every draw.
            let capacity = max(bytes, capacities[i] + capacities[i] / 2)
            var raw: UnsafeMutableRawPointer?
            guard posix_memalign(&raw, 64, capacity) == 0, let raw else {
                fatalError("ImageScratch: cannot allocate \(capacity) bytes")
            }
            buffers[i] = raw
            capacities[i] = capacity
        }
        return buffers[i]!.bindMemory(to: T.self, capacity: count)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [ImageScratch] = []

    /// Runs `body` with a scratch no other thread uses meanwhile, then keeps it for reuse.
    static func with<R>(_ body: (ImageScratch) -> R) -> R {
        lock.lock()
        let scratch = idle.popLast() ?? ImageScratch()
        lock.unlock()
        defer {
            lock.lock()
            idle.append(scratch)
            lock.unlock()
        }
        return body(scratch)
    }
}

/// A ring of horizontal-pass rows keyed by source row, so output rows that share source rows
/// (magnification, box windows) compute each only once. Source row `r` lives in slot
/// `r mod slots`; a window of at most `slots` consecutive rows never evicts itself.
struct RowCache {
    /// Number of rows held.
    let slots: Int
    /// UInt16 lanes from one row to the next.
    let stride: Int
    private let rows: UnsafeMutablePointer<UInt16>
    private let tags: UnsafeMutablePointer<Int>

    /// A cache of `slots` rows of `width` pixels in `scratch`'s cache slots, all empty.
    init(slots: Int, width: Int, scratch: ImageScratch) {
        self.slots = slots
        // One spare pixel per row, and rows a whole number of cache lines apart.
        self.stride = ((width + 1) * 4 + 31) & ~31
        self.rows = scratch.buffer(.cachedRows, count: slots * stride, of: UInt16.self)
        self.tags = scratch.buffer(.cacheTags, count: slots, of: Int.self)
        tags.update(repeating: Int.min, count: slots)
    }

    @inline(__always)
    private func slot(_ r: Int) -> Int { ((r % slots) + slots) % slots }

    /// True when source row `r` is in the cache.
    @inline(__always)
    func contains(_ r: Int) -> Bool { tags[slot(r)] == r }

    /// The storage for source row `r`, now marked as holding it: the caller fills it before
    /// reading it back through `row(_:)`.
    @inline(__always)
    func claim(_ r: Int) -> UnsafeMutablePointer<UInt16> {
        let s = slot(r)
        tags[s] = r
        return rows + s * stride
    }

    /// The row for source row `r`, which must be in the cache.
    @inline(__always)
    func row(_ r: Int) -> UnsafePointer<UInt16> {
        assert(contains(r), "RowCache: row \(r) was never filled")
        return UnsafePointer(rows + slot(r) * stride)
    }
}
