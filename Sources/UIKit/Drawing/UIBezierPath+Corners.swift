import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner`, for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and y (top left on screen).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at the maximum x, minimum y.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at the minimum x, maximum y.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at the maximum x and y.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension UIBezierPath {
    /// A closed rectangle whose `corners` are circular arcs of radius `cornerRadii.width`
    /// points (at most half the shorter side) and whose other corners stay square, clockwise
    /// on screen from the top edge. As on iOS, `cornerRadii.height` is not used.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        guard radius > 0, !corners.isEmpty, radius.isFinite else { path.addRect(r); return }
        func rad(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let half = CGFloat.pi / 2
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        corner(CGPoint(x: r.maxX, y: r.minY), radius: tr, centre: CGPoint(x: r.maxX - tr, y: r.minY + tr), from: -half)
        corner(CGPoint(x: r.maxX, y: r.maxY), radius: br, centre: CGPoint(x: r.maxX - br, y: r.maxY - br), from: 0)
        corner(CGPoint(x: r.minX, y: r.maxY), radius: bl, centre: CGPoint(x: r.minX + bl, y: r.maxY - bl), from: half)
        corner(CGPoint(x: r.minX, y: r.minY), radius: tl, centre: CGPoint(x: r.minX + tl, y: r.minY + tl), from: .pi)
        path.closeSubpath()
    }

    /// A line to the square `point`, or a quarter arc about `centre` starting at `angle`.
    private func corner(_ point: CGPoint, radius: CGFloat, centre: CGPoint, from angle: CGFloat) {
        if radius > 0 {
            path.addArc(center: centre, radius: radius, startAngle: angle, endAngle: angle + .pi / 2, clockwise: true)
        } else {
            path.addLine(to: point)
        }
    }
}
