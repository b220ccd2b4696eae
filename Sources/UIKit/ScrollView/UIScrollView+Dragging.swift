import Foundation

/// A finger's drag of the content, from touch-down to release.
struct DragState {
    /// A touch-down stopped moving content (deceleration, bounce, animation).
    var caughtMotion = false
    /// What it stopped was a deceleration (its `scrollViewDidEndDecelerating` is owed).
    var caughtDeceleration = false
    /// The content view under the finger has received its touches.
    var contentHasTouches = false
    /// The content offset the drag started from, undone of rubber-banding, in points.
    var startOffset = CGPoint.zero
    /// The part of the pan's translation the drag does not follow: the hysteresis the
    /// finger moved before the pan began (10 pt along the first move), in points.
    var translationOrigin = CGPoint.zero
    /// The offset the drag set last, in points: a different one at the next move was set
    /// by the app (recentring), and the drag goes on from there.
    var lastOffset = CGPoint.zero
    /// A pinch zoomed during this drag and the finger has not moved since it ended: the
    /// pinch moved the content, so a release now does not decelerate; the next move pans
    /// again.
    var zoomed = false
    /// The page the drag began on (paging), per axis.
    var startPage = (x: 0, y: 0)
    /// The axes the drag may move.
    var movesX = true
    var movesY = true
}

extension UIScrollView {
    /// A finger touched down: the scroll view tracks it, and catches moving content.
    func beginTracking() {
        drag = DragState()
        catchMotion()
        drag.startPage = currentPage
        isTracking = true
        motionLoop.scheduler.currentMode = .tracking
    }

    /// The fingers are off the content: default-mode display links run again.
    private func endTracking() {
        isTracking = false
        motionLoop.scheduler.currentMode = .default
    }

    /// Every finger lifted (or the touches were cancelled). A drag in progress is ended by
    /// the pan's own action; a touch that never dragged ends here.
    func fingersLifted() {
        guard !isDragging else { return }
        endTracking()
        if zoom.needsSettle {
            settleZoom()
            return
        }
        // Content the window's resize left outside the range while the finger held it.
        guard drag.caughtMotion else { return restInsideRangeIfIdle() }
        // A touch that caught moving content and lifted without dragging: iOS sends
        // willEndDragging (zero velocity) and didEndDragging, then settles the content.
        release(velocity: .zero)
    }

    /// The pan went back to `.possible`. A touch it followed without dragging (it failed,
    /// or was cancelled before it began) ends as a lift does.
    func panDidReset() {
        if isTracking && !isDragging { fingersLifted() }
    }

    /// `raw` (an unbanded offset) as shown: rubber-banded past the edges with `bounces`,
    /// else clamped.
    func draggedOffset(raw: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(
            x: bounces ? rubberBand(raw.x, limits: lo.x...hi.x, dimension: bounds.width) : min(hi.x, max(lo.x, raw.x)),
            y: bounces ? rubberBand(raw.y, limits: lo.y...hi.y, dimension: bounds.height) : min(hi.y, max(lo.y, raw.y)))
    }

    /// The offset that shows as `offset` once banded: the rubber band undone.
    func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: inverseRubberBand(offset.x, limits: lo.x...hi.x, dimension: bounds.width),
                       y: inverseRubberBand(offset.y, limits: lo.y...hi.y, dimension: bounds.height))
    }

    /// `velocity` (points per millisecond) with a release slower than 0.25 pt/ms counted
    /// as still (docs/design.md).
    static func releaseVelocity(_ velocity: CGPoint) -> CGPoint {
        hypot(velocity.x, velocity.y) < CGFloat(ScrollPhysics.minimumReleaseVelocity) ? .zero : velocity
    }

    /// The pan recognizer's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag(pan)
        case .changed:
            continueDrag(pan)
        case .ended:
            endTracking()
            release(velocity: releaseVelocity(pan))
        case .cancelled:
            endTracking()
            release(velocity: .zero)
        default:
            break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        touchDelayGestureRecognizer.swallow()
        let translation = pan.translation(in: self)
        // Only the hysteresis is lost: a fast first move of 30 pt moves the content 20 pt.
        let length = hypot(translation.x, translation.y)
        let kept = length > 0 ? min(1, UIPanGestureRecognizer.hysteresis / length) : 0
        drag.translationOrigin = CGPoint(x: translation.x * kept, y: translation.y * kept)
        drag.movesX = scrollsHorizontally
        drag.movesY = scrollsVertically
        if isDirectionalLockEnabled {
            let ax = abs(translation.x), ay = abs(translation.y)
            if ax > ay * UIScrollView.directionalLockRatio { drag.movesY = false }
            else if ay > ax * UIScrollView.directionalLockRatio { drag.movesX = false }
        }
        // Starting while overscrolled: undo the rubber band so the content does not jump.
        drag.startOffset = unbandedOffset(contentOffset)
        drag.startPage = currentPage
        endCaughtDeceleration()
        isDragging = true
        // Wherever the first responder is (a search field above a results list), as iOS;
        // the scroll view itself keeps focus, it is what the keys scroll.
        if keyboardDismissMode != .none, let responder = window?.firstResponder, responder !== self {
            responder.resignFirstResponder()
        }
        drag.lastOffset = contentOffset
        delegate?.scrollViewWillBeginDragging(self)
        // The pan began after a move longer than the hysteresis: the rest of it moves
        // the content now.
        continueDrag(pan)
    }

    /// A drag that caught a deceleration ends it when something else takes over (a new
    /// drag, a pinch): its `scrollViewDidEndDecelerating` pairs its beginning.
    func endCaughtDeceleration() {
        guard drag.caughtDeceleration else { return }
        drag.caughtDeceleration = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    private func continueDrag(_ pan: UIPanGestureRecognizer) {
        if isZooming || zoom.needsSettle {
            drag.zoomed = true
            return
        }
        if drag.zoomed {
            // The pinch is over (its second finger lifted, its bounce done) and a finger
            // still drags: as on iOS it pans again, from where the zoom left the content
            // and the finger now, so nothing jumps. The release then decelerates as any.
            drag.zoomed = false
            drag.translationOrigin = pan.translation(in: self)
            drag.startOffset = unbandedOffset(contentOffset)
            drag.lastOffset = contentOffset
            return
        }
        if contentOffset != drag.lastOffset {
            // The app moved the content mid-drag: the finger goes on moving it from there.
            drag.startOffset.x += contentOffset.x - drag.lastOffset.x
            drag.startOffset.y += contentOffset.y - drag.lastOffset.y
        }
        let t = pan.translation(in: self)
        let dx = drag.movesX ? t.x - drag.translationOrigin.x : 0
        let dy = drag.movesY ? t.y - drag.translationOrigin.y : 0
        drag.lastOffset = draggedOffset(raw: CGPoint(x: drag.startOffset.x - dx, y: drag.startOffset.y - dy))
        contentOffset = drag.lastOffset
    }

    /// The content's velocity at release, points per millisecond: the finger's, reversed,
    /// on the axes the drag moves; a release slower than 0.25 pt/ms counts as still.
    private func releaseVelocity(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let v = pan.velocity(in: self)
        return UIScrollView.releaseVelocity(CGPoint(x: drag.movesX ? -v.x / 1000 : 0, y: drag.movesY ? -v.y / 1000 : 0))
    }

    /// The finger left the content with `velocity` (points per millisecond): ask the
    /// delegate where to rest, then decelerate, bounce or page there, with UIKit's calls.
    /// After a pinch the zoom settles the content, so the drag just ends.
    func release(velocity: CGPoint) {
        if drag.zoomed || isZooming || zoom.needsSettle {
            releaseAfterZoom()
            return
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let offset = contentOffset
        var proposed: CGPoint
        if isPagingEnabled {
            proposed = CGPoint(
                x: ScrollTargets.pagingTarget(offset: offset.x, velocity: velocity.x, startPage: drag.startPage.x,
                                              pageSize: bounds.width, minimum: lo.x, maximum: hi.x),
                y: ScrollTargets.pagingTarget(offset: offset.y, velocity: velocity.y, startPage: drag.startPage.y,
                                              pageSize: bounds.height, minimum: lo.y, maximum: hi.y))
        } else {
            let rate = Double(decelerationRate.rawValue)
            func rest(_ position: CGFloat, _ v: CGFloat) -> CGFloat {
                CGFloat(Decay.restingPosition(position: Double(position), velocity: Double(v), rate: rate))
            }
            proposed = clampedContentOffset(CGPoint(x: rest(offset.x, velocity.x), y: rest(offset.y, velocity.y)))
        }
        var target = proposed
        if !isPagingEnabled {
            let adjusted = restingOffset(proposing: proposed, velocity: velocity)
            if adjusted.x.isFinite, adjusted.y.isFinite { target = clampedContentOffset(adjusted) }
        }
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if target != proposed {
            // A changed target rests inside the content (snapped to a page with paging,
            // as iOS does); a non-finite one is ignored.
            if !target.x.isFinite || !target.y.isFinite { target = proposed }
            if isPagingEnabled { target = snappedToPage(target) }
            target = clampedContentOffset(target)
        }
        let fixedX: CGFloat? = isPagingEnabled || target.x != proposed.x ? target.x : nil
        let fixedY: CGFloat? = isPagingEnabled || target.y != proposed.y ? target.y : nil
        let overscrolled = offset.x < lo.x || offset.x > hi.x || offset.y < lo.y || offset.y > hi.y
        // An axis moves on when its target is elsewhere, or (with none) when it has velocity.
        // A target set to where the content is stops it there, whatever the velocity: iOS
        // code sets it so, then animates to a snap point of its own from willEndDragging.
        func movesOn(_ fixed: CGFloat?, _ position: CGFloat, _ v: CGFloat) -> Bool {
            fixed.map { $0 != position } ?? (v != 0)
        }
        let decelerate = overscrolled || movesOn(fixedX, offset.x, velocity.x) || movesOn(fixedY, offset.y, velocity.y)
        let owesDecelerationEnd = !isDragging && drag.caughtDeceleration
        drag.caughtDeceleration = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        isDragging = false
        if decelerate {
            startDeceleration(velocity: velocity, target: (fixedX, fixedY))
            // A caught deceleration that settles again is the same deceleration going on:
            // its willBegin was sent, its didEnd comes when it rests.
            if !owesDecelerationEnd { delegate?.scrollViewWillBeginDecelerating(self) }
        } else if owesDecelerationEnd {
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            showIndicatorsForActivity()
        }
    }

    /// The drag ends where a pinch left the content: the zoom settles it (bouncing back
    /// inside the limits and the range), or, with no zoom pending, a target the delegate
    /// changes is where the content goes.
    private func releaseAfterZoom() {
        var target = contentOffset
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        let rest = target.x.isFinite && target.y.isFinite ? clampedContentOffset(target) : contentOffset
        let settles = !isZooming && !zoom.needsSettle && rest != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: settles)
        isDragging = false
        if settles {
            // A caught deceleration that settles again goes on: its end comes at rest.
            let continuing = drag.caughtDeceleration
            drag.caughtDeceleration = false
            startDeceleration(velocity: .zero, target: (rest.x, rest.y))
            if !continuing { delegate?.scrollViewWillBeginDecelerating(self) }
            return
        }
        endCaughtDeceleration()
        if zoom.needsSettle {
            settleZoom()
        }
    }

    /// How much more one axis must move than the other for the directional lock to pick
    /// it (ours: a drag within about 27° of an axis locks to it; a diagonal start does not).
    static let directionalLockRatio: CGFloat = 2

}
