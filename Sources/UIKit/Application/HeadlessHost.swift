import Foundation

/// Runs a window without a display: a manual clock stepped in frames of 1/60 s, the display
/// links ticked on each frame, and frames composited into a bitmap on request. Tests,
/// event scripts and `--headless` runs use it, so every animation is exactly reproducible.
///
/// Creating a host makes its clock the toolkit's clock (`MediaTime.clock`). The clock
/// continues from the latest time the toolkit has seen, so time never runs backwards
/// across hosts in one process.
public final class HeadlessHost {
    /// The clock every animation and display link reads while this host runs.
    public let clock: ManualClock
    /// The window hosted.
    public let window: UIWindow
    /// Composites the window into `frame`.
    public let compositor: FrameCompositor
    /// The display link scheduler ticked each frame.
    public let scheduler: DisplayLinkScheduler

    /// A host for a new key window of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1, scheduler: DisplayLinkScheduler = .shared) {
        let start = max(MediaTime.clock.now, scheduler.lastFrameTime ?? 0) + 1
        clock = ManualClock(now: start)
        MediaTime.clock = clock
        self.scheduler = scheduler
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        compositor = FrameCompositor(window: window, scale: scale)
        window.makeKeyAndVisible()
    }

    /// The current time, in seconds on the media clock.
    public var now: TimeInterval { clock.now }

    /// One display frame: the clock moves 1/60 s (the scheduler's frame duration), due
    /// timeouts fire, then display links tick.
    public func step() {
        clock.now += scheduler.frameDuration
        UIApplication.shared.processDeadlines(at: clock.now)
        scheduler.tick(at: clock.now)
        // As a window's frame does: layout happens every frame, drawing only on request.
        window.layoutIfNeeded()
    }

    /// Delivers `input` to the window now, as a host's event loop does.
    public func send(_ input: HostInput) {
        window.handle(input, at: clock.now)
    }

    /// Runs `count` frames. Frames in which nothing animates and no time-out is due pass
    /// at once (the clock jumps), so long idle stretches cost nothing.
    public func runFrames(_ count: Int) {
        var left = max(0, count)
        while left > 0 {
            if !scheduler.hasActiveLinks {
                // Frames before the next time-out (all of them with none pending) are idle.
                let idle = UIApplication.shared.nextDeadline.map {
                    Int(min(Double(left), (($0 - clock.now) / scheduler.frameDuration).rounded(.down))) - 1
                } ?? left
                if idle > 0 {
                    let skipped = min(idle, left)
                    clock.now += TimeInterval(skipped) * scheduler.frameDuration
                    left -= skipped
                    continue
                }
            }
            step()
            left -= 1
        }
    }

    /// Advances time by `seconds`: whole frames of 1/60 s, then the remainder with no
    /// frame (deadlines still fire at their times), so scripted timing is exact.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        let end = clock.now + seconds
        runFrames(Int(((end - clock.now) / scheduler.frameDuration + 1e-9).rounded(.down)))
        if end > clock.now {
            clock.now = end
            UIApplication.shared.processDeadlines(at: end)
        }
    }

    /// Runs frames until nothing animates, at most `maximumFrames` (default 10 s worth);
    /// returns the number run.
    @discardableResult
    public func runUntilIdle(maximumFrames: Int = 600) -> Int {
        var frames = 0
        while frames < maximumFrames && scheduler.hasActiveLinks {
            step()
            frames += 1
        }
        return frames
    }

    /// Lays out and composites the window; returns the frame (device pixels).
    @discardableResult
    public func renderFrame() -> Bitmap {
        compositor.renderFrame()
        return compositor.frame
    }
}

extension HeadlessHost: ScriptHost {
    public var currentTime: TimeInterval { clock.now }

    public func deliver(_ input: HostInput, at timestamp: TimeInterval) throws {
        window.handle(input, at: timestamp)
    }

    public func render() throws {
        renderFrame()
    }

    public func screenshot(to path: String) throws {
        try PNGEncoder.write(renderFrame(), to: path)
    }

    public func resize(to size: CGSize) throws {
        let side = EventScript.maximumWindowSide
        guard size.width > 0, size.height > 0, size.width * window.screen.scale <= side,
              size.height * window.screen.scale <= side else {
            throw HeadlessHostError.windowTooLarge(size, scale: window.screen.scale)
        }
        guard min(size.width, size.height) * window.screen.scale >= 1 else {
            throw HeadlessHostError.windowTooSmall(size, scale: window.screen.scale)
        }
        window.frame = CGRect(origin: window.frame.origin, size: size)
        window.screen.bounds = window.bounds
        window.layoutIfNeeded()
    }
}

/// Why a headless host refused a request.
public enum HeadlessHostError: Error, CustomStringConvertible {
    /// The window would need more than `EventScript.maximumWindowSide` pixels a side.
    case windowTooLarge(CGSize, scale: CGFloat)
    /// The window would have less than one pixel on a side: nothing to draw or save.
    case windowTooSmall(CGSize, scale: CGFloat)

    public var description: String {
        switch self {
        case let .windowTooLarge(size, scale):
            return "a window of \(size.width) x \(size.height) points at scale \(scale) is larger than "
                + "\(Int(EventScript.maximumWindowSide)) pixels a side"
        case let .windowTooSmall(size, scale):
            return "a window of \(size.width) x \(size.height) points at scale \(scale) has less than one pixel on a side"
        }
    }
}
