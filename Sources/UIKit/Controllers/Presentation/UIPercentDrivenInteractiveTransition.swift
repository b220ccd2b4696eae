import Foundation

/// Drives a custom transition's animations from a gesture, as UIKit's: the animator's
/// `animateTransition(using:)` runs once, its `UIView.animate` calls and property
/// animators are held at their start, `update(_:)` shows them at a fraction of their
/// timeline, and `finish()` or `cancel()` lets them run on to the end or back to the start
/// (at `completionSpeed`, along `completionCurve`), after which the animator's completions
/// run and it calls `completeTransition(_:)`. A cancelled transition leaves the animated
/// properties at their values from before the animations. Held animations run once, without
/// their `.repeat` or `.autoreverse` options, and a property animator's start delay is
/// not kept.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How far the transition is, 0...1.
    open private(set) var percentComplete: CGFloat = 0
    /// How much faster than its own pace the rest runs after `finish()` or `cancel()`
    /// (1, the default, keeps the pace).
    open var completionSpeed: CGFloat = 1
    /// The curve the rest follows after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing the rest follows after `finish()` or `cancel()`, in place of
    /// `completionCurve` when set (a cubic curve or a spring).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts under the interaction (true); false runs it as a
    /// plain animation until `pause()`.
    open var wantsInteractiveStart = true

    /// The transition driven, until it completes.
    private var context: CustomTransitionContext?
    private var capture: TransitionAnimationCapture?
    /// The run to the end or the start under way, and the driver it is on.
    private var completionRun: (id: AnimationDriver.ID, driver: AnimationDriver)?
    /// The timeline time shown, in seconds.
    private var time: TimeInterval = 0

    /// A transition at 0.
    public init() {}

    /// The length of the transition being driven (its animator's duration), in seconds; 0
    /// before the transition starts.
    open var duration: CGFloat {
        guard let context else { return 0 }
        return CGFloat(timelineLength(context))
    }

    /// Runs the animator's `animateTransition(using:)` with its animations held at their start.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? CustomTransitionContext else {
            return FileHandle.standardError.write(Data("UIKit: UIPercentDrivenInteractiveTransition needs UIKit's transition context\n".utf8))
        }
        self.context = context
        let capture = TransitionAnimationCapture()
        self.capture = capture
        percentComplete = 0
        time = 0
        // Held, the animations show their start (the capture and the paused animators see to it).
        capture.collect { context.runAnimations() }
        if !wantsInteractiveStart { runToEnd(cancelling: false) }
    }

    /// Shows the animations at `percentComplete` (0...1) of their timeline.
    open func update(_ percentComplete: CGFloat) {
        // After finish() or cancel() the rest runs by itself until pause().
        guard let context, let capture, context.isRunning, context.isInteractive, percentComplete.isFinite else { return }
        stopCompletionRun()
        self.percentComplete = min(max(percentComplete, 0), 1)
        time = Double(self.percentComplete) * timelineLength(context)
        capture.show(at: time)
        for animator in capture.propertyAnimators { animator.fractionComplete = self.percentComplete }
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction: the animations run on to their end and the transition completes.
    open func finish() {
        guard let context, context.isRunning else { return }
        context.finishInteractiveTransition()
        runToEnd(cancelling: false)
    }

    /// Ends the interaction: the animations run back to their start and the transition is undone.
    open func cancel() {
        guard let context, context.isRunning else { return }
        context.cancelInteractiveTransition()
        runToEnd(cancelling: true)
    }

    /// Holds the animations where they are and hands the transition back to the interaction.
    open func pause() {
        guard let context, context.isRunning else { return }
        stopCompletionRun()
        for animator in capture?.propertyAnimators ?? [] { animator.pauseAnimation() }
        context.pauseInteractiveTransition()
    }

    /// The timeline's length: the animator's duration, else (for an animator that says 0)
    /// the held `UIView.animate` calls'.
    private func timelineLength(_ context: CustomTransitionContext) -> TimeInterval {
        let own = context.animator.transitionDuration(using: context)
        return own > 0 && own.isFinite ? own : capture?.duration ?? 0
    }

    /// Lets go of the transition once it completed.
    func transitionDidComplete() {
        stopCompletionRun()
        context = nil
        capture = nil
    }

    private func stopCompletionRun() {
        guard let run = completionRun else { return }
        completionRun = nil
        run.driver.cancel(run.id, finished: false)
    }

    /// Lets the held animations run from where they show to the end (or back to the start).
    private func runToEnd(cancelling: Bool) {
        guard let context, let capture else { return }
        stopCompletionRun()
        let length = timelineLength(context)
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
        let remaining = cancelling ? time : length - time
        let timing = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        for animator in capture.propertyAnimators {
            animator.isReversed = cancelling
            animator.continueAnimation(withTimingParameters: timing, durationFactor: CGFloat(1 / speed))
        }
        let loop = context.containerView.motionLoop
        let startTime = time, target = cancelling ? 0 : length
        let run = ViewAnimationTiming(startTime: loop.now, duration: remaining / speed, shape: timing.animationShape.shape,
                                      repeats: false, autoreverses: false)
        let driver = loop.animations
        // The run holds this object, as UIKit holds an interaction controller, till the end.
        let id = driver.add(run, apply: { [self] timing in
            time = startTime + (target - startTime) * timing.progress
            percentComplete = length > 0 ? CGFloat(time / length) : (cancelling ? 0 : 1)
            capture.show(at: time)
        }, completion: { [self] finished in
            guard finished else { return }
            completionRun = nil
            self.capture = nil
            capture.finish(atStart: cancelling)
            self.context = nil
        })
        completionRun = (id, driver)
    }
}
