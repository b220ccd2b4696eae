import Foundation

/// A rectangle of premultiplied BGRA8 pixels (`A << 24 | R << 16 | G << 8 | B` per
/// `UInt32`; bytes B, G, R, A in memory, SDL's ARGB8888).
///
/// A `Bitmap` has reference semantics for its pixels: it is a view of `PixelStorage`, the
/// way an `UnsafeMutablePointer` is a view of memory. Assigning a bitmap to another
/// variable, passing it to a function, or keeping it in a `Canvas` or a `RasterImage`
/// copies the view, not the pixels: a write through any of them (the subscript,
/// `clear(to:)`, `row(_:)`, drawing on a canvas over it) is seen by all. Sub-bitmaps made
/// with `cropped(to:)` are views of the same storage too, so drawing into a crop draws
/// into its parent; that is what they are for (a layer cut from a larger spare one, the
/// dirty rectangle of a frame). Use `copy()` for pixels of your own, and `storage ===` to
/// ask whether two bitmaps share pixels.
///
/// It is not copy-on-write on purpose: a canvas, a frame compositor and a window host all
/// hold the frame they draw into and upload, and a 20000 x 20000 image is shared with its
/// mip chain; uniqueness checks would make every one of those writes copy a frame.
public struct Bitmap: @unchecked Sendable {
    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// Distance from one row to the next, in pixels (at least `width`).
    public let rowStride: Int
    /// The storage the pixels live in; kept alive by this bitmap.
    public let storage: PixelStorage
    /// Index of this bitmap's top-left pixel in `storage`.
    public let offset: Int

    /// A new bitmap of `width` x `height` pixels, transparent black.
    /// Traps when the memory cannot be had; use `init?(width:height:zeroed:)` to check.
    public init(width: Int, height: Int) {
        guard let bitmap = Bitmap(width: width, height: height, zeroed: true) else {
            fatalError("Bitmap: cannot allocate \(width) x \(height) pixels")
        }
        self = bitmap
    }

    /// A new bitmap of `width` x `height` pixels; nil when the sizes are negative,
    /// overflow, or the memory cannot be had. `zeroed` false leaves the pixels undefined;
    /// `advisingHugePages` as for `PixelStorage`.
    public init?(width: Int, height: Int, zeroed: Bool, advisingHugePages: Bool = true) {
        guard width >= 0, height >= 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow,
              let storage = PixelStorage(count: count, zeroed: zeroed, advisingHugePages: advisingHugePages)
        else { return nil }
        self.init(width: width, height: height, rowStride: width, storage: storage, offset: 0)
    }

    /// A bitmap over existing storage; `offset + (height - 1) * rowStride + width` must fit.
    public init(width: Int, height: Int, rowStride: Int, storage: PixelStorage, offset: Int) {
        precondition(width >= 0 && height >= 0 && rowStride >= width && offset >= 0,
                     "Bitmap: invalid geometry")
        precondition(height == 0 || offset + (height - 1) * rowStride + width <= storage.count,
                     "Bitmap: geometry exceeds storage")
        self.width = width
        self.height = height
        self.rowStride = rowStride
        self.storage = storage
        self.offset = offset
    }

    /// Distance from one row to the next, in bytes.
    public var bytesPerRow: Int { rowStride * 4 }
    /// The whole bitmap as a pixel rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The first pixel of row `y`. Rows are `width` pixels long.
    @inlinable
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        assert(y >= 0 && y < height, "Bitmap.row: \(y) outside 0..<\(height)")
        return storage.base + offset + y * rowStride
    }

    /// The premultiplied pixel at (`x`, `y`). Setting it writes into the shared storage:
    /// every copy and crop viewing that pixel sees the new value.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Bitmap: (\(x), \(y)) outside")
            return row(y)[x]
        }
        nonmutating set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Bitmap: (\(x), \(y)) outside")
            row(y)[x] = newValue
        }
    }

    /// A view of the pixels in `rect` (clipped to the bitmap), sharing this bitmap's storage:
    /// writes through either are seen by both. `copy()` of the crop gives them their own.
    public func cropped(to rect: PixelRect) -> Bitmap {
        let r = rect.intersection(bounds)
        return Bitmap(width: r.width, height: r.height, rowStride: rowStride, storage: storage,
                      offset: r.isEmpty ? offset : offset + r.y * rowStride + r.x)
    }

    /// A deep copy with its own tightly packed storage, shared with nothing.
    public func copy() -> Bitmap {
        let result = Bitmap(width: width, height: height)
        for y in 0..<height { result.row(y).update(from: row(y), count: width) }
        return result
    }

    /// Sets every pixel to `pixel` (premultiplied), in the shared storage.
    public func clear(to pixel: UInt32 = 0) {
        for y in 0..<height { row(y).update(repeating: pixel, count: width) }
    }

    /// True when both bitmaps have the same size and the same pixels (strides may differ).
    public func hasSamePixels(as other: Bitmap) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height where memcmp(row(y), other.row(y), width * 4) != 0 { return false }
        return true
    }
}
