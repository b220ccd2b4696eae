import UIKit

/// The machine's monotonic clock, shifted forward when needed so that it starts no
/// earlier than a time the toolkit has already seen (a headless host's manual clock may
/// have run ahead of the machine's in the same process). Seconds.
final class ContinuousSystemClock: MediaClock {
    private let system = SystemClock()
    /// Seconds added to the system clock: zero unless it had to catch up.
    let offset: TimeInterval

    /// A clock reading at least `time` now.
    init(notBefore time: TimeInterval) {
        let now = system.now
        offset = time.isFinite && time > now ? time - now : 0
    }

    var now: TimeInterval { system.now + offset }
}
