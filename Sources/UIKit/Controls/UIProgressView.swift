import Foundation

/// A bar showing how far a task has come, as UIKit's `UIProgressView`: a rounded track
/// with the done part filled from the leading edge. Drawn by Raster.
open class UIProgressView: UIView {
    /// The bar's height, in points: iOS's default style, 4 points.
    public static let barHeight: CGFloat = 4
    /// How long `setProgress(_:animated: true)` takes to reach the new value, in seconds.
    public static let animationDuration: TimeInterval = 0.25

    /// The share done, 0...1 (values outside are clamped, NaN is 0). Setting it stops a
    /// running animation and shows the value at once.
    open var progress: Float {
        get { target }
        set { setProgress(newValue, animated: false) }
    }
    /// The done part's colour; nil uses `tintColor`.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's colour; nil uses a light grey (iOS's `systemGray5`-like default).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The value the bar is drawn at now: `progress`, or on the way there while animating.
    public private(set) var displayedProgress: Float = 0
    private var target: Float = 0
    /// The move under way on the frame loop's animation driver.
    private var animation: (id: AnimationDriver.ID, driver: AnimationDriver)?

    /// A progress view occupying `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Sets `progress`; with `animated`, the bar moves there over `animationDuration` on
    /// the view's frame loop (at once when the view is in no host's window).
    open func setProgress(_ progress: Float, animated: Bool) {
        let value = progress.isNaN ? 0 : min(1, max(0, progress))
        target = value
        if let animation {
            self.animation = nil
            animation.driver.cancel(animation.id)
        }
        guard animated, let loop = frameLoop, value != displayedProgress else {
            displayedProgress = value
            setNeedsDisplay()
            return
        }
        let from = displayedProgress
        let move = CurveAnimation(startTime: loop.now, duration: UIProgressView.animationDuration, curve: QuadraticEaseOut())
        var id: AnimationDriver.ID?
        id = loop.animations.add(move, apply: { [weak self] move in
            // Exactly the value at the end, whatever the rounding on the way.
            self?.displayedProgress = move.progress >= 1 ? value : from + (value - from) * Float(move.progress)
            self?.setNeedsDisplay()
        }, completion: { [weak self] finished in
            if finished, let self, animation?.id == id { animation = nil }
        })
        animation = (id!, loop.animations)
    }

    /// The default track colour.
    public static let defaultTrackColor = UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The natural size: no width of its own, `barHeight` tall.
    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight) }

    override var drawsIntrinsicContent: Bool { true }

    override func drawIntrinsicContent(in context: CGContext) {
        let b = bounds
        let track = CGRect(x: b.minX, y: b.midY - UIProgressView.barHeight / 2, width: b.width, height: UIProgressView.barHeight)
        let radius = track.height / 2
        context.canvas.fillRoundedRect(track, cornerRadius: radius,
                                       with: (trackTintColor ?? UIProgressView.defaultTrackColor).rasterColor)
        let done = CGFloat(displayedProgress) * track.width
        guard done > 0 else { return }
        context.canvas.fillRoundedRect(CGRect(x: track.minX, y: track.minY, width: done, height: track.height),
                                       cornerRadius: radius, with: (progressTintColor ?? tintColor).rasterColor)
    }
}
