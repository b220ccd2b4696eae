import Foundation

// What the renderer, damage tracking and occlusion read of a view's layer. A view whose
// layer was never asked for (`storedLayer` nil) has none of it and costs one nil test.
extension UIView {
    /// The corner radius as drawn (clamped to half the shorter side), 0 for square.
    var renderCornerRadius: CGFloat {
        storedLayer?.drawnCornerRadius(in: renderBounds) ?? 0
    }

    /// The corners `renderCornerRadius` rounds.
    var renderCorners: RectCorners { storedLayer?.drawnCorners ?? .all }

    /// True when the content and subviews are clipped to rounded corners: drawn offscreen
    /// and masked (square clipping stays a clip rectangle).
    var masksToRoundedBounds: Bool {
        clipsToBounds && renderCornerRadius > 0
    }

    /// The layer when it casts a visible shadow.
    var shadowCastingLayer: CALayer? {
        guard let layer = storedLayer, layer.castsShadow else { return nil }
        return layer
    }

    /// The standalone sublayers' drawing order with the subviews, when there are any.
    var orderedSublayers: [CALayer]? { storedLayer?.storedSublayers }

    /// The area the view itself can draw on, in its coordinates: its content's extent
    /// (`intrinsicContentExtent`), and unless it clips, its shadow and standalone
    /// sublayers.
    func renderExtent(in bounds: CGRect) -> CGRect {
        let content = intrinsicContentExtent(in: bounds)
        guard let layer = storedLayer, !clipsToBounds else { return content }
        var rect = content.union(layer.sublayersExtent)
        if layer.castsShadow {
            rect = rect.union(layer.shadowExtent(ofShape: layer.shadowPath?.boundingBox ?? shadowShapeExtent))
        }
        return rect
    }

    /// Where the drawing a shadow without a path is cast from can lie: the view's content,
    /// standalone sublayers and subviews, without its own shadow.
    var shadowShapeExtent: CGRect {
        var rect = intrinsicContentExtent(in: renderBounds).union(storedLayer?.sublayersExtent ?? .null)
        for sub in subviews where !sub.isHidden {
            rect = rect.union(sub.subtreeExtent(clipping: sub.clipsToBounds).applying(sub.renderTransformToSuperview))
        }
        return rect
    }

    /// True when the layer draws more than one thing a fade must treat as one (group
    /// opacity): a shadow, a border or standalone sublayers.
    var layerComposesAsGroup: Bool {
        guard let layer = storedLayer else { return false }
        return layer.castsShadow || (layer.borderWidth > 0 && (layer.borderColor?.color.alpha ?? 0) > 0)
            || layer.storedSublayers != nil
    }

    /// The part of `rect` (this view's coordinates) certainly inside the rounded bounds:
    /// the bounds inset by `r·(1 − 1/√2)`, the corner arcs' deepest point at 45°.
    func insideRoundedCorners(_ rect: CGRect) -> CGRect {
        let r = renderCornerRadius
        guard r > 0 else { return rect }
        let inset = r * (1 - 1 / 2.0.squareRoot())
        return rect.intersection(renderBounds.insetBy(dx: inset, dy: inset))
    }
}

extension CALayer {
    /// The extent of the standalone sublayers (and theirs), in this layer's coordinates.
    var sublayersExtent: CGRect {
        var rect = CGRect.null
        for layer in storedSublayers ?? [] where layer.delegateView == nil && !layer.storedHidden {
            rect = rect.union(layer.extentInSuperlayer)
        }
        return rect
    }

    /// What a standalone layer can draw on, in its superlayer's coordinates.
    var extentInSuperlayer: CGRect {
        var rect = storedBounds
        if drawsContents { rect = rect.union(contentsExtent) }
        if !storedMasksToBounds {
            rect = rect.union(sublayersExtent)
            if castsShadow { rect = rect.union(shadowExtent(ofShape: shadowPath?.boundingBox ?? rect)) }
        }
        return rect.applying(transformToSuperlayer)
    }
}
