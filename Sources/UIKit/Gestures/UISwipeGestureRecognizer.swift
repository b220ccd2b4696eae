import Foundation

/// Recognizes a quick stroke in one of its allowed directions, as UIKit's
/// `UISwipeGestureRecognizer`: a discrete gesture recognized once the fingers have
/// travelled `minimumDistance` mostly along an allowed direction within `maximumDuration`.
/// A stroke that is too slow, too crooked, goes the wrong way or uses the wrong number of
/// fingers fails.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A direction set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count. Default `.right`, as UIKit's.
    open var direction: Direction = .right
    /// Fingers the swipe needs. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far the fingers must travel along the direction, in points (ours: about the
    /// distance iOS needs for a swipe on a phone).
    public static let minimumDistance: CGFloat = 50
    /// How long the stroke may take, in seconds (ours: a swipe is a flick, not a drag).
    public static let maximumDuration: TimeInterval = 0.5
    /// How far the stroke may stray across its direction for each point along it: the
    /// stroke must be within about 27° of the direction.
    public static let maximumDeviation: CGFloat = 0.5

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0
    private var fingersSeen = 0

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter(\.isDown)
        fingersSeen = max(fingersSeen, down.count)
        if fingersSeen > numberOfTouchesRequired {
            state = .failed
            return
        }
        if down.count == touches.count {
            startTime = event.timestamp
            deadline = event.timestamp + Self.maximumDuration
        }
        start = GestureGeometry.centroid(of: down)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, fingersSeen == numberOfTouchesRequired else { return }
        let down = trackedTouches.filter(\.isDown)
        guard down.count == numberOfTouchesRequired else { return }
        let c = GestureGeometry.centroid(of: down)
        let dx = c.x - start.x, dy = c.y - start.y
        guard let swiped = Self.direction(dx: dx, dy: dy) else {
            if max(abs(dx), abs(dy)) >= Self.minimumDistance { state = .failed }
            return
        }
        if !direction.contains(swiped) {
            state = .failed
        } else if event.timestamp - startTime <= Self.maximumDuration {
            state = .ended
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.allSatisfy({ !$0.isDown }), state == .possible { state = .failed }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override open func deadlineReached(at time: TimeInterval) {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        fingersSeen = 0
    }

    /// The direction a travel of (`dx`, `dy`) points swipes in, once it is long enough
    /// and straight enough; nil before.
    static func direction(dx: CGFloat, dy: CGFloat) -> Direction? {
        let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
        guard along >= minimumDistance, across <= along * maximumDeviation else { return nil }
        if abs(dx) >= abs(dy) { return dx > 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }
}
