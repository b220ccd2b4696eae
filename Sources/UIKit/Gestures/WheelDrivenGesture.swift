import Foundation

/// A continuous recognizer the desktop wheel can drive with a modifier held: Ctrl+wheel
/// pinches (`UIPinchGestureRecognizer`), Shift+Ctrl+wheel rotates
/// (`UIRotationGestureRecognizer`). The window finds them under the pointer, feeds them
/// the wheel events and ends them when the wheel pauses or the modifiers change.
protocol WheelDrivenGesture: UIGestureRecognizer {
    /// True while the wheel drives this recognizer.
    var isWheelDriven: Bool { get }
    /// Applies one wheel event: begins the gesture on the first, changes it after.
    func applyWheel(_ event: UIScrollWheelEvent)
    /// Ends a wheel-driven gesture (or fails one never granted).
    func endWheelGesture()
}

/// Which wheel gesture the modifiers of a wheel event ask for, if any.
enum WheelGestureKind {
    case pinch
    case rotation

    /// Ctrl alone pinches; Shift+Ctrl rotates; a wheel without Ctrl scrolls (nil).
    init?(_ flags: UIKeyModifierFlags) {
        guard flags.contains(.control) else { return nil }
        self = flags.contains(.shift) ? .rotation : .pinch
    }

    /// Whether `recognizer` is the kind of recognizer this wheel gesture drives.
    func drives(_ recognizer: UIGestureRecognizer) -> Bool {
        switch self {
        case .pinch: recognizer is UIPinchGestureRecognizer
        case .rotation: recognizer is UIRotationGestureRecognizer
        }
    }
}
