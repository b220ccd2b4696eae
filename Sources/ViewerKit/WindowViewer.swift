import SDLHost
import UIKit

/// The viewer in a real SDL window: images decode in the background while the window
/// shows progress, the neighbours of the one shown pre-decode, and dropped PNGs open in
/// its place.
enum WindowViewer {
    /// Opens the window browsing `list` and runs until the user quits; exits the process.
    /// A single file (a list of one, or one file named alone, its folder browsed) whose
    /// header cannot be read fails before the window opens; one that fails further in
    /// fails as soon as the decode finds it, unless an image was shown. Either way: one
    /// line, status 1. Otherwise failures show in the window and browsing goes on.
    static func run(_ options: ViewerOptions, list: ImageList) -> Never {
        let named = soleNamedFile(options, list: list)
        if list.count == 1 || named != nil {
            do {
                try ImageLoader.checkHeader(path: list.current, limits: options.decodeLimits)
            } catch {
                ViewerProgram.printError("\(ViewerProgram.name): \(error)")
                exit(ViewerProgram.failureStatus)
            }
        }
        // The window's scale, in place of the desktop's (DesktopScale reads it).
        if options.isScaleGiven { setenv("SCROLLKIT_SCALE", "\(Double(options.scale))", 1) }
        let position = ViewerStatusText.position(of: list)
        SDLApplication.runOrExit(title: ViewerStatusText.windowTitle(forPath: list.current, position: position),
                                 size: options.size, program: ViewerProgram.name, headlessOption: "--headless") { app in
            let controller = ViewerController()
            ViewerProgram.configure(controller, with: options)
            controller.showsDamagedImages = true
            let queue = app.mainQueue
            controller.loading = .background(deliver: { work in queue.async(work) })
            controller.reloadInterval = ViewerController.reloadCheckInterval
            controller.onQuit = { [unowned app] in app.stop() }
            controller.onTitleChange = { [unowned app] title in app.sdlWindow.setTitle(title) }
            controller.onFullscreenChange = { [unowned app] on in app.sdlWindow.setFullscreen(on) }
            controller.soleNamedFile = named
            controller.onFailureWithoutImage = { [unowned app] error in
                ViewerProgram.printError("\(ViewerProgram.name): \(error)")
                app.stop(exitStatus: ViewerProgram.failureStatus)
            }
            app.window.rootViewController = controller
            app.onDropFilePath = { [weak controller] path in controller?.open(path: path) }
            // A screenshot's outcome in the window too: a failed one must not pass unseen.
            app.onScreenshot = { [weak controller] result in controller?.screenshotTaken(result) }
            if options.reportsTimings {
                let report = LoadTimingReport(start: ViewerProgram.launchTime, write: ViewerProgram.printError)
                app.onPresent = { [unowned controller] in report.framePresented(showing: controller) }
            }
            if options.startsFullscreen { controller.toggleFullscreen() }
            controller.browse(list)
        }
    }

    /// The file, when the command line named one file and no folder (or nothing: the
    /// default image), whose failure must end the run with one line as a list of one
    /// does, although its folder is browsed; nil for a folder or several files.
    static func soleNamedFile(_ options: ViewerOptions, list: ImageList) -> FileSystemPath? {
        guard options.imagePaths.count <= 1 else { return nil }
        let named = options.imagePaths.first ?? list.current
        return named == list.current ? named : nil
    }
}
