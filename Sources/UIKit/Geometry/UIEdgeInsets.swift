import Foundation

/// Insets for each edge of a rectangle, in points; positive values shrink the rectangle.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge, in points.
    public var top: CGFloat
    /// Inset of the left edge, in points.
    public var left: CGFloat
    /// Inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset of the right edge, in points.
    public var right: CGFloat

    /// Insets from the four edges, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four insets zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All four insets zero.
    public static let zero = UIEdgeInsets()

    /// `left + right`, in points.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`, in points.
    public var vertical: CGFloat { top + bottom }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension UIEdgeInsets {
    /// Component-wise sum.
    public static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
                     right: a.right + b.right)
    }
}

/// Which edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Edges from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
