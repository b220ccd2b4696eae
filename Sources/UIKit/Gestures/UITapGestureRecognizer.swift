import Foundation

/// Recognizes one or more taps of one or more fingers, as UIKit's
/// `UITapGestureRecognizer`: a discrete gesture (possible → ended) recognized when the
/// last finger of the last tap lifts. It fails when a finger moves more than
/// `allowableMovement` from where it went down, when more fingers than required touch,
/// when the next tap does not begin within `maximumIntervalBetweenTaps` (a deadline) or
/// lands farther than `maximumDistanceBetweenTaps` from the first.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move during a tap, in points. About a fingertip's wobble;
    /// UIKit's own tap slop is of this order (a finger that slides farther is a pan).
    public static let allowableMovement: CGFloat = 10
    /// The longest pause between one tap's lift-off and the next tap's touch-down, in
    /// seconds: `UITouch.multipleTapInterval`, about iOS's double-tap window.
    public static let maximumIntervalBetweenTaps: TimeInterval = UITouch.multipleTapInterval
    /// How far a later tap may land from the first, in points (`UITouch.multipleTapDistance`).
    public static let maximumDistanceBetweenTaps: CGFloat = UITouch.multipleTapDistance

    /// Taps needed to recognize. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1

    /// Taps completed in this gesture.
    private var tapsCompleted = 0
    /// Touches of the tap in progress, with where each went down (window points).
    private var currentTap: [(touch: UITouch, start: CGPoint)] = []
    private var fingersDown = 0
    /// Where the first tap's fingers lifted (window points): the gesture's location.
    private var firstTapLocations: [CGPoint] = []

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if requestedState != nil {
            // Recognized, waiting for a recognizer it requires to fail: later taps are not ours.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if fingersDown == 0 {
            deadline = nil
            if let first = firstTapLocations.first,
               touches.contains(where: { GestureGeometry.distance($0.locationInWindow, first) > Self.maximumDistanceBetweenTaps }) {
                state = .failed
                return
            }
        }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            currentTap.append((touch, touch.locationInWindow))
        }
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired { state = .failed }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if movedTooFar(touches) { state = .failed }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if movedTooFar(touches) {
            state = .failed
            return
        }
        fingersDown -= touches.count
        guard fingersDown <= 0 else { return }
        fingersDown = 0
        guard currentTap.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if tapsCompleted == 1 { firstTapLocations = currentTap.map { $0.touch.locationInWindow } }
        currentTap.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = event.timestamp + Self.maximumIntervalBetweenTaps
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override open func deadlineReached(at time: TimeInterval) {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        tapsCompleted = 0
        currentTap.removeAll()
        fingersDown = 0
        firstTapLocations.removeAll()
    }

    /// Where the first tap was (the centroid of its fingers), in `view`'s coordinates;
    /// while the first tap is down, where its fingers are.
    override open func location(in view: UIView?) -> CGPoint {
        guard !firstTapLocations.isEmpty else { return super.location(in: view) }
        return GestureGeometry.point(GestureGeometry.centroid(of: firstTapLocations), in: view)
    }

    /// Where finger `touchIndex` of the first tap was, in `view`'s coordinates.
    override open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard !firstTapLocations.isEmpty else { return super.location(ofTouch: touchIndex, in: view) }
        precondition(firstTapLocations.indices.contains(touchIndex),
                     "UITapGestureRecognizer: touch index \(touchIndex) out of 0..<\(firstTapLocations.count)")
        return GestureGeometry.point(firstTapLocations[touchIndex], in: view)
    }

    /// The first tap's finger count once it completed; before, the fingers down.
    override open var numberOfTouches: Int {
        firstTapLocations.isEmpty ? super.numberOfTouches : firstTapLocations.count
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        currentTap.contains { entry in
            touches.contains(entry.touch)
                && GestureGeometry.distance(entry.touch.locationInWindow, entry.start) > Self.allowableMovement
        }
    }
}
