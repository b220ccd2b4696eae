import Foundation

// Clipping to a path, as CoreGraphics: `clip()` intersects the clip with the current path
// (anti-aliased, its coverage from Raster's path filler) and empties the path; the clip is
// part of the graphics state, so `restoreGState()` brings the previous one back. Every
// drawing call of the context goes through `paint(_:)`, which draws through the mask.
extension CGContext {
    /// Intersects the clip with the current path filled under `rule`, then empties the
    /// path, as CoreGraphics's `clip(using:)`. An empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        let mask = ClipMask(path: devicePath, transform: .identity, rule: rule, within: canvas.clip)
        devicePath = Path()
        clip(to: mask)
    }

    /// Intersects the clip with the union of `rects` (user space), as CoreGraphics's
    /// `clip(to:)` for several rectangles; one rectangle clips on the pixel grid as
    /// `clip(to:)` does, several through a path mask.
    public func clip(to rects: [CGRect]) {
        guard rects.count != 1 else { clip(to: rects[0]); return }
        var path = Path()
        for r in rects { path.addRect(r) }
        clip(to: ClipMask(path: path, transform: ctm, rule: .winding, within: canvas.clip))
    }

    /// Narrows the clip to `mask`.
    func clip(to mask: ClipMask) {
        clipMask = clipMask.map { $0.intersection(mask) } ?? mask
        canvas.clip(toDeviceRect: clipMask!.bounds)
    }

    /// Runs one drawing operation on the canvas, through the clip path when there is one.
    func paint(_ body: (Canvas) -> Void) {
        if let clipMask { clipMask.draw(on: canvas, body) } else { body(canvas) }
    }
}

extension UIBezierPath {
    /// Intersects the current context's clip with this path's area (by
    /// `usesEvenOddFillRule`), as UIKit's `addClip()`; undo it by bracketing with
    /// `saveGState()`/`restoreGState()`. Does nothing outside a drawing context.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.clip(to: ClipMask(path: path, transform: context.ctm,
                                  rule: usesEvenOddFillRule ? .evenOdd : .winding, within: context.canvas.clip))
    }
}

/// Intersects the current context's clip with `rect`, as UIKit's `UIRectClip`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
