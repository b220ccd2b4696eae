import Foundation

/// An axis-aligned rectangle in device pixels with exact area coverage: a pixel's coverage is
/// its horizontal overlap times its vertical overlap, so edge pixels get the fraction of
/// their area inside and corner pixels the product of the two edges' fractions.
struct RectCoverage: CoverageShape {
    /// Edges, in device pixels.
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    let rows: Range<Int>
    let columns: Range<Int>

    /// The rectangle between the device-space points (`x0`, `y0`) and (`x1`, `y1`), in any
    /// order; nil when it is empty or not finite.
    init?(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x0 != x1, y0 != y1 else { return nil }
        minX = min(x0, x1); maxX = max(x0, x1)
        minY = min(y0, y1); maxY = max(y0, y1)
        rows = PixelIndex.range(PixelIndex.floor(minY), PixelIndex.ceil(maxY))
        columns = PixelIndex.range(PixelIndex.floor(minX), PixelIndex.ceil(maxX))
    }

    struct Row: CoverageRow {
        let minX: Double, maxX: Double
        let touched: Range<Int>
        let uniform: Range<Int>
        /// The row's vertical overlap: every interior pixel's coverage.
        let uniformCoverage: Double

        @inline(__always)
        func coverage(atColumn x: Int) -> Double {
            if uniform.contains(x) { return uniformCoverage }
            return cellOverlap(x, minX, maxX) * uniformCoverage
        }
    }

    func row(_ y: Int) -> Row {
        Row(minX: minX, maxX: maxX, touched: columns,
            uniform: PixelIndex.range(PixelIndex.ceil(minX), PixelIndex.floor(maxX)),
            uniformCoverage: cellOverlap(y, minY, maxY))
    }
}
