import Foundation

/// An immutable path, as CoreGraphics's `CGPath`; `UIBezierPath.cgPath` and
/// `CGContext.addPath(_:)` trade in it. Coordinates in points.
open class CGPath: @unchecked Sendable {
    /// The path's geometry, as Raster fills and strokes it.
    public internal(set) var path: Path

    /// A path of `path`'s geometry.
    public init(path: Path = Path()) { self.path = path }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect { path.boundingBox }
    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The point the next segment would start from; `.zero` for an empty path, as CoreGraphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(path: path) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(path: path) }

    /// A rectangle, mapped by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addRect(rect)
        self.init(path: p.applying(transform?.pointee ?? .identity))
    }

    /// The ellipse inscribed in `rect`, mapped by `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addEllipse(in: rect)
        self.init(path: p.applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle with corners of `cornerWidth` by `cornerHeight` points; this
    /// rasterizer rounds with circles, so the smaller of the two is used.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerRadius: min(cornerWidth, cornerHeight))
        self.init(path: p.applying(transform?.pointee ?? .identity))
    }
}

/// A path to build, as CoreGraphics's `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(path: Path()) }

    /// Starts a subpath at `point` (mapped by `transform`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }
    /// Lines through `points`, the first starting a subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for p in points.dropFirst() { path.addLine(to: p.applying(transform)) }
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRect(rect)
        path.addPath(p, transform: transform)
    }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// The closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addEllipse(in: rect)
        path.addPath(p, transform: transform)
    }
    /// A closed rounded rectangle (circular corners of the smaller of the two radii).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerRadius: min(cornerWidth, cornerHeight))
        path.addPath(p, transform: transform)
    }
    /// An arc, CoreGraphics's way: `clockwise` is in CoreGraphics's y-up sense, so on
    /// UIKit's y-down screen `clockwise: true` runs towards smaller angles (the opposite of
    /// `UIBezierPath`'s flag, as on iOS).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        var p = Path()
        if let current = path.currentPoint { p.move(to: current.applying(transform.inverted())) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        appendContinuing(p.applying(transform))
    }
    /// Appends `other`'s elements, mapped by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Appends `p`'s elements, its leading move dropped when it starts at the current point.
    func appendContinuing(_ p: Path) {
        var elements = p.elements[...]
        if path.currentPoint != nil, case .move = elements.first { elements = elements.dropFirst() }
        for element in elements { path.append(element) }
    }
}
