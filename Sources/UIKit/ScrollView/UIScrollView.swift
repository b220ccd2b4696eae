import Foundation

/// A view that scrolls its subviews by moving its `bounds.origin` (`contentOffset`), and
/// zooms the view its delegate returns from `viewForZooming(in:)`, as UIKit's
/// `UIScrollView`.
///
/// Stored state lives here in small groups; behaviour is split by concern:
/// `+ContentGeometry` (insets, the scrollable range), `+Dragging` (tracking, the drag,
/// the release and its target), `+Paging` (where pages rest), `+Motion` (deceleration,
/// bounce, animated scrolls, and how a touch or new input stops them), `+Zooming`,
/// `+Indicators`, `+TouchDelay` (the content-touch delay), `+Wheel`, `+Keyboard`,
/// `+ScrollsToTop`, `+Refresh` (the refresh control). Where content comes to rest is computed by pure functions
/// (`ScrollTargets`) and the motion by value types (`ScrollAxisMotion` over `Decay`,
/// `TargetedDecay`, `Spring`) that step with the media clock.
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// How `adjustedContentInset` includes the safe area, as UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` (there are no navigation or tab bar controllers here, which is
        /// when UIKit's automatic behaviour differs).
        case automatic
        /// Adds the safe area on the axes that scroll.
        case scrollableAxes
        /// Never adds the safe area.
        case never
        /// Always adds the safe area.
        case always
    }

    /// When the keyboard (a first responder inside) is dismissed by scrolling.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss.
        case none
        /// Dismissed when a drag begins.
        case onDrag
        /// Dismissed when a drag begins (there is no on-screen keyboard to follow the
        /// finger on the desktop, so interactive behaves as onDrag).
        case interactive
        /// Dismissed, with its accessory view, when a drag begins (iOS 16); here as onDrag.
        case onDragWithAccessory
        /// Dismissed interactively with its accessory view (iOS 16); here as onDrag.
        case interactiveWithAccessory
    }

    /// The colours of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border: visible on any background.
        case `default`
        /// Black, for light backgrounds.
        case black
        /// White, for dark backgrounds.
        case white
    }

    /// The object told about scrolling and zooming.
    public weak var delegate: UIScrollViewDelegate? {
        didSet {
            updateAdjustedContentInset()
            updateZoomAvailability()
        }
    }

    /// The size of the content, in points; together with the insets it sets how far the
    /// content scrolls. A NaN or negative-infinite extent is refused (the old size is
    /// kept); an infinite one scrolls without end.
    public var contentSize: CGSize = .zero {
        didSet {
            guard !contentSize.width.isNaN, !contentSize.height.isNaN,
                  contentSize.width != -.infinity, contentSize.height != -.infinity else {
                NonFiniteGeometry.refuse("contentSize", of: self, values: contentSize.components,
                                         need: "numbers or +infinity")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { contentGeometryDidChange() }
        }
    }

    /// Extra scrollable space around the content, in points; a non-finite inset is refused
    /// (the old insets are kept).
    public var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard NonFiniteGeometry.accepts(contentInset, as: "contentInset", of: self) else {
                contentInset = oldValue
                return
            }
            if contentInset != oldValue { contentGeometryDidChange() }
        }
    }

    /// How the safe area enters `adjustedContentInset`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` says, in
    /// points: the insets scrolling actually uses.
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// False stops the scroll view from taking touches (they go along the responder chain)
    /// and wheel or key scrolling; code can still scroll it.
    public var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// True makes scrolling come to rest on multiples of the bounds size.
    public var isPagingEnabled = false

    /// True lets the content move past its edges and bounce back.
    public var bounces = true

    /// True lets a vertical drag bounce even when the content is not taller than the view
    /// (with `bounces`; without it such content takes no vertical drag, as on iOS).
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { contentGeometryDidChange() } }
    }

    /// True lets a horizontal drag bounce even when the content is not wider than the view
    /// (with `bounces`).
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { contentGeometryDidChange() } }
    }

    /// True locks a drag that starts mostly along one axis to that axis.
    public var isDirectionalLockEnabled = false

    /// How quickly the content slows after a fling: the fraction of velocity kept per
    /// millisecond, clamped to 0...0.9999 (a non-finite rate counts as `.normal`).
    public var decelerationRate: DecelerationRate = .normal {
        didSet {
            let r = decelerationRate.rawValue
            if !r.isFinite { decelerationRate = .normal } else if r < 0 || r > 0.9999 {
                decelerationRate = DecelerationRate(rawValue: min(0.9999, max(0, r)))
            }
        }
    }

    /// True makes the scroll view eligible for scroll-to-top requests.
    public var scrollsToTop = true

    /// True holds a touch for 150 ms before giving it to content, to see whether it drags.
    public var delaysContentTouches = true

    /// True lets a drag take a touch away from content that already has it.
    public var canCancelContentTouches = true

    /// Whether dragging dismisses the keyboard: resigns the window's first responder (any but
    /// the scroll view itself).
    public var keyboardDismissMode: KeyboardDismissMode = .none

    /// True (the default) lets a hardware keyboard scroll the content (arrows, Page Up and
    /// Down, Space, Home and End, `+Keyboard`), as UIKit's since iOS 17; false leaves those
    /// keys to the responder chain.
    public var allowsKeyboardScrolling = true

    /// True shows the horizontal indicator while scrolling.
    public var showsHorizontalScrollIndicator = true {
        didSet { setNeedsDisplay() }
    }

    /// True shows the vertical indicator while scrolling.
    public var showsVerticalScrollIndicator = true {
        didSet { setNeedsDisplay() }
    }

    /// The indicators' colours.
    public var indicatorStyle: IndicatorStyle = .default {
        didSet { setNeedsDisplay() }
    }

    /// Insets of the vertical indicator's track from the bounds, in points.
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsDisplay() }
    }

    /// Insets of the horizontal indicator's track from the bounds, in points.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsDisplay() }
    }

    /// True (the default) keeps the indicators inside the safe area: `safeAreaInsets` is
    /// added to both indicators' insets, as UIKit does.
    public var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { setNeedsDisplay() }
    }

    /// Both indicators' insets; reading gives the vertical one, as UIKit does.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Pull to refresh: the control shows above the content and refreshes when pulled
    /// (see `UIRefreshControl`). Setting it adds it as a subview, replacing the old one.
    public var refreshControl: UIRefreshControl? {
        didSet { if refreshControl !== oldValue { installRefreshControl(replacing: oldValue) } }
    }

    /// True while a finger is on the content (it may not have moved enough to drag).
    public internal(set) var isTracking = false
    /// True once the finger has moved the content.
    public internal(set) var isDragging = false
    /// True while the content moves on its own after a drag.
    public internal(set) var isDecelerating = false

    /// The last adjusted inset announced to the delegate.
    var announcedAdjustedContentInset: UIEdgeInsets = .zero
    /// The `contentInset` and the safe area's part of the adjusted inset at the last
    /// update: a change of the safe area's part alone moves content resting at its top.
    var lastInsetParts: (content: UIEdgeInsets, safeArea: UIEdgeInsets) = (.zero, .zero)

    /// Motion not driven by a finger: deceleration, bounce, animated scrolls.
    var motion = MotionState()
    /// The indicators' visibility over time.
    var indicators = IndicatorState()
    /// The finger's drag in progress.
    var drag = DragState()
    /// Samples of a precise wheel stream, for the momentum when it stops.
    var wheelVelocity = VelocityTracker()
    /// Zoom limits and the pinch in progress.
    var zoom = ZoomState()
    /// The pinch that zooms; attached while zooming is possible.
    let scrollPinch = UIPinchGestureRecognizer()

    /// The smallest zoom scale, 1.0 by default; a NaN, infinite or non-positive one is
    /// refused (the old limit is kept).
    public var minimumZoomScale: CGFloat {
        get { zoom.minimumScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return NonFiniteGeometry.refuse("minimumZoomScale", of: self, values: [newValue],
                                                need: "a finite scale above 0")
            }
            zoom.minimumScale = newValue
            updateZoomAvailability()
        }
    }

    /// The largest zoom scale, 1.0 by default; zooming is on only when it exceeds the
    /// minimum and the delegate returns a view from `viewForZooming(in:)`.
    /// A NaN, infinite or non-positive one is refused (the old limit is kept).
    public var maximumZoomScale: CGFloat {
        get { zoom.maximumScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return NonFiniteGeometry.refuse("maximumZoomScale", of: self, values: [newValue],
                                                need: "a finite scale above 0")
            }
            zoom.maximumScale = newValue
            updateZoomAvailability()
        }
    }

    /// True lets a pinch go past the limits (damped) and animate back on release.
    public var bouncesZoom = true

    /// True while a pinch zooms (from its beginning to `scrollViewDidEndZooming`).
    public internal(set) var isZooming = false
    /// True while the zoom animates back to a limit after a pinch past it.
    public internal(set) var isZoomBouncing = false

    /// The recognizer that drags the content (read-only, as in UIKit; configure it, do not
    /// replace its delegate).
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// Holds touches back from the content while a drag may still begin.
    let touchDelayGestureRecognizer = ContentTouchDelayGestureRecognizer()

    /// A scroll view covering `frame` (points); it clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        // As UIKit's: a pinch's second finger is the scroll view's too.
        isMultipleTouchEnabled = true
        scrollPan.scrollView = self
        scrollPan.delegate = self
        scrollPan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(scrollPan)
        touchDelayGestureRecognizer.scrollView = self
        touchDelayGestureRecognizer.delegate = self
        addGestureRecognizer(touchDelayGestureRecognizer)
        scrollPinch.delegate = self
        scrollPinch.addTarget(self, action: UIScrollView.handlePinch)
    }

    /// Called when `adjustedContentInset` changed, before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset`. Subclasses override it (call super).
    open func adjustedContentInsetDidChange() {}

    /// Whether the content view `view` may receive `touches` (asked before they are
    /// delivered). Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may take the touches away from the content view `view` (it then gets
    /// `touchesCancelled`). Default true, false for a `UIControl`; never asked when
    /// `canCancelContentTouches` is false.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Where a drag released at `velocity` (points per millisecond) comes to rest, given
    /// where deceleration would take it; asked before the delegate's
    /// `scrollViewWillEndDragging`, which sees the answer (not with paging). A collection
    /// view asks its layout (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    func restingOffset(proposing proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Scrolls by the wheel or trackpad delta (`handleScrollWheel`); false when the
    /// content cannot move that way.
    override open func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        handleScrollWheel(event)
    }

    /// Arrow keys, Page Up/Down, Space, Home and End scroll the content (animated);
    /// other keys, and keys that cannot move it further, go up the responder chain.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handleKeyPress($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The keys `pressesBegan` would scroll with are the scroll view's own.
    override func takesKeyAsSystemBehavior(_ key: UIKey) -> Bool {
        keyScrollTarget(for: key) != nil
    }

    /// A scroll view can be focused (made first responder) to take keyboard scrolling.
    override open var canBecomeFirstResponder: Bool { true }

    /// The scroll view's own recognizers ask it before they begin: the pan begins only
    /// when it is enabled, it moves along an axis this scroll view scrolls (so a nested
    /// scroll view leaves the other axis to its outer one), and it may take the touches
    /// from the content.
    override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollPinch { return viewForZooming != nil }
        guard gestureRecognizer === scrollPan else { return true }
        return panShouldBegin()
    }

    /// Saves `zoomScale`, `contentInset` and `contentOffset`, as UIKit's scroll view does.
    override open func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Double(zoomScale), forKey: UIScrollView.RestorationKey.zoomScale)
        coder.encode(contentInset, forKey: UIScrollView.RestorationKey.contentInset)
        coder.encode(contentOffset, forKey: UIScrollView.RestorationKey.contentOffset)
    }

    /// Restores the saved inset, zoom (within the limits now) and offset (clamped to the
    /// range the content allows now), so the content shows scrolled as it was; values that
    /// were not saved, or are not finite, are left alone.
    override open func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        stopMotion()
        if coder.containsValue(forKey: RestorationKey.contentInset) {
            let inset = coder.decodeUIEdgeInsets(forKey: RestorationKey.contentInset)
            if [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) { contentInset = inset }
        }
        if coder.containsValue(forKey: RestorationKey.zoomScale) {
            let scale = coder.decodeDouble(forKey: RestorationKey.zoomScale)
            if scale.isFinite, scale > 0 { setZoomScale(CGFloat(scale), animated: false) }
        }
        if coder.containsValue(forKey: RestorationKey.contentOffset) {
            let offset = coder.decodeCGPoint(forKey: RestorationKey.contentOffset)
            if offset.x.isFinite, offset.y.isFinite { contentOffset = clampedContentOffset(offset) }
        }
    }

    /// The keys a scroll view's restorable state is saved under.
    enum RestorationKey {
        static let zoomScale = "UIScrollView.zoomScale"
        static let contentInset = "UIScrollView.contentInset"
        static let contentOffset = "UIScrollView.contentOffset"
    }

    // MARK: UIGestureRecognizerDelegate
    // The scroll view is its recognizers' delegate. The conformance sits on the class so a
    // subclass overrides these, as iOS code does for nested scroll views (calling super
    // keeps the scroll view's own recognizers working together).

    /// True for the scroll view's own pan, pinch and content-touch delay together.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        areOwnRecognizers(gestureRecognizer, otherGestureRecognizer)
    }

    /// False: the scroll view's recognizers wait for no other.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// False: no other recognizer waits for the scroll view's.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// True: the scroll view's recognizers see every touch.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    /// True: the pinch takes Ctrl+wheel zooms.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }

    deinit {
        motion.link?.invalidate()
        indicators.link?.invalidate()
    }

    override func drawOverlay(in context: CGContext) {
        drawScrollIndicators(in: context)
    }

    /// The point of the content shown at the top-left corner, in points: `bounds.origin`.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard NonFiniteGeometry.accepts(newValue, as: "contentOffset", of: self) else { return }
            bounds.origin = newValue
        }
    }

    override open var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size {
                contentGeometryDidChange()
                restInsideRangeIfIdle()
            }
            if bounds.origin != oldValue.origin { didChangeContentOffset() }
        }
    }

    override open func safeAreaInsetsDidChange() {
        contentGeometryDidChange()
    }

    override open func didMoveToWindow() {
        contentGeometryDidChange()
    }
}
