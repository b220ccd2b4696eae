import Foundation
import Raster
import UIKit

/// Plays input to a view on a headless host's manual clock and takes a frame at each of a
/// list of times (seconds since the recording began): the pictures of a motion snapshot.
///
/// An `EventScript` drives it through `EventScriptRunner` (it is a `ScriptHost`); a closure
/// drives it through `send(_:)`, `advance(by:)` and `runFrames(_:)`. Either way every wait
/// that passes a capture time stops there, renders, and goes on, and times after the input
/// ends are reached by letting time pass, so a fling is filmed to rest. A capture time a
/// whole number of frames (1/60 s) after the wait's start leaves the motion exactly as the
/// input alone plays it; one between frames makes the rest of that wait count its frames
/// from the capture time.
public final class MotionRecorder: ScriptHost {
    /// The most frames one recording takes.
    public static let maximumFrames = 64

    /// The host the view is shown in.
    public let host: HeadlessHost
    /// The capture times, ascending, in seconds since the recording began.
    public let times: [TimeInterval]
    /// The frames taken so far, one per time reached (device pixels, copies).
    public private(set) var frames: [Bitmap] = []

    private let start: TimeInterval

    /// A recorder for a host window of `size` points at `scale`, capturing at `times`
    /// (seconds, finite, 0 to `EventScript.maximumWait`, at most `maximumFrames` of them;
    /// sorted here). Throws a `SnapshotFailure` naming a bad time.
    public init(size: CGSize, scale: CGFloat, times: [TimeInterval]) throws {
        guard !times.isEmpty, times.count <= MotionRecorder.maximumFrames else {
            throw SnapshotFailure("a motion snapshot needs 1 to \(MotionRecorder.maximumFrames) times, not \(times.count)")
        }
        if let bad = times.first(where: { !$0.isFinite || $0 < 0 || $0 > EventScript.maximumWait }) {
            throw SnapshotFailure("motion snapshot time \(bad) is not between 0 and \(Int(EventScript.maximumWait)) seconds")
        }
        let side = EventScript.maximumWindowSide
        guard size.width > 0, size.height > 0, size.width * scale <= side, size.height * scale <= side else {
            throw SnapshotFailure("a motion snapshot of \(size.width) x \(size.height) points at scale \(scale) "
                                  + "is not between 1 and \(Int(side)) pixels a side")
        }
        host = HeadlessHost(size: size, scale: scale)
        self.times = times.sorted()
        start = host.now
    }

    /// The host's window, where the view is shown.
    public var window: UIWindow { host.window }

    /// Seconds since the recording began.
    public var elapsed: TimeInterval { host.now - start }

    /// Delivers `input` to the window now.
    public func send(_ input: HostInput) {
        host.send(input)
    }

    /// Lets `seconds` pass, taking the frames whose times it reaches.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        let end = elapsed + seconds
        while frames.count < times.count, times[frames.count] <= end + MotionRecorder.timeSlack {
            let gap = times[frames.count] - elapsed
            if gap > MotionRecorder.timeSlack { host.advance(by: gap) }
            frames.append(host.renderFrame().copy())
        }
        let rest = end - elapsed
        if rest > MotionRecorder.timeSlack { host.advance(by: rest) }
    }

    /// Lets `count` frames of 1/60 s pass, taking the frames whose times they reach.
    public func runFrames(_ count: Int) {
        advance(by: Double(max(0, count)) * EventScript.frameDuration)
    }

    /// Lets time pass to the last capture time, taking the frames still missing.
    public func finish() {
        guard let last = times.last else { return }
        if last > elapsed + MotionRecorder.timeSlack {
            advance(by: last - elapsed)
        }
        // The times at (or before) the present that no wait reached.
        while frames.count < times.count { frames.append(host.renderFrame().copy()) }
    }

    /// Clock differences smaller than this (a microsecond) count as the same time, so sums
    /// of frame durations meet the times written as decimals.
    static let timeSlack: TimeInterval = 1e-6

    // MARK: ScriptHost

    /// The host clock's time, in seconds.
    public var currentTime: TimeInterval { host.now }

    /// Delivers `input` to the window at the present (scripts give the present).
    public func deliver(_ input: HostInput, at timestamp: TimeInterval) throws {
        host.send(input)
    }

    /// Lays out and draws a frame.
    public func render() throws {
        host.renderFrame()
    }

    /// Saves the window's pixels as a PNG at `path`.
    public func screenshot(to path: String) throws {
        try PNGEncoder.write(host.renderFrame(), to: path)
    }

    /// Resizes the window; throws when the size is out of bounds.
    public func resize(to size: CGSize) throws {
        try host.resize(to: size)
    }
}
