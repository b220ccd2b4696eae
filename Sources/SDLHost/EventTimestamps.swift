import Foundation

/// Turns SDL's event times (milliseconds of `SDL_GetTicks()`, stamped when SDL took the
/// event from the window system) into media-clock seconds, so velocities and double-tap
/// intervals measure when input happened rather than when the loop got round to it.
///
/// An event's age is `SDL_GetTicks() - event.timestamp` at receipt; its media time is the
/// clock's time at receipt minus that age. Times never run backwards: an event stamped
/// before the previous one gets the previous one's time.
struct EventTimestamps {
    /// An age beyond this, in milliseconds, is taken as a clock wrap or a bogus stamp, and
    /// the event gets the receipt time. 32-bit milliseconds wrap after 49.7 days; no event
    /// waits in the queue for more than a few seconds.
    static let maximumAge: UInt32 = 10_000

    /// The media time given to the latest event, in seconds.
    private(set) var latest: TimeInterval = -.infinity

    /// The media time of an event stamped `eventTicks`, received at media time `now` when
    /// SDL's clock read `nowTicks` (both in milliseconds).
    mutating func time(ofEventAt eventTicks: UInt32, nowTicks: UInt32, now: TimeInterval) -> TimeInterval {
        let age = nowTicks &- eventTicks
        let t = age <= Self.maximumAge ? now - TimeInterval(age) / 1000 : now
        latest = max(latest, t)
        return latest
    }
}
