import Foundation

/// A path in user space (points), as CoreGraphics builds one: subpaths of lines and
/// quadratic and cubic Bézier curves, each open or closed. A value: copy it to keep a
/// version. `Canvas.fill(_:with:rule:blendMode:)` fills it and
/// `Canvas.stroke(_:style:with:blendMode:)` strokes it.
public struct Path: Hashable, Sendable {
    /// One drawing step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, closing it.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// The point the next segment starts from; nil before the first `move(to:)`.
    public private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A line from the current point to `point`; a path with no current point starts there
    /// instead, as CoreGraphics does.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { move(to: point); return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A quadratic Bézier curve to `point` with one control point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// A cubic Bézier curve to `point` with two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line to its first point; the next segment starts
    /// there too.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Appends every element of `path`, each mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// The same path with every point mapped by `t` (curves stay curves: Béziers are
    /// affine-invariant).
    public func applying(_ t: CGAffineTransform) -> Path {
        guard !t.isIdentity else { return self }
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        result.currentPoint = currentPoint?.applying(t)
        result.subpathStart = subpathStart?.applying(t)
        return result
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (CoreGraphics's `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// Appends one element, as the building calls would (a segment without a current point
    /// starts a subpath).
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
