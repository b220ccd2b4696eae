import Foundation

/// A set of touches that changed together, as UIKit's `UIEvent`.
open class UIEvent {
    /// What kind of input an event carries.
    public enum EventType: Int, Sendable {
        /// Touches (fingers or the mouse).
        case touches
        /// Physical key presses.
        case presses
        /// Wheel or trackpad scrolling.
        case scroll
    }

    /// The kind of event.
    open var type: EventType { .touches }
    /// When the event happened, in seconds on the media clock.
    public internal(set) var timestamp: TimeInterval
    /// Every touch currently down (or ending now).
    public internal(set) var allTouches: Set<UITouch>?
    /// The window the host delivered the event to; `UIApplication.sendEvent(_:)` routes by it.
    weak var destinationWindow: UIWindow?

    /// An event at `timestamp` seconds with `touches`.
    public init(timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// The touches that belong to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }
}
