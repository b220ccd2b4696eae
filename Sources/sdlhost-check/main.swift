import SDLHost
import UIKit

// The smallest windowed program: opens a window through `SDLApplication.runOrExit`, shows
// one frame, and quits. SDLHostTests run it with and without a display to check what a
// program does in each case (one line and exit status 69 without one; 0 with one).
SDLApplication.runOrExit(title: "sdlhost-check", size: CGSize(width: 64, height: 48)) { app in
    app.window.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    app.mainQueue.async { app.stop() }
}
