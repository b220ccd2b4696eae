import Foundation

/// The animations an animator starts for an interactive transition, held instead of run,
/// so the interaction controller shows them at any point of their timeline: what UIKit
/// gets by stopping the container's layer clock. `UIView.animate` calls made while a
/// capture is `current` become segments here; `UIViewPropertyAnimator`s started then are
/// kept paused for the interaction controller to scrub.
final class TransitionAnimationCapture {
    /// The capture collecting animations, while an interaction controller runs an
    /// animator's `animateTransition(using:)`. Main thread only.
    nonisolated(unsafe) static var current: TransitionAnimationCapture?

    /// One property of one view, from its value before the animations block to the model
    /// value the block gave it.
    struct Track {
        let view: UIView
        let from: AnimatedValue
        let to: AnimatedValue
    }

    /// One `UIView.animate` call: its tracks, timing (from the transition's start) and
    /// completion.
    struct Segment {
        let tracks: [Track]
        let timing: ViewAnimationTiming
        let completion: ((Bool) -> Void)?
    }

    private(set) var segments: [Segment] = []
    /// Property animators started under this capture, kept paused.
    private(set) var propertyAnimators: [UIViewPropertyAnimator] = []

    /// The length of the captured `UIView.animate` timeline, in seconds: the latest end.
    var duration: TimeInterval {
        segments.map { $0.timing.startTime + $0.timing.duration }.max() ?? 0
    }

    /// Runs `body` with this capture current.
    func collect(_ body: () -> Void) {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        body()
    }

    /// Holds the changes of one `UIView.animate` call, showing their start.
    func add(_ tracks: [Track], delay: TimeInterval, duration: TimeInterval, shape: ViewAnimationTiming.Shape,
             completion: ((Bool) -> Void)?) {
        let timing = ViewAnimationTiming(startTime: max(0, delay), duration: duration, shape: shape,
                                         repeats: false, autoreverses: false)
        for track in tracks {
            track.view.cancelAnimation(of: track.from.property)
            track.view.setPresented(track.from)
        }
        segments.append(Segment(tracks: tracks, timing: timing, completion: completion))
    }

    /// Keeps `animator` (just activated) for the interaction controller.
    func adopt(_ animator: UIViewPropertyAnimator) {
        if !propertyAnimators.contains(where: { $0 === animator }) { propertyAnimators.append(animator) }
    }

    /// Shows every segment as it is `time` seconds into the timeline.
    func show(at time: TimeInterval) {
        for segment in segments {
            let progress = CGFloat(segment.timing.progress(at: time))
            for track in segment.tracks {
                track.view.setPresented(track.from.interpolated(to: track.to, fraction: progress))
            }
        }
    }

    /// Ends the segments: at their end the views show their model values; at their start
    /// the model values go back to what they were before the animations (nothing jumps
    /// after a cancelled transition). Then each segment's completion runs, with true.
    func finish(atStart: Bool) {
        let ended = segments
        segments.removeAll()
        for segment in ended {
            for track in segment.tracks {
                track.view.clearPresented(track.from.property)
                if atStart { UIView.performWithoutAnimation { track.view.setModelValue(track.from) } }
            }
        }
        for segment in ended { segment.completion?(true) }
    }
}
