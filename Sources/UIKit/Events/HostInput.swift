import Foundation

/// Raw input as a host (the SDL window, an event script, a test) reports it, before UIKit
/// turns it into touches, scroll-wheel events and key presses. Every host speaks this one
/// type, so scripts and tests drive exactly the code path real input takes:
/// `UIWindow.handle(_:at:)` → `UIWindow.sendEvent(_:)`.
///
/// Locations are in the window's coordinates, in points (the host divides device pixels
/// by the screen scale). The mouse is a touch with `id` 0 while its button is down.
public enum HostInput: Equatable, Sendable {
    /// Finger `id` touched down at `location` (window points).
    case touchDown(id: Int, location: CGPoint)
    /// Finger `id` moved to `location` (window points).
    case touchMove(id: Int, location: CGPoint)
    /// Finger `id` lifted at `location` (window points).
    case touchUp(id: Int, location: CGPoint)
    /// The host lost finger `id` (focus change, device gone): its touch is cancelled.
    case touchCancel(id: Int)
    /// A wheel or trackpad scroll with the pointer at `location` (window points).
    ///
    /// `delta` follows the web's convention: how far the content should move under the
    /// pointer's view, positive y scrolling towards the bottom of the content
    /// (`contentOffset.y` grows) and positive x towards its right; a wheel turned away from
    /// the user gives negative y. When `isPrecise` is false (a notched mouse wheel) `delta`
    /// counts notches (lines), converted at `UIScrollWheelEvent.pointsPerLine`; when true
    /// (trackpads, smooth wheels) it is in points. With `.control` in `modifiers` the
    /// wheel zooms instead (see `UIPinchGestureRecognizer`).
    case wheel(location: CGPoint, delta: CGPoint, isPrecise: Bool, modifiers: UIKeyModifierFlags)
    /// A key went down; `isRepeat` marks the automatic repeats of a held key. The key's
    /// `modifierFlags` are the modifiers held (including the key itself when it is one).
    case keyDown(UIKey, isRepeat: Bool)
    /// A key went up; the key's `modifierFlags` are those held after the release.
    case keyUp(UIKey)
    /// Text that arrived without a key of its own: what an input method committed (Chinese,
    /// Japanese, Korean, an emoji picker, a compose sequence). It goes to the first
    /// responder's `insertText(_:)` when that adopts `UIKeyInput` (a text field editing).
    case text(String)
    /// The text an input method is composing (marked text), shown in place until it commits
    /// (`text`) or is cancelled (an empty string): it goes to the first responder's
    /// `setMarkedText(_:selectedRange:)` when that adopts `UITextInput` (a text field
    /// editing). `selectedRange` is the input method's caret (empty) or highlighted part
    /// within `markedText`, in UTF-16 code units.
    case markedText(String, selectedRange: NSRange)
}
