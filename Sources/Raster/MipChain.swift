import Foundation

/// Why a mip level could not be built.
public enum MipChainError: Error, CustomStringConvertible, Equatable {
    /// The memory for a level of `width` x `height` pixels could not be had.
    case cannotAllocate(width: Int, height: Int)

    /// A one-line message naming the level's size.
    public var description: String {
        switch self {
        case let .cannotAllocate(width, height):
            return "mip chain: cannot allocate a \(width) x \(height) level"
        }
    }
}

/// The mip levels of one image, built lazily and at most once, level by level.
///
/// Level 0 is the image. Level `n + 1` is level `n` halved with a 2x2 box filter over
/// premultiplied pixels, each channel `(a + b + c + d + 2) >> 2`, the exactly rounded mean.
/// Odd sizes round up: the last column (row) of an odd level averages its one source
/// column (row) with itself, as if the edge were replicated. So every level texel `i`
/// covers image pixels `i * 2^n ..< (i + 1) * 2^n` and level coordinates are image
/// coordinates divided by exactly `2^n` at every size; the last texel of an odd level reaches
/// past the image edge but holds edge pixels only, so sampling it makes no fringe. Levels
/// go down to 1 x 1; together they take about a third of the image's memory.
///
/// One thread builds at a time (the builder); others asking for levels either wait for it
/// (`build(through:options:progress:)`) or take the best level already there (`drawLevel`).
final class MipChain: @unchecked Sendable {
    /// Every level's size, level 0 first, whether built yet or not.
    let sizes: [(width: Int, height: Int)]
    /// Rows of the next level computed between two progress reports, about this many pixels.
    static let pixelsPerProgressStep = 1 << 22

    private let condition = NSCondition()
    private var levels: [Bitmap]
    private var isBuilding = false

    init(base: Bitmap) {
        self.sizes = MipChain.sizes(width: base.width, height: base.height)
        self.levels = [base]
    }

    /// A chain whose levels are already built: `levels[0]` is the image, each next one its
    /// halving at `sizes`' size (as a `MipRowBuilder` makes them while the image decodes).
    init(builtLevels levels: [Bitmap]) {
        precondition(!levels.isEmpty, "MipChain: no level 0")
        self.sizes = MipChain.sizes(width: levels[0].width, height: levels[0].height)
        precondition(levels.count <= sizes.count && zip(levels, sizes).allSatisfy {
            $0.width == $1.width && $0.height == $1.height
        }, "MipChain: levels of the wrong size")
        self.levels = levels
    }

    /// The sizes of every level of a `width` x `height` image, level 0 first.
    static func sizes(width: Int, height: Int) -> [(width: Int, height: Int)] {
        var sizes = [(width: width, height: height)]
        guard width > 0 && height > 0 else { return sizes }
        var (w, h) = (width, height)
        while w > 1 || h > 1 {
            (w, h) = ((w + 1) / 2, (h + 1) / 2)
            sizes.append((w, h))
        }
        return sizes
    }

    /// How many levels are built, level 0 included.
    var builtCount: Int {
        condition.lock(); defer { condition.unlock() }
        return levels.count
    }

    /// Level `index` if it is built.
    func level(_ index: Int) -> Bitmap? {
        condition.lock(); defer { condition.unlock() }
        return index < levels.count ? levels[index] : nil
    }

    /// The level a draw wanting `wanted` should use, never waiting for another thread:
    /// `wanted` itself when built; otherwise, when no other thread is building, it builds the
    /// missing levels here (the lazy path); when another thread is building, or memory ran
    /// out, the finest level there is.
    /// A level built here is spread over threads as `options` allow.
    func drawLevel(_ wanted: Int, options: RasterOptions) -> (index: Int, bitmap: Bitmap) {
        let wanted = min(wanted, sizes.count - 1)
        condition.lock()
        if wanted < levels.count || isBuilding {
            let index = min(wanted, levels.count - 1)
            defer { condition.unlock() }
            return (index, levels[index])
        }
        condition.unlock()
        try? build(through: wanted, options: options, progress: nil)
        condition.lock(); defer { condition.unlock() }
        let index = min(wanted, levels.count - 1)
        return (index, levels[index])
    }

    /// Builds levels up to `target`, waiting while another thread builds; each level is
    /// spread over threads as `options` allow.
    func build(through target: Int, options: RasterOptions, progress: ((Double) -> Void)?) throws {
        let target = min(target, sizes.count - 1)
        let total = Double(sizes[1...].prefix(target).reduce(0) { $0 + $1.width * $1.height })
        func done(_ levelCount: Int) -> Double {
            Double(sizes[1...].prefix(levelCount - 1).reduce(0) { $0 + $1.width * $1.height })
        }
        condition.lock()
        while levels.count <= target {
            if isBuilding {
                condition.wait()
                continue
            }
            isBuilding = true
            let source = levels[levels.count - 1]
            let index = levels.count
            condition.unlock()
            let before = done(index)
            let built = MipChain.downsample(source, to: sizes[index], options: options) { rowsDone in
                progress?((before + Double(rowsDone * sizes[index].width)) / max(total, 1))
            }
            condition.lock()
            isBuilding = false
            condition.broadcast()
            guard let built else {
                condition.unlock()
                throw MipChainError.cannotAllocate(width: sizes[index].width, height: sizes[index].height)
            }
            levels.append(built)
        }
        condition.unlock()
        progress?(1)
    }

    /// `source` halved to `size` (its rounded-up half), in bands across threads; nil when the
    /// memory cannot be had. `rowsDone` is told the output rows finished after each step.
    static func downsample(_ source: Bitmap, to size: (width: Int, height: Int), options: RasterOptions,
                           rowsDone: (Int) -> Void) -> Bitmap? {
        guard let result = Bitmap(width: size.width, height: size.height, zeroed: false) else { return nil }
        let stepRows = max(1, pixelsPerProgressStep / max(1, size.width))
        var first = 0
        while first < size.height {
            let rows = min(stepRows, size.height - first)
            let bands = RasterConcurrency.bandCount(rows: rows, pixels: rows * size.width * 4, options: options)
            RasterConcurrency.forEachBand(bands) { band in
                for y in RasterConcurrency.bandRows(band, of: bands, first: first, rows: rows) {
                    let top = source.row(2 * y)
                    let bottom = 2 * y + 1 < source.height ? source.row(2 * y + 1) : top
                    ImageKernels.halveRows(top, bottom, sourceWidth: source.width, into: result.row(y))
                }
            }
            first += rows
            rowsDone(first)
        }
        return result
    }
}
