import Foundation

/// A colour as CoreGraphics passes it; UIKit code writes `UIColor.red.cgColor`.
public struct CGColor: Hashable, Sendable {
    /// The colour in straight 8-bit components.
    public var color: Color
    /// A CGColor from straight 8-bit components.
    public init(_ color: Color) { self.color = color }
    /// Opacity, 0...1.
    public var alpha: CGFloat { CGFloat(color.alpha) / 255 }
}

extension UIColor {
    /// This colour for CoreGraphics-style calls.
    public var cgColor: CGColor { CGColor(rasterColor) }
}

/// A drawing context as UIKit code meets it in `draw(_:)` through
/// `UIGraphicsGetCurrentContext()`: CoreGraphics's state-stack API over a Raster `Canvas`.
/// Coordinates are the drawing view's, in points.
public final class CGContext {
    /// The canvas drawn into, with the current transform, clip and alpha.
    public internal(set) var canvas: Canvas
    private var stack: [(Canvas, Color, Color, StrokeStyle, ClipMask?)] = []
    var fillColor = Color.black
    var strokeColor = Color.black
    /// Line width, caps, joins, miter limit and dashes, in user space.
    var strokeStyle = StrokeStyle()
    /// The path being built, in device pixels: CoreGraphics maps points by the transform
    /// current when they are added, and the path is not part of the saved state.
    var devicePath = Path()
    /// The path clip (`clip()`), intersected with `canvas.clip`; nil when only rectangles clip.
    var clipMask: ClipMask?

    /// A context drawing into `canvas`.
    public init(canvas: Canvas) { self.canvas = canvas }

    /// The current transform from user space (points) to device pixels.
    public var ctm: CGAffineTransform { canvas.transform }

    /// Pushes the graphics state (transform, clip and clip path, alpha, colours, line
    /// width, caps, joins and dashes).
    public func saveGState() { stack.append((canvas, fillColor, strokeColor, strokeStyle, clipMask)) }

    /// Pops the graphics state pushed by the matching `saveGState()`.
    public func restoreGState() {
        guard let (c, f, s, w, m) = stack.popLast() else { return }
        canvas = c
        clipMask = m
        fillColor = f
        strokeColor = s
        strokeStyle = w
    }

    /// Sets the colour `fill` uses.
    public func setFillColor(_ color: CGColor) { fillColor = color.color }
    /// Sets the colour `stroke` uses.
    public func setStrokeColor(_ color: CGColor) { strokeColor = color.color }
    /// Sets the stroke width, in points.
    public func setLineWidth(_ width: CGFloat) { strokeStyle.lineWidth = max(0, width) }
    /// Multiplies everything drawn by `alpha` (0...1), on top of the view's own alpha.
    public func setAlpha(_ alpha: CGFloat) { canvas.alpha *= Double(alpha) }

    /// Prepends a translation, in points.
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: x, y: y) }
    /// Prepends a scale.
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: x, y: y) }
    /// Prepends a rotation by `angle` radians.
    public func rotate(by angle: CGFloat) { canvas.concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Prepends `transform`.
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform) }
    /// Narrows the clip to `rect` (pixel-aligned; see `Canvas.clip(to:)`).
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }

    /// The smallest rectangle in user space (points) holding the clip, as Core Graphics'
    /// `boundingBoxOfClipPath`: drawing outside it shows nothing, so a view can skip it.
    public var boundingBoxOfClipPath: CGRect {
        canvas.clip.cgRect.applying(canvas.transform.inverted())
    }

    /// Fills `rect` with the fill colour, source-over.
    public func fill(_ rect: CGRect) { paint { $0.fill(rect, with: fillColor) } }
    /// Replaces the pixels of `rect` with transparent black.
    public func clear(_ rect: CGRect) { paint { $0.fill(rect, with: .clear, blendMode: .copy) } }
    /// Strokes the outline of `rect` with the stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        paint { $0.strokeRoundedRect(rect, cornerRadius: 0, lineWidth: strokeStyle.lineWidth, with: strokeColor) }
    }
    /// Fills a rounded rectangle with the fill colour; `cornerRadius` in points.
    public func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        paint { $0.fillRoundedRect(rect, cornerRadius: cornerRadius, with: fillColor) }
    }
}

/// The context of the `draw(_:)` call in progress, as UIKit's function.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Fills `rect` in the current context with its fill colour, as UIKit's `UIRectFill`.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

extension UIColor {
    /// Makes this the current context's fill colour, as UIKit's `setFill()`.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour, as UIKit's `setStroke()`.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

/// The stack of contexts pushed while views draw; main thread only, like UIKit's.
enum GraphicsContextStack {
    nonisolated(unsafe) static var contexts: [CGContext] = []
    static var current: CGContext? { contexts.last }

    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        contexts.append(context)
        defer { contexts.removeLast() }
        return try body()
    }
}
