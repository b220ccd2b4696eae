import UIKit

extension ViewerController {
    /// The content view (the oriented image), once there is a picture (an image, or one
    /// still loading): zooming is on only then.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        pictureSize == nil ? nil : contentView
    }

    /// Centres content smaller than the view (the iOS way: insets of half the leftover
    /// space; the scroll view itself never centres), keeps the checkerboard's squares
    /// their size on screen, and shows the new zoom in the status bar.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        scrollView.contentInset = ZoomFitting.devicePixelAligned(
            ZoomFitting.centringInsets(contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size),
            screenScale: screenScale)
        // After the insets: a zoom come to rest is put on whole pixels in the range they make.
        updateSampling()
        checkerboardView.zoomScale = scrollView.zoomScale
        statusMessage = nil
        updateStatus()
    }

    /// A zoom animation computes where it ends from the insets it started with; the insets
    /// change as the scale moves (`scrollViewDidZoom`), so a bounce back from a pinch below
    /// the fit scale can end off-centre. Glide back into the resting range then; a mere
    /// rounding difference is set at once, since a running animation would swallow the
    /// next tap (a touch that catches moving content stops it and is no tap, as on iOS).
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        pendingZoomScale = nil
        let offset = scrollView.contentOffset
        let settled = scrollView.clampedContentOffset(offset)
        guard settled != offset else { return saveState() }
        let distance = max(abs(settled.x - offset.x), abs(settled.y - offset.y))
        scrollView.setContentOffset(settled, animated: distance > Self.settleAnimationThreshold)
    }

    /// How far off its resting range a finished zoom must be for the viewer to animate it
    /// back, in points; less is rounding and is set at once.
    static let settleAnimationThreshold: CGFloat = 0.5

    /// The oriented image's size in points of the content view (one point per pixel);
    /// from the picture itself, as zooming moves the content view's frame about.
    var imageSize: CGSize { orientation.orientedSize(pictureSize ?? .zero) }

    /// The smallest zoom scale: the whole image in the scroll view, never above 100%, and
    /// its shorter side never under a device pixel (`ZoomFitting.minimumScale`); it is the
    /// scroll view's `minimumZoomScale`.
    public var minimumScale: CGFloat {
        ZoomFitting.minimumScale(imageSize: imageSize, boundsSize: scrollView.bounds.size, screenScale: screenScale)
    }

    /// The scale `0` goes to and images open at with `--zoom fit` or the default: the whole
    /// image in view, never above 100%, a very thin one kept in sight
    /// (`ZoomFitting.fittedScale`), or with `--zoom fit` the scale at which the image fills
    /// the view (small images enlarged) when that is more.
    public var fitScale: CGFloat {
        Self.fitScale(imageSize: imageSize, boundsSize: scrollView.bounds.size, screenScale: screenScale,
                      zoom: initialZoom, maximum: scrollView.maximumZoomScale)
    }

    /// `fitScale` for an image of `imageSize` (as oriented) in `boundsSize`, with `zoom`
    /// the opening zoom and `maximum` the largest scale.
    static func fitScale(imageSize: CGSize, boundsSize: CGSize, screenScale: CGFloat, zoom: ViewerZoom,
                         maximum: CGFloat) -> CGFloat {
        let fitted = ZoomFitting.fittedScale(imageSize: imageSize, boundsSize: boundsSize, screenScale: screenScale)
        guard zoom == .fit, let filling = ZoomFitting.fillingScale(imageSize: imageSize, boundsSize: boundsSize) else {
            return fitted
        }
        return min(maximum, max(fitted, filling))
    }

    /// The scale an image opens at, as `initialZoom` says.
    var openingScale: CGFloat {
        guard case let .percent(percent) = initialZoom else { return fitScale }
        let scale = CGFloat(percent / 100) * actualSizeScale
        return min(scrollView.maximumZoomScale, max(scrollView.minimumZoomScale, scale))
    }

    /// The zoom scale of 100%: one image pixel per device pixel.
    public var actualSizeScale: CGFloat {
        ZoomFitting.actualSizeScale(screenScale: screenScale)
    }

    /// True when the zoom is at its minimum or at the fit scale (to a rounding error).
    public var isAtFit: Bool {
        let scale = scrollView.zoomScale
        return scale <= scrollView.minimumZoomScale * (1 + 1e-9) || abs(scale - fitScale) <= fitScale * 1e-9
    }

    /// True when the whole width of the image is in view: nothing to pan sideways, so
    /// Left and Right browse. At the scale a zoom of the viewer's is heading for, as a
    /// zoom still animating counts as done: measured on the way, `1` then Right on a
    /// fitted portrait image browsed away instead of panning it.
    var fitsHorizontally: Bool {
        imageSize.width * (pendingZoomScale ?? scrollView.zoomScale) <= scrollView.bounds.width + 0.5
    }

    /// Zooms to `scale` (clamped to the limits) keeping the image point at the view's
    /// centre there as far as the image allows, animated as a double tap is.
    func zoomAboutCentre(to scale: CGFloat, animated: Bool) {
        // An image area with no room (a window no taller than the status bar) shows nothing
        // to zoom, and its limits are no fit's: `+` there went from its "fit", 100%, to
        // 150%, and the image opened there stayed at 150% once the window grew.
        guard pictureSize != nil, !scrollView.bounds.isEmpty else { return }
        // A zoom still running ends first (its end would clear the new target), so this one
        // is measured from where that one was heading.
        finishZoomAnimation()
        let clamped = min(scrollView.maximumZoomScale, max(scrollView.minimumZoomScale, scale))
        let meant = ZoomFitting.zoomRect(around: viewCentre, scale: clamped, imageSize: imageSize,
                                         boundsSize: scrollView.bounds.size)
        let rect = ZoomFitting.devicePixelAligned(meant, scale: clamped, screenScale: screenScale, imageSize: imageSize)
        prepareInsets(forScale: clamped)
        // At the scale already (`+` at the largest), `zoom(to:animated:)` only scrolls and no
        // zoom ends to clear the target: left set, it would be the next key's start, even on
        // another image (`+` there jumped to 1200%).
        pendingZoomScale = animated && clamped != scrollView.zoomScale ? clamped : nil
        scrollView.zoom(to: rect, animated: animated)
        centreIntent = CGPoint(x: meant.midX, y: meant.midY)
    }

    /// The image point (content view points) at the centre of the view: the one the viewer
    /// last centred it on (`centreIntent`: a key zoom's, a fit's, a resize's, a turn's, a
    /// restored position's) while the view still shows that point to within a device
    /// pixel, else the one measured, so a pan, a pinch or a wheel's zoom moves it. A resting
    /// offset on whole device pixels leaves the centre up to half a pixel from the point
    /// meant; measured again, each zoom started from the last one's rounding and the
    /// roundings added up: on a 20000 x 20000 image, where a device pixel at the fit scale
    /// is 27 image pixels, `+` ten times from the fit ended ten image pixels off its centre.
    var viewCentre: CGPoint {
        let bounds = scrollView.bounds
        let measured = scrollView.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: contentView)
        guard let intent = centreIntent else { return measured }
        // A device pixel in content points (centring insets round down by less than one),
        // and a hair for the offset's floating-point error.
        let pixel = (1 + 1e-6) / (scrollView.zoomScale * ZoomFitting.devicePixels(perPoint: screenScale))
        guard abs(measured.x - intent.x) <= pixel, abs(measured.y - intent.y) <= pixel else { return measured }
        return intent
    }

    /// Puts `centre` (content view points) at the centre of the view at the current zoom,
    /// as near as whole device pixels within the scroll view's range allow, and keeps it as
    /// the point meant (`viewCentre`).
    func centreView(on centre: CGPoint) {
        let scale = scrollView.zoomScale, size = scrollView.bounds.size
        scrollView.contentOffset = devicePixelAligned(CGPoint(x: centre.x * scale - size.width / 2,
                                                              y: centre.y * scale - size.height / 2))
        centreIntent = centre
    }

    /// Ends a zoom of the viewer's still animating (a key's, a double tap's) at once, at
    /// the scale and place it is heading for. A resize, a turn or another zoom works from
    /// the zoom the user asked for; measured from a frame on the way there, `0` and then a
    /// resize left the image at a scale between (and the interrupted zoom, jumping to its
    /// end afterwards, was undone). A zoom held by a finger stays the finger's.
    func finishZoomAnimation() {
        guard let scale = pendingZoomScale, !scrollView.isTracking else { return }
        scrollView.setZoomScale(scale, animated: false)
    }

    /// Brings the scroll view to rest before the picture under it changes: a zoom of the
    /// viewer's ends where it was heading, a fling where it is. Their ends are told to the
    /// delegate, which saves the state of the file they belong to; stopped later, by the
    /// next image's first zoom, they were saved as that file's state and restored on it
    /// (`n` during a `+` opened the next image at the last one's zoom).
    func bringScrollingToRest() {
        finishZoomAnimation()
        if scrollView.isDecelerating { scrollView.setContentOffset(scrollView.contentOffset, animated: false) }
    }

    /// Sets the zoom limits for the current image, view size and screen scale: minimum the
    /// fit scale, maximum `ZoomFitting.maximumScale`.
    func updateZoomLimits() {
        let bounds = scrollView.bounds.size
        scrollView.minimumZoomScale = minimumScale
        scrollView.maximumZoomScale = ZoomFitting.maximumScale(imageSize: imageSize, boundsSize: bounds,
                                                               screenScale: screenScale)
        fittedScreenScale = screenScale
    }

    /// The whole image at the fit scale, centred.
    func showWholeImage() {
        show(atScale: fitScale)
    }

    /// The image at `scale`, centred (where larger than the view, its centre in view).
    func show(atScale scale: CGFloat) {
        scrollView.zoomScale = scale
        centreView(on: CGPoint(x: imageSize.width / 2, y: imageSize.height / 2))
    }

    /// `offset` on whole device pixels, within the scroll view's range. The viewer's own
    /// resting offsets go through it: half a pixel off, every image pixel at 100% would be
    /// drawn between two device pixels, and the whole picture blurred.
    func devicePixelAligned(_ offset: CGPoint) -> CGPoint {
        let pixels = ZoomFitting.devicePixels(perPoint: screenScale)
        return scrollView.clampedContentOffset(CGPoint(x: (offset.x * pixels).rounded() / pixels,
                                                       y: (offset.y * pixels).rounded() / pixels))
    }

    /// Sets the centring insets the content will need at `scale` before an animated zoom
    /// to it, so that the animation computes its end in the range that will hold there.
    func prepareInsets(forScale scale: CGFloat) {
        scrollView.contentInset = ZoomFitting.devicePixelAligned(
            ZoomFitting.centringInsets(imageSize: imageSize, scale: scale, boundsSize: scrollView.bounds.size),
            screenScale: screenScale)
    }

    /// The view's size or the screen's scale changed: at the fit scale the image is fitted
    /// anew; zoomed, the scale stays (within the new limits) and so does the image point at
    /// the centre of the view.
    func viewGeometryDidChange() {
        guard pictureSize != nil else {
            scrollView.frame = imageArea
            fittedScreenScale = screenScale
            return
        }
        finishZoomAnimation()
        let view = viewBeforeCollapse ?? (isAtFit, scrollView.zoomScale, viewCentre)
        scrollView.frame = imageArea
        // An image area with no room (a window no taller than the status bar) has no fit:
        // measured there, every scale was below 100%'s "fit", so the zoom went up to 100%,
        // and at 100% it read as fitted, refitting when the window grew again. The view is
        // left as it was and taken up again once there is room.
        guard imageArea.width > 0, imageArea.height > 0 else {
            viewBeforeCollapse = view
            return
        }
        viewBeforeCollapse = nil
        let (wasAtFit, zoomScale, centre) = view
        updateZoomLimits()
        if wasAtFit {
            showWholeImage()
            return
        }
        scrollView.setZoomScale(zoomScale, animated: false)
        centreView(on: centre)
    }

}
