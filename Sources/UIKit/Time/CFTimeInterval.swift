import Foundation

/// Seconds, as CoreFoundation's `CFTimeInterval` (what `CACurrentMediaTime()` and
/// `CADisplayLink.timestamp` are declared as on iOS); Foundation on Linux does not have it.
public typealias CFTimeInterval = TimeInterval
