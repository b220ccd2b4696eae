import Foundation

/// Builds every mip level of an image while the image's own rows are still arriving: as
/// soon as two rows of level `n` exist, the row of level `n + 1` they make is computed, on
/// the builder's thread, with the same kernel and rounding as `MipChain` (so the levels are
/// bit-identical to the ones built after decoding).
///
/// Hand-off: the producer writes level-0 rows, then publishes how many are final with
/// `level0RowsCompleted(_:)`; the builder reads only rows below that count, and publishes
/// its own levels' counts the same way, under one lock. A published row is never written
/// again, so readers of `completedRows(ofLevel:)` may read those rows without the lock.
final class MipRowBuilder: @unchecked Sendable {
    /// Every level's size, level 0 first.
    let sizes: [(width: Int, height: Int)]
    /// Level 0 (the image) and levels 1... as allocated at the start; rows fill in as built.
    let levels: [Bitmap]
    /// Rows of the next level halved between two publications, about this many pixels:
    /// small enough that a coarse level shows the rows soon after they decode.
    static let pixelsPerStep = 1 << 18

    private let condition = NSCondition()
    private var completed: [Int]
    private var isCancelled = false
    /// Level-0 rows faulted in ahead of the decoder so far (the builder's thread only).
    private var prefaultedRows = 0

    /// A builder over `base`, its levels allocated (not touched until built, and on huge
    /// pages from the start: their first writes are this thread's, on its own core, as
    /// `PixelStorage` explains); nil when their memory cannot be had.
    init?(base: Bitmap) {
        sizes = MipChain.sizes(width: base.width, height: base.height)
        var levels = [base]
        for size in sizes.dropFirst() {
            guard let level = Bitmap(width: size.width, height: size.height, zeroed: false)
            else { return nil }
            levels.append(level)
        }
        self.levels = levels
        completed = Array(repeating: 0, count: sizes.count)
    }

    /// Rows `0..<count` of level 0 are final. Called by the thread writing them, after writing.
    func level0RowsCompleted(_ count: Int) {
        condition.lock()
        completed[0] = max(completed[0], min(count, sizes[0].height))
        condition.broadcast()
        condition.unlock()
    }

    /// Stops `run()` at its next step; levels stay as far as they got.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Rows of level `level` that are final: they never change again.
    func completedRows(ofLevel level: Int) -> Int {
        condition.lock(); defer { condition.unlock() }
        return completed[level]
    }

    /// True once every row of every level is built.
    var isComplete: Bool {
        condition.lock(); defer { condition.unlock() }
        return completed.last == sizes.last?.height
    }

    /// Builds rows as level-0 rows are published, until every level is complete (true) or
    /// `cancel()` is called (false). Runs on its own thread, one core.
    @discardableResult
    func run() -> Bool {
        while true {
            condition.lock()
            while !isCancelled && !hasWork() { condition.wait() }
            if isCancelled { condition.unlock(); return false }
            var snapshot = completed
            condition.unlock()
            prefaultLevel0(after: snapshot[0])
            for level in 1..<sizes.count {
                let target = buildable(level: level, sourceRows: snapshot[level - 1])
                guard snapshot[level] < target else { continue }
                let step = max(1, Self.pixelsPerStep / sizes[level].width)
                while snapshot[level] < target {
                    let end = min(target, snapshot[level] + step)
                    halve(level: level, rows: snapshot[level]..<end)
                    snapshot[level] = end
                    condition.lock()
                    completed[level] = end
                    let stop = isCancelled
                    condition.unlock()
                    if stop { return false }
                }
            }
            if snapshot.last == sizes.last?.height { return true }
        }
    }

    /// Faults in level 0's pages one to three decode batches past its `published` rows
    /// (the decoder is writing the batch right after them), without changing a pixel: the
    /// image's page faults, as many as libpng's own decode takes on its one thread, are
    /// taken here, on the builder's core, instead of on the decoding thread. Woken late,
    /// it skips what the decoder has reached, which faulted those pages itself.
    func prefaultLevel0(after published: Int) {
        let base = levels[0]
        let batch = max(1, PNGDecodeSession.pixelsPerProgressStep / max(1, base.width))
        let start = max(prefaultedRows, published + batch), end = min(base.height, published + 3 * batch)
        guard start < end else { return }
        base.storage.prefault(pixels: base.offset + start * base.rowStride ..< base.offset + (end - 1) * base.rowStride + base.width)
        prefaultedRows = end
    }

    /// Whether some level can gain rows from what its source level has (lock held).
    private func hasWork() -> Bool {
        if completed.last == sizes.last?.height { return true }
        for level in 1..<sizes.count where completed[level] < buildable(level: level, sourceRows: completed[level - 1]) {
            return true
        }
        return false
    }

    /// Rows of `level` computable from `sourceRows` final rows of the level above: each
    /// takes two source rows, the last of an odd level takes its one.
    private func buildable(level: Int, sourceRows: Int) -> Int {
        sourceRows == sizes[level - 1].height ? sizes[level].height : sourceRows / 2
    }

    private func halve(level: Int, rows: Range<Int>) {
        let source = levels[level - 1], result = levels[level]
        for y in rows {
            let top = source.row(2 * y)
            let bottom = 2 * y + 1 < source.height ? source.row(2 * y + 1) : top
            ImageKernels.halveRows(top, bottom, sourceWidth: source.width, into: result.row(y))
        }
    }
}
