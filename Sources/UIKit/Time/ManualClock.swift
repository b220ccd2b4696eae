/// A clock that only moves when told to: for tests, screenshot runs and event scripts.
///
/// Stepping it by whole frames (see `DisplayLinkScheduler.runFrames(_:clock:)`) makes every
/// animation produce the same values on every machine, however slow.
public final class ManualClock: MediaClock {
    /// The current time in seconds. Setting it earlier than it is, or to a non-finite value,
    /// has no effect: media time never runs backwards, and animations and display links rely
    /// on that.
    public var now: TimeInterval {
        didSet {
            if !(now >= oldValue && now.isFinite) { now = oldValue }
        }
    }

    /// Creates a clock standing at `now` seconds (0 by default).
    public init(now: TimeInterval = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// Moves the clock forward by `seconds`; a negative or non-finite step is ignored.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}
