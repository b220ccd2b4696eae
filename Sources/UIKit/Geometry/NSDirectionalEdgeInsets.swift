import Foundation

/// Insets for each edge of a rectangle by reading direction, in points: `leading` is the
/// left edge and `trailing` the right (ScrollKit lays out left to right).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge, in points.
    public var top: CGFloat
    /// Inset of the leading (left) edge, in points.
    public var leading: CGFloat
    /// Inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset of the trailing (right) edge, in points.
    public var trailing: CGFloat

    /// Insets from the four edges, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All four insets zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// All four insets zero.
    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (leading on the left), never
    /// narrower or shorter than zero.
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}
