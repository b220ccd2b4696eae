import Foundation

// A shape, as the fill driver sees it: row by row, each row a range of touched columns with
// (usually) a run of columns in the middle that all share one coverage. The driver sends
// that run through the fast kernels and asks for exact per-pixel coverage only at the edges.

/// One pixel row of a shape.
protocol CoverageRow {
    /// Columns that may have non-zero coverage (a superset is allowed).
    var touched: Range<Int> { get }
    /// Columns that all have exactly `uniformCoverage` (may be empty; lies within `touched`).
    var uniform: Range<Int> { get }
    /// The coverage shared by the `uniform` columns, 0...1.
    var uniformCoverage: Double { get }
    /// The fraction of pixel (`x`, row) inside the shape, 0...1 (slightly outside that
    /// range through rounding; the paint clamps). Returns `uniformCoverage` exactly for the
    /// `uniform` columns, so the fast and general paths agree bit for bit.
    func coverage(atColumn x: Int) -> Double
}

/// A shape in device pixels that reports its coverage row by row.
protocol CoverageShape {
    associatedtype Row: CoverageRow
    /// Rows (device y, pixels) the shape may touch.
    var rows: Range<Int> { get }
    /// Columns (device x, pixels) the shape may touch.
    var columns: Range<Int> { get }
    /// Row `y`, which lies in `rows`.
    func row(_ y: Int) -> Row
}

/// Whole-pixel indices from device coordinates, clamped so that ranges of them never
/// overflow (shapes far outside any bitmap still give sane, clip-able ranges).
enum PixelIndex {
    /// Device coordinates beyond ±2^30 pixels are treated as that far away.
    static let limit = Double(1 << 30)

    /// `floor(v)` as an index.
    @inline(__always)
    static func floor(_ v: Double) -> Int { Int(max(-limit, min(limit, v.rounded(.down)))) }

    /// `ceil(v)` as an index.
    @inline(__always)
    static func ceil(_ v: Double) -> Int { Int(max(-limit, min(limit, v.rounded(.up)))) }

    /// `lower..<upper`, or an empty range at `lower` when `upper` is not past it.
    @inline(__always)
    static func range(_ lower: Int, _ upper: Int) -> Range<Int> { lower..<max(lower, upper) }
}

/// The length of `[lower, upper] ∩ [cell, cell + 1]`: exact area coverage along one axis.
@inline(__always)
func cellOverlap(_ cell: Int, _ lower: Double, _ upper: Double) -> Double {
    let c = Double(cell)
    return max(0, min(c + 1, upper) - max(c, lower))
}
