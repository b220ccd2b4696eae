import Foundation

/// A row of mutually exclusive segments, as UIKit's `UISegmentedControl` in its iOS 13
/// look: a rounded grey track, the selected segment raised as a white rounded rectangle,
/// thin dividers between the others. Each segment shows a title (a `UILabel` subview) or
/// an image (a `UIImageView` subview).
///
/// A tap on an enabled segment selects it and sends `.valueChanged` (nothing when it was
/// selected already); the raised rectangle slides to it over `selectionAnimationDuration`
/// on the view's frame loop. A momentary control shows the press only while the finger
/// is down, sets `selectedSegmentIndex` to the tapped segment and sends `.valueChanged`
/// for every tap, as UIKit's. Setting `selectedSegmentIndex` moves the selection at once
/// and sends nothing.
///
/// Stored state, selection, tracking and drawing live here; segment content and widths
/// in UISegmentedControl+Segments, title attributes in UISegmentedControl+Attributes.
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    /// The control's height, in points (iOS 13's 32).
    public static let defaultHeight: CGFloat = 32
    /// Space each side of a segment's title or image in the fitted width, in points.
    public static let contentPadding: CGFloat = 12
    /// The track's corner radius, in points.
    public static let trackCornerRadius: CGFloat = 8
    /// How far the raised selected segment sits inside its segment, in points.
    public static let selectionInset: CGFloat = 2
    /// How long the raised segment takes to slide to a tapped segment, in seconds.
    public static let selectionAnimationDuration: TimeInterval = 0.25
    /// The titles' font size, in points (iOS 13's 13).
    public static let titleFontSize: CGFloat = 13
    /// The track's colour (iOS 13's tertiary fill: 118, 118, 128 at 12 %).
    public static let trackColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// The dividers' colour.
    public static let dividerColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 0.3)

    /// One segment's content and settings, with the views that show it.
    struct Segment {
        var title: String?
        var image: UIImage?
        /// 0 is automatic.
        var width: CGFloat = 0
        var isEnabled = true
        /// Run when a tap selects the segment (`init(frame:actions:)`).
        var action: UIAction?
        let label: UILabel
        let imageView: UIImageView
    }

    /// The segments, leading to trailing.
    var segments: [Segment] = []

    /// The selected segment, or `noSegment`; an index out of range (or below -1) selects
    /// none. Setting it sends no action and draws the selection there at once.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { select(segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment, animated: false) }
    }

    /// True: segments do not stay selected; each tap shows a press and sends
    /// `.valueChanged`.
    open var isMomentary = false {
        didSet {
            updateSegmentContent()
            setNeedsDisplay()
        }
    }

    /// True shares the width among automatic segments by their content's widths; false
    /// (the default) gives each the same width.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsChanged() }
    }

    /// The raised selected segment's colour; nil draws white.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The segment a finger is on (drawn pressed), or nil.
    public private(set) var pressedSegmentIndex: Int?

    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// `contentWidths` until the segments or their attributes change.
    var cachedContentWidths: [CGFloat]?
    /// Title attributes per state (UISegmentedControl+Attributes).
    var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    /// The raised segment's slide: where it started, its timing as last stepped (its
    /// progress the share done), and its entry on the frame loop's animation driver; nil at
    /// rest.
    private var selectionAnimation: (from: CGRect, timing: CurveAnimation<QuadraticEaseOut>, id: AnimationDriver.ID,
                                     driver: AnimationDriver)?

    /// An empty control occupying `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A control with a segment for each item, a `String` (its title) or a `UIImage`
    /// (its image); other items are skipped. Sized to fit, no segment selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control occupying `frame` with a segment for each action, titled with the
    /// action's title; tapping a segment runs its action (after `.valueChanged` goes out).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            insertSegment(withTitle: action.title, at: numberOfSegments, animated: false)
            segments[segments.count - 1].action = action
        }
    }

    // MARK: Selection

    func select(_ index: Int, animated: Bool) {
        let old = storedSelectedIndex
        storedSelectedIndex = index
        stopSelectionSlide()
        updateSegmentContent()
        setNeedsDisplay()
        guard animated, index != old, segments.indices.contains(old), index >= 0, !isMomentary,
              let loop = frameLoop else { return }
        let slide = CurveAnimation(startTime: loop.now, duration: UISegmentedControl.selectionAnimationDuration,
                                   curve: QuadraticEaseOut())
        var id: AnimationDriver.ID?
        id = loop.animations.add(slide, apply: { [weak self] slide in
            self?.selectionAnimation?.timing = slide
            self?.setNeedsDisplay()
        }, completion: { [weak self] finished in
            if finished, let self, selectionAnimation?.id == id { selectionAnimation = nil }
        })
        selectionAnimation = (selectionRect(forSegment: old), slide, id!, loop.animations)
    }

    /// Stops the raised segment's slide; it shows at the selected segment.
    private func stopSelectionSlide() {
        guard let animation = selectionAnimation else { return }
        selectionAnimation = nil
        animation.driver.cancel(animation.id)
    }

    /// Where the raised selected segment is drawn now (the control's coordinates): at the
    /// selected segment, or on its way there; nil when none is shown.
    public var selectionIndicatorFrame: CGRect? {
        guard let shown = raisedSegmentIndex else { return nil }
        let target = selectionRect(forSegment: shown)
        guard let animation = selectionAnimation else { return target }
        return animation.from.interpolated(to: target, fraction: CGFloat(animation.timing.progress))
    }

    /// The segment drawn raised: the held one of a momentary control, else the selected
    /// one; nil when none is.
    var raisedSegmentIndex: Int? {
        let index = isMomentary ? pressedSegmentIndex : storedSelectedIndex
        return index.flatMap { segments.indices.contains($0) ? $0 : nil }
    }

    private func selectionRect(forSegment index: Int) -> CGRect {
        let inset = UISegmentedControl.selectionInset
        return frameForSegment(at: index).insetBy(dx: inset, dy: inset)
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if selectionAnimation != nil, window == nil || frameLoop == nil {
            stopSelectionSlide()
            setNeedsDisplay()
        }
    }

    // MARK: Tracking

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = enabledSegment(under: touch) else { return false }
        setPressed(index)
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setPressed(isTouchInside ? enabledSegment(under: touch) : nil)
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let index = touch.flatMap { isInsideWithSlop($0) ? enabledSegment(under: $0) : nil }
        setPressed(nil)
        guard let index else { return }
        if isMomentary {
            storedSelectedIndex = index
        } else {
            guard index != storedSelectedIndex else { return }
            select(index, animated: true)
        }
        sendActions(for: .valueChanged)
        // An action for the value change may have removed segments.
        if segments.indices.contains(index) { segments[index].action?.perform(sender: self) }
    }

    override open func cancelTracking(with event: UIEvent?) {
        setPressed(nil)
    }

    private func enabledSegment(under touch: UITouch) -> Int? {
        let index = segmentIndex(atX: touch.location(in: self).x)
        guard let index, segments[index].isEnabled else { return nil }
        return index
    }

    private func setPressed(_ index: Int?) {
        guard index != pressedSegmentIndex else { return }
        pressedSegmentIndex = index
        updateSegmentContent()
        setNeedsDisplay()
    }

    /// A single-finger single tap is the control's own, over a tap recognizer on an
    /// ancestor (UIKit's rule for switches and segmented controls, as for buttons).
    override var keepsSingleTaps: Bool { true }

    override open var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateSegmentContent() } }
    }

    // MARK: Size and layout (implemented in UISegmentedControl+Segments.swift)

    /// The width every segment's content needs (`SegmentWidths.fittingWidth`: with equal
    /// shares, every automatic segment as wide as the widest content) and
    /// `defaultHeight`, in points.
    override open var intrinsicContentSize: CGSize { fittingSize }

    /// The intrinsic size (`size` is not a limit).
    override open func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    /// Places each segment's title or image in its segment.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutSegmentViews()
    }

    // MARK: Drawing

    override var drawsIntrinsicContent: Bool { true }

    /// The track, dividers between segments where neither side is raised, a darker
    /// press on a held unselected segment, and the raised rectangle with a faint edge.
    override func drawIntrinsicContent(in context: CGContext) {
        let canvas = context.canvas
        let b = bounds
        canvas.fillRoundedRect(b, cornerRadius: UISegmentedControl.trackCornerRadius,
                               with: UISegmentedControl.trackColor.rasterColor)
        let raised = selectionIndicatorFrame
        let raisedIndex = raisedSegmentIndex
        let dividerInset = b.height / 4
        let frames = segmentFrames
        for i in frames.indices.dropFirst() where raisedIndex != i && raisedIndex != i - 1 {
            let x = frames[i].minX
            canvas.fill(CGRect(x: x - 0.5, y: b.minY + dividerInset, width: 1, height: b.height - 2 * dividerInset),
                        with: UISegmentedControl.dividerColor.rasterColor)
        }
        if !isMomentary, let pressed = pressedSegmentIndex, pressed != storedSelectedIndex {
            canvas.fillRoundedRect(selectionRect(forSegment: pressed), cornerRadius: UISegmentedControl.trackCornerRadius - 1,
                                   with: UISegmentedControl.trackColor.rasterColor)
        }
        guard let raised else { return }
        let radius = UISegmentedControl.trackCornerRadius - 1
        canvas.fillRoundedRect(raised.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5), cornerRadius: radius + 0.5,
                               with: Color(red: 0, green: 0, blue: 0, alpha: 30))
        canvas.fillRoundedRect(raised, cornerRadius: radius, with: (selectedSegmentTintColor ?? .white).rasterColor)
    }
}
