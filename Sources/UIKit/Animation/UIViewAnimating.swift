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
