import Foundation

/// Keeps a window's frame bitmap and brings it up to date each frame, redrawing only the
/// damaged rectangles the window recorded since the last frame (all of it after a resize or
/// a scale change).
public final class FrameCompositor {
    /// The window composited.
    public let window: UIWindow
    /// The frame: window size times `scale`, in device pixels.
    public private(set) var frame: Bitmap
    /// Device pixels per point.
    public private(set) var scale: CGFloat
    /// What shows where no view draws (the window's own background comes on top of it).
    public var clearColor = Color.black
    private var needsFullRedraw = true
    /// Scratch memory the renderer reuses from frame to frame.
    private let cache = RenderCache()
    /// Memory a host presents from (`drawFrames(into:)`), drawn into while it has the
    /// frame's size.
    private var target: Bitmap?

    /// False paints every view whatever covers it: the same frames, more slowly; per
    /// compositor, so a benchmark compares both ways without a process-wide switch.
    public var cullsOccludedViews: Bool {
        get { cache.cullsOccludedViews }
        set { cache.cullsOccludedViews = newValue }
    }

    /// A compositor for `window` at `scale` device pixels per point.
    public init(window: UIWindow, scale: CGFloat = 1) {
        self.window = window
        self.scale = scale
        self.frame = Bitmap(width: 0, height: 0)
        resizeFrameIfNeeded()
    }

    /// Changes the device scale (HiDPI); the next frame is redrawn whole.
    public func setScale(_ newScale: CGFloat) {
        guard newScale > 0, newScale.isFinite, newScale != scale else { return }
        scale = newScale
        needsFullRedraw = true
    }

    /// Forces the next frame to be redrawn whole.
    public func invalidateAll() { needsFullRedraw = true }

    /// Draws the frames into `target` (memory the host presents from, such as a window
    /// surface, so nothing is copied to present) whenever it has the frame's size in
    /// device pixels, into memory of the compositor's own otherwise; nil gives it up. The
    /// memory of a target given before is never read again, since its owner may have freed
    /// it already: a frame that was drawn into it is replaced at once, and the next one is
    /// drawn whole.
    public func drawFrames(into target: Bitmap?) {
        if let target, let current = self.target, target.storage === current.storage,
           target.offset == current.offset, target.rowStride == current.rowStride,
           target.width == current.width, target.height == current.height { return }
        let drewIntoOldTarget = drawsIntoTarget
        self.target = target
        if drewIntoOldTarget {
            // Let go at once; the frame's own memory is allocated below, at the size needed.
            frame = Bitmap(width: 0, height: 0)
            needsFullRedraw = true
        }
        resizeFrameIfNeeded()
    }

    /// True when the frame is the target `drawFrames(into:)` gave (the last frame was drawn
    /// into it).
    public var drawsIntoTarget: Bool {
        target.map { frame.storage === $0.storage && frame.offset == $0.offset } ?? false
    }

    /// Lays out the window and redraws what changed. Returns the device-pixel rectangles
    /// that changed (empty when nothing did), for a host that uploads only those.
    @discardableResult
    public func renderFrame() -> [PixelRect] {
        window.layoutIfNeeded()
        resizeFrameIfNeeded()
        let damage = window.takeDamage()
        let whole = frame.bounds
        var rects: [PixelRect]
        if needsFullRedraw {
            needsFullRedraw = false
            rects = [whole]
        } else {
            rects = damage.map { PixelRect(covering: CGRect(x: $0.minX * scale, y: $0.minY * scale,
                                                            width: $0.width * scale, height: $0.height * scale)) }
                .map { $0.intersection(whole) }.filter { !$0.isEmpty }
        }
        rects = FrameCompositor.merged(rects)
        for rect in rects {
            ViewRenderer.render(window, into: frame, scale: scale, clip: rect, background: clearColor, cache: cache)
        }
        return rects
    }

    private func resizeFrameIfNeeded() {
        let w = max(0, Int((window.bounds.width * scale).rounded()))
        let h = max(0, Int((window.bounds.height * scale).rounded()))
        if let target, target.width == w, target.height == h, w > 0, h > 0 {
            if !drawsIntoTarget {
                frame = target
                needsFullRedraw = true
            }
        } else if drawsIntoTarget || frame.width != w || frame.height != h {
            frame = Bitmap(width: w, height: h)
            needsFullRedraw = true
        }
    }

    /// Merges overlapping rectangles so no pixel is drawn twice in one frame.
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for var r in rects {
            var merged = true
            while merged {
                merged = false
                if let i = result.firstIndex(where: { !$0.intersection(r).isEmpty }) {
                    r = r.union(result.remove(at: i))
                    merged = true
                }
            }
            result.append(r)
        }
        return result
    }
}
