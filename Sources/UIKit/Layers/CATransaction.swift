import Foundation

/// Core Animation's transaction calls, so iOS code that brackets layer changes compiles
/// and runs: `begin()` and `commit()` nest, and each level keeps the values set on it.
///
/// This toolkit gives standalone layers no implicit animations: a layer property set
/// anywhere takes effect at once, in or out of a transaction. So there is nothing for
/// `setDisableActions(true)` to disable and nothing for `setAnimationDuration` to time —
/// they record what they are told (read back with `disableActions()` and
/// `animationDuration()`) and change nothing else. A completion block runs when the
/// outermost `commit()` is reached, since every change of the transaction is then on
/// screen at the next frame; one set outside any `begin()` runs at once.
public enum CATransaction {
    private struct Level {
        var disablesActions = false
        var duration: TimeInterval = 0.25
        var completion: (() -> Void)?
    }

    /// The open levels, outermost first (main thread only, as UIKit).
    nonisolated(unsafe) private static var levels: [Level] = []

    /// Opens a transaction level.
    public static func begin() {
        levels.append(Level(disablesActions: levels.last?.disablesActions ?? false,
                            duration: levels.last?.duration ?? 0.25))
    }

    /// Closes the innermost level; closing the outermost runs the completion blocks set
    /// inside it. A commit without a begin does nothing.
    public static func commit() {
        guard let level = levels.popLast() else { return }
        if levels.isEmpty {
            level.completion?()
        } else if let completion = level.completion {
            let outer = levels[levels.count - 1].completion
            levels[levels.count - 1].completion = { outer?(); completion() }
        }
    }

    /// Nothing is pending between frames here (changes apply at once), so this does nothing.
    public static func flush() {}

    /// Records whether implicit actions are disabled for this level (there are none here).
    public static func setDisableActions(_ flag: Bool) {
        guard !levels.isEmpty else { return }
        levels[levels.count - 1].disablesActions = flag
    }

    /// What `setDisableActions` recorded for the innermost level; false outside one.
    public static func disableActions() -> Bool { levels.last?.disablesActions ?? false }

    /// Records the duration, in seconds, implicit animations of this level would take.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard !levels.isEmpty else { return }
        levels[levels.count - 1].duration = duration
    }

    /// What `setAnimationDuration` recorded (0.25 s by default, as Core Animation's).
    public static func animationDuration() -> TimeInterval { levels.last?.duration ?? 0.25 }

    /// Sets the block run when the transaction's outermost level commits; outside a
    /// transaction it runs at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !levels.isEmpty else { block?(); return }
        levels[levels.count - 1].completion = block
    }
}
