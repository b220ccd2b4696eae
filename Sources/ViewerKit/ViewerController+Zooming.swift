import UIKit

extension ViewerController {
    /// The image view, once there is an image: zooming is on only then.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView.image == nil ? nil : imageView
    }

    /// Centres content smaller than the view (the iOS way: insets of half the leftover
    /// space; the scroll view itself never centres) and shows the new zoom in the status bar.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        scrollView.contentInset = ZoomFitting.centringInsets(contentSize: scrollView.contentSize,
                                                             boundsSize: scrollView.bounds.size)
        updateStatus()
    }

    /// A zoom animation computes where it ends from the insets it started with; the insets
    /// change as the scale moves (`scrollViewDidZoom`), so a bounce back from a pinch below
    /// the fit scale can end off-centre. Glide back into the resting range then; a mere
    /// rounding difference is set at once, since a running animation would swallow the
    /// next tap (a touch that catches moving content stops it and is no tap, as on iOS).
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        let offset = scrollView.contentOffset
        let settled = scrollView.clampedContentOffset(offset)
        guard settled != offset else { return }
        let distance = max(abs(settled.x - offset.x), abs(settled.y - offset.y))
        scrollView.setContentOffset(settled, animated: distance > Self.settleAnimationThreshold)
    }

    /// How far off its resting range a finished zoom must be for the viewer to animate it
    /// back, in points; less is rounding and is set at once.
    static let settleAnimationThreshold: CGFloat = 0.5

    /// The image's size in points of the image view (one point per pixel).
    var imageSize: CGSize { imageView.bounds.size }

    /// The zoom scale that shows the whole image in the scroll view, never above 100%
    /// (`ZoomFitting.fitScale`); it is the scroll view's `minimumZoomScale`.
    public var fitScale: CGFloat {
        ZoomFitting.fitScale(imageSize: imageSize, boundsSize: scrollView.bounds.size, screenScale: screenScale)
    }

    /// The zoom scale of 100%: one image pixel per device pixel.
    public var actualSizeScale: CGFloat {
        ZoomFitting.actualSizeScale(screenScale: screenScale)
    }

    /// True when the zoom is at its minimum, the fit scale (to a rounding error).
    public var isAtFit: Bool {
        scrollView.zoomScale <= scrollView.minimumZoomScale * (1 + 1e-9)
    }

    /// Carries out a key command. Zooms happen at once, about the view's centre, as in
    /// imv and feh (holding `+` repeats them).
    public func perform(_ command: ViewerKeyCommand) {
        switch command {
        case .quit:
            onQuit?()
        case .zoomIn:
            scrollView.setZoomScale(scrollView.zoomScale * ViewerKeyCommand.zoomStep, animated: false)
        case .zoomOut:
            scrollView.setZoomScale(scrollView.zoomScale / ViewerKeyCommand.zoomStep, animated: false)
        case .fit:
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: false)
        case .actualSize:
            scrollView.setZoomScale(actualSizeScale, animated: false)
        }
    }

    /// Sets the zoom limits for the current image, view size and screen scale: minimum the
    /// fit scale, maximum `ZoomFitting.maximumScale`.
    func updateZoomLimits() {
        let bounds = scrollView.bounds.size
        scrollView.minimumZoomScale = fitScale
        scrollView.maximumZoomScale = ZoomFitting.maximumScale(imageSize: imageSize, boundsSize: bounds,
                                                               screenScale: screenScale)
        fittedScreenScale = screenScale
    }

    /// The whole image at the fit scale, centred.
    func showWholeImage() {
        scrollView.zoomScale = scrollView.minimumZoomScale
        scrollView.contentOffset = scrollView.minimumContentOffset
    }

    /// Sets the centring insets the content will need at `scale` before an animated zoom
    /// to it, so that the animation computes its end in the range that will hold there.
    func prepareInsets(forScale scale: CGFloat) {
        scrollView.contentInset = ZoomFitting.centringInsets(imageSize: imageSize, scale: scale,
                                                             boundsSize: scrollView.bounds.size)
    }

    /// The view's size or the screen's scale changed: at the fit scale the image is fitted
    /// anew; zoomed, the scale stays (within the new limits) and so does the image point at
    /// the centre of the view.
    func viewGeometryDidChange() {
        guard imageView.image != nil else {
            scrollView.frame = imageArea
            fittedScreenScale = screenScale
            return
        }
        let wasAtFit = isAtFit
        let centre = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: imageView)
        scrollView.frame = imageArea
        updateZoomLimits()
        if wasAtFit {
            showWholeImage()
            return
        }
        scrollView.setZoomScale(scrollView.zoomScale, animated: false)
        let scale = scrollView.zoomScale, size = scrollView.bounds.size
        scrollView.contentOffset = scrollView.clampedContentOffset(CGPoint(x: centre.x * scale - size.width / 2,
                                                         y: centre.y * scale - size.height / 2))
    }

}
