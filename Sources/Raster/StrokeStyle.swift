import Foundation

/// How a stroke ends at an open subpath's ends, CoreGraphics's `CGLineCap`.
public enum CGLineCap: Sendable {
    /// The stroke stops at the end point.
    case butt
    /// A half disc of the line's width rounds the end.
    case round
    /// The stroke goes on half the line's width past the end point, squared off.
    case square
}

/// How a stroke turns a corner, CoreGraphics's `CGLineJoin`.
public enum CGLineJoin: Sendable {
    /// The outer edges meet in a point (a bevel when that point is past the miter limit).
    case miter
    /// A disc of the line's width rounds the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}

/// Everything about a stroke other than its path and colour, in user space (points).
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width, centred on the path, in points; not positive draws nothing.
    public var lineWidth: CGFloat
    /// The ends of open subpaths and dashes.
    public var lineCap: CGLineCap
    /// The corners.
    public var lineJoin: CGLineJoin
    /// The longest miter, as a multiple of the line width, before a miter join becomes a
    /// bevel; CoreGraphics's default 10 bevels corners sharper than about 11.5°.
    public var miterLimit: CGFloat
    /// Alternating lengths of dash and gap, in points; empty for a solid line. A pattern
    /// with a negative length or no positive length draws a solid line, as CoreGraphics does.
    public var dashPattern: [CGFloat]
    /// How far into the pattern the stroke starts, in points.
    public var dashPhase: CGFloat

    /// A style with CoreGraphics's defaults: 1 point, butt caps, miter joins, limit 10.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}
