import UIKit

/// `viewer --headless`: the viewer in a `HeadlessHost` on a manual clock. Images load
/// synchronously (browsing too: a key that changes the image decodes it before the next
/// step), the script (if any) plays, and the final frame is written (if asked), so the
/// same script and files always give the same pixels.
enum HeadlessViewer {
    /// Runs the viewer on `list` as `options` say; returns the exit status, having told
    /// `errors` one line for any failure. A first file that cannot be read is refused:
    /// status 1 and no screenshot, so automation never takes a broken file for a good one.
    static func run(_ options: ViewerOptions, list: ImageList, errors: (String) -> Void) -> Int32 {
        let host = HeadlessHost(size: options.size, scale: options.scale)
        let scriptHost = ViewerScriptHost(host: host)
        let controller = ViewerController()
        ViewerProgram.configure(controller, with: options)
        controller.showsDecodeTime = false
        controller.onQuit = { scriptHost.quitRequested = true }
        // The image shown and those named are the user's: a script's screenshot must not
        // replace one (see ScreenshotTarget.checkScriptScreenshot).
        scriptHost.protectedPaths = { [unowned controller] in
            options.imagePaths + (controller.imagePath.map { [$0] } ?? [])
        }
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        controller.browse(list)
        if let error = controller.currentFailure {
            errors("\(ViewerProgram.name): \(error)")
            return ViewerProgram.failureStatus
        }
        let status = scriptHost.finishRun(scriptPath: options.scriptPath, screenshotPath: options.screenshotPath,
                                          program: ViewerProgram.name, failureStatus: ViewerProgram.failureStatus,
                                          errors: errors)
        controller.saveState()
        return status
    }
}
