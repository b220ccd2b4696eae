import UIKit

extension ViewerController {
    /// Opens the PNG at `path` as `loading` says, replacing the image shown once the new
    /// one is decoded. In the background, the status bar shows the progress and the image
    /// shows as soon as it is decoded, its mip chain following. A failure shows in the
    /// status bar (and goes to `onFailureWithoutImage` when no image is shown); the image
    /// shown stays. Opening another file cancels a load in flight.
    public func open(path: String) {
        cancelLoad()
        switch loading {
        case .synchronous:
            do {
                try openSynchronously(path: path)
            } catch {
                loadFailed(error)
            }
        case let .background(deliver):
            let task = ImageLoadTask(path: path)
            let name = ViewerStatusText.name(ofPath: path)
            currentLoad = task
            loadProgress = (name, 0)
            updateStatus()
            // Only the status line changes while loading: redrawn (and presented) at most
            // ten times a second on the window's clock, however often the decoder reports.
            var statusRate = UpdateRateLimit(maximumPerSecond: 10)
            ImageLoader.start(task, deliver: deliver, progress: { [weak self] fraction in
                self?.loadProgress = (name, fraction)
                if let now = self?.view.frameLoop?.now, !statusRate.allows(at: now) { return }
                self?.updateStatus()
            }, decoded: { [weak self] result in
                self?.loadProgress = nil
                switch result {
                case let .success(image): self?.show(image, path: path)
                case let .failure(error): self?.loadFailed(error)
                }
            }, mipmapsBuilt: { [weak self] error in
                self?.mipmapsBuilt(path: path, error: error)
            })
        }
    }

    /// Decodes the PNG at `path` and builds its mip chain on this thread, then shows it;
    /// throws the `PNGError` and leaves the image shown as it was when the file cannot be
    /// read. For headless runs and tests, where everything happens in order.
    public func openSynchronously(path: String) throws {
        cancelLoad()
        let image = try ImageLoader.decode(path: path)
        show(image, path: path)
        var failure: Error?
        do { try image.rasterImage.prepareMipmaps() } catch { failure = error }
        mipmapsBuilt(path: path, error: failure)
    }

    /// Shows `image` (read from `path`) fitted and centred, replacing any image shown.
    public func show(_ image: UIImage, path: String) {
        imagePath = path
        imageView.transform = .identity
        imageView.image = image
        imageView.frame = CGRect(origin: .zero, size: image.size)
        scrollView.contentSize = image.size
        updateZoomLimits()
        showWholeImage()
        updateStatus()
        onTitleChange?(ViewerStatusText.windowTitle(forPath: path))
    }

    private func cancelLoad() {
        currentLoad?.cancel()
        currentLoad = nil
        loadProgress = nil
    }

    private func loadFailed(_ error: Error) {
        currentLoad = nil
        updateStatus()
        showStatusMessage("\(error)")
        if imageView.image == nil { onFailureWithoutImage?(error) }
    }

    /// The mip chain of the image from `path` is complete (or stopped short for want of
    /// memory): redraw, so minified drawing uses the finest level.
    private func mipmapsBuilt(path: String, error: Error?) {
        currentLoad = nil
        imageView.setNeedsDisplay()
        if let error { showStatusMessage("\(ViewerStatusText.name(ofPath: path)): \(error)") }
    }
}
