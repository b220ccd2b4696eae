import SDLHost
import UIKit
import ViewerKit

/// The pager in a real SDL window; image pages decode in the background.
enum WindowPager {
    /// Opens the window and runs until the user quits; exits the process.
    static func run(_ options: PagerOptions, files: [FileSystemPath]) -> Never {
        SDLApplication.runOrExit(title: "pager", size: options.window.size, program: PagerProgram.name,
                                 headlessOption: "--headless") { app in
            let queue = app.mainQueue
            let screen = PagerScreen.make(options, files: files, windowSize: app.window.bounds.size,
                                          loading: .background(deliver: { work in queue.async(work) }),
                                          onQuit: { [unowned app] in app.stop() })
            app.window.rootViewController = screen
            // A screenshot's outcome in the window too: a failed one must not pass unseen.
            app.onScreenshot = { [weak screen] result in (screen as? PagerChromeOwner)?.screenshotTaken(result) }
        }
    }
}
