import Foundation

/// Runs a window without a display: a manual clock stepped in frames of 1/60 s, the display
/// links ticked on each frame, and frames composited into a bitmap on request. Tests,
/// event scripts and `--headless` runs use it, so every animation is exactly reproducible.
///
/// Each host has its own frame loop: its own clock, display links and animations, so hosts
/// side by side (two windows, tests in one process) never move each other's time.
public final class HeadlessHost {
    /// The host's time, its display links and its frame sequence.
    public let frameLoop: FrameLoop
    /// The clock every animation and display link of this host's window reads.
    public let clock: ManualClock
    /// The window hosted.
    public let window: UIWindow
    /// Composites the window into `frame`.
    public let compositor: FrameCompositor

    /// The time a new host's clock starts at, in seconds.
    public static let startTime: TimeInterval = 1

    /// A host for a new key window of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        clock = ManualClock(now: HeadlessHost.startTime)
        frameLoop = FrameLoop(clock: clock)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        frameLoop.attach(window)
        compositor = FrameCompositor(window: window, scale: scale)
        window.makeKeyAndVisible()
    }

    /// The display link scheduler ticked each frame (the frame loop's).
    public var scheduler: DisplayLinkScheduler { frameLoop.scheduler }

    /// The current time, in seconds on the media clock.
    public var now: TimeInterval { clock.now }

    /// One display frame: the clock moves 1/60 s (the scheduler's frame duration), then the
    /// frame loop runs its frame (as a window's frame does: layout every frame, drawing only
    /// on request).
    public func step() {
        clock.now += scheduler.frameDuration
        frameLoop.runFrame(at: clock.now)
    }

    /// Delivers `input` to the window now, as a host's event loop does.
    public func send(_ input: HostInput) {
        window.handle(input, at: clock.now)
    }

    /// Runs `count` frames. Frames in which nothing animates and no time-out is due pass
    /// at once (the clock jumps), so long idle stretches cost nothing.
    public func runFrames(_ count: Int) {
        frameLoop.runFrames(count, skippingIdleFrames: true) { frameLoop.runFrame(at: $0) }
    }

    /// Advances time by `seconds`: whole frames of 1/60 s, then the remainder with no
    /// frame (deadlines still fire at their times), so scripted timing is exact.
    public func advance(by seconds: TimeInterval) {
        frameLoop.advance(by: seconds, skippingIdleFrames: true) { frameLoop.runFrame(at: $0) }
    }

    /// Runs frames until nothing animates, at most `maximumFrames` (default 10 s worth);
    /// returns the number run.
    @discardableResult
    public func runUntilIdle(maximumFrames: Int = 600) -> Int {
        var frames = 0
        while frames < maximumFrames && frameLoop.wantsFrames {
            step()
            frames += 1
        }
        return frames
    }

    /// Lays out and composites the window; returns the frame (device pixels).
    @discardableResult
    public func renderFrame() -> Bitmap {
        frameLoop.whileCurrent { compositor.renderFrame() }
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
