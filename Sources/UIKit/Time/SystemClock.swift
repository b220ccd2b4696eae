#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), in seconds.
///
/// Monotonic rather than wall-clock time, so that a change of the system time never makes an
/// animation jump or run backwards.
public final class SystemClock: MediaClock {
    /// Creates a reader of the monotonic clock.
    public init() {}

    /// Seconds since an arbitrary fixed point (on Linux, the boot), with nanosecond resolution.
    public var now: TimeInterval {
        var time = timespec()
        // CLOCK_MONOTONIC cannot fail for a valid pointer; the result is checked anyway so a
        // broken libc shows as time standing still rather than as garbage.
        guard clock_gettime(CLOCK_MONOTONIC, &time) == 0 else { return 0 }
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
    }
}
