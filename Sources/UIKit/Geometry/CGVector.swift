import Foundation

/// A two-dimensional vector, as Core Graphics': a velocity or an offset, in the unit of
/// whatever it measures.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector (0, 0).
    public static let zero = CGVector(dx: 0, dy: 0)
}
