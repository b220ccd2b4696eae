import Foundation

/// A path with its own stroke attributes, drawn into the current context, as UIKit's
/// `UIBezierPath`. Coordinates and widths in points.
open class UIBezierPath {
    /// The geometry.
    public var path = Path()
    /// The stroke width, in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open subpaths end.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners join.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a join is bevelled.
    open var miterLimit: CGFloat = 10
    /// True to fill by the even-odd rule rather than non-zero winding.
    open var usesEvenOddFillRule = false
    /// Curve flattening tolerance, in device pixels.
    open var flatness: CGFloat = CGFloat(Path.flatteningTolerance)
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {}
    /// A closed rectangle.
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    /// The closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// A rectangle with circular corners of `cornerRadius` points (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }
    /// An open arc; `clockwise` as seen on the y-down screen (towards larger angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A path of `cgPath`'s geometry.
    public convenience init(cgPath: CGPath) { self.init(); path = cgPath.path }

    /// The geometry as a CoreGraphics path (a copy; setting it replaces the geometry).
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A line from the current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A quadratic Bézier curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// A cubic Bézier curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc, joined to the current point by a line; `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }
    /// Appends `other`'s geometry.
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box, control points included; `.null` when empty.
    open var bounds: CGRect { path.boundingBox }
    /// The current point; `.zero` when there is none.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Sets the dash pattern (`count` lengths in points from `pattern`) and its phase; a
    /// nil pattern or a count of 0 draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (room for `count` lengths) and returns its
    /// length and phase through `count` and `phase`, as UIKit's `getLineDash`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern, let count {
            for i in 0..<min(count.pointee, dashPattern.count) { pattern[i] = dashPattern[i] }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// The stroke attributes as Raster takes them.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                    dashPattern: dashPattern, dashPhase: dashPhase)
    }

    /// Fills the path with the current context's fill colour (`UIColor.setFill()`), by
    /// `usesEvenOddFillRule`. Does nothing outside a drawing context.
    open func fill() {
        UIGraphicsGetCurrentContext()?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills as `fill()` does, with the colour's opacity multiplied by `alpha`.
    open func fill(with blendMode: CGBlendMode = .normal, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour (`UIColor.setStroke()`)
    /// and this path's width, caps, joins and dashes. Does nothing outside a drawing context.
    open func stroke() {
        UIGraphicsGetCurrentContext()?.stroke(path, style: strokeStyle)
    }

    /// True when `point` lies inside the path by its fill rule (curves flattened to a
    /// hundredth of a point).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// The blend modes `UIBezierPath.fill(with:alpha:)` takes; only source-over exists here.
public enum CGBlendMode: Sendable {
    /// Source-over.
    case normal
}
