import CSDL2
import Foundation
import UIKit

extension SDLApplication {
    /// Events taken from SDL's queue at a time; more wait for the next take.
    static let eventBatchSize = 64
    /// A frame due within this many seconds is run now: the wait is rounded to whole
    /// milliseconds and the clock read after waking can be a hair early.
    static let frameDueTolerance: TimeInterval = 0.0005

    /// Runs the event loop until SDL_QUIT, the window's close button, or `stop()`.
    /// Returns at once when the application was stopped already. Rethrows SDL's failures
    /// to upload or present a frame.
    public func run() throws {
        while !isStopped {
            try runIteration(waitingUpTo: waitTimeout)
        }
    }

    /// Handles the events queued now and runs one frame, without waiting: the
    /// deterministic step tests and scripts use (events pushed with `SDL_PushEvent` are
    /// handled by it).
    public func processPendingEvents() throws {
        try runIteration(waitingUpTo: 0)
    }

    /// How long the loop would now wait for input, in milliseconds: `FramePacing.waitForever`
    /// (-1) when nothing animates and no gesture deadline is pending, else until the
    /// earlier of the next deadline and the next animation frame.
    public var waitTimeout: Int32 {
        let now = clock.now
        return FramePacing.waitTimeout(now: now, nextDeadline: frameLoop.nextDeadline,
                                       nextFrameTime: nextFrameTime(now: now))
    }

    /// When display links next want a frame (seconds); nil when none is active.
    func nextFrameTime(now: TimeInterval) -> TimeInterval? {
        FramePacing.nextFrameTime(now: now, linkFireTime: scheduler.nextFireTime(after: now),
                                  lastFrameTime: lastAnimationFrameTime,
                                  frameDuration: scheduler.frameDuration,
                                  pacedByVSync: lastPresentWaitedForVSync)
    }

    /// One iteration: waits up to `milliseconds` (-1: until an event comes) for input,
    /// handles every event queued, runs work from other threads, then a frame.
    func runIteration(waitingUpTo milliseconds: Int32) throws {
        handle(takeEvents(waitingUpTo: milliseconds))
        mainQueue.runPending()
        try runFrame(forcingTick: false)
    }

    /// The events queued, after waiting up to `milliseconds` for the first (0: no wait).
    func takeEvents(waitingUpTo milliseconds: Int32) -> [SDL_Event] {
        takenEvents.removeAll(keepingCapacity: true)
        var first = SDL_Event()
        let got = milliseconds == 0 ? SDL_PollEvent(&first) : SDL_WaitEventTimeout(&first, milliseconds)
        guard got == 1 else { return takenEvents }
        takenEvents.append(first)
        // Only what is queued now: under a stream of input a loop of SDL_PollEvent would
        // keep reading and never draw.
        SDL_PumpEvents()
        while true {
            let n = SDL_PeepEvents(&eventBatch, Int32(eventBatch.count), SDL_GETEVENT,
                                   SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            guard n > 0 else { break }
            takenEvents.append(contentsOf: eventBatch[0..<Int(n)])
            if Int(n) < eventBatch.count { break }
        }
        return takenEvents
    }

    /// One frame at the clock's time: the frame loop's frame, ticking display links if an
    /// animation frame is due (always with `forcingTick`), then the window is composited
    /// and what changed is presented.
    func runFrame(forcingTick: Bool) throws {
        let now = clock.now
        var ticks = false
        if frameLoop.wantsFrames {
            let due = nextFrameTime(now: now).map { $0 <= now + Self.frameDueTolerance } ?? false
            ticks = forcingTick || due
        }
        frameLoop.runFrame(at: now, ticksDisplayLinks: ticks)
        if ticks {
            lastAnimationFrameTime = FramePacing.frameTime(ranAt: now, lastFrameTime: lastAnimationFrameTime,
                                                           frameDuration: scheduler.frameDuration)
        }
        try renderAndPresent()
    }

    /// Lays out and composites the window and presents the rectangles that changed; does
    /// not present when nothing did (unless the window system lost the window's pixels).
    func renderAndPresent() throws {
        // SDL may have replaced the window surface since the last frame (a resize the app
        // asked for): the frame is drawn into the surface that is there.
        sdlWindow.refreshFrameTarget()
        let changed = frameLoop.whileCurrent { compositor.renderFrame() }
        updateTextInputRect()
        endAbandonedComposition()
        guard !changed.isEmpty || needsPresent else {
            lastPresentWaitedForVSync = false
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        try sdlWindow.present(compositor.frame, changed: changed)
        let seconds = TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        needsPresent = false
        presentedFrameCount += 1
        // A renderer may claim vsync and not wait (Xvfb's, a compositor's that throttles
        // elsewhere): only a present that blocked has locked the loop to the display.
        lastPresentWaitedForVSync = sdlWindow.hasVSync && seconds >= FramePacing.vsyncWaitEvidence
        onPresent?()
    }
}
