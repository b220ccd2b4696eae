import Foundation

/// Which corners of a rounded rectangle are rounded, by their place in the rectangle's
/// own (user) space; the others stay square. Core Animation's `CACornerMask` names the
/// same four.
public struct RectCorners: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// The corners with these bits (`minXMinY` 1, `maxXMinY` 2, `minXMaxY` 4, `maxXMaxY` 8).
    public init(rawValue: UInt8) { self.rawValue = rawValue & 15 }

    /// The corner at the least x and least y (top left on an unflipped canvas).
    public static let minXMinY = RectCorners(rawValue: 1)
    /// The corner at the greatest x and least y (top right).
    public static let maxXMinY = RectCorners(rawValue: 2)
    /// The corner at the least x and greatest y (bottom left).
    public static let minXMaxY = RectCorners(rawValue: 4)
    /// The corner at the greatest x and greatest y (bottom right).
    public static let maxXMaxY = RectCorners(rawValue: 8)
    /// Every corner.
    public static let all: RectCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// The same corners after a mirror in x (`mirroringX`) and/or y: a flipped canvas
    /// shows the least-x corners on the right.
    func mirrored(x mirroringX: Bool, y mirroringY: Bool) -> RectCorners {
        var bits = rawValue
        if mirroringX { bits = (bits & 0b0101) << 1 | (bits & 0b1010) >> 1 }
        if mirroringY { bits = (bits & 0b0011) << 2 | (bits & 0b1100) >> 2 }
        return RectCorners(rawValue: bits)
    }
}
