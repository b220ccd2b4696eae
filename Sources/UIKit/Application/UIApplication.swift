import Foundation

/// The running application, as UIKit's `UIApplication`: its windows, the key window, and
/// the end of the responder chain.
open class UIApplication: UIResponder {
    /// The application object.
    nonisolated(unsafe) public static let shared = UIApplication()

    /// The windows, in the order they were made key or shown. The application does not
    /// keep a window alive: one its owner (a host) let go of leaves the list.
    public var windows: [UIWindow] {
        windowRefs.compactMap(\.window)
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
    private var windowRefs: [WeakWindow] = []

    /// The window that receives key presses.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func setKeyWindow(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        for w in windows where w !== window { w.isKeyWindow = false }
        if !windows.contains(where: { $0 === window }) { windowRefs.append(WeakWindow(window: window)) }
        window.isKeyWindow = true
    }

    /// Sends `event` to the window it belongs to (the window the host delivered it to, the
    /// window its touches are in, else the key window). Host input goes straight to its
    /// window; this is for events an app sends itself.
    open func sendEvent(_ event: UIEvent) {
        routeEvent(event)
    }

    /// Forgets `window` (it is closed).
    public func removeWindow(_ window: UIWindow) {
        window.isKeyWindow = false
        windowRefs.removeAll { $0.window == nil || $0.window === window }
    }
}
