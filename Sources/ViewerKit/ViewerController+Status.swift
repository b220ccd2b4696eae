import UIKit

extension ViewerController {
    /// The zoom as the status bar shows it, in percent: 100 is one image pixel per device
    /// pixel.
    public var zoomPercent: Double {
        Double(scrollView.zoomScale * screenScale * 100)
    }

    /// Shows the load in progress, else the image's name, pixel size and zoom.
    func updateStatus() {
        if let load = loadProgress {
            statusLabel.text = ViewerStatusText.loading(name: load.name, fraction: load.fraction)
        } else if let image = imageView.image, let imagePath {
            statusLabel.text = ViewerStatusText.shown(name: ViewerStatusText.name(ofPath: imagePath),
                                                      pixelWidth: image.rasterImage.width,
                                                      pixelHeight: image.rasterImage.height,
                                                      zoomPercent: zoomPercent)
        }
    }

    /// Shows `message` (an error) in the status bar until the next zoom or load replaces it.
    func showStatusMessage(_ message: String) {
        statusLabel.text = message
    }
}
