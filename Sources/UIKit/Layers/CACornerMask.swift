import Foundation
import Raster

/// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`), named by the layer's
/// own coordinates as Core Animation names them: min y is the top of an unflipped view.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// The corners with these bits (1, 2, 4 and 8, as Core Animation's).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// The corners the rasterizer rounds.
    var rectCorners: RectCorners { RectCorners(rawValue: UInt8(rawValue & 15)) }
}
