import CRasterSIMD
import Foundation

/// Draws an image whose mapping to device space is a scale plus a translation (flips
/// included): the filter splits into a horizontal and a vertical pass (see `ImageKernels`).
///
/// Per draw it picks the mip level and per-axis filter, fills the tap tables once, then runs
/// output rows in bands, a few per thread. A band owns its row cache, and every output row
/// is computed the same way whichever band holds it, so the thread count never changes a
/// pixel.
struct SeparableImageRenderer {
    /// The level read.
    let source: Bitmap
    /// First device column and row of the span drawn.
    let x0: Int, y0: Int
    /// Device columns and rows drawn.
    let width: Int, height: Int
    /// Column and row taps; nil columns/rows mean an integer blit.
    let columns: AxisTaps?, rows: AxisTaps?
    /// The horizontal kernel and its tables.
    let horizontal: HorizontalPlan
    /// True for nearest sampling (windows of one texel, no cached rows).
    let isNearest: Bool
    /// For integer blits: device minus source coordinates.
    let blitOffset: (x: Int, y: Int)
    /// The quad's coverage along each axis.
    let coverageX: EdgeCoverage, coverageY: EdgeCoverage
    /// Global alpha, 0...1.
    let alpha: Double
    /// True when every source pixel is opaque.
    let sourceIsOpaque: Bool
    /// True to run the wide-vector kernels (`RasterOptions.runsWideVectors`).
    let wide: Bool
    /// The bitmap drawn into.
    let target: Bitmap

    static func draw(_ draw: ImageDraw, into target: Bitmap, clip: PixelRect, alpha: Double,
                     options: RasterOptions) {
        let t = draw.toDevice
        let xs = (t.a * draw.region.minX + t.tx, t.a * draw.region.maxX + t.tx)
        let ys = (t.d * draw.region.minY + t.ty, t.d * draw.region.maxY + t.ty)
        let coverageX = EdgeCoverage(lo: min(xs.0, xs.1), hi: max(xs.0, xs.1))
        let coverageY = EdgeCoverage(lo: min(ys.0, ys.1), hi: max(ys.0, ys.1))
        let spanX = coverageX.pixels(within: clip.x..<clip.maxX)
        let spanY = coverageY.pixels(within: clip.y..<clip.maxY)
        guard !spanX.isEmpty, !spanY.isEmpty else { return }

        let image = draw.image
        let scaleX = abs(t.a), scaleY = abs(t.d)
        var level = 0
        var filterX = AxisFilter.bilinear, filterY = AxisFilter.bilinear
        switch draw.sampling {
        case .nearest:
            filterX = .nearest; filterY = .nearest
        case .bilinear:
            break
        case .mipmapped, .areaAverage:
            let wanted = MipSelection.separableLevel(scaleX: scaleX, scaleY: scaleY, levelCount: image.mipLevelCount,
                                                     sampling: draw.sampling)
            level = wanted > 0 ? image.mipChain.drawLevel(wanted, options: options).index : 0
            let step = Double(1 << level)
            let footprintX = 1 / (scaleX * step), footprintY = 1 / (scaleY * step)
            if max(footprintX, footprintY) <= AxisTaps.maximumBoxFootprint {
                filterX = footprintX > 1 ? .box : .bilinear
                filterY = footprintY > 1 ? .box : .bilinear
            }
        }
        let source = image.mipChain.level(level)!
        let clamp = draw.clampRanges(atLevel: level, size: (source.width, source.height))
        let step = Double(1 << level)
        let mapX = AxisMapping(scale: t.a * step, offset: t.tx)
        let mapY = AxisMapping(scale: t.d * step, offset: t.ty)

        ImageScratch.with { scratch in
            var columns: AxisTaps?, rows: AxisTaps?
            var horizontal = HorizontalPlan.none
            var blitOffset = (x: 0, y: 0)
            if options.usesFastPaths, level == 0, t.a == 1, t.d == 1,
               t.tx == t.tx.rounded(), t.ty == t.ty.rounded() {
                // 1:1 at whole pixels: every sampler reads exactly the texel under the pixel.
                blitOffset = (Int(t.tx), Int(t.ty))
            } else {
                let tapsX = AxisTaps.windowTaps(filterX, scale: mapX.scale, clampCount: clamp.x.count,
                                                even: filterX != .nearest)
                let tapsY = AxisTaps.windowTaps(filterY, scale: mapY.scale, clampCount: clamp.y.count, even: false)
                let cx = AxisTaps(filter: filterX, mapping: mapX, firstPixel: spanX.lowerBound, count: spanX.count,
                                  clamp: clamp.x, taps: tapsX,
                                  starts: scratch.buffer(.columnStarts, count: spanX.count, of: Int32.self),
                                  weights: scratch.buffer(.columnWeights, count: spanX.count * tapsX, of: UInt16.self))
                let cy = AxisTaps(filter: filterY, mapping: mapY, firstPixel: spanY.lowerBound, count: spanY.count,
                                  clamp: clamp.y, taps: tapsY,
                                  starts: scratch.buffer(.rowStarts, count: spanY.count, of: Int32.self),
                                  weights: scratch.buffer(.rowWeights, count: spanY.count * tapsY, of: UInt16.self))
                columns = cx
                rows = cy
                if filterX != .nearest {
                    horizontal = HorizontalPlan(columns: cx, scratch: scratch, fast: options.usesFastPaths,
                                                wide: options.runsWideVectors)
                }
            }
            let renderer = SeparableImageRenderer(
                source: source, x0: spanX.lowerBound, y0: spanY.lowerBound, width: spanX.count,
                height: spanY.count, columns: columns, rows: rows, horizontal: horizontal,
                isNearest: filterX == .nearest, blitOffset: blitOffset, coverageX: coverageX,
                coverageY: coverageY, alpha: alpha, sourceIsOpaque: image.isOpaque, wide: options.runsWideVectors,
                target: target)
            let bands = RasterConcurrency.bandCount(rows: spanY.count, pixels: spanX.count * spanY.count,
                                                     options: options)
            if bands == 1 {
                renderer.render(rows: 0..<spanY.count, scratch: scratch)
            } else {
                RasterConcurrency.forEachBand(bands) { band in
                    let rows = RasterConcurrency.bandRows(band, of: bands, first: 0, rows: spanY.count)
                    ImageScratch.with { renderer.render(rows: rows, scratch: $0) }
                }
            }
        }
    }

    /// Renders output rows `rows` (0 is the span's first row).
    func render(rows range: Range<Int>, scratch: ImageScratch) {
        let full = coverageX.fullPixels(within: x0..<(x0 + width))
        let inner = full.isEmpty ? 0..<0 : (full.lowerBound - x0)..<(full.upperBound - x0)
        if let rows {
            if isNearest {
                let gather = scratch.buffer(.gatherRow, count: width, of: UInt32.self)
                for i in range {
                    let sourceRow = UnsafePointer(source.row(Int(rows.starts[i])))
                    let starts = columns!.starts
                    for k in 0..<width { gather[k] = sourceRow[Int(starts[k])] }
                    composite(PixelRowSamples(pixels: gather), row: i, inner: inner)
                }
                return
            }
            if rows.taps >= 3, let weightPairs = horizontal.weightPairs, horizontal.pairs <= 3 {
                renderVerticalFirst(range, rows: rows, weightPairs: weightPairs, scratch: scratch, inner: inner)
                return
            }
            let cache = RowCache(slots: rows.taps, width: width, scratch: scratch)
            let tapRows = scratch.buffer(.tapRows, count: rows.taps, of: UnsafePointer<UInt16>.self)
            let tapWeights = scratch.buffer(.tapWeights, count: rows.taps, of: UInt16.self)
            let texels = columnTexels
            var prefetched = Int.min
            for i in range {
                let start = Int(rows.starts[i])
                prefetched = prefetchRows(for: min(i + SeparableImageRenderer.prefetchDistance, range.upperBound - 1),
                                          after: prefetched, texels: texels)
                let weights = rows.weights(of: i)
                // Fill the rows this output row needs and the cache lacks, two at a time
                // where two adjacent ones are missing.
                var t = 0
                while t < rows.taps {
                    let r = start + t
                    if weights[t] == 0 || cache.contains(r) {
                        t += 1
                    } else if t + 1 < rows.taps && weights[t + 1] != 0 && !cache.contains(r + 1) {
                        horizontal.fill(source.row(r), source.row(r + 1), into: cache.claim(r), cache.claim(r + 1))
                        t += 2
                    } else {
                        horizontal.fill(source.row(r), into: cache.claim(r))
                        t += 1
                    }
                }
                var n = 0
                for t in 0..<rows.taps where weights[t] != 0 {
                    tapRows[n] = cache.row(start + t)
                    tapWeights[n] = weights[t]
                    n += 1
                }
                switch n {
                case 1:
                    let row = tapRows[0]
                    composite(OneRowSamples(row: row), row: i, inner: inner) { k, count, out in
                        raster_wide_one_row_copy(row + 4 * k, count, out)
                    }
                case 2:
                    let row0 = tapRows[0], row1 = tapRows[1], w0 = tapWeights[0], w1 = tapWeights[1]
                    composite(TwoRowSamples(row0: row0, row1: row1, w0: ImageKernels.splat(w0), w1: ImageKernels.splat(w1)),
                              row: i, inner: inner) { k, count, out in
                        raster_wide_two_rows_copy(row0 + 4 * k, row1 + 4 * k, w0, w1, count, out)
                    }
                case 3:
                    composite(ThreeRowSamples(row0: tapRows[0], row1: tapRows[1], row2: tapRows[2],
                                              w0: ImageKernels.splat(tapWeights[0]),
                                              w1: ImageKernels.splat(tapWeights[1]),
                                              w2: ImageKernels.splat(tapWeights[2])), row: i, inner: inner)
                default:
                    composite(ManyRowSamples(rows: tapRows, weights: tapWeights, count: n), row: i, inner: inner)
                }
            }
        } else {
            for i in range {
                let y = y0 + i
                let pixels = UnsafePointer(source.row(y - blitOffset.y) + (x0 - blitOffset.x))
                composite(PixelRowSamples(pixels: pixels), row: i, inner: inner)
            }
        }
    }

    /// Output rows `range` of a draw that minifies vertically (windows of three rows or
    /// more) with windows of two, four or six texels horizontally: per output row, the vertical
    /// sums over the texels the row spans, then the horizontal taps fused with compositing
    /// (see `ImageKernels.verticalSums`).
    private func renderVerticalFirst(_ range: Range<Int>, rows: AxisTaps, weightPairs: UnsafePointer<SIMD8<UInt16>>,
                                     scratch: ImageScratch, inner: Range<Int>) {
        let columns = columns!
        let texels = columnTexels
        let sums = scratch.buffer(.cachedRows, count: texels.count * 4, of: UInt16.self)
        // Indexed by texel, as the column starts are.
        let byTexel = UnsafePointer(sums - 4 * texels.lowerBound)
        let tapRows = scratch.buffer(.verticalRows, count: rows.taps, of: UnsafePointer<UInt32>.self)
        let tapWeights = scratch.buffer(.tapWeights, count: rows.taps, of: UInt16.self)
        var prefetched = Int.min
        for i in range {
            prefetched = prefetchRows(for: min(i + SeparableImageRenderer.prefetchDistance, range.upperBound - 1),
                                      after: prefetched, texels: texels)
            let start = Int(rows.starts[i])
            let weights = rows.weights(of: i)
            var n = 0
            for t in 0..<rows.taps where weights[t] != 0 {
                tapRows[n] = UnsafePointer(source.row(start + t) + texels.lowerBound)
                tapWeights[n] = weights[t]
                n += 1
            }
            let rowList = UnsafeRawPointer(tapRows).assumingMemoryBound(to: UnsafePointer<UInt32>?.self)
            let done = wide ? raster_wide_vertical_sums(rowList, tapWeights, n, texels.count, sums) : 0
            if done < texels.count {
                for t in 0..<n { tapRows[t] += done }
                ImageKernels.verticalSums(tapRows, weights: tapWeights, taps: n, count: texels.count - done,
                                          into: sums + 4 * done)
            }
            switch horizontal.pairs {
            case 1:
                composite(ColumnTapSamples<TwoTexelWindow>(sums: byTexel, starts: columns.starts, weightPairs: weightPairs),
                          row: i, inner: inner)
            case 2:
                composite(ColumnTapSamples<FourTexelWindow>(sums: byTexel, starts: columns.starts, weightPairs: weightPairs),
                          row: i, inner: inner)
            default:
                composite(ColumnTapSamples<SixTexelWindow>(sums: byTexel, starts: columns.starts, weightPairs: weightPairs),
                          row: i, inner: inner)
            }
        }
    }

    /// The source texels the column windows read, first to last (flips included).
    private var columnTexels: Range<Int> {
        let first = Int(columns!.starts[0]), last = Int(columns!.starts[width - 1])
        return min(first, last)..<(max(first, last) + columns!.taps)
    }

    /// How many output rows ahead the source rows are fetched into cache. Each row of a
    /// large image is its own stream far from the last, which the hardware prefetcher only
    /// picks up after a few misses.
    static let prefetchDistance = 2

    /// Prefetches the source rows output row `i` reads, above row `after` (already done),
    /// `texels` of each; returns the last row fetched.
    @inline(__always)
    private func prefetchRows(for i: Int, after: Int, texels: Range<Int>) -> Int {
        let last = Int(rows!.starts[i]) + rows!.taps - 1
        var r = max(after + 1, Int(rows!.starts[i]))
        while r <= last {
            SeparableImageRenderer.prefetch(source.row(r) + texels.lowerBound, count: texels.count)
            r += 1
        }
        return max(after, last)
    }

    /// Prefetches `count` pixels from `pixels`, a cache line at a time.
    @inline(__always)
    static func prefetch(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let start = UnsafeRawPointer(pixels), bytes = count * 4
        var offset = 0
        while offset < bytes {
            raster_prefetch(start + offset)
            offset += 64
        }
        raster_prefetch(start + (bytes - 1))
    }

    /// Composites output row `i` from `samples` (indexed from the span's first column):
    /// the wholly covered columns `inner` as one run, the edge columns one by one.
    /// `wideCopy(k, count, out)`, when the wide kernels run and the run is a plain store,
    /// stores a prefix of `count` pixels from sample `k` on at `out` and returns its length.
    @inline(__always)
    private func composite<S: RowSamples>(_ samples: S, row i: Int, inner: Range<Int>,
                                          wideCopy: (Int, Int, UnsafeMutablePointer<UInt32>) -> Int = { _, _, _ in 0 }) {
        let y = y0 + i
        let rowFactor = alpha * coverageY.coverage(y)
        let out = target.row(y) + x0
        if !inner.isEmpty {
            let mode = CompositeMode(factor: rowFactor, sourceIsOpaque: sourceIsOpaque)
            let done = wide && mode == .copy ? wideCopy(inner.lowerBound, inner.count, out + inner.lowerBound) : 0
            ImageKernels.composite(OffsetSamples(base: samples, offset: inner.lowerBound + done), mode,
                                   count: inner.count - done, into: out + inner.lowerBound + done)
        }
        // Partly covered columns: at most one at each end unless the quad is under 2 pixels wide.
        let leftEnd = inner.isEmpty ? width : inner.lowerBound
        let rightStart = inner.isEmpty ? width : inner.upperBound
        func edgeColumn(_ k: Int) {
            let mode = CompositeMode(factor: rowFactor * coverageX.coverage(x0 + k), sourceIsOpaque: sourceIsOpaque)
            ImageKernels.composite(OffsetSamples(base: samples, offset: k), mode, count: 1, into: out + k)
        }
        for k in 0..<leftEnd { edgeColumn(k) }
        for k in rightStart..<width { edgeColumn(k) }
    }
}

/// `base` read from pixel `offset` on.
struct OffsetSamples<Base: RowSamples>: RowSamples {
    let base: Base
    let offset: Int
    @inline(__always) func pair(_ k: Int) -> SIMD8<UInt16> { base.pair(k &+ offset) }
    @inline(__always) func single(_ k: Int) -> SIMD8<UInt16> { base.single(k &+ offset) }
}

/// The horizontal kernel of one draw and the tables it reads, chosen once.
struct HorizontalPlan {
    /// The column taps.
    let columns: AxisTaps?
    /// Texel pairs per window for the pair kernel; 0 for the one-texel-at-a-time kernel.
    let pairs: Int
    /// The pair kernel's weights, `pairs` per column.
    let weightPairs: UnsafeMutablePointer<SIMD8<UInt16>>?
    /// Columns (span indices) where the unit-step kernel runs instead; may be empty.
    let unitRun: Range<Int>
    /// The unit-step run's weights.
    let unitWeights: (UInt16, UInt16)
    /// True to run the wide-vector kernels where they exist.
    let wide: Bool

    /// No horizontal pass (blits and nearest sampling).
    static let none = HorizontalPlan(columns: nil, pairs: 0, weightPairs: nil, unitRun: 0..<0, unitWeights: (0, 0),
                                     wide: false)

    private init(columns: AxisTaps?, pairs: Int, weightPairs: UnsafeMutablePointer<SIMD8<UInt16>>?,
                 unitRun: Range<Int>, unitWeights: (UInt16, UInt16), wide: Bool) {
        self.columns = columns
        self.pairs = pairs
        self.weightPairs = weightPairs
        self.unitRun = unitRun
        self.unitWeights = unitWeights
        self.wide = wide
    }

    /// Runs of fewer columns than this are not worth a kernel switch.
    static let minimumUnitRun = 16

    /// The plan for `columns`; without `fast`, never the unit-step kernel; with `wide`, the
    /// wide-vector forms of the bilinear and unit-step kernels.
    init(columns: AxisTaps, scratch: ImageScratch, fast: Bool, wide: Bool) {
        self.columns = columns
        self.wide = wide
        let n = columns.count, taps = columns.taps
        if taps & 1 == 0 {
            pairs = taps / 2
            let table = scratch.buffer(.columnWeightPairs, count: n * pairs, of: SIMD8<UInt16>.self)
            for k in 0..<n {
                let w = columns.weights(of: k)
                for p in 0..<pairs { table[k * pairs + p] = ImageKernels.pairWeights(w[2 * p], w[2 * p + 1]) }
            }
            weightPairs = table
        } else {
            pairs = 0
            weightPairs = nil
        }
        // The longest run of columns stepping one texel at a time with equal weights.
        var best = 0..<0
        if fast && taps == 2 {
            var runStart = 0
            for k in 1...n {
                let continues = k < n && columns.starts[k] == columns.starts[k - 1] + 1
                    && columns.weights(of: k)[0] == columns.weights(of: runStart)[0]
                    && columns.weights(of: k)[1] == columns.weights(of: runStart)[1]
                if !continues {
                    if k - runStart > best.count { best = runStart..<k }
                    runStart = k
                }
            }
        }
        if best.count >= HorizontalPlan.minimumUnitRun {
            unitRun = best
            let w = columns.weights(of: best.lowerBound)
            unitWeights = (w[0], w[1])
        } else {
            unitRun = 0..<0
            unitWeights = (0, 0)
        }
    }

    /// The horizontal pass of two source rows into `h0` and `h1`.
    @inline(__always)
    func fill(_ row0: UnsafeMutablePointer<UInt32>, _ row1: UnsafeMutablePointer<UInt32>,
              into h0: UnsafeMutablePointer<UInt16>, _ h1: UnsafeMutablePointer<UInt16>) {
        guard let weightPairs, pairs <= 2, unitRun.isEmpty, !(wide && pairs == 1) else {
            fill(row0, into: h0)
            fill(row1, into: h1)
            return
        }
        ImageKernels.horizontalPairs(row0, row1, starts: columns!.starts, weightPairs: weightPairs, pairs: pairs,
                                     count: columns!.count, into: h0, h1)
    }

    /// The horizontal pass of one source row into `h`.
    @inline(__always)
    func fill(_ sourceRow: UnsafeMutablePointer<UInt32>, into h: UnsafeMutablePointer<UInt16>) {
        let columns = columns!
        let source = UnsafePointer(sourceRow)
        func general(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            var a = range.lowerBound
            if wide, pairs == 1, let weightPairs {
                a += raster_wide_horizontal_pairs(source, columns.starts + a,
                                                  UnsafeRawPointer(weightPairs + a).assumingMemoryBound(to: UInt16.self),
                                                  range.count, h + 4 * a)
                guard a < range.upperBound else { return }
            }
            let count = range.upperBound - a
            if let weightPairs {
                ImageKernels.horizontalPairs(source, starts: columns.starts + a, weightPairs: weightPairs + a * pairs,
                                             pairs: pairs, count: count, into: h + 4 * a)
            } else {
                ImageKernels.horizontalSingles(source, starts: columns.starts + a, weights: columns.weights(of: a),
                                               taps: columns.taps, count: count, into: h + 4 * a)
            }
        }
        if unitRun.isEmpty {
            general(0..<columns.count)
        } else {
            general(0..<unitRun.lowerBound)
            let first = source + Int(columns.starts[unitRun.lowerBound]), out = h + 4 * unitRun.lowerBound
            let done = wide ? raster_wide_horizontal_unit_step(first, unitWeights.0, unitWeights.1, unitRun.count, out) : 0
            ImageKernels.horizontalUnitStep(first + done, w0: unitWeights.0, w1: unitWeights.1,
                                            count: unitRun.count - done, into: out + 4 * done)
            general(unitRun.upperBound..<columns.count)
        }
    }
}
