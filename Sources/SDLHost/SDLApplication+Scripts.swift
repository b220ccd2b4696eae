import CSDL2
import Foundation
import UIKit

/// The SDL window as an event script's host: input goes through `UIWindow.handle(_:at:)`
/// exactly as real input does, and every frame is presented, so a script can be watched
/// (or read back) in the real window.
///
/// Time: with a `manualClock`, `advance(by:)` steps whole frames of
/// `scheduler.frameDuration`, as `HeadlessHost` does, so a scripted run is exactly the
/// headless one, shown; without, it runs the live loop until that much real time passed.
/// Either way the window's own events (resize, expose, close) are handled while a script
/// runs, and a close (or `stop()`) ends the script with an error.
extension SDLApplication: ScriptHost {
    /// The clock's time, in seconds.
    public var currentTime: TimeInterval { clock.now }

    /// Delivers `input` to the window at `timestamp` seconds.
    public func deliver(_ input: HostInput, at timestamp: TimeInterval) throws {
        window.handle(input, at: timestamp)
    }

    /// Lets `seconds` pass, presenting every frame on the way; throws when the window is
    /// closed meanwhile.
    public func advance(by seconds: TimeInterval) throws {
        guard seconds > 0, seconds.isFinite else { return }
        let end = clock.now + seconds
        if manualClock != nil {
            try frameLoop.advance(by: seconds, skippingIdleFrames: false) { _ in try stepScriptedFrame() }
        } else {
            while clock.now < end {
                try checkOpen()
                let left = Int32(((end - clock.now) * 1000).rounded(.up))
                let wait = waitTimeout
                try runIteration(waitingUpTo: wait == FramePacing.waitForever ? left : min(wait, left))
            }
        }
        try checkOpen()
    }

    /// Lays out, draws and presents a frame now.
    public func render() throws {
        handle(takeEvents(waitingUpTo: 0))
        try checkOpen()
        try renderAndPresent()
    }

    /// Draws and presents a frame, then saves it as a PNG at `path`.
    public func screenshot(to path: String) throws {
        try render()
        try saveScreenshot(to: path)
    }

    /// Resizes the window to `size` points and lays it out at the size the window system
    /// granted (a window manager may refuse or adjust it).
    public func resize(to size: CGSize) throws {
        sdlWindow.setPointSize(size)
        handle(takeEvents(waitingUpTo: 0))
        syncGeometry()
        try checkOpen()
    }

    /// Runs `script` against this window (see `EventScriptRunner`). Real input is ignored
    /// meanwhile: the script owns the input. Throws `EventScriptError` naming the line of
    /// a step that failed (a screenshot that could not be written, the window closed).
    public func run(script: EventScript) throws {
        isRunningScript = true
        defer { isRunningScript = false }
        try EventScriptRunner(host: self).run(script)
    }

    /// One scripted frame at the manual clock's time: the window's events, deadlines,
    /// display links (always ticked, as headless frames are), composite and present.
    private func stepScriptedFrame() throws {
        handle(takeEvents(waitingUpTo: 0))
        mainQueue.runPending()
        try checkOpen()
        try runFrame(forcingTick: true)
    }

    private func checkOpen() throws {
        if isStopped {
            throw SDLError(operation: "script", message: "the window was closed (or the application stopped)")
        }
    }
}
