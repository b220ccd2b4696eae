import Foundation

extension CGRect {
    /// This rectangle shrunk by `insets` (grown where insets are negative), as UIKit's
    /// `inset(by:)`. A result with negative size is the null rectangle, as in CoreGraphics.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let w = r.width - insets.left - insets.right
        let h = r.height - insets.top - insets.bottom
        guard w >= 0, h >= 0 else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: w, height: h)
    }

    /// The rectangle's centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
    /// Component-wise sum, in the points' shared coordinate space.
    public static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
}
