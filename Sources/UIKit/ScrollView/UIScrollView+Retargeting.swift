import Foundation

extension UIScrollView {
    /// Aims the motion the content makes on its own (an animated scroll, a deceleration)
    /// at `target(old)` instead of its old resting offset `old`, going on from the offset
    /// as it is now: for code that has just laid the content out anew under a moving
    /// offset (the page view controller's scroll style, resized mid-turn), whose old
    /// target meant a place in the old layout. An animation keeps its end time; a
    /// deceleration its velocity. Returns false when nothing moves on its own (a finger,
    /// a wheel stream or a zoom has the content), and then changes nothing.
    @discardableResult
    func retargetMotion(_ target: (CGPoint) -> CGPoint) -> Bool {
        let now = motionLoop.now
        switch motion.kind {
        case let .animation(animation):
            let to = target(animation.to)
            motion.kind = .animation(ScrollAnimation(from: contentOffset, to: to, startTime: now,
                                                     duration: max(0, animation.endTime - now)))
            motion.animationStaysInRange = clampedContentOffset(to) == to
            return true
        case let .deceleration(x, y):
            let old = CGPoint(x: x.target ?? Double(contentOffset.x), y: y.target ?? Double(contentOffset.y))
            let new = target(old)
            let lo = minimumContentOffset, hi = maximumContentOffset
            // An axis with no target rests where its fling takes it, as before.
            func axis(_ motion: ScrollAxisMotion, at position: CGFloat, to goal: CGFloat,
                      _ lo: CGFloat, _ hi: CGFloat) -> ScrollAxisMotion {
                ScrollAxisMotion(position: Double(position), velocity: motion.velocity,
                                 target: motion.target.map { _ in Double(min(hi, max(lo, goal))) },
                                 minimum: Double(lo), maximum: Double(hi), rate: motion.rate, bounces: motion.bounces,
                                 time: now)
            }
            motion.kind = .deceleration(x: axis(x, at: contentOffset.x, to: new.x, lo.x, hi.x),
                                        y: axis(y, at: contentOffset.y, to: new.y, lo.y, hi.y))
            // The offset is the motion's own from here: no shift for the next frame to follow.
            motion.writtenOffset = contentOffset
            return true
        case .none, .wheelStream, .zoom:
            return false
        }
    }
}
