import CSDL2
import Foundation

/// Work handed to the event loop's thread from other threads (a PNG decoded in the
/// background, progress to show), as `DispatchQueue.main.async` would on iOS: the loop
/// may be asleep in `SDL_WaitEventTimeout`, so each `async` also posts an SDL event that
/// wakes it. Work runs in order, once per loop iteration, before the frame is drawn.
///
/// `DispatchQueue.main` itself is not drained by the SDL loop on Linux; use this instead.
public final class SDLMainQueue: @unchecked Sendable {
    /// The SDL event type that wakes the loop (registered with `SDL_RegisterEvents`).
    let wakeEventType: UInt32
    private let lock = NSLock()
    private var pending: [() -> Void] = []

    /// One event type for every queue of the process; `UInt32.max` when SDL had none left.
    private static let registeredType = SDL_RegisterEvents(1)

    init() throws {
        guard Self.registeredType != UInt32.max else { throw SDLError("SDL_RegisterEvents") }
        wakeEventType = Self.registeredType
    }

    /// Queues `work` to run on the loop's thread and wakes the loop. Any thread.
    public func async(_ work: @escaping () -> Void) {
        lock.lock()
        pending.append(work)
        lock.unlock()
        var event = SDL_Event()
        event.type = wakeEventType
        SDL_PushEvent(&event)
    }

    /// Runs the work queued so far (work it queues runs next time). Loop thread only.
    func runPending() {
        lock.lock()
        let work = pending
        pending.removeAll()
        lock.unlock()
        for item in work { item() }
    }
}
