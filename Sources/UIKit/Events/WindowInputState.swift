import Foundation

/// A touch as the window follows it for view delivery.
final class TouchRecord {
    /// How far the touch got with its view.
    enum ViewDelivery {
        /// `touchesBegan` not sent yet (held back by a recognizer, or not delivered yet).
        case pending
        /// `touchesBegan` sent; later phases follow.
        case began
        /// The view has seen the last of it (ended or cancelled), or never will.
        case finished
    }

    let touch: UITouch
    var delivery = ViewDelivery.pending
    /// A recognizer that recognized took the touch from its view.
    var cancelledByGesture = false
    /// The touch moved while its `touchesBegan` was held back: a `touchesMoved` follows
    /// the late `touchesBegan`.
    var movedWhileHeld = false

    init(touch: UITouch) { self.touch = touch }
}

/// The last lift-off, for counting taps.
struct LastTap {
    var time: TimeInterval
    var location: CGPoint
    var count: Int
}

/// A key held down, and the responder that got its `pressesBegan` (none when a key
/// command took it).
struct HeldKey {
    let press: UIPress
    weak var responder: UIResponder?
    var byKeyCommand = false
}

/// The window's input state: touches down, gesture recognizers in play, keys held. A
/// class so that views and recognizers called during delivery may send more input
/// without colliding with an access in progress.
final class WindowInputState {
    /// Touches down, by host id.
    var liveTouches: [Int: UITouch] = [:]
    /// Every touch the views still have to hear about, in the order they began.
    var records: [TouchRecord] = []
    /// Recognizers in play (from their first input until their reset), in the order they
    /// joined.
    var activeRecognizers: [UIGestureRecognizer] = []
    /// Recognizers the wheel drives: pinches (Ctrl+wheel) or rotations (Shift+Ctrl+wheel).
    var wheelGestureRecognizers: [any WheelDrivenGesture] = []
    /// Which kind of wheel gesture `wheelGestureRecognizers` are.
    var wheelGestureKind: WheelGestureKind?
    /// Keys down, by key code.
    var heldKeys: [UIKeyboardHIDUsage: HeldKey] = [:]
    var lastTap: LastTap?
    /// The latest input or deadline time seen, in seconds.
    var lastTimestamp: TimeInterval = 0
    /// How deep event delivery is nested; changes settle when it returns to zero.
    var dispatchDepth = 0
    /// A recognizer changed during delivery; the current pass settles again.
    var needsSettle = false

    func record(for touch: UITouch) -> TouchRecord? {
        records.first { $0.touch === touch }
    }
}
