import UIKit

// The file shown changing on disk (an export saved again, a render rewriting its output, a
// download finishing): in a window the viewer reads it again by itself, as eog and nsxiv
// do, where it had kept showing the old picture until the user browsed away and back.
// The old picture stays until the new one is decoded (no picture filling in over it), and
// when the new image is the same size it comes up at the zoom, position and orientation
// the old one was left at, so a user comparing versions keeps their place.
extension ViewerController {
    /// How often the file shown is looked at for changes in a window, in seconds: soon
    /// enough to follow an editor's saves, and a `stat` a second is nothing.
    public static let reloadCheckInterval: TimeInterval = 1

    /// Starts or moves the watch on the file shown, read at `version`, when `reloadInterval`
    /// is set and loading is in the background (synchronous, headless runs stay
    /// deterministic).
    func watchShownFile(_ path: FileSystemPath, version: String?) {
        guard case let .background(deliver) = loading, let reloadInterval else { return }
        if shownFileWatcher == nil {
            shownFileWatcher = ShownFileWatcher(interval: reloadInterval, deliver: deliver) { [weak self] path in
                self?.shownFileChanged(path)
            }
        }
        shownFileWatcher?.watch(path, version: version)
    }

    /// The watcher saw the file at `path` change and hold still: read it again if it is
    /// still the one shown and no load of it is under way.
    private func shownFileChanged(_ path: FileSystemPath) {
        guard imageList?.current == path, imagePath == path, loads[path] == nil else { return }
        reloadingPath = loadedImage == nil ? nil : path
        reloadKeepsOldPicture = loadedImage.map { bothPicturesFit(shown: $0, path: path) } ?? false
        // showCurrentFile reads a file changed since it was decoded (or failed) again.
        showCurrentFile()
    }

    /// Whether the image shown and the new one at `path` together fit `prefetchBudget`,
    /// as a neighbour decoding beside the image shown must. Keeping a 20000 x 20000 image
    /// while its new version decoded held 4.2 GB, three times the pixels' size; a header
    /// that cannot be read counts as the old size (the load will say what is wrong).
    private func bothPicturesFit(shown: LoadedImage, path: FileSystemPath) -> Bool {
        let newPixels = (try? PNGDecoder.readHeader(contentsOf: path))?.pixelCount ?? shown.header.pixelCount
        let total = Self.memoryCost(pixels: shown.header.pixelCount)
            .addingReportingOverflow(Self.memoryCost(pixels: newPixels))
        return !total.overflow && total.partialValue <= prefetchBudget
    }

    /// The zoom, position and orientation to keep when a picture of an image of `size`
    /// (points, one a pixel) replaces the one shown as the file read again (same path, same
    /// size); nil otherwise.
    func viewKeptForReload(ofSize size: CGSize, path: FileSystemPath) -> (scale: CGFloat, offset: CGPoint, orientation: ImageOrientation)? {
        defer { reloadingPath = nil }
        guard reloadingPath == path, imagePath == path, let shown = imageView.image, shown.size == size else { return nil }
        return (scrollView.zoomScale, scrollView.contentOffset, orientation)
    }
}
