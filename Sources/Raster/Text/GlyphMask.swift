import Foundation

/// A glyph as an 8-bit coverage mask (0 = outside, 255 = fully covered), placed relative to
/// the glyph's origin on the baseline, in device pixels. Immutable once made, so caches
/// hand the same mask to any number of threads.
public final class GlyphMask: @unchecked Sendable {
    /// Width, in pixels (0 for a glyph that draws nothing, such as a space).
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// From the origin to the mask's left column, in pixels (right is positive).
    public let left: Int
    /// From the baseline up to the mask's top row, in pixels (up is positive, as FreeType's
    /// `bitmap_top`): the top row sits at `baselineY - top` on a y-down canvas.
    public let top: Int
    /// `width * height` coverage bytes, row by row, top row first.
    public let coverage: UnsafePointer<UInt8>

    /// A mask copying `height` rows of `width` bytes from `source`, rows `pitch` bytes apart
    /// (negative for bottom-up storage, as FreeType allows).
    init(width: Int, height: Int, left: Int, top: Int, copying source: UnsafePointer<UInt8>?, pitch: Int) {
        let count = max(0, width) * max(0, height)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        if let source, count > 0 {
            for y in 0..<height {
                bytes.advanced(by: y * width).update(from: source.advanced(by: y * pitch), count: width)
            }
        }
        self.width = count > 0 ? width : 0
        self.height = count > 0 ? height : 0
        self.left = left
        self.top = top
        self.coverage = UnsafePointer(bytes)
    }

    deinit { UnsafeMutablePointer(mutating: coverage).deallocate() }

    /// The coverage at (`x`, `y`), pixels from the mask's top-left corner.
    public subscript(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "GlyphMask: (\(x), \(y)) outside")
        return coverage[y * width + x]
    }

    /// Memory the mask holds, in bytes (what a glyph cache counts against its budget).
    public var byteCount: Int { width * height + GlyphMask.overheadBytes }

    /// Bookkeeping per mask besides its coverage (object header, fields, cache entry),
    /// estimated so that a cache of many empty masks still counts as using memory.
    static let overheadBytes = 96
}

/// Grow-only coverage memory for glyphs rasterized straight into a clipped region (the
/// uncached path); reused across glyphs and draws so that path does not allocate per glyph
/// in steady state.
struct GlyphScratch {
    private(set) var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var capacity = 1

    /// At least `count` zeroed bytes.
    mutating func zeroed(count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > capacity {
            bytes.deallocate()
            capacity = max(count, capacity * 2)
            bytes = .allocate(capacity: capacity)
        }
        bytes.update(repeating: 0, count: count)
        return bytes
    }

    /// Frees the memory; the scratch must not be used afterwards.
    func free() { bytes.deallocate() }
}
