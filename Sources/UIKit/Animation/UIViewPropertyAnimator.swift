import Foundation

/// Animates view property changes that can be started, paused, scrubbed, reversed and
/// stopped, as UIKit's `UIViewPropertyAnimator`: the animations blocks change frame,
/// bounds, center, transform, alpha and backgroundColor; the model values change at once
/// (as with `UIView.animate`) and the screen follows the animator's progress, stepped by
/// the host's frame loop. While paused, `fractionComplete` moves the views to that point
/// (linearly in the values when `scrubsLinearly`, the default), e.g. following a scroll
/// view's offset. Views stay touchable while it runs, as with UIKit's animators.
open class UIViewPropertyAnimator {
    /// The length of the whole animation, in seconds, as given (a spring of mass,
    /// stiffness and damping takes its own time instead).
    public let duration: TimeInterval
    /// The timing the animations follow: the parameters given to the initializer (a named
    /// curve, control points or a damping ratio as the matching parameters type) or to
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// The curve or spring progress follows.
    private var shape: ViewAnimationTiming.Shape
    /// The time the whole motion takes at its pace, in seconds: `duration`, a physical
    /// spring's settling time, or either scaled by a `continueAnimation` duration factor.
    private var motionDuration: TimeInterval

    /// Where the animator is in its life.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// True while the animations move by themselves (started, not paused or stopped).
    public private(set) var isRunning = false
    /// While paused, whether `fractionComplete` maps to the values linearly (true, the
    /// default) or through the curve.
    public var scrubsLinearly = true

    /// Whether the animations run (or will run) back to their starting values; the
    /// completion then reports `.start`. Changing it while running turns the motion round
    /// where it is.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            beginLeg()
        }
    }

    /// The fraction of the duration done, 0...1. Setting it while paused (or before
    /// starting, which pauses the animator) moves the views to that point; while running
    /// or stopped a set changes nothing, as in UIKit.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            if state == .inactive { activate() }
            fraction = min(max(Double(newValue), 0), 1)
            progress = PropertyAnimatorTiming.scrubbedProgress(at: fraction, duration: motionDuration, shape: shape,
                                                               linearly: scrubsLinearly)
            applyProgress()
        }
    }

    private var fraction: Double = 0
    private var progress: Double = 0
    private var pending: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var animationID: AnimationDriver.ID?
    private weak var driver: AnimationDriver?

    /// One property of one view this animator moves: from its value before the block to
    /// its model value after, over the part of the progress from `begin` to 1.
    private struct Track {
        let view: UIView
        let from: AnimatedValue
        let to: AnimatedValue
        let begin: Double

        func value(at progress: Double) -> AnimatedValue {
            let t = begin >= 1 ? (progress >= 1 ? 1 : 0) : (progress - begin) / (1 - begin)
            return from.interpolated(to: to, fraction: CGFloat(progress >= begin ? t : 0))
        }
    }

    private init(duration: TimeInterval, shape: ViewAnimationTiming.Shape, motionDuration: TimeInterval? = nil,
                 animations: (() -> Void)?) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.shape = shape
        self.motionDuration = motionDuration ?? self.duration
        if let animations { pending.append((animations, 0)) }
    }

    /// An animator along a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, shape: .curve(curve.timingCurve), animations: animations)
        timingParameters = UICubicTimingParameters(animationCurve: curve)
    }

    /// An animator along the cubic Bézier curve with these control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        let curve = TimingCurve(controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        self.init(duration: duration, shape: .curve(curve), animations: animations)
        timingParameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    }

    /// An animator on a spring that settles within `duration`: `ratio` 1 without
    /// overshoot, smaller values oscillate (as `UIView.animate(... usingSpringWithDamping:)`).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, shape: .spring(dampingRatio: Double(ratio), initialVelocity: 0), animations: animations)
        timingParameters = UISpringTimingParameters(dampingRatio: ratio)
    }

    /// An animator timed by `parameters`: a cubic curve over `duration`, a damping-ratio
    /// spring settling within it, or a mass-stiffness-damping spring in its own time.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let (shape, own) = parameters.animationShape
        self.init(duration: duration, shape: shape, motionDuration: own, animations: nil)
        timingParameters = parameters
    }

    /// Makes an animator with the options' curve and starts it after `delay` seconds.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.animationCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations. Before the start they run with the others; added while active they
    /// run at once and animate from where the views are over what is left of the duration.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0...1) of the remaining duration late.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let delay = min(max(Double(delayFactor.isFinite ? delayFactor : 0), 0), 1)
        switch state {
        case .inactive: pending.append((animation, delay))
        case .active: capture(animation, begin: progress + delay * (1 - progress))
        case .stopped: Self.warn("addAnimations on a stopped animator does nothing")
        }
    }

    /// Adds a block run once the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations, or resumes them after a pause from where they are.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return Self.warn("startAnimation on a stopped animator does nothing") }
        guard !isRunning else { return }
        if state == .inactive { activate() }
        if let capture = TransitionAnimationCapture.current {
            // Started by an interactive transition's animator: the interaction controller
            // scrubs it and lets it run once the interaction ends.
            return capture.adopt(self)
        }
        isRunning = true
        beginLeg(delay: delay.isFinite ? max(0, delay) : 0)
    }

    /// Resumes a paused animator with new timing for what is left: `parameters`' curve or
    /// spring (nil keeps the animator's own), the rest taking `durationFactor` times as long
    /// as it would at the original pace (0 keeps the pace). A spring given by mass,
    /// stiffness and damping takes its own settling time, scaled alike. Does nothing
    /// unless the animator is paused (active and not running), as in UIKit.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return Self.warn("continueAnimation needs a paused animator")
        }
        var base = duration
        if let parameters {
            let (newShape, own) = parameters.animationShape
            shape = newShape
            timingParameters = parameters
            base = own ?? duration
        } else if let own = timingParameters?.animationShape.duration {
            base = own
        }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        motionDuration = base * factor
        isRunning = true
        beginLeg()
    }

    /// Holds the animations where they are (starting them paused at 0 when inactive).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard isRunning else { return }
        isRunning = false
        cancelLeg()
    }

    /// Stops the animations where they are: the views keep what they show as their model
    /// values. With `withoutFinishing` true the animator becomes inactive and no
    /// completion runs; otherwise it waits, stopped, for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        cancelLeg()
        settle(at: .current)
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views go to their final (`.end`), starting (`.start`) or
    /// current values, and the completions run with that position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return Self.warn("finishAnimation(at:) needs a stopped animator") }
        finish(at: finalPosition)
    }

    // MARK: Running

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("UIViewPropertyAnimator: " + message + "\n").utf8))
    }

    /// Runs the pending blocks and shows their start: the animator becomes active.
    private func activate() {
        state = .active
        let blocks = pending
        pending.removeAll()
        for (block, delay) in blocks { capture(block, begin: delay) }
        applyProgress()
    }

    /// Runs `block`, recording what it changes as tracks from their shown values.
    private func capture(_ block: () -> Void, begin: Double) {
        guard UIView.areAnimationsEnabled else { return block() }
        let outer = ViewAnimationTransaction.current
        let transaction = ViewAnimationTransaction()
        ViewAnimationTransaction.current = transaction
        block()
        ViewAnimationTransaction.current = outer
        for change in transaction.changes {
            let view = change.view, property = change.property
            // A property this animator already moves goes on from where it shows.
            let shownBefore = tracks.last { $0.view === view && $0.from.property == property }?.value(at: progress)
            tracks.removeAll { $0.view === view && $0.from.property == property }
            view.cancelAnimation(of: property)
            tracks.append(Track(view: view, from: shownBefore ?? change.from, to: view.modelValue(of: property),
                                begin: min(max(begin, 0), 1)))
        }
        applyProgress()
    }

    private func applyProgress() {
        for track in tracks { track.view.setPresented(track.value(at: progress)) }
    }

    /// Starts a leg of motion from the current point, in the current direction.
    private func beginLeg(delay: TimeInterval = 0) {
        cancelLeg()
        let loop = tracks.first?.view.motionLoop ?? .ambient
        let driver = loop.animations
        self.driver = driver
        let timing = PropertyAnimatorTiming(duration: motionDuration, shape: shape, startTime: loop.now + delay,
                                            startFraction: fraction, startProgress: progress, isReversed: isReversed)
        animationID = driver.add(timing, apply: { [self] timing in
            fraction = timing.fraction
            progress = timing.progress
            applyProgress()
        }, completion: { [self] finished in
            guard finished else { return }
            animationID = nil
            isRunning = false
            finish(at: isReversed ? .start : .end)
        })
    }

    private func cancelLeg() {
        guard let id = animationID else { return }
        animationID = nil
        driver?.cancel(id, finished: false)
    }

    /// Makes the values at `position` the views' model values and stops presenting; the
    /// tracks stay, so a stopped animator can still finish at its end or start.
    private func settle(at position: UIViewAnimatingPosition) {
        let shown = tracks.map { track -> AnimatedValue in
            switch position {
            case .end: return track.to
            case .start: return track.from
            case .current: return track.value(at: progress)
            }
        }
        UIView.performWithoutAnimation {
            for (track, value) in zip(tracks, shown) {
                track.view.clearPresented(value.property)
                track.view.setModelValue(value)
            }
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        settle(at: position)
        state = .inactive
        reset()
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    private func reset() {
        tracks.removeAll()
        fraction = 0
        progress = 0
    }
}

extension UIView {
    /// Sets the model value of an animated property (outside any animation block).
    func setModelValue(_ value: AnimatedValue) {
        switch value {
        case let .bounds(v): bounds = v
        case let .center(v): center = v
        case let .transform(v): transform = v
        case let .alpha(v): alpha = v
        case let .backgroundColor(v): backgroundColor = v
        case let .cornerRadius(v): layer.cornerRadius = v
        }
    }
}
