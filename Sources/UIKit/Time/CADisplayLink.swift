/// A timer synchronized with the display's refresh: its callback runs once per frame with the
/// frame's time, as Core Animation's `CADisplayLink` does.
///
/// Swift on Linux has no selectors, so the callback is a closure, or a method of the target:
/// `CADisplayLink(target: self, selector: Self.step)` ports
/// `CADisplayLink(target: self, selector: #selector(step))`. As on iOS, the link retains its
/// target, and the scheduler it is added to retains the link, until `invalidate()`.
///
/// Main thread only.
public final class CADisplayLink {
    /// The time of the frame the callback is for, in seconds on the media clock; 0 before the
    /// first callback.
    public private(set) var timestamp: TimeInterval = 0

    /// The time of the next frame this link will fire for, in seconds; 0 before the first
    /// callback. `targetTimestamp - timestamp` is the link's own frame interval, longer than
    /// `duration` when `preferredFramesPerSecond` asks for fewer frames than the display gives.
    public private(set) var targetTimestamp: TimeInterval = 0

    /// The time between two display refreshes, in seconds; 0 before the first callback.
    public private(set) var duration: TimeInterval = 0

    /// The frame rate the callback wants, in frames per second; 0 (the default) means the
    /// display's full rate.
    ///
    /// Honoured as a whole divisor of the display's rate: 30 on a 60 Hz display fires every
    /// other frame; rates at or above the display's mean every frame.
    public var preferredFramesPerSecond: Int = 0

    /// While true, the link does not fire and does not keep the host awake.
    public var isPaused = false

    /// The scheduler the link is added to, if any.
    public private(set) weak var scheduler: DisplayLinkScheduler?

    /// The run loop modes the link is added for.
    public private(set) var modes: Set<RunLoop.Mode> = []

    /// Whether `invalidate()` has been called; an invalidated link never fires again.
    public private(set) var isInvalidated = false

    var hasFired = false
    private var handler: ((CADisplayLink) -> Void)?

    /// Creates a link that calls `handler` each frame once added to a scheduler.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Creates a link that calls `selector` on `target` each frame once added to a scheduler.
    ///
    /// The target is retained until `invalidate()`, as on iOS.
    public convenience init<Target: AnyObject>(
        target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void
    ) {
        self.init { link in selector(target)(link) }
    }

    /// Registers the link with `scheduler` for `mode` (by default `.common`: every mode).
    ///
    /// A link belongs to one scheduler: adding it to another moves it there. Adding an
    /// invalidated link does nothing.
    public func add(to scheduler: DisplayLinkScheduler, forMode mode: RunLoop.Mode = .common) {
        guard !isInvalidated else { return }
        if let current = self.scheduler, current !== scheduler {
            current.unregister(self)
            modes.removeAll()
        }
        self.scheduler = scheduler
        modes.insert(mode)
        scheduler.register(self)
    }

    /// Registers the link with the main run loop for `mode`, as on iOS.
    ///
    /// Display links run on the main thread in ScrollKit, so the link joins, whichever run
    /// loop is named, the scheduler of the host running now (a frame or input), else of the
    /// key window's host, else of `FrameLoop.main`. A view's own links use its window's
    /// host: `view.frameLoop?.scheduler`.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        add(to: FrameLoop.ambient.scheduler, forMode: mode)
    }

    /// Stops the link firing in `mode`; once no mode is left it leaves its scheduler.
    public func remove(from scheduler: DisplayLinkScheduler, forMode mode: RunLoop.Mode) {
        guard self.scheduler === scheduler else { return }
        modes.remove(mode)
        if modes.isEmpty {
            scheduler.unregister(self)
            self.scheduler = nil
        }
    }

    /// Stops the link firing in `mode` on the scheduler it was added to.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let scheduler else { return }
        remove(from: scheduler, forMode: mode)
    }

    /// Removes the link from its scheduler for good and releases its target.
    public func invalidate() {
        isInvalidated = true
        scheduler?.unregister(self)
        scheduler = nil
        modes.removeAll()
        handler = nil
    }

    func fire(at time: TimeInterval, displayFrameDuration: TimeInterval) {
        timestamp = time
        duration = displayFrameDuration
        targetTimestamp = time + displayFrameDuration * TimeInterval(frameDivisor(displayFrameDuration))
        hasFired = true
        handler?(self)
    }

    /// How many display frames pass between two callbacks of this link.
    private func frameDivisor(_ displayFrameDuration: TimeInterval) -> Int {
        guard preferredFramesPerSecond > 0 else { return 1 }
        let displayRate = 1 / displayFrameDuration
        return max(1, Int((displayRate / TimeInterval(preferredFramesPerSecond)).rounded()))
    }
}
