import Foundation

/// A view that turns touches into actions, as UIKit's `UIControl`: it tracks one touch
/// from touch-down to lift-off, highlights while the touch is inside, and sends
/// `UIControl.Event`s to its targets and `UIAction`s.
///
/// "Inside" while tracking is the bounds grown by `touchInsideSlop` on every side, as in
/// UIKit, so a finger that drifts a little off a button still taps it. The event sequence
/// of a tap is `touchDown` (plus `touchDownRepeat` for a repeated tap), then
/// `touchDragInside` for each move (`touchDragExit`/`touchDragOutside` once outside,
/// `touchDragEnter` when back), then `touchUpInside` or `touchUpOutside`; a touch taken
/// away by a gesture recognizer or scroll view ends with `touchCancel` instead.
///
/// Subclasses customise tracking by overriding `beginTracking`, `continueTracking`,
/// `endTracking` and `cancelTracking`. Stored state lives here; events and states are in
/// UIControl+Types, targets and actions in UIControl+TargetAction.
open class UIControl: UIView, UIControlTargetActions {
    /// How far outside its bounds a tracked touch still counts as inside, in points:
    /// UIKit's 70 pt (what iOS users feel when they drag off a button and back).
    public static let touchInsideSlop: CGFloat = 70

    /// False ignores touches (they go up the responder chain) and shows `.disabled`.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking { stopTracking(cancelledWith: nil) }
            setNeedsDisplay()
        }
    }

    /// Shows `.selected` (a toggle that is on).
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Shows `.highlighted`: set while a tracked touch is inside.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// True while the control follows a touch and `beginTracking`/`continueTracking`
    /// agreed.
    public private(set) var isTracking = false

    /// True while the tracked touch is inside (bounds plus `touchInsideSlop`).
    public private(set) var isTouchInside = false

    /// The control's state: highlighted, disabled and selected as they are set.
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Target-actions and `UIAction`s, in the order added.
    var controlActions: [ControlAction] = []
    /// The touch being tracked; others are ignored.
    private var trackingTouch: UITouch?

    /// A control occupying `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // MARK: Tracking hooks

    /// A touch went down in the control; return false to stop tracking it (no drag or
    /// touch-up events follow). Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return false to stop tracking. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled (the touch was cancelled or the control disabled).
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard trackingTouch == nil, let touch = touches.min(by: { $0.identifier < $1.identifier }) else { return }
        trackingTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat, with: event) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if trackingTouch == nil, !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInsideWithSlop(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        if isTouchInside {
            sendActions(for: wasInside ? .touchDragInside : .touchDragEnter, with: event)
        } else {
            sendActions(for: wasInside ? .touchDragExit : .touchDragOutside, with: event)
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if trackingTouch == nil, !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let inside = isInsideWithSlop(touch)
        let tracked = isTracking
        clearTracking()
        guard tracked else { return }
        endTracking(touch, with: event)
        if inside {
            sendActions(for: .touchUpInside, with: event)
            if touchUpInsideTriggersPrimaryAction { sendActions(for: .primaryActionTriggered, with: event) }
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if trackingTouch == nil, !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        stopTracking(cancelledWith: event)
    }

    // MARK: Toolkit hooks

    /// True for controls whose primary action is a tap (a button): touch-up-inside also
    /// sends `.primaryActionTriggered`.
    var touchUpInsideTriggersPrimaryAction: Bool { false }

    /// True for controls whose own action is a single tap (a button, a switch, a
    /// segmented control): UIKit lets that tap win over a single-finger single-tap
    /// recognizer on an ancestor. Default false.
    var keepsSingleTaps: Bool { false }

    /// Whether the control's own action wins over `recognizer` on an ancestor: a
    /// single-finger single tap, for a control that `keepsSingleTaps`.
    func keepsTouches(from recognizer: UIGestureRecognizer) -> Bool {
        guard keepsSingleTaps, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Forgets the tracked touch: no longer highlighted, tracking or inside.
    private func clearTracking() {
        trackingTouch = nil
        isHighlighted = false
        isTracking = false
        isTouchInside = false
    }

    /// Whether `touch` is inside the bounds grown by `touchInsideSlop` (where a lift still
    /// counts as inside).
    func isInsideWithSlop(_ touch: UITouch) -> Bool {
        let slop = UIControl.touchInsideSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }

    private func stopTracking(cancelledWith event: UIEvent?) {
        clearTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }
}
