import Foundation

/// When the event loop next needs to wake, as pure functions of the loop's state, so the
/// idle rule ("nothing animates and nothing is due: sleep until input") is tested without
/// a window or a clock.
///
/// All times are seconds on the media clock; waits are whole milliseconds, SDL's unit.
public enum FramePacing {
    /// SDL_WaitEventTimeout's "wait until an event comes" value.
    public static let waitForever: Int32 = -1

    /// How early a frame is started when presents wait for vertical sync, in seconds: the
    /// present itself then blocks until the display refreshes, so the loop locks to the
    /// display; without the slack, millisecond rounding of the wait would now and then
    /// carry the loop past a refresh and show a frame twice (a visible stutter).
    public static let vsyncSlack: TimeInterval = 0.002

    /// A present that took at least this long, in seconds, waited for the display's
    /// refresh: uploading and presenting a changed frame otherwise takes well under it.
    public static let vsyncWaitEvidence: TimeInterval = 0.001

    /// The time the next display-link frame is due, in seconds; nil when no link is active.
    ///
    /// - Parameters:
    ///   - now: the current time.
    ///   - linkFireTime: `DisplayLinkScheduler.nextFireTime(after: now)`: when the earliest
    ///     active link wants a frame (nil when none is active).
    ///   - lastFrameTime: when the loop last ticked the links (nil before the first tick).
    ///   - frameDuration: one display refresh, in seconds.
    ///   - pacedByVSync: true when the last frame's present waited for the display's
    ///     refresh (see `vsyncWaitEvidence`).
    public static func nextFrameTime(now: TimeInterval, linkFireTime: TimeInterval?, lastFrameTime: TimeInterval?,
                                     frameDuration: TimeInterval, pacedByVSync: Bool) -> TimeInterval? {
        guard let linkFireTime else { return nil }
        guard let lastFrameTime else { return max(now, linkFireTime) }
        // Never faster than the display: links due "now" still wait for the next refresh.
        let refresh = lastFrameTime + frameDuration - (pacedByVSync ? vsyncSlack : 0)
        return max(now, linkFireTime, refresh)
    }

    /// The time to count a display-link frame run at `now` as, in seconds: the refresh it
    /// was due at when the loop woke after it by less than half a frame (waits are whole
    /// milliseconds and wake-ups come late), so frames keep the display's rate instead of
    /// each adding its lateness to the next (without vsync, 17 ms waits and a late wake-up
    /// made 54 frames a second of 60); `now` itself when earlier (a vsync-paced frame
    /// starts early), after a longer gap, or for the first frame.
    public static func frameTime(ranAt now: TimeInterval, lastFrameTime: TimeInterval?,
                                 frameDuration: TimeInterval) -> TimeInterval {
        guard let lastFrameTime else { return now }
        let due = lastFrameTime + frameDuration
        return now >= due && now - due < frameDuration / 2 ? due : now
    }

    /// How long the loop may wait for input before it must run a frame, in milliseconds
    /// (rounded up, so the loop wakes after, never just before, what is due);
    /// `waitForever` (-1) when nothing is due: no gesture deadline and no animation.
    ///
    /// - Parameters:
    ///   - now: the current time.
    ///   - nextDeadline: `UIApplication.nextDeadline` (a double-tap or Ctrl+wheel time-out).
    ///   - nextFrameTime: `nextFrameTime(...)`, nil when nothing animates.
    public static func waitTimeout(now: TimeInterval, nextDeadline: TimeInterval?,
                                   nextFrameTime: TimeInterval?) -> Int32 {
        func finite(_ t: TimeInterval?) -> TimeInterval { t.flatMap { $0.isFinite ? $0 : nil } ?? .infinity }
        let due = min(finite(nextDeadline), finite(nextFrameTime))
        guard due.isFinite else { return waitForever }
        // Less than a microsecond over a whole millisecond is the binary fraction's error
        // (10.016 - 10 is 0.01599999…), not time worth another millisecond.
        let milliseconds = ((due - now) * 1000 - 0.001).rounded(.up)
        guard milliseconds > 0 else { return 0 }
        return Int32(min(milliseconds, Double(Int32.max)))
    }
}
