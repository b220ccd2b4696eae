import Dispatch
import Foundation

/// Paints `CoverageShape`s (and rings: one shape minus another inside it) with a solid
/// colour.
///
/// Per row, columns split into runs: runs of one shared coverage go through the kernel that
/// `SolidBlend.effect` picks once per run (plain store, nothing, or the precomputed blend);
/// the few pixels around them get exact per-pixel coverage and the general blend. Large
/// draws split into horizontal bands, one per core.
enum ShapeRasterizer {
    /// Draws touching more pixels than this are split into bands across cores. Measured
    /// on 2 cores: at 256K pixels an opaque fill (34 µs, cache-resident) gains nothing from a
    /// second thread; at 1920 x 1080 bands take an opaque fill from 0.42 to 0.22 ms and a
    /// translucent one from 1.1 to 0.67 ms.
    static let bandingThreshold = 256 * 1024


    /// Paints `outer` minus `inner` (which must lie inside `outer`; nil for none) into
    /// `target`, touching only pixels inside `clip`. Without `options.usesFastPaths`, every
    /// pixel takes the general path (per-pixel coverage and blend, one thread).
    static func fill<Outer: CoverageShape, Inner: CoverageShape>(
        _ outer: Outer, minus inner: Inner?, paint: SolidPaint, into target: Bitmap, clip: PixelRect,
        options: RasterOptions
    ) {
        let clip = clip.intersection(target.bounds)
        let rows = outer.rows.clamped(to: clip.y..<clip.maxY)
        let columns = outer.columns.clamped(to: clip.x..<clip.maxX)
        guard !rows.isEmpty, !columns.isEmpty, !paint.isInvisible else { return }
        // Fills are memory-bound: only large ones pay for a second thread, so they wait for
        // at least `bandingThreshold` pixels whatever the general threshold says.
        let threshold = max(bandingThreshold, options.minimumPixelsForThreads)
        let fast = options.usesFastPaths
        let bands = fast && rows.count * columns.count >= threshold ? min(options.maximumThreads, rows.count) : 1
        RasterConcurrency.forEachBand(bands) { band in
            let rowsOfBand = RasterConcurrency.bandRows(band, of: bands, first: rows.lowerBound, rows: rows.count)
            fillRows(rowsOfBand, outer, inner, paint, target, columns, fast: fast)
        }
    }

    private static func fillRows<Outer: CoverageShape, Inner: CoverageShape>(
        _ rows: Range<Int>, _ outer: Outer, _ inner: Inner?, _ paint: SolidPaint,
        _ target: Bitmap, _ columns: Range<Int>, fast: Bool
    ) {
        for y in rows {
            let line = target.row(y)
            let o = outer.row(y)
            let touched = o.touched.clamped(to: columns)
            guard !touched.isEmpty else { continue }
            guard let inner, inner.rows.contains(y) else {
                paintRun(line, touched, o.uniform, o.uniformCoverage, paint, fast) { o.coverage(atColumn: $0) }
                continue
            }
            let i = inner.row(y)
            let hole = i.touched.clamped(to: touched)
            guard !hole.isEmpty else {
                paintRun(line, touched, o.uniform, o.uniformCoverage, paint, fast) { o.coverage(atColumn: $0) }
                continue
            }
            // Left of the hole, the hole's columns (outer minus inner), right of the hole.
            paintRun(line, touched.lowerBound..<hole.lowerBound, o.uniform, o.uniformCoverage, paint, fast) {
                o.coverage(atColumn: $0)
            }
            let both = o.uniform.clamped(to: i.uniform)
            paintRun(line, hole, both, o.uniformCoverage - i.uniformCoverage, paint, fast) {
                o.coverage(atColumn: $0) - i.coverage(atColumn: $0)
            }
            paintRun(line, hole.upperBound..<touched.upperBound, o.uniform, o.uniformCoverage, paint, fast) {
                o.coverage(atColumn: $0)
            }
        }
    }

    /// Paints `columns` of `line`: `uniform` (clamped to them) at one coverage through a
    /// fast kernel when `fast`, the rest pixel by pixel.
    @inline(__always)
    private static func paintRun(
        _ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, _ uniform: Range<Int>,
        _ uniformCoverage: Double, _ paint: SolidPaint, _ fast: Bool, _ coverage: (Int) -> Double
    ) {
        guard !columns.isEmpty else { return }
        let run = uniform.clamped(to: columns)
        guard fast, !run.isEmpty else {
            paintPixels(line, columns, paint, coverage)
            return
        }
        paintPixels(line, columns.lowerBound..<run.lowerBound, paint, coverage)
        let start = line + run.lowerBound
        let blend = paint.blend(coverage: uniformCoverage)
        switch blend.effect {
        case .none: break
        case .store(let pixel): FillKernels.storeRow(start, count: run.count, pixel: pixel)
        case .blend: FillKernels.blendRow(start, count: run.count, blend)
        }
        paintPixels(line, run.upperBound..<columns.upperBound, paint, coverage)
    }

    /// The general path: exact coverage and a blend made for each pixel.
    @inline(__always)
    private static func paintPixels(
        _ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, _ paint: SolidPaint,
        _ coverage: (Int) -> Double
    ) {
        for x in columns {
            line[x] = FillKernels.blend(line[x], paint.blend(coverage: coverage(x)))
        }
    }
}
