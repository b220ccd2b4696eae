import Foundation

// Gesture recognizers, as UIKit's: a recognizer attached to a view sees the touches that
// begin in that view or its subviews before the views do, moves through a small state
// machine, and calls its targets when it begins, changes, ends or is cancelled.
//
// The window settles what the recognizers ask for after each batch of input
// (UIWindow+Gestures.swift): a subclass sets `state`, and the window then applies failure
// requirements, exclusivity (by default one recognizer recognizes at a time), the
// delegate, target actions, touch cancellation in views and the reset. Time-outs (a
// double tap's second tap, the end of a Ctrl+wheel zoom) are deadlines the window resolves
// in `processDeadlines(at:)`; no recognizer reads a clock.
//
// Stored state lives here; behaviour is split into UIGestureRecognizer+State (the state
// machine), +Actions (targets), +Relations (requirements, prevention, delegate).

/// Recognizes a gesture from the touches of its view, as UIKit's `UIGestureRecognizer`.
/// Subclass it to recognize your own gestures: override the touch hooks, set `state`, and
/// use `deadline` for time-outs.
open class UIGestureRecognizer: UIGestureRecognizerTargetActions {
    /// Where a recognizer is in its life, as UIKit's `UIGestureRecognizer.State`.
    /// Discrete gestures (a tap) go possible → ended (`recognized`); continuous ones
    /// (a pan) possible → began → changed… → ended or cancelled. The window resets every
    /// recognizer to possible once it finished (ended, cancelled or failed).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Watching touches, not yet recognized (the default).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized; the same as `ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    // MARK: Stored state machine (behaviour in UIGestureRecognizer+State.swift)

    var storedState = State.possible {
        didSet { stateObserver?(storedState) }
    }
    /// Told every state the recognizer takes, resets included (tests and debugging).
    var stateObserver: ((State) -> Void)?
    /// A transition out of `.possible` (to began or ended) the window has not settled yet.
    var requestedState: State?
    /// The targets are owed a call for the current state.
    var needsAction = false
    var storedDeadline: TimeInterval?
    /// True while the window lists this recognizer as in play (from its first input until
    /// its reset).
    var isActive = false
    weak var activeWindow: UIWindow?

    // MARK: Stored touches

    /// The touches this recognizer tracks now, in the order they began; ended and
    /// cancelled touches leave after the event that ended them.
    var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset (for cancelling them in views).
    var touchesSinceReset: [UITouch] = []
    /// Where the touches last were (centroid, window points), for `location(in:)` once
    /// they are gone.
    var lastLocationInWindow = CGPoint.zero

    // MARK: Stored targets and relations (behaviour in +Actions, +Relations)

    var actions: [GestureAction] = []
    var failureRequirements: [WeakGestureRecognizer] = []

    // MARK: Configuration

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?

    /// Asked before the recognizer begins, receives a touch, or recognizes alongside
    /// another.
    public weak var delegate: UIGestureRecognizerDelegate?

    /// False stops the recognizer: it receives no more input, and one that is recognizing
    /// is cancelled (one that is only possible fails).
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { abandon() } }
    }

    /// True (the default) cancels, in their views, the touches this recognizer tracks once
    /// it recognizes: views get `touchesCancelled` and no further phases of them.
    open var cancelsTouchesInView = true

    /// True holds back the views' `touchesBegan` for this recognizer's touches while it is
    /// possible: they reach the view only if it fails (then with a follow-up
    /// `touchesMoved` when the touch moved meanwhile), never if it recognizes.
    /// Default false.
    open var delaysTouchesBegan = false

    /// True (the default) holds back the views' `touchesEnded` while this recognizer is
    /// possible: delivered if it then fails, turned into `touchesCancelled` if it
    /// recognizes. This is what makes a view see a double tap's first lift late.
    open var delaysTouchesEnded = true

    /// A name for debugging.
    public var name: String?

    /// A recognizer with no targets; add them with `addTarget`.
    public required init() {}

    // MARK: State

    /// The current state. Subclasses set it as they recognize (UIKit's
    /// `UIGestureRecognizerSubclass` setter): set `.began` (continuous) or `.ended`
    /// (discrete) from `.possible`, then `.changed`, `.ended` or `.cancelled`; set `.failed`
    /// from `.possible`. A move out of possible first asks the delegate and the view
    /// (`gestureRecognizerShouldBegin`); false makes it `.failed`. It then reads
    /// `.possible` until the window grants it, after the input in hand was delivered to
    /// every recognizer: it waits while a recognizer it requires to fail is still
    /// possible, and fails if a recognizer that excludes it has recognized. Other
    /// transitions (e.g. from `.ended` to `.changed`) are ignored.
    public var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// A time, in seconds on the clock the input's timestamps use, at which the window
    /// calls `deadlineReached(at:)` (once; set it again for another). Subclasses use it
    /// for time-outs, as UIKit's own recognizers use timers. The window runs due deadlines
    /// in `processDeadlines(at:)` and before each input. Cleared on reset.
    public var deadline: TimeInterval? {
        get { storedDeadline }
        set {
            storedDeadline = newValue
            if newValue != nil, let window = view?.window { window.activate(self) }
        }
    }

    // MARK: Subclass hooks

    /// Touches began in the view (or its subviews), before the view sees them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled by the host. A recognizer that is recognizing
    /// usually becomes `.cancelled`, one that is possible `.failed`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// `deadline` passed; `time` is when the window noticed (seconds, at or after it).
    open func deadlineReached(at time: TimeInterval) {}

    /// Called after the recognizer went back to `.possible` at the end of a gesture;
    /// subclasses clear their per-gesture state here.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (and stops it holding the touch back
    /// from its view).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touchesSinceReset.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether this recognizer, by recognizing, may stop `preventedGestureRecognizer` from
    /// recognizing. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may stop this one. Default
    /// true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail before it
    /// recognizes (in addition to `require(toFail:)`). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Location

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates when
    /// nil), in points; once the touches are gone, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        let p = trackedTouches.isEmpty ? lastLocationInWindow : GestureGeometry.centroid(of: trackedTouches)
        return GestureGeometry.point(p, in: view)
    }

    /// The location of the tracked touch at `touchIndex` (0..<numberOfTouches, in the
    /// order they began) in `view`'s coordinates, in points.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "UIGestureRecognizer: touch index \(touchIndex) out of 0..<\(trackedTouches.count)")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer tracks now (ending ones count during the event
    /// that ends them).
    open var numberOfTouches: Int { trackedTouches.count }
}

/// Calls a recognizer's delegate makes, as UIKit's `UIGestureRecognizerDelegate`; every
/// method has a default (as `@objc optional` would), so adopt only what you need.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible`; false makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time; true from either delegate allows
    /// it. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` gets `touch` at all (asked at touch-down). Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether `gestureRecognizer` gets a non-touch `event` (a Ctrl+wheel zoom for a pinch).
    /// Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

/// The answers UIKit assumes when a delegate does not implement a method.
extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

/// Point arithmetic the recognizers share.
enum GestureGeometry {
    /// The mean of the touches' window locations, in points.
    static func centroid(of touches: [UITouch]) -> CGPoint {
        centroid(of: touches.lazy.map(\.locationInWindow))
    }

    /// The mean of `points`; zero for none.
    static func centroid<Points: Collection>(of points: Points) -> CGPoint where Points.Element == CGPoint {
        guard !points.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for p in points {
            x += p.x
            y += p.y
        }
        return CGPoint(x: x / CGFloat(points.count), y: y / CGFloat(points.count))
    }

    /// `p` (window points) in `view`'s coordinates; unchanged for nil (the window's).
    static func point(_ p: CGPoint, in view: UIView?) -> CGPoint {
        view.map { $0.convert(p, from: nil) } ?? p
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }

    /// The vector `v` (window points) expressed in `view`'s coordinates (window when nil).
    static func vector(_ v: CGPoint, toView view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// The vector `v` in `view`'s coordinates expressed in window points.
    static func vector(_ v: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
