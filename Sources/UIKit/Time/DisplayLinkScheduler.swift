/// Fires display links once per display frame: ScrollKit's stand-in for a run loop's
/// display-link source. Each host's `FrameLoop` has one.
///
/// The frame loop calls `tick(at:)` once per frame, before layout and rendering; each
/// active link is then called with the frame's time. Between frames the host can ask
/// `hasActiveLinks`: when it is false nothing animates, and the host may sleep until the next
/// input event instead of rendering frames nobody needs. Headless runs and tests step a
/// `ManualClock` by whole frames with `runFrames(_:clock:)` or `runUntilIdle(clock:maximumFrames:)`.
///
/// Main thread only, as on iOS: nothing here is synchronized, and callbacks run on the thread
/// that calls `tick`.
public final class DisplayLinkScheduler {
    /// The display's refresh rate in frames per second (hertz); at least 1.
    ///
    /// Hosts set it from the display mode. Display links derive `duration` from it, and
    /// `preferredFramesPerSecond` is honoured as a whole divisor of it.
    public var maximumFramesPerSecond: Int {
        didSet { maximumFramesPerSecond = max(1, maximumFramesPerSecond) }
    }

    /// The time between two display refreshes, in seconds.
    public var frameDuration: TimeInterval { 1 / TimeInterval(maximumFramesPerSecond) }

    /// The clock `tick()` reads.
    public let clock: any MediaClock

    /// The run loop mode the scheduler is running in; links fire only if added for it.
    ///
    /// `.default` normally; a scroll view switches to `.tracking` while it tracks a touch,
    /// as iOS does, so links added for `.default` alone pause during a drag.
    public var currentMode: RunLoop.Mode = .default

    /// The modes that `.common` stands for.
    public let commonModes: Set<RunLoop.Mode> = [.default, .tracking]

    /// The time of the last tick in seconds, or `nil` before the first.
    public private(set) var lastFrameTime: TimeInterval?

    /// Registered links in registration order, which is also the order they fire in.
    private var links: [CADisplayLink] = []
    private var isTicking = false

    /// Creates a scheduler for a display refreshing `maximumFramesPerSecond` times a second.
    /// `tick()` reads `clock` (the machine's monotonic clock by default).
    public init(maximumFramesPerSecond: Int = 60, clock: any MediaClock = SystemClock()) {
        self.maximumFramesPerSecond = max(1, maximumFramesPerSecond)
        self.clock = clock
    }

    /// Whether any registered, unpaused link would fire in the current mode: while false, the
    /// host may sleep until input arrives.
    public var hasActiveLinks: Bool {
        links.contains(where: isActive)
    }

    /// The number of registered links, paused or not.
    public var registeredLinkCount: Int { links.count }

    /// The earliest time, in seconds, at which an active link wants its next frame, given
    /// that it is now `time`; `nil` when no link is active.
    ///
    /// A host that does not wait for vertical sync can sleep until then. Links that have not
    /// fired yet want a frame at once (`time`).
    public func nextFireTime(after time: TimeInterval) -> TimeInterval? {
        links.lazy.filter(isActive).map { link in
            link.hasFired ? max(time, link.targetTimestamp - self.frameDuration / 2) : time
        }.min()
    }

    /// Runs one frame at the current time of `clock`.
    public func tick() {
        tick(at: clock.now)
    }

    /// Runs one frame at `time` seconds: every active link that is due fires, in registration
    /// order, with `timestamp` set to `time`.
    ///
    /// A link whose `preferredFramesPerSecond` asks for fewer frames than the display gives is
    /// due once its `targetTimestamp` is less than half a display frame away. Links added
    /// during the tick first fire on the next one; links paused or invalidated during it do
    /// not fire. A time earlier than the previous tick counts as the previous tick's time, a
    /// non-finite time is ignored, and a tick from inside a link's callback does nothing.
    public func tick(at time: TimeInterval) {
        guard time.isFinite, !isTicking else { return }
        let frameTime = max(time, lastFrameTime ?? time)
        lastFrameTime = frameTime
        isTicking = true
        defer { isTicking = false }
        let halfFrame = frameDuration / 2
        for link in links where isActive(link) {
            // A callback earlier in this loop may have paused, removed or invalidated it.
            guard link.scheduler === self, isActive(link) else { continue }
            if link.hasFired && frameTime + halfFrame < link.targetTimestamp { continue }
            link.fire(at: frameTime, displayFrameDuration: frameDuration)
        }
    }

    /// Advances `clock` by `count` display frames, ticking after each step; returns `count`.
    ///
    /// Frame times are computed as `start + k / maximumFramesPerSecond` rather than summed, so
    /// that after 18 frames at 60 Hz the clock reads exactly 0.3 s past the start.
    @discardableResult
    public func runFrames(_ count: Int, clock: ManualClock) -> Int {
        guard count > 0 else { return 0 }
        let start = clock.now
        for frame in 1...count {
            clock.now = start + TimeInterval(frame) / TimeInterval(maximumFramesPerSecond)
            tick(at: clock.now)
        }
        return count
    }

    /// Steps `clock` frame by frame while any link is active, at most `maximumFrames` times;
    /// returns the number of frames run.
    ///
    /// For headless scripts and tests: "let the fling finish". The bound makes a link that
    /// never pauses end the run instead of hanging it.
    @discardableResult
    public func runUntilIdle(clock: ManualClock, maximumFrames: Int) -> Int {
        var frames = 0
        while frames < maximumFrames && hasActiveLinks {
            frames += runFrames(1, clock: clock)
        }
        return frames
    }

    func register(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    func unregister(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    private func isActive(_ link: CADisplayLink) -> Bool {
        !link.isPaused && fires(in: currentMode, modes: link.modes)
    }

    private func fires(in mode: RunLoop.Mode, modes: Set<RunLoop.Mode>) -> Bool {
        modes.contains(mode) || (modes.contains(.common) && commonModes.contains(mode))
    }
}
