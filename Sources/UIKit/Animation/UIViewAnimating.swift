import Foundation

/// Where a property animator is in its life, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations have not run or are done.
    case inactive = 0
    /// Started or paused: its animations are on screen, between their values.
    case active = 1
    /// Stopped part way: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where a property animator's animations ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their final values.
    case end = 0
    /// Back at their starting values.
    case start = 1
    /// Where they were when stopped.
    case current = 2
}

extension UIView {
    /// A named timing curve, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end.
        case easeInOut = 0
        /// Slow start.
        case easeIn = 1
        /// Slow end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The Bézier curve this names.
        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// An animation that can be started, paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewAnimating` (`UIViewPropertyAnimator` is one).
public protocol UIViewAnimating: AnyObject {
    /// Where the animation is in its life.
    var state: UIViewAnimatingState { get }
    /// True while it moves by itself.
    var isRunning: Bool { get }
    /// Whether it runs back to its starting values.
    var isReversed: Bool { get set }
    /// The fraction done, 0...1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes it.
    func startAnimation()
    /// Starts or resumes it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Holds it where it is.
    func pauseAnimation()
    /// Stops it where it is; `withoutFinishing` false waits for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animation blocks and completions and can go on with new
/// timing, as UIKit's `UIViewImplicitlyAnimating` (what a transition animator's
/// `interruptibleAnimator(using:)` returns on iOS).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds `animation` to run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds `animation`, starting after `delayFactor` of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run once the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing for what is left.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
