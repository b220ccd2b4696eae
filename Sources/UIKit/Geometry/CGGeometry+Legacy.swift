import Foundation

// The comparisons and boxing iOS code calls that Foundation on Linux lacks.

extension CGRect {
    /// Whether the two rectangles are equal (`CGRectEqualToRect`).
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension CGSize {
    /// Whether the two sizes are equal (`CGSizeEqualToSize`).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGPoint {
    /// Whether the two points are equal (`CGPointEqualToPoint`).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension NSValue {
    /// A boxed rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    /// A boxed point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    /// A boxed size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
}
