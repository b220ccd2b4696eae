import Foundation

/// A spinning indicator of work in progress, as UIKit's `UIActivityIndicatorView`: eight
/// rounded spokes around the centre, the brightest one stepping clockwise once per
/// `stepDuration` while animating, on the view's frame loop (a display link of its host,
/// so it stops with its window and keeps the host's time). Drawn by Raster paths.
open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    public enum Style: Sendable {
        /// 20 x 20 points.
        case medium
        /// 37 x 37 points.
        case large
    }

    /// Spokes around the circle.
    public static let spokeCount = 8
    /// Time one step of the bright spoke takes, in seconds: a turn a second, as iOS's.
    public static let stepDuration: TimeInterval = 1.0 / 8

    /// The size; setting it changes the intrinsic size and redraws.
    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The spokes' colour; iOS's default grey.
    open var color: UIColor! = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) {
        didSet { setNeedsDisplay() }
    }
    /// True hides the view while it is not animating (the default, as in UIKit); false
    /// shows it stopped.
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false

    /// The spoke drawn brightest, 0..<spokeCount (0 at the top).
    public private(set) var leadingSpoke = 0
    private var link: CADisplayLink?
    private var startTime: TimeInterval = 0

    /// An indicator of `style`, hidden until it animates.
    public init(style: Style = .medium) {
        self.style = style
        let side = UIActivityIndicatorView.side(style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isOpaque = false
        updateHidden()
    }

    /// A medium indicator occupying `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isOpaque = false
        updateHidden()
    }

    static func side(_ style: Style) -> CGFloat { style == .medium ? 20 : 37 }

    /// Starts the spokes turning (and shows the view).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        attachLink()
    }

    /// Stops the spokes (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        updateHidden()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        link?.invalidate()
        link = nil
        if isAnimating { attachLink() }
    }

    private func attachLink() {
        guard link == nil, let loop = frameLoop else { return }
        startTime = loop.now
        let link = CADisplayLink { [weak self] link in self?.step(at: link.targetTimestamp) }
        link.add(to: loop.scheduler)
        self.link = link
    }

    /// Shows the spoke for `time`, the frame being made (`targetTimestamp`).
    private func step(at time: TimeInterval) {
        let steps = Int(((time - startTime) / UIActivityIndicatorView.stepDuration).rounded(.down))
        let spoke = ((steps % UIActivityIndicatorView.spokeCount) + UIActivityIndicatorView.spokeCount)
            % UIActivityIndicatorView.spokeCount
        if spoke != leadingSpoke {
            leadingSpoke = spoke
            setNeedsDisplay()
        }
    }

    /// Hidden exactly while stopped with `hidesWhenStopped`; clearing `hidesWhenStopped`
    /// shows a stopped indicator again.
    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    /// The style's square.
    override open var intrinsicContentSize: CGSize {
        let side = UIActivityIndicatorView.side(style)
        return CGSize(width: side, height: side)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override var drawsIntrinsicContent: Bool { true }

    /// Spokes from 45 % to 100 % of the radius, a sixth of the radius wide with round caps;
    /// the leading spoke opaque, the others fading to 30 % behind it.
    override func drawIntrinsicContent(in context: CGContext) {
        let b = bounds
        let radius = min(b.width, b.height) / 2
        guard radius > 0 else { return }
        let width = radius / 6
        let style = StrokeStyle(lineWidth: width, lineCap: .round)
        let count = UIActivityIndicatorView.spokeCount
        let base = color.rasterColor
        for i in 0..<count {
            let a = -CGFloat.pi / 2 + 2 * .pi * CGFloat(i) / CGFloat(count)
            let outer = radius - width / 2, inner = radius * 0.45 + width / 2
            var spoke = Path()
            spoke.move(to: CGPoint(x: b.midX + inner * cos(a), y: b.midY + inner * sin(a)))
            spoke.addLine(to: CGPoint(x: b.midX + outer * cos(a), y: b.midY + outer * sin(a)))
            // How many steps behind the leading spoke this one is.
            let behind = (leadingSpoke - i + count) % count
            let share = 1 - 0.7 * Double(behind) / Double(count - 1)
            var c = base
            c.alpha = UInt8((Double(base.alpha) * share).rounded())
            context.canvas.stroke(spoke, style: style, with: c)
        }
    }
}
