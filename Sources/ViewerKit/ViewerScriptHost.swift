import UIKit

/// A `HeadlessHost` as an event script's host that stops the script once the program was
/// asked to quit (`q`, Escape), as closing the window stops a script in a real one. The
/// viewer and the pager both run their headless scripts through it.
public final class ViewerScriptHost: ScriptHost {
    /// Thrown by the step after the quit, to end the script early.
    struct Quit: Error, CustomStringConvertible {
        var description: String { "the program quit" }
    }

    /// The host the script drives.
    public let host: HeadlessHost
    /// True once the program was asked to quit.
    public var quitRequested = false
    /// The files a script's `screenshot` must not replace (the viewer's image shown and
    /// those named), asked at each screenshot; none unless set.
    public var protectedPaths: () -> [FileSystemPath] = { [] }

    /// A script host over `host`.
    public init(host: HeadlessHost) {
        self.host = host
    }

    public var currentTime: TimeInterval { host.currentTime }

    public func deliver(_ input: HostInput, at timestamp: TimeInterval) throws {
        try checkRunning()
        try host.deliver(input, at: timestamp)
    }

    public func advance(by seconds: TimeInterval) throws {
        try checkRunning()
        host.advance(by: seconds)
    }

    public func render() throws {
        try checkRunning()
        try host.render()
    }

    public func screenshot(to path: String) throws {
        try checkRunning()
        try ScreenshotTarget.checkScriptScreenshot(path: path, imagePaths: protectedPaths())
        try host.screenshot(to: path)
    }

    public func resize(to size: CGSize) throws {
        try checkRunning()
        try host.resize(to: size)
    }

    private func checkRunning() throws {
        if quitRequested { throw Quit() }
    }
}

extension ViewerScriptHost {
    /// The end of a headless run, the same for every program: plays the script at
    /// `scriptPath` (if any; a quit ends it early, as closing a window would) and writes
    /// the last frame to `screenshotPath` (if any). Returns 0, or `failureStatus` after
    /// telling `errors` one line starting with `program`.
    public func finishRun(scriptPath: String?, screenshotPath: String?, program: String, failureStatus: Int32,
                          errors: (String) -> Void) -> Int32 {
        if let scriptPath {
            do {
                let script = try EventScript(contentsOf: URL(fileURLWithPath: scriptPath))
                try EventScriptRunner(host: self).run(script)
            } catch where !quitRequested {
                errors("\(program): \(error)")
                return failureStatus
            } catch {
                // The script quit the program: the run ends there, as a window would close.
            }
        }
        if let screenshotPath {
            do {
                try PNGEncoder.write(host.renderFrame(), to: screenshotPath)
            } catch {
                errors("\(program): \(error)")
                return failureStatus
            }
        }
        return 0
    }
}
