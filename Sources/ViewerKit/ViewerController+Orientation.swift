import UIKit

extension ViewerController {
    /// `r`: turns the image 90° clockwise.
    public func rotateClockwise() { reorient { $0.rotate() } }
    /// `R`: turns the image 90° counter-clockwise.
    public func rotateCounterclockwise() { reorient { $0.rotate(counterclockwise: true) } }
    /// `|`: mirrors the image left to right.
    public func flipHorizontally() { reorient { $0.flipHorizontally() } }
    /// `_`: mirrors the image top to bottom.
    public func flipVertically() { reorient { $0.flipVertically() } }

    /// Changes the orientation. At the fit scale the turned image is fitted anew; zoomed,
    /// the scale stays (within the new limits) and so does the image pixel at the centre
    /// of the view, now wherever the turn put it.
    func reorient(_ change: (inout ImageOrientation) -> Void) {
        guard pictureSize != nil else { return }
        finishZoomAnimation()
        let wasAtFit = isAtFit
        let pixel = contentView.convert(viewCentre, to: imageView)
        let scale = scrollView.zoomScale
        change(&orientation)
        layOutContent()
        if wasAtFit {
            showWholeImage()
        } else {
            scrollView.zoomScale = scale
            centreView(on: imageView.convert(pixel, to: contentView))
        }
        updateStatus()
        updateOverlays()
    }
}
