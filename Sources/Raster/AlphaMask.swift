import Foundation

/// A plane of 8-bit coverage values (0 transparent, 255 opaque), row-major, one byte per
/// pixel: the shape a shadow is cast from and, blurred, the shadow itself.
public struct AlphaMask: Sendable {
    /// Width in pixels.
    public private(set) var width: Int
    /// Height in pixels.
    public private(set) var height: Int
    /// `width * height` values, row after row.
    public var values: [UInt8]

    /// A transparent mask of `width` by `height` pixels (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        values = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// Makes the mask `width` by `height` and transparent, keeping its storage when it is
    /// large enough (a cached shadow redrawn at the same size allocates nothing).
    public mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        if values.count == count {
            values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            values = [UInt8](repeating: 0, count: count)
        }
    }

    /// The value at (`x`, `y`), which must lie inside.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// Copies the alpha channel of `bitmap` (premultiplied BGRA) into the mask, placing the
    /// bitmap's pixel (0, 0) at the mask's (`x`, `y`); parts outside the mask are dropped.
    public mutating func copyAlpha(of bitmap: Bitmap, atX x: Int, y: Int) {
        let area = PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return }
        let w = width
        values.withUnsafeMutableBufferPointer { out in
            for row in area.y..<area.maxY {
                let src = bitmap.row(row - y) + (area.x - x)
                let dst = out.baseAddress! + row * w + area.x
                for i in 0..<area.width { dst[i] = UInt8(truncatingIfNeeded: src[i] >> 24) }
            }
        }
    }
}
