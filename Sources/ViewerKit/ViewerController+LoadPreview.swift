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
    func showDecodedRows(of decode: PNGImageDecode, path: FileSystemPath) {
        // A file read again after it changed keeps its old picture until the new arrives,
        // when both fit the memory budget.
        guard reloadingPath != path || !reloadKeepsOldPicture else { return }
        if loadPreview?.decode !== decode {
            guard let base = decode.level(0) else { return }
            let turned = ImageOrientation(exifOrientation: decode.header?.exifOrientation)
            let size = turned.orientedSize(CGSize(width: base.width, height: base.height))
            guard let preview = LoadPreview(path: path, decode: decode, fileOrientation: turned,
                                            devicePixelsPerImagePixel: openingDevicePixels(for: size))
            else { return }
            show(loadingPicture: preview)
        }
        guard var preview = loadPreview, let rows = preview.showNewRows() else { return }
        loadPreview = preview
        preview.view.setNeedsDisplay(rows)
    }

    /// The size in points of the picture shown: the image, or the picture of a file still
    /// loading (for which the image view holds no image); nil when neither shows.
    var pictureSize: CGSize? { loadPreview?.size ?? imageView.image?.size }

    /// Shows `preview` (its first rows, or none yet) in place of any image or error, at the
    /// opening zoom and centred (a file read again at its old size: where its old picture
    /// was left): its view over the image view, which shows no image, laid
    /// out at the whole picture's size, which the rows arriving never change.
    private func show(loadingPicture preview: LoadPreview) {
        bringScrollingToRest()
        // A file read again without its old picture: the new fills in where that was left.
        let base = preview.decode.level(0).map { CGSize(width: $0.width, height: $0.height) }
        let kept = base.flatMap { viewKeptForReload(ofSize: $0, path: preview.path) }
        saveState()
        endLoadPreview()
        loadedImage = nil
        imageView.image = nil
        loadPreview = preview
        preview.view.sampling = currentSampling == .nearest ? .nearest : .bilinear
        imageView.addSubview(preview.view)
        showPicture(path: preview.path, keeping: kept)
    }

    /// Device pixels per image pixel at the zoom an image of `size` (as oriented) opens at.
    private func openingDevicePixels(for size: CGSize) -> CGFloat {
        if case let .percent(percent) = initialZoom { return CGFloat(percent / 100) }
        return Self.fitScale(imageSize: size, boundsSize: scrollView.bounds.size, screenScale: screenScale,
                             zoom: initialZoom, maximum: .infinity) * screenScale
    }

    /// Drops the loading picture, if one shows: its view goes, and with it the viewer's
    /// last reference to the level's pixels it showed. The image view, which held no image
    /// meanwhile, samples as the viewer's settings say.
    func endLoadPreview() {
        guard let preview = loadPreview else { return }
        loadPreview = nil
        preview.view.removeFromSuperview()
        preview.view.image = nil
        updateSampling()
    }
}
