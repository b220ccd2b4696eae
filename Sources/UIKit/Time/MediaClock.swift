/// A source of media time: seconds on a monotonic timeline, as `CACurrentMediaTime()` reads.
///
/// Every animation, display link and gesture timestamp in ScrollKit reads one clock, so a
/// test or script that swaps in a `ManualClock` makes every motion exactly reproducible.
/// Clocks are used from the main thread only, like the rest of the toolkit.
public protocol MediaClock: AnyObject {
    /// The current media time in seconds. Never decreases.
    var now: TimeInterval { get }
}

/// The clock the whole toolkit reads.
///
/// Hosts leave it as the system clock; tests and headless scripts set a `ManualClock` before
/// creating views and step it themselves. Main thread only: nothing here is synchronized,
/// as in UIKit, where animations and display links live on the main run loop.
public enum MediaTime {
    /// The clock `CACurrentMediaTime()` and the main display link scheduler read.
    nonisolated(unsafe) public static var clock: any MediaClock = SystemClock()

    /// Runs `body` with `clock` as the current clock, then restores the previous one.
    ///
    /// For tests that need a manual clock for a few steps without leaking it into others.
    public static func withClock<Result>(_ clock: any MediaClock, _ body: () throws -> Result) rethrows -> Result {
        let previous = self.clock
        self.clock = clock
        defer { self.clock = previous }
        return try body()
    }
}

/// The current media time in seconds, read from `MediaTime.clock`.
///
/// As on iOS, this is a monotonic time (seconds since boot with the system clock), not
/// wall-clock time; only differences between two readings mean anything.
public func CACurrentMediaTime() -> TimeInterval {
    MediaTime.clock.now
}
