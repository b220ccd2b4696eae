import Foundation

/// A rectangle of drawing, as Core Animation's `CALayer`: every view has one (`UIView.layer`)
/// carrying what a view alone lacks — rounded corners, a border, a shadow — and standalone
/// layers (`CAGradientLayer`, `CAShapeLayer`, plain ones) draw inside a view's layer tree.
///
/// A view's layer is the view seen another way, as on iOS: its `bounds`, `position`
/// (the view's `center`), `frame`, `opacity` (`alpha`), `backgroundColor`, `isHidden`,
/// `masksToBounds` (`clipsToBounds`) and `affineTransform()` (`transform`) read and write
/// the view's own properties. Changes apply at once: this toolkit has no implicit
/// animations of standalone layers (see `CATransaction`); a view's animatable
/// properties animate inside `UIView.animate` as always.
open class CALayer {
    /// The view whose backing layer this is; nil for a standalone layer.
    public internal(set) weak var delegateView: UIView?

    // MARK: Stored state of a standalone layer (a view's layer keeps it in the view)

    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedTransform = CGAffineTransform.identity
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedOpacity: Float = 1
    var storedHidden = false
    var storedBackgroundColor: CGColor?
    var storedMasksToBounds = false
    /// A standalone layer's superlayer (a view's layer finds its own through the view).
    weak var storedSuperlayer: CALayer?
    /// The sublayers in drawing order. For a view's layer this holds its subviews' layers
    /// and standalone sublayers together, and is nil while there are no standalone ones
    /// (then the subviews alone are the order). Brought in line with the subviews when
    /// read after they changed (`subviewsDidChange()`).
    var storedSublayers: [CALayer]? {
        get {
            if subviewOrderChanged {
                subviewOrderChanged = false
                if let delegateView, let old = sublayerList {
                    sublayerList = CALayer.sublayers(old, reconciledWith: delegateView.subviews)
                }
            }
            return sublayerList
        }
        set {
            subviewOrderChanged = false
            sublayerList = newValue
        }
    }
    private var sublayerList: [CALayer]?
    /// The view's subviews changed since `sublayerList` was put in their order: one pass
    /// when next read, not one per change (thousands of subviews added or cleared beside a
    /// standalone sublayer would each pass over all of them).
    private var subviewOrderChanged = false

    /// The view's subviews were added, removed or reordered: the standalone sublayers are
    /// put in order among them when the sublayers are next read.
    func subviewsDidChange() {
        if sublayerList != nil { subviewOrderChanged = true }
    }

    /// The shadow cast last time and what it was cast from (`ShadowCache`).
    var shadowCache = ShadowCache()
    /// Bumped whenever what this layer (and its sublayers or subviews) draws changes: a
    /// shadow cast from that drawing is recast.
    var contentGeneration = 0
    /// Scratch pixels for contents cut to rounded corners (`drawRounded`).
    var roundedScratch: Bitmap?

    /// A layer of zero size at the origin.
    public required init() {}

    /// A name for finding the layer, as Core Animation's.
    public var name: String?

    // MARK: Appearance of every layer

    /// The radius of the rounded corners, in points (0: square), clamped when drawn to
    /// half the shorter side. Rounds the background and the border; the content and
    /// sublayers (subviews) are clipped to it only with `masksToBounds`. A view's own
    /// layer's radius animates when set inside a `UIView.animate` block, as on iOS.
    public var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { willChangeAppearance() } }
        didSet {
            guard cornerRadius != oldValue else { return }
            delegateView?.willChangeAnimatable(from: .cornerRadius(oldValue))
            didChangeAppearance()
        }
    }

    /// The corners `cornerRadius` rounds (all four by default); the others stay square, in
    /// the background, the border, the clip of `masksToBounds` and the shadow cast.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                              .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        willSet { if newValue != maskedCorners { willChangeAppearance() } }
        didSet { if maskedCorners != oldValue { didChangeAppearance() } }
    }

    /// The border's width, in points, drawn inside the bounds above the content and
    /// sublayers, following `cornerRadius`.
    public var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { willChangeAppearance() } }
        didSet { if borderWidth != oldValue { didChangeAppearance() } }
    }

    /// The border's colour; opaque black by default, as Core Animation's.
    public var borderColor: CGColor? = CGColor(.black) {
        willSet { if newValue != borderColor { willChangeAppearance() } }
        didSet { if borderColor != oldValue { didChangeAppearance() } }
    }

    /// The shadow's colour; opaque black by default.
    public var shadowColor: CGColor? = CGColor(.black) {
        willSet { if newValue != shadowColor { willChangeAppearance() } }
        didSet { if shadowColor != oldValue { didChangeAppearance() } }
    }

    /// The shadow's opacity, 0...1; 0 (the default) casts none.
    public var shadowOpacity: Float = 0 {
        willSet { willChangeAppearance() }
        didSet {
            if shadowOpacity.isNaN || shadowOpacity < 0 || shadowOpacity > 1 {
                shadowOpacity = shadowOpacity.isNaN ? 0 : min(1, max(0, shadowOpacity))
            }
            didChangeAppearance()
        }
    }

    /// Where the shadow falls relative to the layer, in points; (0, -3) by default, as
    /// Core Animation's (UIKit's y axis points down, so the default shadow falls upward).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { willChangeAppearance() } }
        didSet { if shadowOffset != oldValue { didChangeAppearance() } }
    }

    /// The shadow's blur radius, in points; 3 by default. Drawn as a Gaussian of standard
    /// deviation `shadowRadius` points (see `ShadowCache`).
    public var shadowRadius: CGFloat = 3 {
        willSet { willChangeAppearance() }
        didSet {
            if shadowRadius.isNaN || shadowRadius < 0 { shadowRadius = 0 }
            didChangeAppearance()
        }
    }

    /// The shape casting the shadow, in the layer's coordinates; nil casts it from what
    /// the layer draws (its alpha), which is recast whenever that drawing changes.
    public var shadowPath: CGPath? {
        willSet { willChangeAppearance() }
        didSet { didChangeAppearance() }
    }

    /// Requests a redraw of the layer's content (a view's `draw(_:)`).
    public func setNeedsDisplay() {
        if let delegateView { delegateView.setNeedsDisplay() } else { contentDidChange() }
    }

    // MARK: What a drawing layer subclass draws

    /// Draws the layer's own content (a gradient, a shape) over its background, in its
    /// coordinates. Subclasses of the toolkit override it; the base draws nothing.
    func drawContents(in canvas: Canvas) {}

    /// True when `drawContents` draws something.
    var drawsContents: Bool { false }

    /// The area `drawContents` may touch, in the layer's coordinates (a shape layer's
    /// stroke can pass its bounds).
    var contentsExtent: CGRect { bounds }
}

extension CALayer {
    /// Records as damage what the layer's host view covers before a change of how the
    /// layer looks (its extent may shrink with the change).
    func willChangeAppearance() {
        hostView?.invalidateRendering()
    }

    /// Records the change: damage over the new extent, a recast shadow, new extents for
    /// the spatial indexes above.
    func didChangeAppearance() {
        noteContentChange()
        guard let host = hostView else { return }
        host.invalidateRendering()
        host.invalidateExtentInAncestors()
    }

    /// Records that what the layer draws changed (damage, recast shadows).
    func contentDidChange() {
        noteContentChange()
        hostView?.invalidateRendering()
    }

    /// Bumps the content generation of this layer and every layer above it, and of the
    /// views above its host, whose shadows are cast from this drawing.
    func noteContentChange() {
        var layer: CALayer? = self
        while let l = layer {
            l.contentGeneration &+= 1
            if let view = l.delegateView {
                view.noteContentChangeForShadows()
                return
            }
            layer = l.storedSuperlayer
        }
    }

    /// The nearest view whose layer tree holds this layer (its own view for a view's layer).
    var hostView: UIView? {
        var layer: CALayer? = self
        while let l = layer {
            if let view = l.delegateView { return view }
            layer = l.storedSuperlayer
        }
        return nil
    }
}
