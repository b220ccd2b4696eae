import Foundation

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`: `path` in
/// the layer's coordinates, filled with `fillColor` (opaque black by default) under
/// `fillRule`, then stroked with `strokeColor` (none by default) as `lineWidth`,
/// `lineCap`, `lineJoin`, `miterLimit` and `lineDashPattern` say, only between
/// `strokeStart` and `strokeEnd` (fractions of the path's length). Drawn over the
/// background colour, under the sublayers; the path may reach beyond the bounds.
open class CAShapeLayer: CALayer {
    /// A fill rule by its Core Animation name.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A rule from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Inside where the winding number is not zero (the default).
        public static let nonZero = FillRule(rawValue: "non-zero")
        /// Inside where an odd number of edges lie to one side.
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// A line cap by its Core Animation name.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A cap from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The stroke stops at the end point (the default).
        public static let butt = LineCap(rawValue: "butt")
        /// A half disc rounds the end.
        public static let round = LineCap(rawValue: "round")
        /// Half the width past the end point, squared off.
        public static let square = LineCap(rawValue: "square")
    }

    /// A line join by its Core Animation name.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A join from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Edges meet in a point, bevelled past the miter limit (the default).
        public static let miter = LineJoin(rawValue: "miter")
        /// A disc rounds the corner.
        public static let round = LineJoin(rawValue: "round")
        /// The outer corners joined by a straight line.
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// A layer with no path.
    public required init() {}

    /// The shape, in the layer's coordinates (points); nil draws nothing.
    public var path: CGPath? { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// The fill's colour; opaque black by default, nil fills nothing.
    public var fillColor: CGColor? = CGColor(.black) { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// Which parts of a self-crossing path are inside.
    public var fillRule: FillRule = .nonZero { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// The stroke's colour; nil (the default) strokes nothing.
    public var strokeColor: CGColor? { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// The stroke's width, in points; 1 by default.
    public var lineWidth: CGFloat = 1 { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// How open ends are capped.
    public var lineCap: LineCap = .butt { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// How corners are joined.
    public var lineJoin: LineJoin = .miter { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// The longest miter, as a multiple of the line width, before a join is bevelled; 10.
    public var miterLimit: CGFloat = 10 { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// Dash and gap lengths in points, alternating; nil or empty draws a solid line.
    public var lineDashPattern: [NSNumber]? { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase: CGFloat = 0 { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// Where the stroke starts, as a fraction 0...1 of the path's length; 0 by default.
    public var strokeStart: CGFloat = 0 { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }
    /// Where the stroke ends, as a fraction 0...1 of the path's length; 1 by default.
    public var strokeEnd: CGFloat = 1 { willSet { willChangeAppearance() } didSet { didChangeAppearance() } }

    /// The stroke as the rasterizer takes it.
    var strokeStyle: StrokeStyle {
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return StrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miterLimit,
                           dashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, dashPhase: lineDashPhase)
    }

    override var drawsContents: Bool { path?.isEmpty == false }

    override var contentsExtent: CGRect {
        guard let box = path?.boundingBox, !box.isNull else { return bounds }
        // A miter can reach miterLimit half-widths from the path; a square cap √2.
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * max(miterLimit, 2)
        return box.insetBy(dx: -reach - 1, dy: -reach - 1)
    }

    override func drawContents(in canvas: Canvas) {
        guard let path = path?.path, !path.isEmpty else { return }
        if let fill = fillColor?.color, fill.alpha > 0 {
            canvas.fill(path, with: fill, rule: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let stroke = strokeColor?.color, stroke.alpha > 0, lineWidth > 0 {
            let trimmed = path.trimmed(from: Double(strokeStart), to: Double(strokeEnd))
            guard !trimmed.isEmpty else { return }
            canvas.stroke(trimmed, style: strokeStyle, with: stroke)
        }
    }
}
