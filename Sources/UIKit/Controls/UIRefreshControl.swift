import Foundation

/// Pull to refresh, as UIKit's `UIRefreshControl`: set it as a scroll view's
/// `refreshControl`. Pulling the content down past the top by `triggerDistance` while
/// dragging begins refreshing and sends `.valueChanged`; while refreshing, the scroll view
/// keeps `height` more at the top (in `adjustedContentInset`), so the content rests below
/// the spinner; `endRefreshing()` gives that room back and the content animates up.
///
/// The spinner is twelve spokes drawn by the rasterizer: while pulling, as many appear as
/// the pull has covered of the trigger distance; while refreshing all show, turning once a
/// second.
open class UIRefreshControl: UIControl {
    /// The room the spinner takes above the content while refreshing, in points.
    public static let height: CGFloat = 60
    /// How far past the top a drag must pull the content to begin refreshing, in points.
    public static let triggerDistance: CGFloat = 80
    /// The spinner's spokes.
    static let spokeCount = 12

    /// True from the pull (or `beginRefreshing()`) until `endRefreshing()`.
    public private(set) var isRefreshing = false


    /// The scroll view it refreshes (set by `UIScrollView.refreshControl`).
    weak var scrollView: UIScrollView?
    /// How far the content is pulled past the top, in points (0 when not).
    var pullDistance: CGFloat = 0 {
        didSet { if spokesShown != Self.spokes(for: oldValue) { setNeedsDisplay() } }
    }
    /// Turns the spinner while refreshing.
    private var spinLink: CADisplayLink?
    /// The spoke drawn brightest, 0..<12.
    private var spinPhase = 0

    /// A refresh control; the scroll view it is given to sizes and places it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: -UIRefreshControl.height, width: 0, height: UIRefreshControl.height))
    }

    /// A refresh control covering `frame`; its spokes take `tintColor`, grey unless set, as
    /// UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .gray
    }

    /// The spokes follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Marks refreshing begun (as when the app starts a refresh itself); sends no action.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        startSpinning()
        scrollView?.refreshingDidChange()
        setNeedsDisplay()
    }

    /// Ends refreshing: the scroll view gives back the spinner's room, the content
    /// animating up to the top when it rests above it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinLink?.invalidate()
        spinLink = nil
        scrollView?.refreshingDidChange()
        setNeedsDisplay()
    }

    /// False once a pull triggered, until that drag ends: an action that ends refreshing
    /// at once (while the finger still holds the content down) does not start another.
    var isArmed = true

    /// A drag pulled far enough: refreshing begins and the targets hear `.valueChanged`,
    /// once a drag.
    func pullTriggered() {
        guard !isRefreshing, isArmed else { return }
        isArmed = false
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    private var spokesShown: Int { isRefreshing ? Self.spokeCount : Self.spokes(for: pullDistance) }

    private static func spokes(for pull: CGFloat) -> Int {
        max(0, min(spokeCount, Int(CGFloat(spokeCount) * pull / triggerDistance)))
    }

    private func startSpinning() {
        guard let loop = window?.hostLoop else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return }
            let phase = Int(link.timestamp * Double(Self.spokeCount)) % Self.spokeCount
            if phase != self.spinPhase {
                self.spinPhase = phase
                self.setNeedsDisplay()
            }
        }
        link.add(to: loop.scheduler, forMode: .common)
        spinLink = link
    }

    deinit {
        spinLink?.invalidate()
    }

    /// Draws the spokes about the centre: each a rounded bar, fading behind the brightest.
    open override func draw(_ rect: CGRect) {
        let count = spokesShown
        guard count > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let color: UIColor = tintColor
        let radius: CGFloat = 12, length: CGFloat = 7, width: CGFloat = 2.5
        context.saveGState()
        context.translateBy(x: bounds.midX, y: bounds.midY)
        for i in 0..<count {
            let age = (spinPhase - i + Self.spokeCount) % Self.spokeCount
            let alpha = isRefreshing ? 1 - 0.7 * CGFloat(age) / CGFloat(Self.spokeCount) : 0.8
            context.saveGState()
            context.rotate(by: CGFloat(i) * 2 * .pi / CGFloat(Self.spokeCount))
            context.setFillColor(color.withAlphaComponent(alpha).cgColor)
            context.fillRoundedRect(CGRect(x: -width / 2, y: -radius, width: width, height: length),
                                    cornerRadius: width / 2)
            context.restoreGState()
        }
        context.restoreGState()
    }
}
