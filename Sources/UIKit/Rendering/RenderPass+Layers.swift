import Foundation

// Drawing what layers add: borders, shadows, and standalone sublayers (plain, gradient,
// shape), in the order Core Animation composites a layer: shadow, background, contents,
// sublayers, border.
extension RenderPass {
    /// Draws `view`'s layer border (inside the bounds, above content and subviews).
    func drawBorder(of view: UIView, canvas: Canvas) {
        guard let layer = view.storedLayer else { return }
        drawBorder(of: layer, bounds: view.renderBounds, radius: view.renderCornerRadius, canvas: canvas)
    }

    /// `radius` rounds the corners `layer.maskedCorners` names.
    private func drawBorder(of layer: CALayer, bounds: CGRect, radius: CGFloat, canvas: Canvas) {
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0, width.isFinite, let color = layer.borderColor?.color, color.alpha > 0 else { return }
        // Centred on an edge inset by half the width, so the outer edge is the bounds'.
        canvas.strokeRoundedRect(bounds.insetBy(dx: width / 2, dy: width / 2), cornerRadius: max(0, radius - width / 2),
                                 corners: layer.drawnCorners, lineWidth: width, with: color)
    }

    /// Draws the standalone layer `layer` (and its sublayers) into its superlayer's
    /// `canvas`: faded as a group when translucent, masked offscreen when it clips to
    /// rounded corners.
    func drawLayer(_ layer: CALayer, canvas parent: Canvas) {
        guard !layer.storedHidden, layer.storedOpacity > 0 else { return }
        var canvas = parent
        canvas.concatenate(layer.transformToSuperlayer)
        guard !canvas.isDrawingSuppressed else { return }
        let bounds = layer.storedBounds
        let radius = layer.drawnCornerRadius(in: bounds)
        let rounded = layer.storedMasksToBounds && radius > 0
        let fades = layer.storedOpacity < 1
            && ((layer.storedSublayers?.isEmpty == false) || layer.castsShadow || layer.borderWidth > 0)
        guard rounded || fades else {
            canvas.alpha *= Double(layer.storedOpacity)
            drawLayerBody(layer, canvas: canvas)
            return
        }
        let extent = layer.extentInSuperlayer.applying(layer.transformToSuperlayer.inverted())
        let area = PixelRect(covering: extent.applying(canvas.transform)).intersection(canvas.clip)
        guard !area.isEmpty else { return }
        drawOffscreen(area, transform: canvas.transform) { inner in
            drawLayerBody(layer, canvas: inner)
            if rounded { inner.mask(toRoundedRect: bounds, cornerRadius: radius, corners: layer.drawnCorners) }
        } then: { offscreen in
            var outer = parent
            outer.alpha *= Double(layer.storedOpacity)
            outer.composite(offscreen, atDeviceX: area.x, y: area.y)
        }
    }

    /// Shadow, background, contents, sublayers and border of a standalone layer, in its
    /// own coordinates (`canvas` maps them).
    private func drawLayerBody(_ layer: CALayer, canvas: Canvas) {
        let bounds = layer.storedBounds
        let radius = layer.drawnCornerRadius(in: bounds)
        if layer.castsShadow { drawShadow(of: layer, canvas: canvas) }
        var inside = canvas
        if layer.storedMasksToBounds { inside.clip(to: bounds, rounding: .outward) }
        if let color = layer.storedBackgroundColor?.color, color.alpha > 0 {
            var fill = inside
            fill.clip(to: bounds, rounding: .outward)
            if radius > 0 {
                fill.fillRoundedRect(bounds, cornerRadius: radius, corners: layer.drawnCorners, with: color)
            } else {
                fill.fill(bounds, with: color)
            }
        }
        if layer.drawsContents { layer.drawContents(in: inside) }
        for sublayer in layer.storedSublayers ?? [] { drawLayer(sublayer, canvas: inside) }
        var border = canvas
        border.clip(to: bounds, rounding: .outward)
        drawBorder(of: layer, bounds: bounds, radius: radius, canvas: border)
    }

    /// Draws the shadow `layer` casts, under `canvas` (the layer's coordinates), from its
    /// `shadowPath` or from what it draws, reusing the cached mask when nothing changed.
    func drawShadow(of layer: CALayer, canvas: Canvas) {
        guard shadowCaster !== layer, let color = layer.shadowColor?.color else { return }
        let t = canvas.transform
        let scale = Double(abs(t.determinant)).squareRoot()
        let blur = BoxBlur(sigma: Double(layer.shadowRadius) * scale)
        // The shadow's device translation, split into whole pixels and the fraction the
        // shape is rendered at.
        let offset = layer.shadowOffset
        let tx = t.tx + t.a * offset.width + t.c * offset.height
        let ty = t.ty + t.b * offset.width + t.d * offset.height
        guard tx.isFinite, ty.isFinite, abs(tx) < 1e9, abs(ty) < 1e9 else { return }
        let wholeX = Int(tx.rounded(.down)), wholeY = Int(ty.rounded(.down))
        var local = t
        local.tx = tx - CGFloat(wholeX)
        local.ty = ty - CGFloat(wholeY)
        let path = layer.shadowPath?.path
        let shape = path?.boundingBox ?? shadowShapeExtent(of: layer)
        guard !shape.isNull, !shape.isEmpty || path != nil else { return }
        let spread = blur.spread
        var region = PixelRect(covering: shape.applying(local))
        region = PixelRect(x: region.x - spread, y: region.y - spread,
                           width: region.width + 2 * spread, height: region.height + 2 * spread)
        // Only what can reach the frame is cast (a shadow of a huge subtree stays bounded).
        let frame = canvas.target.bounds
        let reach = PixelRect(x: frame.x - wholeX - spread, y: frame.y - wholeY - spread,
                              width: frame.width + 2 * spread, height: frame.height + 2 * spread)
        region = region.intersection(reach)
        guard !region.isEmpty else { return }
        let key = ShadowCache.Key(a: t.a, b: t.b, c: t.c, d: t.d, fractionX: local.tx, fractionY: local.ty,
                                  region: region, sigma: Double(layer.shadowRadius) * scale, path: path,
                                  generation: path == nil ? layer.contentGeneration : 0)
        if layer.shadowCache.key != key {
            castShadow(of: layer, path: path, transform: local, region: region, blur: blur)
            layer.shadowCache.key = key
        }
        let shadowColor = color.withAlphaMultiplied(by: Double(layer.shadowOpacity))
        canvas.fill(mask: layer.shadowCache.mask, atDeviceX: wholeX + region.x, y: wholeY + region.y, with: shadowColor)
    }

    /// Renders the shadow's shape (path, or the layer's drawing without its shadow) into
    /// the layer's mask at `region` (device pixels under `transform`) and blurs it.
    private func castShadow(of layer: CALayer, path: Path?, transform: CGAffineTransform, region: PixelRect, blur: BoxBlur) {
        drawOffscreen(region, transform: transform) { canvas in
            if let path {
                canvas.fill(path, with: .white)
                return
            }
            let previous = shadowCaster
            shadowCaster = layer
            if let view = layer.delegateView {
                drawContentAndSubviews(of: view, canvas: canvas)
            } else {
                drawLayerBody(layer, canvas: canvas)
            }
            shadowCaster = previous
        } then: { offscreen in
            layer.shadowCache.mask.reset(width: region.width, height: region.height)
            layer.shadowCache.mask.copyAlpha(of: offscreen, atX: 0, y: 0)
            blur.apply(to: &layer.shadowCache.mask, scratch: &cache.blurScratch)
        }
    }

    /// Where the drawing a layer's shadow is cast from lies, in its coordinates.
    private func shadowShapeExtent(of layer: CALayer) -> CGRect {
        if let view = layer.delegateView { return view.shadowShapeExtent }
        var rect = layer.storedBounds
        if layer.drawsContents { rect = rect.union(layer.contentsExtent) }
        return rect.union(layer.sublayersExtent)
    }
}
