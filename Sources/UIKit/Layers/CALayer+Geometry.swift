import Foundation

extension CALayer {
    /// The layer's own coordinate system, in points (a view's `bounds`).
    public var bounds: CGRect {
        get { delegateView?.bounds ?? storedBounds }
        set {
            if let delegateView { delegateView.bounds = newValue; return }
            guard NonFiniteGeometry.accepts(newValue, as: "bounds", of: self) else { return }
            let new = newValue.standardized
            guard new != storedBounds else { return }
            willChangeAppearance()
            storedBounds = new
            didChangeAppearance()
        }
    }

    /// Where `anchorPoint` sits in the superlayer's coordinates, in points (a view's
    /// `center`, which is its layer's position on iOS).
    public var position: CGPoint {
        get { delegateView?.center ?? storedPosition }
        set {
            if let delegateView { delegateView.center = newValue; return }
            guard NonFiniteGeometry.accepts(newValue, as: "position", of: self) else { return }
            guard newValue != storedPosition else { return }
            willChangeAppearance()
            storedPosition = newValue
            didChangeAppearance()
        }
    }

    /// The point of the bounds, in unit coordinates (0...1 on each axis, (0.5, 0.5) the
    /// middle), that sits at `position` and that the transform turns about. On a view's
    /// layer, as on iOS, the view's `center` stays and its frame moves.
    public var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard newValue != storedAnchorPoint, newValue.x.isFinite, newValue.y.isFinite else { return }
            willChangeAppearance()
            storedAnchorPoint = newValue
            didChangeAppearance()
        }
    }

    /// The layer's rectangle in its superlayer's coordinates, in points: the bounding box
    /// of the transformed bounds (a view's `frame`). Setting it sets `position` and the
    /// bounds size (a transformed layer keeps its size, as a rotated view does).
    public var frame: CGRect {
        get {
            if let delegateView { return delegateView.frame }
            return CGRect(origin: storedBounds.origin, size: storedBounds.size).applying(transformToSuperlayer)
        }
        set {
            if let delegateView { delegateView.frame = newValue; return }
            guard NonFiniteGeometry.accepts(newValue, as: "frame", of: self) else { return }
            let f = newValue.standardized
            let size = storedTransform.isIdentity ? f.size : storedBounds.size
            bounds = CGRect(origin: storedBounds.origin, size: size)
            position = CGPoint(x: f.minX + storedAnchorPoint.x * f.width, y: f.minY + storedAnchorPoint.y * f.height)
        }
    }

    /// The layer's 2D transform about its anchor point (a view's `transform`).
    public func affineTransform() -> CGAffineTransform {
        delegateView?.transform ?? storedTransform
    }

    /// Sets the layer's 2D transform about its anchor point (a view's `transform`).
    public func setAffineTransform(_ transform: CGAffineTransform) {
        if let delegateView { delegateView.transform = transform; return }
        guard NonFiniteGeometry.accepts(transform, as: "affineTransform", of: self) else { return }
        guard transform != storedTransform else { return }
        willChangeAppearance()
        storedTransform = transform
        didChangeAppearance()
    }

    /// The layer's opacity, 0...1, composed with its superlayers' (a view's `alpha`).
    public var opacity: Float {
        get { delegateView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let delegateView { delegateView.alpha = CGFloat(newValue); return }
            let clamped = newValue.isNaN ? 0 : min(1, max(0, newValue))
            guard clamped != storedOpacity else { return }
            willChangeAppearance()
            storedOpacity = clamped
            didChangeAppearance()
        }
    }

    /// True hides the layer and its sublayers (a view's `isHidden`).
    public var isHidden: Bool {
        get { delegateView?.isHidden ?? storedHidden }
        set {
            if let delegateView { delegateView.isHidden = newValue; return }
            guard newValue != storedHidden else { return }
            // Damage is recorded while visible, before hiding and after showing.
            storedHidden = false
            willChangeAppearance()
            storedHidden = newValue
            didChangeAppearance()
        }
    }

    /// The colour filling the bounds (rounded by `cornerRadius`) under the content; nil
    /// fills nothing (a view's `backgroundColor`).
    public var backgroundColor: CGColor? {
        get {
            if let delegateView { return delegateView.backgroundColor?.cgColor }
            return storedBackgroundColor
        }
        set {
            if let delegateView { delegateView.backgroundColor = newValue.map { UIColor(cgColor: $0) }; return }
            guard newValue != storedBackgroundColor else { return }
            willChangeAppearance()
            storedBackgroundColor = newValue
            didChangeAppearance()
        }
    }

    /// True clips the content and sublayers to the bounds, rounded by `cornerRadius` (a
    /// view's `clipsToBounds`: the same property). The shadow is clipped away with them,
    /// as on iOS.
    public var masksToBounds: Bool {
        get { delegateView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let delegateView { delegateView.clipsToBounds = newValue; return }
            guard newValue != storedMasksToBounds else { return }
            willChangeAppearance()
            storedMasksToBounds = newValue
            didChangeAppearance()
        }
    }

    /// Maps the layer's coordinates to its superlayer's: the anchor point goes to
    /// `position`, through the transform about it.
    var transformToSuperlayer: CGAffineTransform {
        let b = storedBounds
        let anchor = CGPoint(x: b.minX + storedAnchorPoint.x * b.width, y: b.minY + storedAnchorPoint.y * b.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedPosition.x, y: storedPosition.y))
    }
}

extension UIColor {
    /// The colour of a CGColor.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
    }
}
