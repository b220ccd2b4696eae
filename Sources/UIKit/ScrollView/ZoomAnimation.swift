import Foundation

/// An animated change of zoom scale as a value: the anchor (a point of the zooming view's
/// content, at scale 1) stays at `location` (viewport points) while the scale moves along
/// `(1 − cos πt) / 2`, and the offset glides from the anchored offset to `finalOffset`, so
/// the animation ends exactly there (inside the scrollable range at the final scale).
///
/// `advance(to:)` gives the `scale` and `contentOffset` to show; the scroll view applies
/// them. No view and no clock inside, so it is tested with numbers alone.
struct ZoomAnimation: Animation {
    private(set) var timing: CurveAnimation<CosineProgress>
    let fromScale: CGFloat
    let toScale: CGFloat
    /// The anchored content point at scale 1 (the zooming view's point less its bounds
    /// origin), in points.
    let anchor: CGPoint
    /// Where the anchor is shown at the start, in viewport points.
    let location: CGPoint
    /// The offset the animation ends at, in points.
    let finalOffset: CGPoint

    /// The scale shown after the latest `advance(to:)`.
    private(set) var scale: CGFloat
    /// The content offset shown after the latest `advance(to:)`, in points.
    private(set) var contentOffset: CGPoint

    init(from fromScale: CGFloat, to toScale: CGFloat, anchor: CGPoint, location: CGPoint,
         finalOffset: CGPoint, startTime: TimeInterval, duration: TimeInterval = ZoomPhysics.animationDuration) {
        timing = CurveAnimation(startTime: startTime, duration: duration, curve: CosineProgress())
        self.fromScale = fromScale
        self.toScale = toScale
        self.anchor = anchor
        self.location = location
        self.finalOffset = finalOffset
        scale = fromScale
        contentOffset = ZoomAnimation.offset(showing: anchor, at: location, scale: fromScale)
    }

    /// The offset that shows content point `anchor` (scale 1) at viewport point `location`
    /// when the content is scaled by `scale`.
    static func offset(showing anchor: CGPoint, at location: CGPoint, scale: CGFloat) -> CGPoint {
        CGPoint(x: anchor.x * scale - location.x, y: anchor.y * scale - location.y)
    }

    mutating func advance(to time: TimeInterval) -> Bool {
        let running = timing.advance(to: time)
        guard running else {
            scale = toScale
            contentOffset = finalOffset
            return false
        }
        let p = CGFloat(timing.progress)
        scale = fromScale + (toScale - fromScale) * p
        // The anchor's location drifts linearly in progress from where it is to where it
        // must be for the final offset, so the scale and the pan finish together.
        let anchoredEnd = ZoomAnimation.offset(showing: anchor, at: location, scale: toScale)
        let shown = CGPoint(x: location.x - (finalOffset.x - anchoredEnd.x) * p,
                            y: location.y - (finalOffset.y - anchoredEnd.y) * p)
        contentOffset = ZoomAnimation.offset(showing: anchor, at: shown, scale: scale)
        return true
    }
}
