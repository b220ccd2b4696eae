import UIKit

/// `viewer --headless`: the viewer in a `HeadlessHost` on a manual clock. The image loads
/// synchronously, the script (if any) plays, and the final frame is written (if asked), so
/// a run gives the same pixels every time.
enum HeadlessViewer {
    /// Runs the viewer on `imagePath` as `options` say; returns the exit status, having
    /// told `errors` one line for any failure.
    static func run(_ options: ViewerOptions, imagePath: String, errors: (String) -> Void) -> Int32 {
        let host = HeadlessHost(size: options.size, scale: options.scale)
        let scriptHost = ViewerScriptHost(host: host)
        let controller = ViewerController()
        controller.onQuit = { scriptHost.quitRequested = true }
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        do {
            try controller.openSynchronously(path: imagePath)
        } catch {
            errors("\(ViewerProgram.name): \(error)")
            return ViewerProgram.failureStatus
        }
        return scriptHost.finishRun(scriptPath: options.scriptPath, screenshotPath: options.screenshotPath,
                                    program: ViewerProgram.name, failureStatus: ViewerProgram.failureStatus,
                                    errors: errors)
    }
}
