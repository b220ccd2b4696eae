import UIKit

extension ViewerController {
    /// How much a double tap at the fit scale magnifies: twice, as iOS photo screens do.
    public static let doubleTapMagnification: CGFloat = 2

    /// A double tap (or double click) at the fit scale zooms in `doubleTapMagnification`
    /// times about the tapped point, which comes to the centre as far as the image allows;
    /// zoomed in, it goes back to the fit scale. Both animate, as on iOS.
    func handleDoubleTap(_ tap: UITapGestureRecognizer) {
        guard pictureSize != nil else { return }
        finishZoomAnimation()
        if !isAtFit {
            // About the centre on whole device pixels, as `0`: the scroll view's own zoom
            // to the scale left a strip wider than the window, fitted at 100%, half a pixel
            // off and blurred.
            zoomAboutCentre(to: fitScale, animated: true)
            return
        }
        // From the fit scale itself: a wheel's zoom stretched below it bounces back there
        // (doubled from the stretch, a double tap just after wheeling out went to x1.7).
        let fitted = max(scrollView.minimumZoomScale, scrollView.zoomScale)
        let scale = min(scrollView.maximumZoomScale, fitted * Self.doubleTapMagnification)
        let meant = ZoomFitting.zoomRect(around: tap.location(in: contentView), scale: scale, imageSize: imageSize,
                                         boundsSize: scrollView.bounds.size)
        let rect = ZoomFitting.devicePixelAligned(meant, scale: scale, screenScale: screenScale, imageSize: imageSize)
        prepareInsets(forScale: scale)
        pendingZoomScale = scale != scrollView.zoomScale ? scale : nil
        scrollView.zoom(to: rect, animated: true)
        centreIntent = CGPoint(x: meant.midX, y: meant.midY)
    }
}
