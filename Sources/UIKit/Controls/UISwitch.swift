import Foundation

/// An on/off control, as UIKit's `UISwitch`: a 51 x 31 point pill with a round thumb
/// that sits left when off and right when on. A tap toggles it; a drag moves the thumb
/// with the finger and, on release, leaves the switch on when the thumb's centre is past
/// the middle of its travel. Either sends `.valueChanged` once, and only when `isOn`
/// changed. The thumb slides over `animationDuration` on the view's frame loop (a display
/// link of its host). Drawn by Raster: the off track white inside a border, the on track
/// filled in `onTintColor`, the two crossfading as the thumb travels.
open class UISwitch: UIControl {
    /// The switch's size, in points (iOS's).
    public static let intrinsicSize = CGSize(width: 51, height: 31)
    /// The thumb's inset from the track's edge, in points.
    public static let thumbInset: CGFloat = 2
    /// The off track's border width, in points.
    public static let borderWidth: CGFloat = 1.5
    /// How long the thumb takes to slide from one end to the other, in seconds.
    public static let animationDuration: TimeInterval = 0.25
    /// How far a finger moves before a touch drags the thumb instead of tapping, in points.
    public static let dragThreshold: CGFloat = 4
    /// The off border's colour while `tintColor` is not set on the switch itself (iOS's
    /// light grey, not the inherited tint).
    public static let defaultOffBorderColor = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)
    /// A disabled switch draws its colours at this share of their opacity (iOS's dimming).
    public static let disabledAlpha: Double = 0.5

    /// True when on. Setting it moves the thumb at once and sends no action, as in UIKit.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The on track's colour; nil draws `.systemGreen` (as UIKit's default).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour; nil draws white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Where the thumb is drawn now, 0 (off end) to 1 (on end): `isOn`'s end at rest, on
    /// the way while animating, under the finger while dragged.
    public private(set) var thumbPosition: CGFloat = 0

    private var storedIsOn = false
    /// The slide under way on its frame loop's animation driver, and where it ends.
    private var animation: (to: CGFloat, id: AnimationDriver.ID, driver: AnimationDriver)?
    private var touchDownX: CGFloat = 0
    private var positionAtTouchDown: CGFloat = 0
    private var isDraggingThumb = false

    /// A switch at `frame`'s origin; its size is always `intrinsicSize`, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.intrinsicSize))
        isOpaque = false
    }

    /// As UIView's, but the size stays `intrinsicSize` (UIKit's switch keeps its size
    /// whatever frame it is given); only the origin moves.
    override open var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.intrinsicSize) }
    }

    /// As UIView's, but the size stays `intrinsicSize`, however it is set (a stack view
    /// sizes its views through their bounds).
    override open var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.intrinsicSize) }
    }

    /// Sets `isOn`; with `animated`, the thumb slides there over `animationDuration`
    /// (scaled by the distance left) on the view's frame loop, at once when the switch is
    /// in no host's window. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        moveThumb(to: on ? 1 : 0, animated: animated)
    }

    private func moveThumb(to target: CGFloat, animated: Bool) {
        stopSlide()
        guard animated, let loop = frameLoop, target != thumbPosition else {
            thumbPosition = target
            setNeedsDisplay()
            return
        }
        // The whole travel takes `animationDuration`; part of it, its share.
        let from = thumbPosition, duration = UISwitch.animationDuration * Double(abs(target - from))
        let slide = CurveAnimation(startTime: loop.now, duration: duration, curve: QuadraticEaseOut())
        var id: AnimationDriver.ID?
        id = loop.animations.add(slide, apply: { [weak self] slide in
            // Exactly the end at the end, whatever the rounding on the way.
            self?.thumbPosition = slide.progress >= 1 ? target : from.interpolated(to: target, fraction: CGFloat(slide.progress))
            self?.setNeedsDisplay()
        }, completion: { [weak self] finished in
            if finished, let self, animation?.id == id { animation = nil }
        })
        animation = (target, id!, loop.animations)
    }

    /// Stops the slide under way where it is.
    private func stopSlide() {
        guard let animation else { return }
        self.animation = nil
        animation.driver.cancel(animation.id)
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        // A slide cannot continue on another host's clock: finish it.
        if let animation, frameLoop == nil || window == nil {
            stopSlide()
            thumbPosition = animation.to
            setNeedsDisplay()
        }
    }

    // MARK: Size

    /// `intrinsicSize`, whatever the frame.
    override open var intrinsicContentSize: CGSize { UISwitch.intrinsicSize }

    /// `intrinsicSize`: a switch has one size.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.intrinsicSize }

    // MARK: Geometry

    /// The thumb's diameter in the current bounds, in points (27 at the intrinsic size).
    public var thumbDiameter: CGFloat { max(0, bounds.height - 2 * UISwitch.thumbInset) }

    /// The points the thumb's centre travels from off to on.
    private var thumbTravel: CGFloat { max(0, bounds.width - 2 * UISwitch.thumbInset - thumbDiameter) }

    /// The thumb's rectangle at `thumbPosition`, in the switch's coordinates.
    public var thumbRect: CGRect {
        let d = thumbDiameter
        return CGRect(x: bounds.minX + UISwitch.thumbInset + thumbTravel * thumbPosition,
                      y: bounds.minY + UISwitch.thumbInset, width: d, height: d)
    }

    // MARK: Tracking

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stopSlide()
        touchDownX = touch.location(in: self).x
        positionAtTouchDown = thumbPosition
        isDraggingThumb = false
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - touchDownX
        if !isDraggingThumb, abs(dx) >= UISwitch.dragThreshold { isDraggingThumb = true }
        guard isDraggingThumb else { return true }
        let travel = thumbTravel
        let position = travel > 0 ? positionAtTouchDown + dx / travel : positionAtTouchDown
        thumbPosition = min(1, max(0, position))
        setNeedsDisplay()
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        let on = isDraggingThumb ? thumbPosition >= 0.5 : !storedIsOn
        isDraggingThumb = false
        let changed = on != storedIsOn
        setOn(on, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    override open func cancelTracking(with event: UIEvent?) {
        isDraggingThumb = false
        moveThumb(to: storedIsOn ? 1 : 0, animated: true)
    }

    /// A single-finger single tap is the control's own, over a tap recognizer on an
    /// ancestor (UIKit's rule for switches and segmented controls, as for buttons).
    override var keepsSingleTaps: Bool { true }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    override var drawsIntrinsicContent: Bool { true }

    /// The border, a white inside fading out as the thumb travels, the on colour fading
    /// in over both, and the thumb with a faint ring for iOS's shadow.
    override func drawIntrinsicContent(in context: CGContext) {
        let canvas = context.canvas
        let b = bounds
        let opacity = isEnabled ? 1 : UISwitch.disabledAlpha
        let p = thumbPosition
        let radius = b.height / 2
        let border = (explicitTintColor ?? UISwitch.defaultOffBorderColor).rasterColor
        canvas.fillRoundedRect(b, cornerRadius: radius, with: border.withAlphaMultiplied(by: opacity))
        // The white inside fades out as the on colour fades in over the whole track.
        let inside = b.insetBy(dx: UISwitch.borderWidth, dy: UISwitch.borderWidth)
        if p < 1, inside.width > 0, inside.height > 0 {
            canvas.fillRoundedRect(inside, cornerRadius: inside.height / 2,
                                   with: Color.white.withAlphaMultiplied(by: opacity * Double(1 - p)))
        }
        if p > 0 {
            let on = (onTintColor ?? .systemGreen).rasterColor
            canvas.fillRoundedRect(b, cornerRadius: radius, with: on.withAlphaMultiplied(by: opacity * Double(p)))
        }
        let thumb = thumbRect
        var ring = Path()
        ring.addEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5))
        canvas.fill(ring, with: Color(red: 0, green: 0, blue: 0, alpha: 45).withAlphaMultiplied(by: opacity))
        var disc = Path()
        disc.addEllipse(in: thumb)
        canvas.fill(disc, with: (thumbTintColor ?? .white).rasterColor.withAlphaMultiplied(by: opacity))
    }
}
