import UIKit

// Apple's PhotoScroller sample: ImageScrollView, a scroll view that shows one image, sets
// its zoom limits from the image's size and centres the image in layoutSubviews.
public class ImageScrollView: UIScrollView, UIScrollViewDelegate {
    public var zoomView: UIImageView?
    var imageSize = CGSize.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        bouncesZoom = true
        decelerationRate = UIScrollView.DecelerationRate.fast
        delegate = self
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()

        // center the zoom view as it becomes smaller than the size of the screen
        let boundsSize = bounds.size
        guard let zoomView = zoomView else { return }
        var frameToCenter = zoomView.frame

        // center horizontally
        if frameToCenter.size.width < boundsSize.width {
            frameToCenter.origin.x = (boundsSize.width - frameToCenter.size.width) / 2
        } else {
            frameToCenter.origin.x = 0
        }

        // center vertically
        if frameToCenter.size.height < boundsSize.height {
            frameToCenter.origin.y = (boundsSize.height - frameToCenter.size.height) / 2
        } else {
            frameToCenter.origin.y = 0
        }

        zoomView.frame = frameToCenter
    }

    // MARK: - UIScrollViewDelegate

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return zoomView
    }

    // MARK: - Configure scrollView to display new image

    public func display(_ image: UIImage) {
        // clear the previous image
        zoomView?.removeFromSuperview()
        zoomView = nil

        // reset our zoomScale to 1.0 before doing any further calculations
        zoomScale = 1.0

        // make a new UIImageView for the new image
        zoomView = UIImageView(image: image)
        addSubview(zoomView!)

        configureForImageSize(image.size)
    }

    func configureForImageSize(_ imageSize: CGSize) {
        self.imageSize = imageSize
        contentSize = imageSize
        setMaxMinZoomScalesForCurrentBounds()
        zoomScale = minimumZoomScale
    }

    func setMaxMinZoomScalesForCurrentBounds() {
        let boundsSize = bounds.size

        // calculate min/max zoomscale
        let xScale = boundsSize.width / imageSize.width    // the scale needed to perfectly fit the image width-wise
        let yScale = boundsSize.height / imageSize.height  // the scale needed to perfectly fit the image height-wise

        // fill width if the image and phone are both portrait or both landscape; otherwise take smaller scale
        let imagePortrait = imageSize.height > imageSize.width
        let phonePortrait = boundsSize.height > boundsSize.width
        var minScale = imagePortrait == phonePortrait ? xScale : min(xScale, yScale)

        // on high resolution screens we have double the pixel density, so we will be seeing every pixel if we limit the
        // maximum zoom scale to 0.5.
        let maxScale = 1.0 / UIScreen.main.scale

        // don't let minScale exceed maxScale. (If the image is smaller than the screen, we don't want to force it to be zoomed.)
        if minScale > maxScale {
            minScale = maxScale
        }

        maximumZoomScale = maxScale
        minimumZoomScale = minScale
    }
}
