import UIKit

// The picture filling in while a file decodes (issue 18): the decoded rows through a
// coarse mip level built as they arrive, at the opening zoom, answering pan and zoom;
// each update redraws only the rows that arrived.
extension ViewerController {
    /// How many rows of the image the picture of a file still loading shows (nil when no
    /// such picture shows): its level's rows, in image rows.
    public var loadingPictureRows: Int? {
        loadPreview.map { min($0.rowsShown << $0.level, $0.decode.level(0)?.height ?? 0) }
    }

    /// Shows the rows of `decode` (the load of `path`, the file shown) finished so far:
    /// the first time as a picture in place of the image, then only the new rows.
    func showDecodedRows(of decode: PNGImageDecode, path: String) {
        if loadPreview?.decode !== decode {
            guard let base = decode.level(0),
                  let preview = LoadPreview(path: path, decode: decode,
                                            devicePixelsPerImagePixel: openingDevicePixels(forWidth: base.width, height: base.height))
            else { return }
            loadPreview = preview
            show(preview.image, path: path)
            // No mip level of a picture still filling in: it would keep the rows it was
            // built from. At the opening zoom the level is drawn near 1:1 anyway.
            imageView.sampling = .bilinear
            imageView.clipsToBounds = true
        }
        guard var preview = loadPreview, let rows = preview.copyNewRows() else { return }
        loadPreview = preview
        imageView.setNeedsDisplay(rows)
    }

    /// Device pixels per image pixel at the zoom a `width` x `height` image opens at.
    private func openingDevicePixels(forWidth width: Int, height: Int) -> CGFloat {
        if case let .percent(percent) = initialZoom { return CGFloat(percent / 100) }
        let size = CGSize(width: width, height: height)
        return ZoomFitting.fitScale(imageSize: size, boundsSize: scrollView.bounds.size, screenScale: screenScale) * screenScale
    }

    /// Drops the loading picture, if one shows; the image view samples as the viewer's
    /// settings say again.
    func endLoadPreview() {
        guard loadPreview != nil else { return }
        loadPreview = nil
        imageView.clipsToBounds = false
        let smoothing = isSmoothing
        isSmoothing = smoothing
    }
}
