import UIKit

/// A `HeadlessHost` as an event script's host that stops the script once the viewer was
/// asked to quit (`q`, Escape), as closing the window stops a script in a real one.
final class ViewerScriptHost: ScriptHost {
    /// Thrown by the step after the quit, to end the script early.
    struct Quit: Error, CustomStringConvertible {
        var description: String { "the viewer quit" }
    }

    let host: HeadlessHost
    /// True once the viewer was asked to quit.
    var quitRequested = false

    init(host: HeadlessHost) {
        self.host = host
    }

    var currentTime: TimeInterval { host.currentTime }

    func deliver(_ input: HostInput, at timestamp: TimeInterval) throws {
        try checkRunning()
        try host.deliver(input, at: timestamp)
    }

    func advance(by seconds: TimeInterval) throws {
        try checkRunning()
        host.advance(by: seconds)
    }

    func render() throws {
        try checkRunning()
        try host.render()
    }

    func screenshot(to path: String) throws {
        try checkRunning()
        try host.screenshot(to: path)
    }

    func resize(to size: CGSize) throws {
        try checkRunning()
        try host.resize(to: size)
    }

    private func checkRunning() throws {
        if quitRequested { throw Quit() }
    }
}
