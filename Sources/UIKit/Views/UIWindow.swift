import Foundation

/// The root of a view tree shown on screen, as UIKit's `UIWindow`. It holds the first
/// responder, the root view controller, and the damage (window points) the next frame must
/// redraw.
open class UIWindow: UIView {
    /// The screen the window shows on.
    public var screen: UIScreen = .main

    /// The view controller whose view fills the window.
    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let vc = rootViewController { installRootView(of: vc) }
        }
    }

    /// A change of size first tells the controllers shown (`viewWillTransition(to:with:)`,
    /// UIWindow+SizeTransition), as a rotation or a resize does on iOS.
    override open var bounds: CGRect {
        get { super.bounds }
        set { transitionSize(to: newValue.size) { super.bounds = newValue } }
    }

    /// True while a size transition runs (its own `bounds` changes pass straight through).
    var isTransitioningSize = false

    /// True for the window that receives key presses.
    public internal(set) var isKeyWindow = false

    /// The responder that gets key presses first. One that loses the place without being
    /// asked (its view left the tree) hears of it.
    weak var firstResponder: UIResponder? {
        didSet { if oldValue !== firstResponder { oldValue?.didLoseFirstResponder() } }
    }

    /// The frame loop of the host running this window (see `FrameLoop.attach(_:)`); weak,
    /// so a host that goes away takes its clock, display links and modes with it.
    weak var hostLoop: FrameLoop?

    /// Insets of the area not covered by system UI, in points; a host may set them.
    public var windowSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if windowSafeAreaInsets != oldValue { propagateSafeAreaInsetsDidChange() } }
    }

    /// Always true: windows record damage for incremental redraws.
    var tracksDamage: Bool { true }
    private(set) var damagedRects: [CGRect] = []
    /// Beyond this many separate rectangles the damage is kept as their union.
    static let maximumDamageRects = 8

    /// Touches down, keys held, gesture recognizers in play (behaviour in
    /// UIWindow+TouchDelivery, +Gestures, +Wheel, +Presses, +HostInput).
    let inputState = WindowInputState()

    /// A window covering `frame` (screen points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    deinit {
        // Touches still down hold their views and recognizers, whose recognizers hold the
        // touches: a window that goes away mid-gesture breaks those loops, so it takes its
        // views with it.
        for touch in inputState.liveTouches.values {
            touch.view = nil
            touch.gestureRecognizers = nil
        }
        for recognizer in inputState.activeRecognizers {
            recognizer.trackedTouches.removeAll()
            recognizer.touchesSinceReset.removeAll()
        }
    }

    /// Makes this the key window and shows it.
    public func makeKeyAndVisible() {
        UIApplication.shared.setKeyWindow(self)
        isHidden = false
        addDamage(bounds)
    }

    /// Makes this the key window.
    public func makeKey() { UIApplication.shared.setKeyWindow(self) }

    override open var next: UIResponder? { UIApplication.shared }

    /// Home that no focused scroll view took scrolls the one eligible scroll view to the
    /// top (`scrollToTop()`); other presses go on to the application.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { $0.key?.keyCode != .keyboardHome || !scrollToTop() }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Delivers `event` within the window, as UIKit's: touches go to their gesture
    /// recognizers first and then to the views they hit; presses to the first responder;
    /// scroll-wheel events to the nearest view under the pointer that accepts them.
    /// `handle(_:at:)` (host input) and `UIApplication.sendEvent(_:)` call this; overrides
    /// call super.
    open func sendEvent(_ event: UIEvent) {
        dispatchEvent(event)
    }

    override var responderWindow: UIWindow? { self }

    private func installRootView(of vc: UIViewController) {
        // The view loads with this window's host current, so `UIScreen.main` in `loadView`
        // and `viewDidLoad` is this window's screen.
        let view = hostLoop.map { loop in loop.whileCurrent { vc.view! } } ?? vc.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    /// Records `rect` (window points) as needing a redraw.
    func addDamage(_ rect: CGRect) {
        // Non-finite geometry (a NaN centre) damages the whole window rather than trapping
        // in Foundation's rectangle maths.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            if !damagedRects.contains(bounds) { damagedRects = [bounds] }
            return
        }
        let r = rect.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return }
        if damagedRects.contains(where: { $0.contains(r) }) { return }
        damagedRects.append(r)
        if damagedRects.count > UIWindow.maximumDamageRects {
            damagedRects = [damagedRects.reduce(CGRect.null) { $0.union($1) }]
        }
    }

    /// Hands over the damage recorded since the last call, in window points, and forgets it.
    func takeDamage() -> [CGRect] {
        defer { damagedRects.removeAll(keepingCapacity: true) }
        return damagedRects
    }
}
