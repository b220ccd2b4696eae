import Foundation

/// A rectangle of the screen that draws and receives touches, as UIKit's `UIView`.
///
/// Geometry follows UIKit exactly: `bounds` is the view's own coordinate system (moving
/// `bounds.origin` moves every subview the other way: that is how scroll views scroll),
/// `center` places the bounds' midpoint in the superview, `transform` applies about the
/// centre, and `frame` is derived from the three.
///
/// Stored state lives here (extensions cannot add it); behaviour is split by concern into
/// `UIView+Hierarchy`, `+Geometry`, `+HitTesting`, `+Layout`, `+Rendering`, `+Damage`.
open class UIView: UIResponder {
    /// How a view fits its content (an image) into its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill, ignoring aspect ratio.
        case scaleToFill
        /// Scale to fit inside, keeping aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scale to fill, keeping aspect ratio (cropped).
        case scaleAspectFill
        /// Redraw when the bounds change; drawn like scaleToFill.
        case redraw
        /// Centred, unscaled.
        case center
        /// Top edge centred, unscaled.
        case top
        /// Bottom edge centred, unscaled.
        case bottom
        /// Left edge centred, unscaled.
        case left
        /// Right edge centred, unscaled.
        case right
        /// Top-left corner, unscaled.
        case topLeft
        /// Top-right corner, unscaled.
        case topRight
        /// Bottom-left corner, unscaled.
        case bottomLeft
        /// Bottom-right corner, unscaled.
        case bottomRight
    }

    /// Which of a view's frame components stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Stored geometry (behaviour in UIView+Geometry.swift)

    var storedBounds: CGRect
    var storedCenter: CGPoint
    var storedTransform: CGAffineTransform = .identity

    /// The view's own coordinate system, in points: `origin` is the point of this view's
    /// space shown at its top-left corner (scrolling moves it), `size` its extent.
    /// Changing the size applies the subviews' autoresizing masks and requests layout.
    open var bounds: CGRect {
        get { storedBounds }
        set { setBounds(newValue) }
    }

    /// The bounds' midpoint in the superview's coordinates, in points.
    open var center: CGPoint {
        get { storedCenter }
        set { setCenter(newValue) }
    }

    /// A transform applied about the centre (scale, rotation, translation), as UIKit's.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setTransform(newValue) }
    }

    /// The view's rectangle in its superview's coordinates, in points: the bounding box of
    /// the transformed bounds. Setting it sets `center` and the bounds size (divided by an
    /// axis-aligned transform's scale; a rotated view keeps its size).
    open var frame: CGRect {
        get { computedFrame }
        set { setFrame(newValue) }
    }

    // MARK: Stored hierarchy (behaviour in UIView+Hierarchy.swift)

    /// The view this view is a subview of.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose `view` this is; it is this view's next responder.
    weak var owningViewController: UIViewController?

    // MARK: Appearance

    /// True hides the view and its subtree: not drawn, not hit-tested.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue {
                invalidateRendering(ignoringHidden: true)
                invalidateExtentInAncestors()
                superview?.subviewVisibilityDidChange(self)
            }
        }
    }

    /// Opacity of the view and its subtree, 0...1, composed with ancestors'.
    public var alpha: CGFloat = 1 {
        didSet {
            alpha = alpha.isNaN ? 0 : min(1, max(0, alpha))
            if alpha != oldValue {
                willChangeAnimatable(from: .alpha(oldValue))
                invalidateRendering()
            }
        }
    }

    /// The colour filling the bounds behind the content; nil draws nothing.
    public var backgroundColor: UIColor? {
        didSet {
            if backgroundColor != oldValue {
                willChangeAnimatable(from: .backgroundColor(oldValue))
                invalidateRendering()
            }
        }
    }

    /// True confines the subviews' drawing (and hit testing) to the bounds.
    public var clipsToBounds = false {
        didSet {
            if clipsToBounds != oldValue {
                invalidateRendering()
                invalidateRendering(clipping: !clipsToBounds)
                invalidateExtentInAncestors()
            }
        }
    }

    /// A hint that the view fills its bounds with opaque pixels, as UIKit's. When it holds
    /// with an opaque background colour, full alpha and an axis-aligned transform, the
    /// renderer does not paint what the view hides beneath it (`Occlusion`); false paints
    /// everything beneath regardless.
    public var isOpaque = true

    /// How content (an image) fits the bounds.
    public var contentMode: ContentMode = .scaleToFill {
        willSet { if newValue != contentMode { invalidateRendering() } }
        didSet {
            if contentMode != oldValue {
                invalidateRendering()
                invalidateExtentInAncestors()
            }
        }
    }

    /// False makes the view and its subtree invisible to hit testing: touches go to what is
    /// behind.
    public var isUserInteractionEnabled = true

    /// A number for finding the view with `viewWithTag(_:)`.
    public var tag = 0

    /// Marks the view for state restoration: a view with an identifier saves and restores
    /// its state (`encodeRestorableState(with:)`) between launches when its program saves
    /// a `RestorationArchive`. Unique among its restorable siblings.
    public var restorationIdentifier: String?

    /// Saves the view's state for restoration into `coder` (keyed values). Overrides call
    /// super. `UIScrollView` saves its zoom scale, content inset and content offset.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved. Overrides call super.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// How this view's frame follows changes of its superview's bounds size.
    public var autoresizingMask: AutoresizingMask = []

    /// True applies the subviews' `autoresizingMask`s when the bounds size changes.
    public var autoresizesSubviews = true

    // MARK: Layout and display state (behaviour in UIView+Layout.swift, +Rendering.swift)

    var needsLayout = true
    var subtreeNeedsLayout = true
    /// The subviews' spatial index for drawing; nil when stale or not needed.
    var storedSubviewIndex: SubviewIndex?

    // MARK: Animation state (behaviour in Animation/)

    /// What the screen shows while property animations run; nil when it shows the model.
    var presented: PresentedValues?
    /// The running animation of each animated property, by property.
    var runningAnimations: [AnimatedProperty: RunningViewAnimation] = [:]

    // MARK: Layer (behaviour in UIView+Layer.swift and Layers/)

    /// The backing layer once made (`layer`); nil until asked for, so a view nobody
    /// decorates costs no layer.
    var storedLayer: CALayer?

    /// The class of layer `layer` is made from; override to back a view with a
    /// `CAGradientLayer` or `CAShapeLayer` (a `CALayer` subclass).
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Stored gesture recognizers (behaviour in UIView+Gestures.swift)

    var storedGestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Life cycle

    /// A view occupying `frame` in its future superview's coordinates, in points.
    public init(frame: CGRect) {
        assertMainThread()
        let f = frame.standardized
        storedBounds = CGRect(origin: .zero, size: f.size)
        storedCenter = CGPoint(x: f.midX, y: f.midY)
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    deinit {
        // A repeating animation of a view nobody holds would otherwise tick forever.
        for running in runningAnimations.values { running.driver?.cancel(running.id, finished: false) }
    }

    // MARK: Overridable behaviour (implemented in the extensions)

    /// Lays out the subviews; called by `layoutIfNeeded()` when layout was requested.
    /// The default does nothing (autoresizing happens when the bounds change).
    open func layoutSubviews() {}

    /// Adds or changes the view's constraints; called in the update pass, before layout,
    /// when `setNeedsUpdateConstraints()` asked (subviews before their superviews, as UIKit).
    open func updateConstraints() {}

    /// Draws the view's own content into the current graphics context
    /// (`UIGraphicsGetCurrentContext()`), in the view's coordinates (points), after the
    /// background colour and before the subviews. `rect` is the part that needs drawing.
    /// The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// The deepest visible, interactive descendant (or self) containing `point` (in this
    /// view's coordinates); nil when the point is outside or the view cannot be hit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// True when `point` (this view's coordinates, points) is inside `bounds`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size, in points, the constraints within this view give it when its width is
    /// pulled towards `targetSize.width` at `horizontalFittingPriority` and its height at
    /// `verticalFittingPriority` (`.required` fixes that length), as UIKit's. Subclasses
    /// override it to measure themselves otherwise (a table cell fits its content view);
    /// the solving is in `UIView+Fitting`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        solvedFittingSize(targetSize, horizontalFittingPriority: horizontalFittingPriority,
                          verticalFittingPriority: verticalFittingPriority)
    }

    /// The size the view wants from its content; default has no intrinsic size
    /// (`UIView.noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value meaning "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Called before the view moves to `newSuperview` (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view's window changes to `newWindow`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}

    /// Called when this view's `tintColor` changes: set on it, or on the ancestor it
    /// inherits from, or a new superview gave it another. Override to redraw tinted
    /// content (call super).
    open func tintColorDidChange() {}

    /// The tint set on this view; nil inherits the superview's (UIView+Tint).
    var explicitTintColor: UIColor?
    /// Content hugging and compression resistance, by axis (UIView+ContentPriorities).
    var contentPriorities = ContentPriorities()
    /// Constraints, guides and the engine, made when the view first takes part in Auto
    /// Layout (behaviour in Layout/UIView+Constraints.swift).
    var autoLayout: AutoLayoutState?
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called when `subview` was hidden or shown (a stack view closes up or makes room).
    func subviewVisibilityDidChange(_ subview: UIView) {}
    /// Called when `subview` invalidated its intrinsic content size: lays out again (a
    /// stack view's own size changes too).
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) { setNeedsLayout() }
    /// Whether `gestureRecognizer`, attached to this view, may leave the possible state
    /// and begin or recognize; false makes it fail. Default true. (UISlider-like controls
    /// override it to stop recognizers that would fight their own tracking.)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called when `safeAreaInsets` changed (the window's safe area, or a controller's
    /// `additionalSafeAreaInsets`).
    open func safeAreaInsetsDidChange() {}

    /// The space a layout leaves between the view's edges and its content, in points
    /// (8 on each side by default, as UIKit's); a change calls `layoutMarginsDidChange()`
    /// and lays the view out again.
    public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            if autoLayout?.layoutMarginsGuide != nil { layoutSystemInputsDidChange() }
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// False (the default, as UIKit's) gives the view only the first finger down on it;
    /// later fingers still reach gesture recognizers, not the view's `touchesBegan`.
    open var isMultipleTouchEnabled = false

    /// True keeps every other view of the window from getting touches while this one
    /// holds a finger, and this one from getting a finger while another view holds one.
    open var isExclusiveTouch = false

    /// The next responder: the owning view controller, else the superview.
    override open var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    override var responderWindow: UIWindow? { window }

    // MARK: Hooks for the toolkit's own views

    /// Draws content the toolkit's own views show (an image view's image) before `draw(_:)`.
    /// The context is not clipped to the bounds unless the view clips.
    func drawIntrinsicContent(in context: CGContext) {}

    /// The area that content covers, in the view's coordinates: the bounds, or more for
    /// content that overflows them (an aspect-filled image).
    func intrinsicContentExtent(in bounds: CGRect) -> CGRect { bounds }

    /// True when `drawIntrinsicContent(in:)` draws something (an image view's image).
    var drawsIntrinsicContent: Bool { false }

    /// Where `drawIntrinsicContent(in:)` paints every pixel opaque, in this view's
    /// coordinates (an opaque image's rectangle); nil for none. Lets the renderer leave out
    /// what lies beneath (`Occlusion`).
    var opaqueContentRect: CGRect? { nil }

    /// Draws what sits above the subviews (a scroll view's indicators), in this view's
    /// coordinates.
    func drawOverlay(in context: CGContext) {}

    /// Offered a wheel or trackpad scroll (without Ctrl) under the pointer, first to the
    /// hit-tested view and then up the superview chain; returns true when this view
    /// consumed it, which stops the search. Default false (UIScrollView scrolls). UIKit
    /// has no such method; it is open so an app can give the wheel another meaning (an
    /// image viewer's wheel zoom), as AppKit's `scrollWheel(with:)` is.
    open func scrollWheel(_ event: UIScrollWheelEvent) -> Bool { false }

}
