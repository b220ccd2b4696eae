import Foundation

/// One finger (or the mouse button) on the screen, as UIKit's `UITouch`. The same object
/// follows the finger from touch-down to lift-off; positions are kept in window points.
public final class UITouch: Hashable, CustomStringConvertible {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move since the last event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system took the touch away.
        case cancelled
    }

    /// The host's identifier for this finger (mouse: 0; touch screens: their finger id).
    public let identifier: Int
    /// The current phase.
    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the media clock.
    public internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about this place: 1 for a single tap, 2 for a double tap.
    public internal(set) var tapCount: Int
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The view hit-tested at touch-down; the touch stays with it until it ends.
    public internal(set) var view: UIView? {
        get { isOnWindow ? window : heldView }
        set {
            // The window holds its live touches: a touch on the window itself (a point no
            // subview contains) refers to it weakly, as `window`, or the two would keep
            // each other alive once the host lets go mid-touch.
            isOnWindow = newValue != nil && newValue === window
            heldView = isOnWindow ? nil : newValue
        }
    }
    private var heldView: UIView?
    private var isOnWindow = false
    /// The gesture recognizers receiving this touch: those of the hit view and its
    /// ancestors that accepted it at touch-down and have not since finished.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Position in window coordinates, in points.
    var locationInWindow: CGPoint
    /// Position at the previous event, in window coordinates, in points.
    var previousLocationInWindow: CGPoint
    /// Where the touch went down, in window coordinates, in points.
    let initialLocationInWindow: CGPoint

    /// A touch at `location` (window points), phase `.began`.
    public init(identifier: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?,
                tapCount: Int = 1) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.initialLocationInWindow = location
    }

    /// True while the finger is down (not ended or cancelled).
    public var isDown: Bool { phase != .ended && phase != .cancelled }

    /// The touch's position in `view`'s coordinates (window coordinates when nil), in points.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The position at the previous event in `view`'s coordinates, in points.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Moves the touch to `location` (window points) at `timestamp` (seconds).
    func move(to location: CGPoint, at timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.timestamp = timestamp
        phase = .moved
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "UITouch(id: \(identifier), phase: \(phase), at: \(locationInWindow), t: \(timestamp))"
    }
}
