import UIKit
import ViewerKit

/// `pager --headless`: the pager in a `HeadlessHost` on a manual clock, images loaded
/// synchronously, the script played and the last frame written, the same pixels every run.
enum HeadlessPager {
    /// Runs the pager as `options` say over `files`; returns the exit status, having told
    /// `errors` one line for any failure. A page of the first frame whose file cannot be
    /// decoded (its header read, its data truncated or damaged) is refused as the viewer
    /// refuses its first image: status 1 and no screenshot, so automation never takes the
    /// page's error message for the picture. That is either page of two side by side, and
    /// the page a restored run opens on (the front after the last leaf shows the last page):
    /// only the first view controller was looked at, so a damaged right page, or an end
    /// page reopened, left its message in the screenshot with status 0.
    static func run(_ options: PagerOptions, files: [FileSystemPath], errors: (String) -> Void) -> Int32 {
        let host = HeadlessHost(size: options.window.size, scale: options.window.scale)
        let scriptHost = ViewerScriptHost(host: host)
        let root = PagerScreen.make(options, files: files, windowSize: host.window.bounds.size,
                                    loading: .synchronous) {
            scriptHost.quitRequested = true
        }
        // The files named and the pages shown are the user's: a script's screenshot must
        // not replace one (ScreenshotTarget.checkScriptScreenshot), as in the viewer.
        scriptHost.protectedPaths = { [weak root] in
            options.paths + ((root as? PagerController)?.shownImagePaths ?? [])
        }
        host.window.rootViewController = root
        host.window.layoutIfNeeded()
        let firstPages = (root as? PagerController)?.shownImagePages ?? []
        if let failure = firstPages.lazy.compactMap(\.loadFailure).first {
            errors("\(PagerProgram.name): \(failure)")
            return PagerProgram.failureStatus
        }
        return scriptHost.finishRun(scriptPath: options.window.scriptPath, screenshotPath: options.window.screenshotPath,
                                    program: PagerProgram.name, failureStatus: PagerProgram.failureStatus,
                                    errors: errors)
    }
}
