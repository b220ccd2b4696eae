import SDLHost
import UIKit

/// The viewer in a real SDL window: the image decodes in the background while the window
/// shows progress; dropped PNGs open in its place.
enum WindowViewer {
    /// Opens the window on `imagePath` and runs until the user quits; exits the process.
    /// A file whose header cannot be read fails before the window opens; one that fails
    /// further in fails as soon as the decode finds it. Either way: one line, status 1.
    static func run(_ options: ViewerOptions, imagePath: String) -> Never {
        do {
            try ImageLoader.checkHeader(path: imagePath)
        } catch {
            ViewerProgram.printError("\(ViewerProgram.name): \(error)")
            exit(ViewerProgram.failureStatus)
        }
        SDLApplication.runOrExit(title: ViewerStatusText.windowTitle(forPath: imagePath), size: options.size,
                                 program: ViewerProgram.name, headlessOption: "--headless") { app in
            let controller = ViewerController()
            let queue = app.mainQueue
            controller.loading = .background(deliver: { work in queue.async(work) })
            controller.onQuit = { [unowned app] in app.stop() }
            controller.onTitleChange = { [unowned app] title in app.sdlWindow.setTitle(title) }
            controller.onFailureWithoutImage = { [unowned app] error in
                ViewerProgram.printError("\(ViewerProgram.name): \(error)")
                app.stop(exitStatus: ViewerProgram.failureStatus)
            }
            app.window.rootViewController = controller
            app.onDropFile = { [weak controller] path in controller?.open(path: path) }
            controller.open(path: imagePath)
        }
    }
}
