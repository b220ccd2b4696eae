import Foundation

/// What an `EventScriptRunner` drives: the headless application (with its manual clock),
/// the SDL window, or a test double. Each call may throw; the runner reports the error with
/// the script line that caused it.
public protocol ScriptHost: AnyObject {
    /// The host clock's time, in seconds (the clock `UIWindow.processDeadlines(at:)` and
    /// animations use).
    var currentTime: TimeInterval { get }
    /// Delivers `input` to the window at `timestamp` seconds (normally `currentTime`),
    /// as `UIWindow.handle(_:at:)` does.
    func deliver(_ input: HostInput, at timestamp: TimeInterval) throws
    /// Lets `seconds` pass on the clock: deadlines fire, animations and display links run.
    func advance(by seconds: TimeInterval) throws
    /// Lays out and draws a frame now.
    func render() throws
    /// Saves the window's current pixels as a PNG at `path`.
    func screenshot(to path: String) throws
    /// Resizes the window to `size` points.
    func resize(to size: CGSize) throws
}
