import Foundation

extension UIView {
    /// Options of `UIView.animate`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Animated views stay hit-testable (by default they are not while animating).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what the screen shows now (mid-animation) instead of the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (the completion runs only when interrupted).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forward then backward; the view ends at the model value.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: TimingCurve { animationCurve.timingCurve }

        /// The named curve these options choose (bits 16 and 17, as UIKit's raw values).
        var animationCurve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
        }
    }

    nonisolated(unsafe) static var animationsEnabled = true

    /// Whether `animate` animates (false: changes apply at once).
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for following `animate` calls.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = saved }
        actionsWithoutAnimation()
    }

    /// Animates the changes `animations` makes to frame, bounds, center, transform, alpha
    /// and backgroundColor over `duration` seconds after `delay` seconds. The model values
    /// change at once (reading `frame` gives the final value); the screen (see
    /// `presentation`) follows the curve. `completion(finished)` runs once when all are
    /// done, with false when another animation or a direct set of the same property
    /// interrupted one. Called by the animator of an interactive transition, the changes
    /// wait for the interaction controller (`UIPercentDrivenInteractiveTransition`) instead.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options,
            shape: .curve(options.curve), animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay: 0, options: [], animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, smaller values
    /// oscillate; `velocity` is the initial speed in total distances per second, as UIKit's.
    /// The spring settles within `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options,
            shape: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    private class func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                           shape: ViewAnimationTiming.Shape, animations: () -> Void,
                           completion: ((Bool) -> Void)?) {
        let outer = ViewAnimationTransaction.current
        let transaction = ViewAnimationTransaction()
        ViewAnimationTransaction.current = animationsEnabled ? transaction : nil
        animations()
        ViewAnimationTransaction.current = outer
        if animationsEnabled, let capture = TransitionAnimationCapture.current {
            // An interactive transition's animator: the interaction controller runs these.
            let tracks = transaction.changes.map { change in
                TransitionAnimationCapture.Track(
                    view: change.view,
                    from: options.contains(.beginFromCurrentState) ? change.view.presentedValue(of: change.property) : change.from,
                    to: change.view.modelValue(of: change.property))
            }
            return capture.add(tracks, delay: delay, duration: duration, shape: shape, completion: completion)
        }
        let group = ViewAnimationGroup(options: options, completion: completion)
        group.begin()
        // Each view animates on its own host's loop, from that host's time.
        let callLoop = transaction.changes.first?.view.motionLoop ?? .ambient
        for change in transaction.changes {
            let view = change.view, property = change.property
            let driver = view.motionLoop.animations
            let start = view.motionLoop.now + max(0, delay)
            let to = view.modelValue(of: property)
            let from = options.contains(.beginFromCurrentState) ? view.presentedValue(of: property) : change.from
            view.cancelAnimation(of: property)
            view.setPresented(from)
            let timing = ViewAnimationTiming(startTime: start, duration: duration, shape: shape,
                                             repeats: options.contains(.repeat),
                                             autoreverses: options.contains(.autoreverse))
            group.begin()
            var id: AnimationDriver.ID?
            id = driver.add(timing, apply: { [weak view] timing in
                view?.setPresented(from.interpolated(to: to, fraction: CGFloat(timing.progress)))
            }, completion: { [weak view] finished in
                if let view, let id, view.runningAnimations[property]?.id == id {
                    view.runningAnimations[property] = nil
                    view.clearPresented(property)
                }
                group.end(finished: finished)
            })
            view.runningAnimations[property] = RunningViewAnimation(id: id!, group: group, driver: driver)
        }
        let start = callLoop.now + max(0, delay)
        // The call's own share: ends on the first frame (or at once when there is nothing to
        // wait for), so a block that changed nothing still completes, as in UIKit.
        let marker = ViewAnimationTiming(startTime: start, duration: 0, shape: .curve(.linear),
                                         repeats: false, autoreverses: false)
        callLoop.animations.add(marker, apply: { _ in }, completion: { finished in group.end(finished: finished) })
    }

    /// A change of an animatable property: recorded inside an animations block; outside
    /// one, it ends a running animation of that property (its completion gets false).
    func willChangeAnimatable(from old: AnimatedValue) {
        if let transaction = ViewAnimationTransaction.current, UIView.animationsEnabled {
            transaction.record(self, from: old)
        } else if runningAnimations[old.property] != nil {
            cancelAnimation(of: old.property)
        }
    }

    /// Stops the running animation of `property`, showing the model value.
    func cancelAnimation(of property: AnimatedProperty) {
        guard let running = runningAnimations.removeValue(forKey: property) else { return }
        clearPresented(property)
        running.driver?.cancel(running.id, finished: false)
    }

    /// True while an animation that blocks interaction runs on this view.
    var isInteractionBlockedByAnimation: Bool {
        runningAnimations.values.contains { !$0.group.options.contains(.allowUserInteraction) }
    }
}
