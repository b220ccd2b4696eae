import SDLHost
import UIKit

extension ViewerController {
    /// The zoom as the status bar shows it, in percent: 100 is one image pixel per device
    /// pixel.
    public var zoomPercent: Double {
        Double(scrollView.zoomScale * screenScale * 100)
    }

    /// The status line as written, before eliding: what the bar says.
    public var statusText: String { statusLine.text }

    /// `3 / 12` while browsing several files.
    var positionText: String? { ViewerStatusText.position(of: imageList) }

    /// Shows the load in progress, a message, the current file's failure, or the image's
    /// name, place in the list, pixel size and zoom. The name is the part elided when the
    /// line is too long for the window.
    func updateStatus() {
        let position = positionText.map { " — \($0)" } ?? ""
        if let load = loadProgress {
            setStatus(prefix: "Loading ", name: load.name, suffix: ViewerStatusText.loadingSuffix(fraction: load.fraction))
        } else if let statusMessage {
            setStatus(name: statusMessage)
        } else if let error = currentFailure {
            setStatus(name: "\(error)", suffix: position)
        } else if let image = imageView.image, let imagePath {
            let damage = loadedImage?.damage
            // As shown: a portrait photo stored on its side (EXIF 6) is 3000 x 4000.
            let turned = orientation.swapsAxes
            setStatus(name: damage.map { "\($0)" } ?? ViewerStatusText.name(ofPath: imagePath),
                      suffix: ViewerStatusText.details(position: positionText,
                                                       pixelWidth: turned ? image.rasterImage.height : image.rasterImage.width,
                                                       pixelHeight: turned ? image.rasterImage.width : image.rasterImage.height,
                                                       zoomPercent: zoomPercent))
        }
    }

    private func setStatus(prefix: String = "", name: String, suffix: String = "") {
        statusLine.prefix = prefix
        statusLine.name = name
        statusLine.suffix = suffix
    }

    /// Shows `message` (an error, a setting changed) in the status bar until the next
    /// zoom or load replaces it.
    func showStatusMessage(_ message: String) {
        statusMessage = message
        updateStatus()
    }

    /// Reports a screenshot's outcome (F12) on standard error and in the status bar, so a
    /// failed one does not pass unseen in the window.
    func screenshotTaken(_ result: Result<String, Error>) {
        SDLApplication.reportScreenshot(result)
        showStatusMessage(SDLApplication.screenshotMessage(result))
    }
}
