import Foundation

/// The running application, as UIKit's `UIApplication`: its windows, the key window, and
/// the end of the responder chain.
open class UIApplication: UIResponder {
    /// The application object.
    nonisolated(unsafe) public static let shared = UIApplication()

    /// The windows, in the order they were made key or shown.
    public private(set) var windows: [UIWindow] = []

    /// The window that receives key presses.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func setKeyWindow(_ window: UIWindow) {
        for w in windows where w !== window { w.isKeyWindow = false }
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        window.isKeyWindow = true
    }

    /// Sends `event` to the window it belongs to (the window its touches are in, the window
    /// the host delivered it to, else the key window), as UIKit's. Overrides call super.
    open func sendEvent(_ event: UIEvent) {
        routeEvent(event)
    }

    /// Forgets `window` (it is closed).
    func removeWindow(_ window: UIWindow) {
        window.isKeyWindow = false
        windows.removeAll { $0 === window }
    }
}
