import Foundation

/// Composites a view tree into a bitmap: each subview drawn through its transform to the
/// superview (which carries `-bounds.origin`, so scrolling is a translation), `clipsToBounds`
/// narrowing the clip, `alpha` multiplying down the tree, and hidden, transparent or
/// clipped-away subtrees skipped, so a frame costs what is visible, not what exists.
public enum ViewRenderer {
    /// Draws `view`'s bounds, and everything in them, into `bitmap` at `scale` device pixels
    /// per point: the bounds' top-left corner lands on pixel (0, 0). Only pixels inside
    /// `clip` (device pixels; the whole bitmap when nil) are touched; they are first
    /// cleared to `background` when one is given.
    public static func render(_ view: UIView, into bitmap: Bitmap, scale: CGFloat = 1,
                              clip: PixelRect? = nil, background: Color? = nil) {
        render(view, into: bitmap, scale: scale, clip: clip, background: background, cache: RenderCache())
    }

    /// The same, reusing `cache`'s scratch memory (group-opacity layers, index lists)
    /// from earlier frames, so steady frames allocate nothing.
    static func render(_ view: UIView, into bitmap: Bitmap, scale: CGFloat, clip: PixelRect?,
                       background: Color?, cache: RenderCache) {
        var canvas = Canvas(target: bitmap)
        if let clip { canvas.clip(toDeviceRect: clip) }
        let device = canvas
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -view.renderBounds.minX, y: -view.renderBounds.minY)
        let pass = RenderPass(canvas: canvas, cache: cache)
        pass.findOccluders(in: view, canvas: canvas)
        if let background {
            // What opaque views cover is painted over whatever the clear leaves.
            let whole = device.clip
            let clear = { (r: PixelRect) in device.target.cropped(to: r).clear(to: background.premultiplied) }
            if let hole = cache.occlusion.largestHole(in: whole, paintedAfter: nil) {
                Occlusion.forEachPiece(of: whole, around: hole, clear)
            } else if !whole.isEmpty {
                clear(whole)
            }
        }
        pass.drawSubtree(of: view, canvas: canvas)
    }
}

/// One traversal of a view tree: the graphics context handed to `draw(_:)` and the
/// offscreen layers translucent groups are drawn into, reused within the pass.
/// Scratch memory kept between frames: offscreen layers for translucent groups and lists
/// of visible subview positions.
final class RenderCache {
    /// False paints every view whatever covers it (see `FrameCompositor.cullsOccludedViews`).
    var cullsOccludedViews = true
    var spareLayers: [Bitmap] = []
    /// Working memory of shadow blurs.
    var blurScratch: [UInt32] = []
    /// Reused lists of subview positions from the index (one per nesting level in use).
    var spareIndexLists: [[Int]] = []
    /// The opaque views of the pass in progress.
    var occlusion = Occlusion()
    /// The path (subview positions from the root) of the view being visited.
    var path: [Int] = []
    /// Layers larger than this many pixels are not kept (a full-screen fade keeps its one
    /// layer; a one-off huge group does not pin its memory).
    static let maximumKeptPixels = 4096 * 4096
}

final class RenderPass {
    let context: CGContext
    let cache: RenderCache
    /// Above zero while drawing into a translucent group's layer: its pixels are not the
    /// frame's, so occlusion (in frame pixels) is not consulted there.
    var groupDepth = 0
    /// The layer whose shadow shape is being drawn offscreen: it does not cast its shadow
    /// into its own shape.
    var shadowCaster: CALayer?

    /// The positions of the subviews that may meet the clip, from the view's spatial
    /// index; nil (visit all) for views with few subviews.
    private func visibleSubviews(of view: UIView, canvas: Canvas) -> [Int]? {
        guard let index = view.drawingIndex else { return nil }
        let region = canvas.clip.cgRect.applying(canvas.transform.inverted())
        var list = cache.spareIndexLists.popLast() ?? []
        index.subviews(meeting: region, into: &list)
        return list
    }

    init(canvas: Canvas, cache: RenderCache) {
        context = CGContext(canvas: canvas)
        self.cache = cache
    }

    /// Draws `view` (already mapped into `canvas`'s user space) and its subviews. A
    /// translucent view that draws more than one thing is drawn as a group, as UIKit's
    /// default group opacity does: the subtree at full opacity into a layer, then the layer
    /// faded, so overlapping parts do not show through each other.
    func drawSubtree(of view: UIView, canvas parent: Canvas) {
        let alpha = view.renderAlpha
        guard !view.isHidden, alpha > 0 else { return }
        if alpha < 1 && view.composesAsGroup || view.masksToRoundedBounds {
            drawGroup(of: view, canvas: parent)
            return
        }
        var canvas = parent
        canvas.alpha *= Double(alpha)
        drawContentAndSubviews(of: view, canvas: canvas)
    }

    private func drawGroup(of view: UIView, canvas parent: Canvas) {
        let extent = view.subtreeExtent(clipping: view.clipsToBounds)
        let area = PixelRect(covering: extent.applying(parent.transform)).intersection(parent.clip)
        guard !area.isEmpty else { return }
        drawOffscreen(area, transform: parent.transform) { inner in
            drawContentAndSubviews(of: view, canvas: inner)
            if view.masksToRoundedBounds {
                inner.mask(toRoundedRect: view.renderBounds, cornerRadius: view.renderCornerRadius,
                           corners: view.renderCorners)
            }
        } then: { layer in
            var outer = parent
            outer.alpha *= Double(view.renderAlpha)
            outer.composite(layer, atDeviceX: area.x, y: area.y)
        }
    }

    /// Runs `draw` at full opacity into a cleared offscreen layer covering `area` (device
    /// pixels) under `transform` (user space to device), then hands the layer to `finish`.
    /// Occlusion is not consulted inside (the layer's pixels are not the frame's).
    func drawOffscreen(_ area: PixelRect, transform: CGAffineTransform, _ draw: (Canvas) -> Void,
                       then finish: (Bitmap) -> Void) {
        let layer = takeLayer(width: area.width, height: area.height)
        defer { returnLayer(layer.storageOwner) }
        var inner = Canvas(target: layer.bitmap)
        inner.transform = transform.concatenating(CGAffineTransform(translationX: CGFloat(-area.x), y: CGFloat(-area.y)))
        groupDepth += 1
        draw(inner)
        groupDepth -= 1
        finish(layer.bitmap)
    }

    /// Keeps a layer's storage for later frames unless it is very large.
    private func returnLayer(_ owner: Bitmap) {
        if owner.width * owner.height <= RenderCache.maximumKeptPixels { cache.spareLayers.append(owner) }
    }

    /// A cleared layer of at least the size asked, cut from a spare one when it fits.
    private func takeLayer(width: Int, height: Int) -> (bitmap: Bitmap, storageOwner: Bitmap) {
        let owner: Bitmap
        if let i = cache.spareLayers.firstIndex(where: { $0.width >= width && $0.height >= height }) {
            owner = cache.spareLayers.remove(at: i)
        } else {
            owner = Bitmap(width: width, height: height)
        }
        let bitmap = owner.cropped(to: PixelRect(x: 0, y: 0, width: width, height: height))
        bitmap.clear()
        return (bitmap, owner)
    }

    /// Gathers the largest opaque views meeting the clip into `cache.occlusion`, visiting
    /// the tree as `drawContentAndSubviews` does (same clips, same skipped subtrees).
    /// Translucent subtrees are not entered: nothing in them hides anything.
    func findOccluders(in root: UIView, canvas: Canvas) {
        cache.occlusion.removeAll()
        cache.path.removeAll(keepingCapacity: true)
        guard cache.cullsOccludedViews, !root.isHidden, root.renderAlpha >= 1 else { return }
        findOccluders(of: root, canvas: canvas)
    }

    private func findOccluders(of view: UIView, canvas entry: Canvas) {
        guard let (entered, showsBounds, _) = enter(view, canvas: entry) else { return }
        var canvas = entered
        if showsBounds, let rect = view.opaqueDeviceRect(under: canvas) {
            cache.occlusion.offer(rect, path: cache.path)
        }
        if view.masksToRoundedBounds {
            // Subviews are cut to the rounded corners: only what lies inside the corners
            // surely covers what is beneath.
            guard canvas.transform.isAxisAligned else { return }
            canvas.clip(toDeviceRect: Occlusion.innerPixels(of: view.insideRoundedCorners(view.renderBounds), under: canvas))
        }
        forEachSubview(of: view, canvas: canvas, translucentToo: false, skips: { _ in false }) { sub, child in
            findOccluders(of: sub, canvas: child)
        }
    }

    /// True when an opaque view painted later covers `rect` (device pixels): the view
    /// being visited draws nothing there that could show (`subtree`: nor do its subviews).
    private func isHidden(_ rect: PixelRect, subtree: Bool) -> Bool {
        groupDepth == 0 && cache.occlusion.count > 0
            && cache.occlusion.hides(rect, paintedBefore: cache.path, subtree: subtree)
    }

    /// `canvas` narrowed for `view` (its bounds when it clips), whether its content meets
    /// the clip, and the content's extent; nil when nothing of the view can show.
    private func enter(_ view: UIView, canvas entry: Canvas) -> (Canvas, showsBounds: Bool, extent: CGRect)? {
        var canvas = entry
        if canvas.isDrawingSuppressed { return nil }
        let bounds = view.renderBounds
        let extent = view.renderExtent(in: bounds)
        let showsBounds = canvas.intersectsClip(extent)
        if view.clipsToBounds {
            guard showsBounds else { return nil }
            canvas.clip(to: bounds)
            if canvas.clip.isEmpty { return nil }
        }
        return (canvas, showsBounds, extent)
    }

    /// Calls `visit` with each subview of `view` that may show, back to front, and its
    /// canvas, with `cache.path` naming it meanwhile. Left out: hidden subviews, clear ones
    /// (and translucent ones unless `translucentToo`), and leaves or clipping subviews
    /// whose device rectangle inside the clip is empty or `skips` says so.
    private func forEachSubview(of view: UIView, canvas: Canvas, translucentToo: Bool, skips: (PixelRect) -> Bool,
                                _ visit: (UIView, Canvas) -> Void) {
        let subviews = view.subviews
        let visible = visibleSubviews(of: view, canvas: canvas)
        defer { if let visible { cache.spareIndexLists.append(visible) } }
        for position in 0..<(visible?.count ?? subviews.count) {
            let index = visible?[position] ?? position
            let sub = subviews[index]
            let alpha = sub.renderAlpha
            guard !sub.isHidden, translucentToo ? alpha > 0 : alpha >= 1 else { continue }
            cache.path.append(index)
            defer { cache.path.removeLast() }
            // A leaf wholly outside the clip, or wholly under an opaque view painted later,
            // costs one or two rectangle tests, nothing more.
            let toParent = sub.renderTransformToSuperview
            if sub.subviews.isEmpty || sub.clipsToBounds {
                let extent = sub.clipsToBounds ? sub.renderBounds : sub.renderExtent(in: sub.renderBounds)
                let device = canvas.clip.intersection(PixelRect(covering: extent.applying(toParent.concatenating(canvas.transform))))
                if device.isEmpty || skips(device) { continue }
            }
            var child = canvas
            child.concatenate(toParent)
            visit(sub, child)
        }
    }

    func drawContentAndSubviews(of view: UIView, canvas entry: Canvas) {
        guard let (canvas, showsBounds, extent) = enter(view, canvas: entry) else { return }
        let bounds = view.renderBounds
        if showsBounds, !isHidden(PixelRect(covering: extent.applying(canvas.transform)).intersection(canvas.clip),
                                  subtree: false) {
            // A view's own drawing stays inside its bounds, as a layer's backing store does.
            if let caster = view.shadowCastingLayer { drawShadow(of: caster, canvas: canvas) }
            var content = canvas
            content.clip(to: bounds, rounding: .outward)
            if let color = view.renderBackgroundColor, color.alpha > 0 {
                fillBackground(bounds, cornerRadius: view.renderCornerRadius, corners: view.renderCorners,
                               with: color.rasterColor, canvas: content)
            }
            // A layer class's own drawing (a gradient view's gradient).
            if let layer = view.storedLayer, layer.drawsContents { layer.drawContents(in: canvas) }
            // Toolkit content (an image view's image) may overflow the bounds as layer
            // contents do (aspect fill), unless the view clips.
            context.canvas = canvas
            view.drawIntrinsicContent(in: context)
            context.canvas = content
            GraphicsContextStack.with(context) { view.draw(bounds) }
        }
        guard let ordered = view.orderedSublayers else {
            forEachSubview(of: view, canvas: canvas, translucentToo: true, skips: { isHidden($0, subtree: true) }) { sub, child in
                drawSubtree(of: sub, canvas: child)
            }
            context.canvas = canvas
            view.drawOverlay(in: context)
            drawBorder(of: view, canvas: canvas)
            return
        }
        // Standalone sublayers interleave with the subviews in the layer order.
        var next = 0, viewsPassed = 0
        func drawLayers(below subview: Int) {
            while next < ordered.count {
                let layer = ordered[next]
                if layer.delegateView != nil {
                    if viewsPassed == subview { return }
                    viewsPassed += 1
                } else {
                    drawLayer(layer, canvas: canvas)
                }
                next += 1
            }
        }
        forEachSubview(of: view, canvas: canvas, translucentToo: true, skips: { isHidden($0, subtree: true) }) { sub, child in
            drawLayers(below: cache.path.last ?? 0)
            drawSubtree(of: sub, canvas: child)
        }
        drawLayers(below: Int.max)
        context.canvas = canvas
        view.drawOverlay(in: context)
        drawBorder(of: view, canvas: canvas)
    }

    /// Fills the background `bounds` (the view's coordinates) with `color`, leaving out the
    /// largest part an opaque view painted later covers.
    private func fillBackground(_ bounds: CGRect, cornerRadius: CGFloat, corners: RectCorners, with color: Color,
                                canvas: Canvas) {
        func fill(_ canvas: Canvas) {
            if cornerRadius > 0 {
                canvas.fillRoundedRect(bounds, cornerRadius: cornerRadius, corners: corners, with: color)
            } else {
                canvas.fill(bounds, with: color)
            }
        }
        guard groupDepth == 0, cache.occlusion.count > 0,
              let hole = cache.occlusion.largestHole(in: canvas.clip, paintedAfter: cache.path) else {
            fill(canvas)
            return
        }
        Occlusion.forEachPiece(of: canvas.clip, around: hole) { piece in
            var part = canvas
            part.clip(toDeviceRect: piece)
            fill(part)
        }
    }
}

extension UIView {
    /// Renders this view's bounds (and everything in them) into a new bitmap of
    /// `ceil(bounds.size * scale)` pixels, transparent where nothing is drawn.
    public func renderedBitmap(scale: CGFloat = 1) -> Bitmap {
        guard let bitmap = renderedBitmapIfPossible(scale: scale) else {
            preconditionFailure("UIView.renderedBitmap: \(bounds.size) at scale \(scale) is no bitmap that can be made")
        }
        return bitmap
    }

    /// The same, or nil when the size in pixels is not finite, exceeds
    /// `UIView.largestRenderedSide` on a side, or the memory cannot be had.
    public func renderedBitmapIfPossible(scale: CGFloat = 1) -> Bitmap? {
        let w = (bounds.width * scale).rounded(.up), h = (bounds.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w <= UIView.largestRenderedSide, h <= UIView.largestRenderedSide,
              let bitmap = Bitmap(width: max(0, Int(w)), height: max(0, Int(h)), zeroed: true) else { return nil }
        ViewRenderer.render(self, into: bitmap, scale: scale)
        return bitmap
    }

    /// The largest side, in pixels, `renderedBitmap` makes: 32768 (4 GiB at most).
    public static let largestRenderedSide: CGFloat = 32768
}
