import Foundation

/// An axis-aligned rectangle of whole device pixels: clip rectangles and damage regions.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in pixels.
    public var x: Int
    /// Top edge, in pixels.
    public var y: Int
    /// Width, in pixels; never negative.
    public var width: Int
    /// Height, in pixels; never negative.
    public var height: Int

    /// A rectangle from its origin and size, in pixels. Negative sizes become zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty rectangle at the origin.
    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the right edge, in pixels.
    public var maxX: Int { x + width }
    /// One past the bottom edge, in pixels.
    public var maxY: Int { y + height }
    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels covered.
    public var area: Int { width * height }

    /// The pixels both rectangles cover; empty (at zero size) when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle covering both; an empty operand is ignored.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
                         height: Swift.max(maxY, other.maxY) - y0)
    }

    /// True when `other` lies wholly inside this rectangle (an empty `other` always does).
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The smallest pixel rectangle covering `rect` (a rectangle in pixels, fractional edges
    /// rounded outward).
    public init(covering rect: CGRect) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, !r.isEmpty else { self = .zero; return }
        let clamp = Double(Int32.max)
        let x0 = Int(Swift.max(-clamp, Swift.min(clamp, r.minX.rounded(.down))))
        let y0 = Int(Swift.max(-clamp, Swift.min(clamp, r.minY.rounded(.down))))
        let x1 = Int(Swift.max(-clamp, Swift.min(clamp, r.maxX.rounded(.up))))
        let y1 = Int(Swift.max(-clamp, Swift.min(clamp, r.maxY.rounded(.up))))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The same rectangle as a `CGRect`, in pixels.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    public var description: String { "(\(x), \(y), \(width) x \(height))" }
}
