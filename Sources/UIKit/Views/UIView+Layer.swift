import Foundation

extension UIView {
    /// The view's backing layer, made on first use from `layerClass`: corners, border and
    /// shadow live there, and so do standalone sublayers. Its geometry, opacity, colour,
    /// hidden state and clipping are this view's own properties (see `CALayer`).
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let made = type.init()
        made.delegateView = self
        storedLayer = made
        return made
    }

    /// Marks the shadows cast from this view's drawing (its own and its ancestors') for
    /// recasting: called whenever what the view shows changes.
    func noteContentChangeForShadows() {
        var view: UIView? = self
        while let v = view {
            v.storedLayer?.contentGeneration &+= 1
            view = v.superview
        }
    }
}
