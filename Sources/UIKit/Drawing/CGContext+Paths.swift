import Foundation

/// What `CGContext.drawPath(using:)` paints, as CoreGraphics's `CGPathDrawingMode`.
public enum CGPathDrawingMode: Sendable {
    /// Fill, non-zero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (non-zero), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

extension CGContext {
    /// Each point added to the path is mapped by the transform current at that moment,
    /// as CoreGraphics does; the path keeps device pixels.
    private func devicePoint(_ p: CGPoint) -> CGPoint { p.applying(ctm) }

    /// Empties the current path.
    public func beginPath() { devicePath = Path() }
    /// Starts a subpath at `point` (user space).
    public func move(to point: CGPoint) { devicePath.move(to: devicePoint(point)) }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { devicePath.addLine(to: devicePoint(point)) }
    /// Lines through `points`, the first starting a subpath.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: devicePoint(end), control: devicePoint(control))
    }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: devicePoint(end), control1: devicePoint(control1), control2: devicePoint(control2))
    }
    /// Closes the current subpath.
    public func closePath() { devicePath.closeSubpath() }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect)) }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// The closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect)) }
    /// An arc; `clockwise` in CoreGraphics's y-up sense (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var p = Path()
        if let current = devicePath.currentPoint { p.move(to: current.applying(ctm.inverted())) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        let mapped = p.applying(ctm)
        var elements = mapped.elements[...]
        if devicePath.currentPoint != nil, case .move = elements.first { elements = elements.dropFirst() }
        for element in elements { devicePath.append(element) }
    }
    /// Appends `path` (user space) mapped by the current transform.
    public func addPath(_ path: CGPath) { devicePath.addPath(path.path, transform: ctm) }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// The current path in user space, or nil when it is empty.
    public var path: CGPath? {
        devicePath.isEmpty ? nil : CGPath(path: devicePath.applying(ctm.inverted()))
    }
    /// The current point in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint { (devicePath.currentPoint ?? .zero).applying(ctm.inverted()) }
    /// The current path's bounding box in user space; `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        devicePath.isEmpty ? .null : devicePath.applying(ctm.inverted()).boundingBox
    }

    /// Sets how open subpaths end.
    public func setLineCap(_ cap: CGLineCap) { strokeStyle.lineCap = cap }
    /// Sets how corners join.
    public func setLineJoin(_ join: CGLineJoin) { strokeStyle.lineJoin = join }
    /// Sets the miter limit (a multiple of the line width).
    public func setMiterLimit(_ limit: CGFloat) { strokeStyle.miterLimit = limit }
    /// Sets the dash pattern (points) and its phase; an empty `lengths` draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        strokeStyle.dashPattern = lengths
        strokeStyle.dashPhase = phase
    }

    /// Fills the current path with the fill colour under `rule`, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = devicePath
        paint { canvas in
            // The path is in device pixels; a clip path's scratch canvas is offset from them.
            var device = canvas
            device.transform = CGAffineTransform(translationX: canvas.transform.tx - ctm.tx,
                                                 y: canvas.transform.ty - ctm.ty)
            device.fill(path, with: fillColor, rule: rule)
        }
        devicePath = Path()
    }

    /// Fills the current path by the even-odd rule, then empties it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and the current line width, caps,
    /// joins and dashes (under the current transform), then empties the path.
    public func strokePath() {
        let path = devicePath.applying(ctm.inverted())
        paint { $0.stroke(path, style: strokeStyle, with: strokeColor) }
        devicePath = Path()
    }

    /// Paints the current path as `mode` says, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let saved = devicePath
        switch mode {
        case .fill, .fillStroke: fillPath(using: .winding)
        case .eoFill, .eoFillStroke: fillPath(using: .evenOdd)
        case .stroke: break
        }
        devicePath = saved
        switch mode {
        case .stroke, .fillStroke, .eoFillStroke: strokePath()
        case .fill, .eoFill: devicePath = Path()
        }
    }

    /// Fills the ellipse inscribed in `rect` with the fill colour (the current path is
    /// left alone). A circle takes the rounded-rectangle kernel, whose coverage is exact
    /// (integrated in closed form) where a flattened path is within 0.1 pixel.
    public func fillEllipse(in rect: CGRect) {
        if rect.width == rect.height {
            paint { $0.fillRoundedRect(rect, cornerRadius: rect.width / 2, with: fillColor) }
            return
        }
        var p = Path()
        p.addEllipse(in: rect)
        paint { $0.fill(p, with: fillColor) }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var p = Path()
        p.addEllipse(in: rect)
        paint { $0.stroke(p, style: strokeStyle, with: strokeColor) }
    }

    /// Strokes a line between each pair of points (0–1, 2–3, ...).
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i]); p.addLine(to: points[i + 1])
            i += 2
        }
        paint { $0.stroke(p, style: strokeStyle, with: strokeColor) }
    }

    /// Fills `path` (user space) with the fill colour under `rule`; the current path is
    /// left alone. What `UIBezierPath.fill()` uses.
    func fill(_ path: Path, rule: CGPathFillRule) { paint { $0.fill(path, with: fillColor, rule: rule) } }

    /// Strokes `path` (user space) with the stroke colour as `style` says.
    func stroke(_ path: Path, style: StrokeStyle) { paint { $0.stroke(path, style: style, with: strokeColor) } }
}
