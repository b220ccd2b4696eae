import Foundation

/// A host's time and frames: the clock, the display-link scheduler and the view-animation
/// driver of one host, and the one place where a frame's sequence is written.
///
/// Every host (the headless one, the SDL window) owns a frame loop and attaches its window
/// to it; a view reaches the loop through its window (`UIView.frameLoop`), as NIO code
/// reaches `context.eventLoop`. So two hosts in one process each keep their own time: a
/// fling in one window never advances because the other window ran a frame, and dropping
/// a host takes its display links and run-loop mode with it.
///
/// A frame is always, in this order: gesture deadlines due, display links (animations,
/// scroll motion), layout. Hosts add only their input before it and their output
/// (composite and present) after it.
///
/// Main thread only, as UIKit.
public final class FrameLoop {
    /// The clock this host's animations, display links and input timestamps read.
    public let clock: any MediaClock
    /// The display links of this host, ticked once per frame.
    public let scheduler: DisplayLinkScheduler
    /// Runs `UIView.animate` animations of views in this host's windows.
    public let animations: AnimationDriver

    private struct WeakWindow { weak var window: UIWindow? }
    private var windowRefs: [WeakWindow] = []

    /// A loop reading `clock` (the machine's monotonic clock by default), for a display
    /// refreshing `maximumFramesPerSecond` times a second.
    public init(clock: any MediaClock = SystemClock(), maximumFramesPerSecond: Int = 60) {
        self.clock = clock
        scheduler = DisplayLinkScheduler(maximumFramesPerSecond: maximumFramesPerSecond, clock: clock)
        animations = AnimationDriver(scheduler: scheduler)
    }

    /// The current time of the loop's clock, in seconds.
    public var now: TimeInterval { clock.now }

    /// The windows attached, in the order they were attached.
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// Makes `window` run on this loop: its views' motion, animations and deadlines use
    /// this loop's clock and scheduler from now on. A window belongs to one loop.
    public func attach(_ window: UIWindow) {
        assertMainThread()
        window.hostLoop?.detach(window)
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
        window.hostLoop = self
    }

    /// Stops `window` running on this loop.
    public func detach(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        if window.hostLoop === self { window.hostLoop = nil }
    }

    /// Whether a frame is wanted: some display link is active (something animates). While
    /// false the host may sleep until input or `nextDeadline`.
    public var wantsFrames: Bool { scheduler.hasActiveLinks }

    /// The earliest gesture deadline of the attached windows (a double tap's wait, the end
    /// of a Ctrl+wheel zoom), in seconds on the loop's clock; nil when none is pending.
    public var nextDeadline: TimeInterval? {
        windows.compactMap(\.nextDeadline).min()
    }

    /// Resolves the gesture deadlines due by `time` (seconds) in every attached window.
    public func processDeadlines(at time: TimeInterval) {
        whileCurrent {
            for window in windows { window.processDeadlines(at: time) }
        }
    }

    /// Runs one frame at `time` (seconds on the loop's clock): deadlines due, then display
    /// links (when `ticksDisplayLinks`; a host that paces animation frames itself passes
    /// false for frames that only show input), then layout of every attached window. The
    /// host composites and presents afterwards.
    public func runFrame(at time: TimeInterval, ticksDisplayLinks: Bool = true) {
        assertMainThread()
        whileCurrent {
            for window in windows { window.processDeadlines(at: time) }
            if ticksDisplayLinks { scheduler.tick(at: time) }
            for window in windows { window.layoutIfNeeded() }
        }
    }

    /// Lets `seconds` pass on a manual clock: whole frames of the scheduler's frame duration,
    /// each run by `frame` (the host's input, `runFrame(at:)`, its output), then the
    /// remainder with no frame (deadlines still fire at their times), so scripted timing is
    /// exact. See `runFrames(_:skippingIdleFrames:frame:)` for `skippingIdleFrames`.
    /// Does nothing unless the loop's clock is a `ManualClock`.
    public func advance(by seconds: TimeInterval, skippingIdleFrames: Bool,
                        frame: (TimeInterval) throws -> Void) rethrows {
        guard let manual = clock as? ManualClock, seconds > 0, seconds.isFinite else { return }
        let end = manual.now + seconds
        try runFrames(Int((seconds / scheduler.frameDuration + 1e-9).rounded(.down)),
                      skippingIdleFrames: skippingIdleFrames, frame: frame)
        if end > manual.now {
            manual.now = end
            processDeadlines(at: end)
        }
    }

    /// Steps a manual clock by `count` frames of the scheduler's frame duration, calling
    /// `frame` with each frame's time. With `skippingIdleFrames`, frames in which nothing
    /// animates and no deadline falls pass at once (the clock jumps), so long idle waits
    /// cost nothing. Does nothing unless the loop's clock is a `ManualClock`.
    public func runFrames(_ count: Int, skippingIdleFrames: Bool,
                          frame: (TimeInterval) throws -> Void) rethrows {
        guard let manual = clock as? ManualClock else { return }
        let step = scheduler.frameDuration
        var left = max(0, count)
        while left > 0 {
            if skippingIdleFrames, !wantsFrames {
                // Frames before the next deadline (all of them with none pending) are idle.
                let idle = nextDeadline.map {
                    Int(min(Double(left), (($0 - manual.now) / step).rounded(.down))) - 1
                } ?? left
                if idle > 0 {
                    let skipped = min(idle, left)
                    manual.now += TimeInterval(skipped) * step
                    left -= skipped
                    continue
                }
            }
            manual.now += step
            try frame(manual.now)
            left -= 1
        }
    }

    // MARK: The loop running now

    /// The loop that is running a frame or delivering input right now, if any.
    nonisolated(unsafe) static var current: FrameLoop?

    /// Runs `body` with this loop as `FrameLoop.current` (restoring the previous one), so
    /// that `CACurrentMediaTime()` and display links added to the main run loop from code
    /// running inside the frame or the input mean this host.
    @discardableResult
    public func whileCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = FrameLoop.current
        FrameLoop.current = self
        defer { FrameLoop.current = previous }
        return try body()
    }

    /// The loop code outside any view means by "the main run loop" and "now": the loop
    /// running a frame or input now, else the key window's, else `FrameLoop.main`.
    static var ambient: FrameLoop {
        current ?? UIApplication.shared.keyWindow?.hostLoop ?? main
    }

    /// The process's default loop on the machine's clock: the SDL application's unless it
    /// is given another, and where display links added to the main run loop go when no
    /// host runs.
    nonisolated(unsafe) public static let main = FrameLoop()
}

extension UIView {
    /// The frame loop of the host showing this view (its window's), or nil when the view
    /// is in no hosted window: motion of such a view completes at once.
    public var frameLoop: FrameLoop? { window?.hostLoop }

    /// The loop this view's motion runs on: its window's host, else the ambient loop (the
    /// key window's host) for a view not (yet) in a hosted window.
    var motionLoop: FrameLoop { window?.hostLoop ?? .ambient }
}

/// Traps in debug builds when called off the main actor: UIKit's types are main-thread
/// only, as on iOS, and nothing in them is synchronized. (The main actor, not the process's
/// first thread: on Linux, once `dispatch_main` parks that thread, main-actor work such as a
/// Swift Testing `@MainActor` test runs on the thread serving the main queue.) Release
/// builds check nothing.
@inline(__always)
func assertMainThread(file: StaticString = #fileID, line: UInt = #line) {
    MainActor.assertIsolated("UIKit used off the main thread", file: file, line: line)
}
