import Foundation

/// Lets updates through at most a given number of times a second: the first always, then
/// each one that comes at least `minimumInterval` after the last let through. For a view
/// that would otherwise redraw on every report of a fast stream (a load's progress figure):
/// what is dropped is only shown later, with the next report let through.
public struct UpdateRateLimit: Sendable {
    /// The least time between two updates let through, in seconds.
    public let minimumInterval: TimeInterval
    /// When the last update was let through, in seconds; nil before the first.
    public private(set) var lastAllowed: TimeInterval?

    /// At most `maximumPerSecond` updates a second (a rate of 0 or less, or not finite, lets
    /// every update through).
    public init(maximumPerSecond: Double) {
        minimumInterval = maximumPerSecond > 0 && maximumPerSecond.isFinite ? 1 / maximumPerSecond : 0
    }

    /// True, and the update counted, when an update at `time` (seconds, on any one clock)
    /// may go through; false when it comes too soon after the last one let through. A clock
    /// that went back lets the update through and starts again from it.
    public mutating func allows(at time: TimeInterval) -> Bool {
        if let lastAllowed, time >= lastAllowed, time - lastAllowed < minimumInterval { return false }
        lastAllowed = time
        return true
    }
}
