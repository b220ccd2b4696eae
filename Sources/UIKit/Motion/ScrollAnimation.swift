/// The animation of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`:
/// the offset moves from `from` to `to` in 0.3 s along `CosineProgress` (R).
///
/// Points for offsets, seconds for times.
public struct ScrollAnimation: Animation {
    /// The content offset at the start, in points.
    public let from: CGPoint
    /// The content offset at the end, in points.
    public let to: CGPoint
    /// The timing: start, duration and progress.
    public private(set) var timing: CurveAnimation<CosineProgress>

    /// The content offset at the time of the last `advance(to:)`, in points.
    public private(set) var offset: CGPoint

    /// An animated scroll from `from` to `to` starting at `startTime` (seconds), lasting
    /// `duration` seconds (`ScrollPhysics.scrollAnimationDuration` by default).
    public init(
        from: CGPoint, to: CGPoint, startTime: TimeInterval,
        duration: TimeInterval = ScrollPhysics.scrollAnimationDuration
    ) {
        self.from = from
        self.to = to
        timing = CurveAnimation(startTime: startTime, duration: duration, curve: CosineProgress())
        offset = from
    }

    /// Whether the scroll has reached `to`.
    public var isFinished: Bool { timing.isFinished }

    /// When the scroll ends, in seconds on the media clock.
    public var endTime: TimeInterval { timing.endTime }

    /// The content offset at `time` (seconds), in points; exactly `to` from the end on.
    public func offset(at time: TimeInterval) -> CGPoint {
        let progress = timing.progress(at: time)
        if progress == 1 { return to }
        let p = CGFloat(progress)
        return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }

    /// Advances to `time` (seconds); returns `false` once the offset has reached `to`.
    public mutating func advance(to time: TimeInterval) -> Bool {
        let running = timing.advance(to: time)
        offset = offset(at: time)
        return running
    }
}
