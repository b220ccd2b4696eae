import Foundation

/// A control choosing a value along a track by dragging a thumb, as UIKit's `UISlider`.
/// Only a touch that starts on the thumb (grown to 44 points, the smallest target iOS
/// asks for) drags it; the thumb then follows the finger's horizontal moves from where it
/// was grabbed. `.valueChanged` goes out on every change while `isContinuous`, else once
/// when the finger lifts. Drawn by Raster: a rounded track, filled in `tintColor` up to
/// the thumb, and a white round thumb with a soft outline.
open class UISlider: UIControl {
    /// The thumb's diameter, in points (iOS's 28).
    public static let thumbDiameter: CGFloat = 28
    /// The track's height, in points.
    public static let trackHeight: CGFloat = 4
    /// The smallest side of the area that grabs the thumb, in points.
    public static let minimumTouchTarget: CGFloat = 44

    /// The value at the leading end; raising it past `maximumValue` raises that too, and
    /// `value` is clamped again.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamp(storedValue)
            setNeedsDisplay()
        }
    }
    /// The value at the trailing end; lowering it past `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamp(storedValue)
            setNeedsDisplay()
        }
    }
    /// The value, always within `minimumValue...maximumValue` (NaN becomes the minimum).
    /// Setting it sends no action, as in UIKit.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// True sends `.valueChanged` during the drag; false only when it ends.
    open var isContinuous = true
    /// The track's colour up to the thumb; nil uses `tintColor`.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's colour past the thumb; nil uses a light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour; nil uses white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var storedValue: Float = 0
    /// The distance from the touch to the thumb's centre when grabbed, in points.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// A slider occupying `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Sets `value` (clamped); this slider draws the new value at once either way.
    open func setValue(_ value: Float, animated: Bool) {
        let v = clamp(value)
        guard v != storedValue else { return }
        storedValue = v
        setNeedsDisplay()
    }

    private func clamp(_ v: Float) -> Float {
        v.isNaN ? minimumValue : min(maximumValue, max(minimumValue, v))
    }

    // MARK: Geometry

    /// The track's rectangle in `bounds`: full width, `trackHeight` tall, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre travels from half a thumb inside the
    /// track's leading end to half a thumb inside its trailing end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = UISlider.thumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((clamp(value) - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - d) * fraction
        return CGRect(x: x, y: rect.midY - d / 2, width: d, height: d)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    /// Full width, 31 points tall (iOS's slider height).
    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    // MARK: Tracking

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = currentThumbRect
        let grow = max(0, (UISlider.minimumTouchTarget - thumb.width) / 2)
        let p = touch.location(in: self)
        guard thumb.insetBy(dx: -grow, dy: -grow).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbDiameter
        let centre = touch.location(in: self).x - grabOffset
        let fraction = travel > 0 ? Float((centre - track.minX - UISlider.thumbDiameter / 2) / travel) : 0
        let old = storedValue
        setValue(minimumValue + (maximumValue - minimumValue) * fraction, animated: false)
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    override var drawsIntrinsicContent: Bool { true }

    override func drawIntrinsicContent(in context: CGContext) {
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let r = track.height / 2
        let canvas = context.canvas
        canvas.fillRoundedRect(track, cornerRadius: r, with: (maximumTrackTintColor ?? UIProgressView.defaultTrackColor).rasterColor)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        canvas.fillRoundedRect(filled, cornerRadius: r, with: (minimumTrackTintColor ?? tintColor).rasterColor)
        // A soft edge in place of iOS's shadow: a faint ring just outside the thumb.
        var ring = Path()
        ring.addEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5))
        canvas.fill(ring, with: Color(red: 0, green: 0, blue: 0, alpha: 40))
        var disc = Path()
        disc.addEllipse(in: thumb)
        canvas.fill(disc, with: (thumbTintColor ?? .white).rasterColor)
    }
}
