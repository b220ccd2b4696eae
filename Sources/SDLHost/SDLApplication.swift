import CSDL2
import Foundation
import UIKit

/// A `UIWindow` in a real SDL window, and the event loop that runs it: SDL input becomes
/// `HostInput` for `UIWindow.handle(_:at:)`, display links tick at the display's refresh
/// while anything animates, and each frame the `FrameCompositor` redraws what changed,
/// which is uploaded (only those rectangles) and presented. With nothing animating and no
/// gesture time-out due, the loop sleeps in `SDL_WaitEventTimeout` until input comes: an
/// idle window uses no CPU.
///
/// One iteration: queued SDL events are translated and delivered, work from other threads
/// (`mainQueue`) runs, the frame loop runs its frame (`FrameLoop.runFrame(at:)`: deadlines,
/// display links when a frame is due, layout), then the window is composited and the
/// damaged rectangles are uploaded and presented. Nothing is presented when nothing changed.
///
/// HiDPI: the UIWindow's size is SDL's window size in points; the frame is the drawable's
/// size in device pixels, so `UIScreen.scale` and the compositor's scale are pixels over
/// points (2 on a 2x display) and the frame is shown 1:1, never scaled by SDL.
///
/// Use from the main thread only, as UIKit.
public final class SDLApplication {
    /// The SDL window shown.
    public let sdlWindow: SDLWindow
    /// The UIKit window hosted: set its `rootViewController` or add views to it.
    public let window: UIWindow
    /// Composites `window` into the frame presented.
    public let compositor: FrameCompositor
    /// The application's time, display links and frame sequence.
    public let frameLoop: FrameLoop
    /// The display link scheduler ticked while anything animates (the frame loop's).
    public var scheduler: DisplayLinkScheduler { frameLoop.scheduler }
    /// The clock every animation, display link and input timestamp of this window reads.
    public var clock: any MediaClock { frameLoop.clock }
    /// Set when time is scripted (see `init`): moves only when a script or test advances it.
    public let manualClock: ManualClock?
    /// Runs work handed over from other threads on the loop's thread, waking the loop.
    public let mainQueue: SDLMainQueue

    /// Called on the loop's thread with the path of each file dropped on the window
    /// (`SDL_DROPFILE`), in the order dropped. Drops are ignored while it is nil.
    public var onDropFile: ((String) -> Void)?
    /// Called in place of `onDropFile`, when set, with the path's bytes as dropped: a file
    /// whose name is not UTF-8 (`caf\xE9.png`) can be opened by them, where the `String`
    /// has U+FFFD in their place and names another file.
    public var onDropFilePath: ((FileSystemPath) -> Void)?
    /// The key that saves a screenshot (see `takeScreenshot()`); F12 unless changed, nil for
    /// none. The key's press is not delivered to UIKit.
    public var screenshotShortcut: KeyShortcut? = .f12
    /// Where `takeScreenshot()` writes; by default a new `scrollkit-<date>-<time>.png` in
    /// the current directory.
    public var screenshotPath: () -> String = SDLApplication.defaultScreenshotPath
    /// Told the outcome of each `takeScreenshot()` (the path written, or the error); by
    /// default it prints one line to standard error.
    public var onScreenshot: (Result<String, Error>) -> Void = SDLApplication.reportScreenshot

    /// Called on the loop's thread right after each frame is presented (what the window
    /// shows is then what UIKit's state drew), with `presentedFrameCount` already counted.
    public var onPresent: (() -> Void)?
    /// The number of frames presented so far; it stays put while nothing changes.
    public internal(set) var presentedFrameCount = 0
    /// True once the loop was asked to end: SDL_QUIT, the window's close button, `stop()`.
    public internal(set) var isStopped = false
    /// The status `runOrExit` exits with once the loop ends (`stop(exitStatus:)`).
    public private(set) var exitStatus: Int32 = 0
    /// Event storage reused by every loop iteration, so input costs no allocation.
    var eventBatch = [SDL_Event](repeating: SDL_Event(), count: SDLApplication.eventBatchSize)
    var takenEvents: [SDL_Event] = []

    var translator: SDLInputTranslator
    var timestamps = EventTimestamps()
    /// When display links last ticked, in seconds; nil before the first animation frame.
    var lastAnimationFrameTime: TimeInterval?
    /// True when the latest frame was presented with vertical sync.
    var lastPresentWaitedForVSync = false
    /// True when the window system needs the last frame shown again (exposed).
    var needsPresent = true
    /// True while `run(script:)` runs: the script owns the input, so real input is dropped.
    var isRunningScript = false
    /// Scancodes of keys whose press was a shortcut; their key-ups are swallowed too.
    var shortcutKeysDown: Set<UInt32> = []
    /// The caret rectangle last given to SDL for the input method (SDL window units).
    var textInputRect: CGRect?
    /// Gives SDL the caret's rectangle (`SDL_SetTextInputRect`); tests replace it.
    var setTextInputRect: (SDL_Rect) -> Void = { rect in
        var rect = rect
        SDL_SetTextInputRect(&rect)
    }
    /// True between an input method's composition and its commit or cancel (as delivered).
    var inputMethodComposes = false
    /// Makes the input method drop its composition; on Linux SDL resets ibus or fcitx when
    /// text input stops (SDL_ClearComposition is Windows' only). Tests replace it.
    var resetInputMethod: () -> Void = {
        SDL_StopTextInput()
        SDL_StartTextInput()
    }

    /// Opens a window titled `title`, `size` points large, hosting a new key `UIWindow`.
    ///
    /// - Parameters:
    ///   - resizable: whether the user may resize the window.
    ///   - manualClock: nil (the default) runs on the machine's monotonic clock: input
    ///     carries SDL's event times, animations run in real time, and the display links'
    ///     rate is the display's refresh rate (60 Hz when SDL does not know it). A
    ///     `ManualClock` makes time scripted, for deterministic scripts and tests: it moves
    ///     only in `advance(by:)` (whole frames of 1/60 s, each presented), input is stamped
    ///     with the clock's time when handled, and `run()` animates nothing.
    /// - Throws: `SDLError` (`isMissingDisplay` when there is no display).
    public init(title: String = "ScrollKit", size: CGSize, resizable: Bool = true,
                manualClock: ManualClock? = nil) throws {
        sdlWindow = try SDLWindow(title: title, size: size, resizable: resizable)
        self.manualClock = manualClock
        let hz = manualClock == nil ? sdlWindow.refreshRate : nil
        frameLoop = FrameLoop(clock: manualClock ?? SystemClock(), maximumFramesPerSecond: hz ?? 60)

        let points = sdlWindow.pointSize
        let scale = sdlWindow.scale
        window = UIWindow(frame: CGRect(origin: .zero, size: points))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        UIScreen.displayScreen = window.screen
        frameLoop.attach(window)
        compositor = FrameCompositor(window: window, scale: scale)
        // Frames drawn straight into the window surface: no copy to present, and no
        // frame-sized buffer besides the surface (3 MB at 1024 x 768).
        compositor.drawFrames(into: sdlWindow.frameTarget)
        sdlWindow.onFrameTargetChange = { [compositor] in compositor.drawFrames(into: $0) }
        translator = SDLInputTranslator(windowID: sdlWindow.windowID, pointSize: points)
        translator.contentScale = sdlWindow.contentScale
        mainQueue = try SDLMainQueue()
        window.makeKeyAndVisible()
    }

    /// Ends the loop after the current iteration: `run()` returns, and `runOrExit` exits
    /// with `exitStatus` (0 by default; a program that failed passes its status). Main
    /// thread only; from another thread, `mainQueue.async { app.stop() }`.
    public func stop(exitStatus: Int32 = 0) {
        self.exitStatus = exitStatus
        isStopped = true
    }
}
