import Foundation

extension UIControl {
    /// The states a control shows, as UIKit's `UIControl.State` (same raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected (no bits).
        public static let normal = State([])
        /// A touch is down inside (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (`isEnabled` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected`.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// What happened to a control, as UIKit's `UIControl.Event` (same raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Events from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (`UITouch.tapCount` > 1); sent after `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside (bounds plus `UIControl.touchInsideSlop`).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside to inside (sent instead of `touchDragInside`).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside to outside (sent instead of `touchDragOutside`).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside: the usual "tapped".
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (a gesture recognizer or scroll view took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a page control's page).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button: after `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing (it became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing (it resigned first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended a text field's editing (its delegate's `textFieldShouldReturn` agreed).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
