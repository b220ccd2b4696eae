/// A source of media time: seconds on a monotonic timeline, as `CACurrentMediaTime()` reads.
///
/// Each host's frame loop reads one clock for its animations, display links and input
/// timestamps, so a host with a `ManualClock` makes every motion exactly reproducible.
/// Clocks are used from the main thread only, like the rest of the toolkit.
public protocol MediaClock: AnyObject {
    /// The current media time in seconds. Never decreases.
    var now: TimeInterval { get }
}

/// The current media time in seconds: the clock of the host running a frame or
/// delivering input now, else of the key window's host, else the machine's monotonic clock
/// (`FrameLoop.main`).
///
/// As on iOS, this is a monotonic time (seconds since boot with the system clock), not
/// wall-clock time; only differences between two readings mean anything. Code acting for a
/// particular view reads its host's clock instead (`view.frameLoop?.now`).
public func CACurrentMediaTime() -> TimeInterval {
    FrameLoop.ambient.now
}
