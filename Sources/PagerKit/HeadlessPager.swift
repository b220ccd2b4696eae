import UIKit
import ViewerKit

/// `pager --headless`: the pager in a `HeadlessHost` on a manual clock, images loaded
/// synchronously, the script played and the last frame written, the same pixels every run.
enum HeadlessPager {
    /// Runs the pager as `options` say over `files`; returns the exit status, having told
    /// `errors` one line for any failure.
    static func run(_ options: PagerOptions, files: [String], errors: (String) -> Void) -> Int32 {
        let host = HeadlessHost(size: options.window.size, scale: options.window.scale)
        let scriptHost = ViewerScriptHost(host: host)
        host.window.rootViewController = PagerScreen.make(options, files: files, loading: .synchronous) {
            scriptHost.quitRequested = true
        }
        host.window.layoutIfNeeded()
        return scriptHost.finishRun(scriptPath: options.window.scriptPath, screenshotPath: options.window.screenshotPath,
                                    program: PagerProgram.name, failureStatus: PagerProgram.failureStatus,
                                    errors: errors)
    }
}
