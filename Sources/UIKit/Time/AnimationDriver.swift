/// Runs animation values once per display frame and removes them when they finish.
///
/// The building block for `UIView.animate` and for anything else that animates: add a value
/// conforming to `Animation` together with a closure that applies its output, and the driver
/// advances it on every tick of its display link, calls `completion(true)` when it finishes,
/// or `completion(false)` when it is cancelled. Its display link is paused whenever nothing
/// runs, so an idle driver never keeps the host awake.
///
/// Main thread only. Callbacks may add and cancel animations: an animation added during a
/// frame is first advanced on the next frame, one cancelled during a frame is not advanced
/// again.
public final class AnimationDriver {
    /// Identifies one running animation, for `cancel(_:finished:)`.
    public struct ID: Hashable, Sendable {
        fileprivate let rawValue: UInt64
    }

    private struct Entry {
        let id: ID
        /// Advances the animation held in the closure's box and applies its output.
        let step: (TimeInterval) -> Bool
        let completion: ((Bool) -> Void)?
    }

    private var entries: [Entry] = []
    private var nextID: UInt64 = 0
    private var link: CADisplayLink?

    /// Creates a driver ticked by `scheduler`.
    public init(scheduler: DisplayLinkScheduler) {
        let link = CADisplayLink { [weak self] link in
            self?.advance(to: link.timestamp)
        }
        link.isPaused = true
        link.add(to: scheduler, forMode: .common)
        self.link = link
    }

    deinit {
        link?.invalidate()
    }

    /// The number of animations running.
    public var count: Int { entries.count }

    /// Whether any animation is running.
    public var isRunning: Bool { !entries.isEmpty }

    /// Whether `id` names an animation that is still running.
    public func contains(_ id: ID) -> Bool {
        entries.contains { $0.id == id }
    }

    /// Starts running `animation`: on each frame it is advanced to the frame's time and
    /// `apply` is called with the advanced value; `completion(true)` follows the frame on which
    /// it finishes.
    ///
    /// The animation's start time is part of the value (callers usually pass
    /// `CACurrentMediaTime()`), so adding it between frames loses no time.
    @discardableResult
    public func add<Value: Animation>(
        _ animation: Value,
        apply: @escaping (Value) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> ID {
        nextID += 1
        let id = ID(rawValue: nextID)
        var value = animation
        let step: (TimeInterval) -> Bool = { time in
            let running = value.advance(to: time)
            apply(value)
            return running
        }
        entries.append(Entry(id: id, step: step, completion: completion))
        link?.isPaused = false
        return id
    }

    /// Stops the animation `id` where it is and calls its completion with `finished`
    /// (`false` by default, as UIKit reports an interrupted animation). Unknown ids are ignored.
    public func cancel(_ id: ID, finished: Bool = false) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries.remove(at: index)
        pauseIfIdle()
        entry.completion?(finished)
    }

    /// Cancels every running animation, calling each completion with `finished`.
    public func cancelAll(finished: Bool = false) {
        let cancelled = entries
        entries.removeAll()
        pauseIfIdle()
        for entry in cancelled { entry.completion?(finished) }
    }

    /// Advances every running animation to `time` (seconds), removes those that finish and
    /// calls their completions with `true`.
    ///
    /// The display link calls this each frame; a host or test without a scheduler may call it
    /// directly.
    public func advance(to time: TimeInterval) {
        // A copy that shares storage until a callback changes `entries`: no allocation on
        // ordinary frames (`finished` stays empty, and empty arrays allocate nothing).
        let current = entries
        var finished: [Entry] = []
        for id in current.lazy.map(\.id) {
            // Earlier callbacks may have cancelled this one.
            guard let index = entries.firstIndex(where: { $0.id == id }) else { continue }
            let entry = entries[index]
            // `apply` may cancel its own animation; then its completion has already run.
            if !entry.step(time), let index = entries.firstIndex(where: { $0.id == id }) {
                entries.remove(at: index)
                finished.append(entry)
            }
        }
        pauseIfIdle()
        for entry in finished { entry.completion?(true) }
    }

    private func pauseIfIdle() {
        link?.isPaused = entries.isEmpty
    }
}
