import Foundation

/// What moves a scroll view when no finger does, and the display link that steps it.
struct MotionState {
    enum Kind {
        case none
        /// After a drag or a wheel flick: ends with `scrollViewDidEndDecelerating`.
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
        /// `setContentOffset(_:animated: true)` and friends: ends with
        /// `scrollViewDidEndScrollingAnimation` (or `scrollViewDidScrollToTop` for a
        /// scroll-to-top).
        case animation(ScrollAnimation)
        /// A stream of precise wheel (trackpad) deltas moving the content like a drag,
        /// since `lastEvent` (seconds); it ends when the deltas stop.
        case wheelStream(lastEvent: TimeInterval)
        /// An animated zoom (bounce back, `setZoomScale(_:animated: true)`,
        /// `zoom(to:animated: true)`): ends with `scrollViewDidEndZooming`.
        /// `bracketed`: a zoom (not a plain scroll) that ends with `scrollViewDidEndZooming`.
        case zoom(ZoomAnimation, bracketed: Bool)
    }

    var kind = Kind.none
    var link: CADisplayLink?
    /// The offset the motion last set, in points: a different one next frame was set by
    /// the app (mid-deceleration recentring), and the motion goes on from there.
    var writtenOffset = CGPoint.zero
    /// The running animation ends inside the range even when the range changed on the
    /// way (the window resized, the content shrank): input's (a wheel notch, a key) always,
    /// an app's when it aimed inside the range. An app's target outside the range is where
    /// its scroll goes, as UIKit lets code put the content anywhere.
    var animationStaysInRange = false
    /// The running animation is a scroll-to-top.
    var isScrollingToTop = false

    var isMoving: Bool {
        if case .none = kind { return false }
        return true
    }
}

extension UIScrollView {
    /// True while anything moves the content or its scale: a finger dragging or pinching, a
    /// deceleration or bounce, an animated scroll or zoom, a stream of trackpad deltas; false
    /// once it rests (and for a scroll or zoom set at once). Not in UIKit: a view that can
    /// draw a cheaper picture while the content moves (an image viewer's `.mipmapped` in place
    /// of `.areaAverage`) reads it each frame and refines once it turns false.
    public var isMoving: Bool { isDragging || isZooming || isDecelerating || isZoomBouncing || motion.isMoving }

    /// Scrolls so that `contentOffset` becomes `offset` (points): at once, or over 0.3 s
    /// along `(1 - cos(πt)) / 2` with `scrollViewDidScroll` each frame and
    /// `scrollViewDidEndScrollingAnimation` at the end. Works with `isScrollEnabled` false.
    /// Stops any deceleration or animation in progress.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard NonFiniteGeometry.accepts(offset, as: "contentOffset", of: self) else { return }
        stopMotion()
        // A move too small to see (rounding) is made at once: an invisible 0.3 s animation
        // would only make the next touch catch it instead of acting.
        let distance = hypot(offset.x - contentOffset.x, offset.y - contentOffset.y)
        guard animated, distance >= UIScrollView.smallestAnimatedDistance else {
            contentOffset = offset
            return
        }
        startScrollAnimation(to: offset)
        // Aimed at a resting offset: it must not come to rest outside the range because
        // the range changed on the way (a window resized mid-scroll left it past the end).
        motion.animationStaysInRange = clampedContentOffset(offset) == offset
    }

    /// Animated scrolls shorter than this, in points, happen at once (ours: a hundredth of
    /// a point is below any display's pixel).
    static let smallestAnimatedDistance: CGFloat = 0.01

    /// Scrolls the least needed to show `rect` (content coordinates, points), clamped to
    /// the scrollable range; does nothing when it is already visible.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        let insetOffset = CGPoint(x: contentOffset.x + adjustedContentInset.left, y: contentOffset.y + adjustedContentInset.top)
        let x = ScrollTargets.revealing(start: rect.minX, end: rect.maxX, offset: insetOffset.x, length: visible.width)
            - adjustedContentInset.left
        let y = ScrollTargets.revealing(start: rect.minY, end: rect.maxY, offset: insetOffset.y, length: visible.height)
            - adjustedContentInset.top
        let target = clampedContentOffset(CGPoint(x: x, y: y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    func startScrollAnimation(to offset: CGPoint, duration: TimeInterval = ScrollPhysics.scrollAnimationDuration) {
        endZoomAnimation()
        motion.kind = .animation(ScrollAnimation(from: contentOffset, to: offset, startTime: motionLoop.now,
                                                 duration: duration))
        startMotionLink()
    }

    /// Where the running scroll animation ends, or the current offset: repeated key presses
    /// and wheel notches add to it.
    var scrollAnimationTarget: CGPoint {
        if case let .animation(animation) = motion.kind { return animation.to }
        return contentOffset
    }

    /// Starts moving after a release from the current offset with `velocity` (points per
    /// millisecond), coming to rest at `target` on the axes that have one.
    func startDeceleration(velocity: CGPoint, target: (x: CGFloat?, y: CGFloat?)) {
        endZoomAnimation()
        let now = motionLoop.now
        let lo = minimumContentOffset, hi = maximumContentOffset
        let rate = Double(decelerationRate.rawValue)
        // A target chosen before the range last changed still rests inside it: the zoom
        // animation just completed (a key's, run while a finger stayed down) or a delegate
        // zooming from scrollViewDidEndDragging moved the range.
        func resting(_ value: CGFloat?, _ lo: CGFloat, _ hi: CGFloat) -> Double? {
            value.map { Double(ScrollTargets.clamp($0, minimum: lo, maximum: hi)) }
        }
        let x = ScrollAxisMotion(position: Double(contentOffset.x), velocity: Double(velocity.x),
                                 target: resting(target.x, lo.x, hi.x), minimum: Double(lo.x), maximum: Double(hi.x),
                                 rate: rate, bounces: bounces, time: now)
        let y = ScrollAxisMotion(position: Double(contentOffset.y), velocity: Double(velocity.y),
                                 target: resting(target.y, lo.y, hi.y), minimum: Double(lo.y), maximum: Double(hi.y),
                                 rate: rate, bounces: bounces, time: now)
        motion.kind = .deceleration(x: x, y: y)
        motion.writtenOffset = contentOffset
        isDecelerating = true
        startMotionLink()
    }

    /// A zoom animation still running when other motion starts (a drag released while a
    /// key's zoom ran) completes at once first, so its `scrollViewDidEndZooming` is sent.
    func endZoomAnimation() {
        if case .zoom = motion.kind { stopMotion() }
    }

    /// Stops any motion for code that moves the content itself (a new offset, zoom or
    /// wheel input); returns true when something was moving. State is reset before the
    /// delegate hears of it, so a delegate may start new motion from its callback. Each
    /// motion ends with the call that pairs its start: a deceleration with
    /// `scrollViewDidEndDecelerating`, a precise wheel stream with `scrollViewDidEndDragging`,
    /// a zoom animation by completing at once with `scrollViewDidEndZooming`; an animated
    /// scroll just stops, as UIKit's does.
    @discardableResult
    func stopMotion() -> Bool {
        let interrupted = haltMotion()
        switch interrupted {
        case let .zoom(animation, bracketed): completeZoomAnimationNow(animation, bracketed: bracketed)
        case .wheelStream: endDragWithoutMotion()
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation, .none: break
        }
        if case .none = interrupted { return false }
        return true
    }

    /// A finger touched down on moving content: it stops where it is. A deceleration or
    /// animated scroll is settled when the finger lifts (`drag.caughtMotion`); a zoom
    /// animation (a bounce) holds its scale and settles inside the limits when the fingers
    /// lift (`zoom.needsSettle`), or a new pinch takes it over.
    func catchMotion() {
        let interrupted = haltMotion()
        switch interrupted {
        case .zoom:
            isZoomBouncing = false
            zoom.needsSettle = true
        case .wheelStream:
            endDragWithoutMotion()
            // A stream that pulled the content past an edge leaves it there under the
            // finger; it bounces back when the finger lifts. Paging, one that stopped
            // between pages settles onto a page then, as the stream's own end does (it
            // stayed where the finger caught it).
            drag.caughtMotion = isOutsideRestingRange
                || (isPagingEnabled && snappedToPage(contentOffset) != contentOffset)
        case .deceleration:
            drag.caughtMotion = true
            drag.caughtDeceleration = true
        case .animation:
            drag.caughtMotion = true
        case .none:
            break
        }
    }

    /// True when the content is past an edge of the resting range (rubber-banded).
    var isOutsideRestingRange: Bool {
        clampedContentOffset(contentOffset) != contentOffset
    }

    /// Resets every motion flag and pauses the link; returns what was moving.
    private func haltMotion() -> MotionState.Kind {
        let interrupted = motion.kind
        motion.kind = .none
        motion.isScrollingToTop = false
        motion.animationStaysInRange = false
        motion.link?.isPaused = true
        isDecelerating = false
        return interrupted
    }

    /// Ends a drag (a precise wheel stream) that leaves no motion behind.
    func endDragWithoutMotion() {
        guard isDragging else { return }
        var target = contentOffset
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    func startMotionLink() {
        if motion.link == nil {
            motion.link = CADisplayLink { [weak self] link in self?.stepMotion(to: link.timestamp) }
        }
        // Added again each time: a scroll view moved to another host's window moves with it.
        motion.link?.add(to: motionLoop.scheduler, forMode: .common)
        motion.link?.isPaused = false
    }

    /// One frame of motion at `time` (seconds).
    func stepMotion(to time: TimeInterval) {
        switch motion.kind {
        case .none:
            motion.link?.isPaused = true
        case var .animation(animation):
            let running = animation.advance(to: time)
            motion.kind = .animation(animation)
            contentOffset = running || !motion.animationStaysInRange
                ? animation.offset : clampedContentOffset(animation.offset)
            if !running {
                motion.kind = .none
                motion.link?.isPaused = true
                if motion.isScrollingToTop {
                    motion.isScrollingToTop = false
                    delegate?.scrollViewDidScrollToTop(self)
                } else {
                    delegate?.scrollViewDidEndScrollingAnimation(self)
                }
            }
        case .zoom(var animation, let bracketed):
            let running = stepZoom(&animation, to: time)
            if running {
                motion.kind = .zoom(animation, bracketed: bracketed)
            } else {
                motion.kind = .none
                motion.link?.isPaused = true
                // The app changed the limits while the zoom ran (a bounce back to a maximum
                // it then lowered): the zoom bounces on to them inside the same bracket
                // rather than resting outside them.
                if bracketed, isZoomScaleOutsideLimits { settleZoom() } else if bracketed { endZooming() }
            }
        case let .wheelStream(lastEvent):
            if time - lastEvent >= UIScrollView.wheelStreamEndDelay { endWheelStream() }
        case .deceleration(var x, var y):
            followGeometry(&x, &y)
            let runningX = x.advance(to: time), runningY = y.advance(to: time)
            let running = runningX || runningY
            motion.kind = .deceleration(x: x, y: y)
            motion.writtenOffset = CGPoint(x: x.position, y: y.position)
            contentOffset = motion.writtenOffset
            if !running {
                motion.kind = .none
                motion.link?.isPaused = true
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
    }

    /// The app moved the content (the offset is not the one the motion set last frame) or
    /// changed the range (content size, insets, bounds): the deceleration goes on from the
    /// offset as it is, with its velocity, towards the range as it is now.
    private func followGeometry(_ x: inout ScrollAxisMotion, _ y: inout ScrollAxisMotion) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        let shift = CGPoint(x: contentOffset.x - motion.writtenOffset.x, y: contentOffset.y - motion.writtenOffset.y)
        if shift.x != 0 || Double(lo.x) != x.minimum || Double(hi.x) != x.maximum {
            x = x.continued(shiftedBy: Double(shift.x), minimum: Double(lo.x), maximum: Double(hi.x), time: x.time)
        }
        if shift.y != 0 || Double(lo.y) != y.minimum || Double(hi.y) != y.maximum {
            y = y.continued(shiftedBy: Double(shift.y), minimum: Double(lo.y), maximum: Double(hi.y), time: y.time)
        }
    }
}
