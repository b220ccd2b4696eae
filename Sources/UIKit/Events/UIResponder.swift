import Foundation

/// An object that responds to touches and key presses, as UIKit's `UIResponder`. Events not
/// handled go to `next`: a view's view controller or superview, up to the window and the
/// application.
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain; nil ends it.
    open var next: UIResponder? { nil }

    /// One or more fingers touched down in this responder's view. Default: pass to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. Default: pass to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted. Default: pass to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (a gesture recognizer or a scroll view) took the touches away.
    /// Default: pass to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Physical keys went down. Default: pass to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Physical keys went up. Default: pass to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Key presses were cancelled. Default: pass to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands this responder offers, as UIKit's `keyCommands`: a key press runs
    /// the first enabled match along the chain from the first responder. Default nil.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Lets the responder that would run `command` bring it up to date (set or clear
    /// `.disabled` in its `attributes`) just before it runs or is listed, as UIKit's
    /// `validate(_:)`. Default: nothing.
    open func validate(_ command: UICommand) {}

    /// Whether this responder's own key handling (a scroll view's scrolling) would act on
    /// `key`: such keys go to `pressesBegan` rather than to a key command without
    /// `wantsPriorityOverSystemBehavior`. Default false.
    func takesKeyAsSystemBehavior(_ key: UIKey) -> Bool { false }

    /// Called after the window's first responder changed from this one, however it
    /// happened (resigned, or its view taken out of the tree). Default: nothing.
    func didLoseFirstResponder() {}

    /// Whether this responder accepts first-responder status. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first-responder slot this responder would occupy; views answer
    /// their window, view controllers their view's window.
    var responderWindow: UIWindow? { nil }

    /// Makes this responder the first responder of its window: key presses go to it first.
    /// Fails when `canBecomeFirstResponder` is false, there is no window, or the current
    /// first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// True when this responder is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }
}
