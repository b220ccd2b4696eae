import Foundation

/// Zoom limits and the pinch in progress.
struct ZoomState {
    var minimumScale: CGFloat = 1
    var maximumScale: CGFloat = 1
    /// The point of the zooming view (its own coordinates) held under the pinch centre.
    var anchor = CGPoint.zero
    /// The zoom scale when the pinch began.
    var startScale: CGFloat = 1
    /// The view being zoomed by the pinch in progress.
    weak var view: UIView?
    /// A touch caught a zoom animation: the scale stays where it was caught until the
    /// fingers lift (then it settles inside the limits) or a pinch takes it over.
    var needsSettle = false
    /// `scrollViewWillBeginZooming` was sent and its `scrollViewDidEndZooming` is owed:
    /// every begin is paired with one end, whatever input interleaves.
    var isBracketOpen = false
}

extension UIScrollView {
    /// The view the delegate zooms, when zooming is possible. As in UIKit it must be a
    /// direct subview: its frame is the content's extent in the scroll view's coordinates.
    var viewForZooming: UIView? {
        guard zoom.maximumScale > zoom.minimumScale, let view = delegate?.viewForZooming(in: self),
              view.superview === self else { return nil }
        return view
    }

    /// The pinch recognizer that zooms, nil when zooming is off (limits equal, or no
    /// delegate view), as UIKit's.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        viewForZooming == nil ? nil : scrollPinch
    }

    /// The current zoom scale: the zooming view's transform scale (1 without one).
    /// Setting it applies at once, clamped to the limits, about the visible centre.
    public var zoomScale: CGFloat {
        get { viewForZooming.map { $0.transform.a } ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Attaches the pinch while zooming may happen.
    func updateZoomAvailability() {
        let possible = zoom.maximumScale > zoom.minimumScale && delegate != nil
        if possible, scrollPinch.view == nil { addGestureRecognizer(scrollPinch) }
        if !possible, scrollPinch.view != nil { removeGestureRecognizer(scrollPinch) }
    }

    /// Sets the zoom scale, clamped to the limits, keeping the visible centre in place:
    /// at once (`scrollViewDidZoom`, and `scrollViewDidScroll` if the offset moved), or
    /// animated over `ZoomPhysics.animationDuration`, bracketed by `willBeginZooming` and
    /// `didEndZooming`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = viewForZooming, scale.isFinite, scale > 0 else { return }
        endZoomAnimationInFlight()
        let target = min(zoom.maximumScale, max(zoom.minimumScale, scale))
        let location = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: view)
        if animated {
            animateZoom(to: target, anchor: anchor, location: location, bracketed: true)
        } else {
            stopMotion()
            // Straight to the resting offset: the delegate's didScroll and didZoom see the
            // content inside its range, not first past an edge (zooming out near one). Then
            // into the range the insets the delegate set in scrollViewDidZoom give (the
            // classic centring).
            applyZoom(target, contentOffset: restingOffset(anchoring: anchor, at: location, scale: target, of: view),
                      to: view)
            contentOffset = clampedContentOffset(contentOffset)
        }
    }

    /// Zooms so that `rect` (the zooming view's coordinates, points) fills the view:
    /// scale `min(width / rect.width, height / rect.height)` clamped to the limits, the
    /// rect centred where the content allows. At the current scale it is an animated
    /// scroll (`scrollViewDidEndScrollingAnimation`).
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = viewForZooming, rect.width > 0, rect.height > 0 else { return }
        endZoomAnimationInFlight()
        let scale = min(zoom.maximumScale, max(zoom.minimumScale, min(bounds.width / rect.width, bounds.height / rect.height)))
        let offset = offset(centering: rect, in: view, at: scale)
        if scale == zoomScale {
            setContentOffset(offset, animated: animated)
            return
        }
        if animated {
            // Anchor the rect's centre; the motion's final offset takes care of the rest.
            let anchor = CGPoint(x: rect.midX, y: rect.midY)
            let location = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
            animateZoom(to: scale, anchor: anchor, location: location, finalOffset: offset, bracketed: true)
        } else {
            stopMotion()
            applyZoom(scale, contentOffset: offset, to: view)
            // Inside the insets the delegate set in scrollViewDidZoom, as an animated zoom ends.
            contentOffset = clampedContentOffset(contentOffset)
        }
    }

    /// Ends a zoom animation still running (at its end, as any interruption does) before a
    /// new zoom is worked out: otherwise the new one would be measured from the scale the
    /// old one left behind, and then start from the one it jumps to (a second key zoom in
    /// the frame of the first ended at the first's scale, out of its offset range).
    private func endZoomAnimationInFlight() {
        if case .zoom = motion.kind { stopMotion() }
    }

    /// The offset showing `anchor` (a point of the zooming `view`) at `location` (viewport
    /// points) at `scale`, clamped into the range the content will have at that scale.
    private func restingOffset(anchoring anchor: CGPoint, at location: CGPoint, scale: CGFloat,
                               of view: UIView) -> CGPoint {
        let anchored = ZoomAnimation.offset(showing: contentPoint(anchor, of: view), at: location, scale: scale)
        return clampedContentOffset(anchored, contentSize: CGSize(width: view.bounds.width * scale,
                                                                  height: view.bounds.height * scale))
    }

    /// The resting offset that centres `rect` (zoom view coordinates) at `scale`.
    private func offset(centering rect: CGRect, in view: UIView, at scale: CGFloat) -> CGPoint {
        let origin = view.bounds.origin
        let center = CGPoint(x: (rect.midX - origin.x) * scale, y: (rect.midY - origin.y) * scale)
        let raw = CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
        return clampedContentOffset(raw, contentSize: CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale))
    }

    /// Scales `view` to `scale` as UIKit does (transform, frame origin at zero,
    /// `contentSize` = scaled frame size) and sets the offset so that `anchor` (view
    /// coordinates) shows at `location` (viewport points, from the bounds' corner).
    /// Tells the delegate: `scrollViewDidScroll` if the offset moved, then `scrollViewDidZoom`.
    func applyZoom(_ scale: CGFloat, anchor: CGPoint, location: CGPoint, to view: UIView) {
        applyZoom(scale, contentOffset: ZoomAnimation.offset(showing: contentPoint(anchor, of: view), at: location,
                                                             scale: scale), to: view)
    }

    /// Shows `view` at `scale` with the content at `offset` (points).
    func applyZoom(_ scale: CGFloat, contentOffset offset: CGPoint, to view: UIView) {
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        contentSize = view.frame.size
        contentOffset = offset
        delegate?.scrollViewDidZoom(self)
    }

    /// `point` of the zooming view as a content point at scale 1 (less its bounds origin).
    private func contentPoint(_ point: CGPoint, of view: UIView) -> CGPoint {
        CGPoint(x: point.x - view.bounds.minX, y: point.y - view.bounds.minY)
    }

    // MARK: Pinch

    /// The pinch recognizer's action: the scale multiplies the scale at the start, the
    /// view's point under the pinch centre stays under it (moving the centre pans), and
    /// past the limits the scale is damped (with `bouncesZoom`) or stopped.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = viewForZooming else { return }
            let continuing = zoom.needsSettle
            // The scale shown is a damped one only when a zoom past a limit is taken over
            // (a caught bounce, a Ctrl+wheel zoom); a scale outside limits the app changed
            // at rest is not, and undamping it gave a start scale so far out (or 0) that
            // the pinch could not move the scale at all.
            let isDamped = continuing || isZooming || isZoomBouncing
            zoom.needsSettle = false
            stopMotion()
            endCaughtDeceleration()
            zoom.view = view
            // A pinch that takes over a caught bounce continues from the damped scale shown;
            // otherwise the pinch scale multiplies the scale at its start, as on iOS.
            zoom.startScale = isDamped
                ? ZoomPhysics.undampedScale(zoomScale, minimum: zoom.minimumScale, maximum: zoom.maximumScale)
                : zoomScale
            zoom.anchor = pinch.location(in: view)
            isZooming = true
            isZoomBouncing = false
            if isDragging { drag.zoomed = true }
            if !continuing { beginZoomBracket(view) }
            fallthrough
        case .changed:
            guard let view = zoom.view else { return }
            // Ctrl+wheel zooms about wherever the pointer is now (each notch re-anchors,
            // as image viewers and browsers do); two fingers keep their first anchor, so
            // moving the centre pans.
            if pinch.isWheelZooming, pinch.state == .changed { zoom.anchor = pinch.location(in: view) }
            let raw = zoom.startScale * pinch.scale
            let lo = zoom.minimumScale, hi = zoom.maximumScale
            let scale = bouncesZoom ? ZoomPhysics.dampedScale(raw, minimum: lo, maximum: hi) : min(hi, max(lo, raw))
            applyZoom(scale, anchor: zoom.anchor, location: viewportLocation(of: pinch), to: view)
        case .ended, .cancelled:
            guard zoom.view != nil else { return }
            settleZoom(anchor: zoom.anchor, location: viewportLocation(of: pinch))
        default:
            break
        }
    }

    /// True while two fingers pinch (not a Ctrl+wheel zoom).
    var isPinchingWithFingers: Bool {
        (scrollPinch.state == .began || scrollPinch.state == .changed) && !scrollPinch.isWheelZooming
    }

    private func viewportLocation(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let p = pinch.location(in: self)
        return CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
    }

    /// The fingers lifted (from a pinch, or from a caught zoom animation): bounce back
    /// inside the limits and settle the offset into the range at the final scale about
    /// `anchor` (the zooming view's point) shown at `location` (viewport points; the
    /// visible centre by default), then `scrollViewDidEndZooming`.
    func settleZoom(anchor: CGPoint? = nil, location: CGPoint? = nil) {
        zoom.needsSettle = false
        guard let view = viewForZooming else { return endZooming() }
        let scale = zoomScale
        let location = location ?? CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoom.anchor = anchor ?? convert(CGPoint(x: bounds.minX + location.x, y: bounds.minY + location.y), to: view)
        let target = min(zoom.maximumScale, max(zoom.minimumScale, scale))
        if target != scale {
            isZoomBouncing = true
            animateZoom(to: target, anchor: zoom.anchor, location: location, bracketed: true, alreadyBegun: true)
            return
        }
        let settled = clampedContentOffset(contentOffset)
        if settled != contentOffset {
            animateZoom(to: target, anchor: zoom.anchor, location: location, finalOffset: settled,
                        bracketed: true, alreadyBegun: true)
            return
        }
        endZooming()
    }

    /// True when zooming is on and the scale is outside `minimumZoomScale...maximumZoomScale`.
    var isZoomScaleOutsideLimits: Bool {
        guard viewForZooming != nil else { return false }
        let scale = zoomScale
        return scale < zoom.minimumScale || scale > zoom.maximumScale
    }

    func endZooming() {
        let view = viewForZooming
        isZooming = false
        isZoomBouncing = false
        zoom.view = nil
        guard zoom.isBracketOpen else { return }
        zoom.isBracketOpen = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
    }

    /// Sends `scrollViewWillBeginZooming` unless a zoom's bracket is open already (a zoom
    /// taken over by another before it ended: they share the one pair).
    private func beginZoomBracket(_ view: UIView) {
        guard !zoom.isBracketOpen else { return }
        zoom.isBracketOpen = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    // MARK: Animation

    /// Animates the scale to `scale` keeping `anchor` at `location`, ending at
    /// `finalOffset` (default: the anchored offset clamped into the range at `scale`).
    private func animateZoom(to scale: CGFloat, anchor: CGPoint, location: CGPoint, finalOffset: CGPoint? = nil,
                             bracketed: Bool, alreadyBegun: Bool = false) {
        guard let view = viewForZooming else { return }
        // A zoom already begun settles (the pinch's or a caught bounce's): a motion of
        // another kind still running ends first, with its end call; a zoom's goes on here.
        if case .zoom = motion.kind, alreadyBegun {} else { stopMotion() }
        let end = finalOffset ?? restingOffset(anchoring: anchor, at: location, scale: scale, of: view)
        if !alreadyBegun, isZooming {
            // A pinch (or Ctrl+wheel zoom) in progress owns the zoom and its willBegin /
            // didEnd pair: a zoom asked for meanwhile (a key) applies at once inside it.
            applyZoom(scale, contentOffset: end, to: view)
            return
        }
        if !alreadyBegun { beginZoomBracket(view) }
        zoom.view = view
        let animation = ZoomAnimation(from: zoomScale, to: scale, anchor: contentPoint(anchor, of: view),
                                      location: location, finalOffset: end, startTime: motionLoop.now)
        motion.kind = .zoom(animation, bracketed: bracketed)
        startMotionLink()
    }

    /// One frame of a zoom animation at `time`; returns false when it ended.
    func stepZoom(_ animation: inout ZoomAnimation, to time: TimeInterval) -> Bool {
        guard let view = viewForZooming else { return false }
        let running = animation.advance(to: time)
        applyZoom(animation.scale, contentOffset: animation.contentOffset, to: view)
        // The delegate may have changed the insets while the zoom ran (the classic
        // centring in scrollViewDidZoom): the zoom ends inside the range they give now.
        if !running { contentOffset = clampedContentOffset(animation.finalOffset) }
        return running
    }

    /// A zoom animation interrupted (a touch, a new scroll): it jumps to its end, so the
    /// delegate still gets its `scrollViewDidEndZooming` when it owes one.
    func completeZoomAnimationNow(_ animation: ZoomAnimation, bracketed: Bool) {
        if let view = viewForZooming {
            applyZoom(animation.toScale, contentOffset: animation.finalOffset, to: view)
            contentOffset = clampedContentOffset(animation.finalOffset)
        }
        if bracketed { endZooming() }
    }
}
