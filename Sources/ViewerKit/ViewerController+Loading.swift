import UIKit

extension ViewerController {
    /// What pre-decoded neighbours may take by default: 1 GiB, two 12k-square images or
    /// a good many photos, with the image shown counted in.
    public static let defaultPrefetchBudget = 1 << 30

    /// The memory an image of `pixels` pixels takes once decoded, in bytes: 4 bytes a
    /// pixel, and a third more for its mip chain.
    static func memoryCost(pixels: Int) -> Int {
        pixels.multipliedReportingOverflow(by: 16).overflow ? .max : pixels * 16 / 3
    }

    /// Opens the PNG at `path` and browses its folder from there (`ImageList.resolving`),
    /// as dropping a file on the window does; a folder browses its PNGs. A folder with none
    /// (or one that cannot be read) opens nothing: the picture shown stays and the status
    /// bar says why, as the command line does (`photos: no PNG files in the folder`).
    /// Opened as a file, it had replaced the picture with "photos: cannot read: Is a
    /// directory".
    public func open(path: FileSystemPath) {
        let list: ImageList
        do {
            list = try ImageList.resolving([path])
        } catch {
            showStatusMessage("\(error)")
            return
        }
        browse(list)
    }

    /// `open(path:)` for a path given as text.
    public func open(path: String) {
        open(path: FileSystemPath(path))
    }

    /// Browses `list`, showing its current file.
    public func browse(_ list: ImageList) {
        imageList = list
        reloadingPath = nil
        showCurrentFile()
    }

    /// Why the file shown could not be read, if it could not.
    public var currentFailure: Error? {
        guard let list = imageList else { return nil }
        return failures[list.current]?.error
    }

    /// Decodes the PNG at `path` and builds its mip chain on this thread, then shows it
    /// alone; throws the `PNGError` and leaves the image shown as it was when the file
    /// cannot be read. For tests, where everything happens in order.
    public func openSynchronously(path text: String) throws {
        let path = FileSystemPath(text)
        let loaded = try ImageLoader.load(path: path, limits: decodeLimits, keepingDamage: showsDamagedImages)
        imageList = ImageList(paths: [path])
        dropLoads(keeping: [path])
        cache[path] = loaded
        showCurrentFile()
        do { try loaded.image.rasterImage.prepareMipmaps() } catch { mipmapsBuilt(path: path, error: error) }
    }

    /// Shows the list's current file: at once when it is decoded already (pre-decoded,
    /// or seen just before), else once it loads, the previous image staying until then.
    /// Loads and images of files that are no longer the current one or its neighbours
    /// are dropped; the neighbours start decoding in the background once the current file
    /// is decoded (or failed).
    func showCurrentFile() {
        guard let list = imageList else { return }
        let path = list.current
        bringScrollingToRest()
        statusMessage = nil
        dropLoads(keeping: Set(neighbourhood(of: list)))
        dropNeighboursOverBudget(of: list)
        // A file replaced or removed since it was decoded is read again (browsing back to a
        // file overwritten meanwhile showed its old picture, size and all).
        // So is one that failed: a download finished or an export saved again since reads now.
        let version = Self.documentKey(forPath: path)
        if let loaded = cache[path], loaded.fileVersion != version {
            cache[path] = nil
            // Its load may still be building the old picture's mip chain; left in place it
            // kept the new read from starting, and the status said "Loading… 0%" for ever.
            loads[path]?.cancel()
            loads[path] = nil
        }
        if let failed = failures[path], failed.fileVersion != version {
            failures[path] = nil
        }
        if let loaded = cache[path] {
            present(loaded, path: path)
        } else if let failed = failures[path] {
            presentFailure(failed.error, path: path)
        } else {
            switch loading {
            case .synchronous:
                loadSynchronously(path)
            case let .background(deliver):
                // A load still running (the file was shown, or prefetched, before) shows how
                // far it got and its rows at once: coming back to it said "0%" over the
                // picture left before until its next report.
                let progress = loads[path]?.progress ?? (fraction: 0, decode: nil)
                loadProgress = (ViewerStatusText.name(ofPath: path), progress.fraction)
                if let decode = progress.decode { showDecodedRows(of: decode, path: path) }
                updateStatus()
                if loads[path] == nil { startLoad(path, deliver: deliver) }
            }
        }
        // The neighbours wait for the file shown, so its decode has both cores to itself.
        if cache[path] != nil || failures[path] != nil { prefetchNeighbours() }
    }

    /// The current file and the ones before and after it.
    private func neighbourhood(of list: ImageList) -> [FileSystemPath] {
        [list.current, list.paths[list.index(offsetBy: 1)], list.paths[list.index(offsetBy: -1)]]
    }

    private func dropLoads(keeping kept: Set<FileSystemPath>) {
        for (path, task) in loads where !kept.contains(path) {
            task.cancel()
            loads[path] = nil
        }
        cache = cache.filter { kept.contains($0.key) }
        failures = failures.filter { kept.contains($0.key) }
    }

    /// Lets go of neighbours, decoded (kept for browsing back) or decoding (a file shown
    /// a moment ago), that do not fit `prefetchBudget` with the file shown, as neighbours
    /// decoding ahead must: browsing on from a 20000 x 20000 image kept it, or its decode,
    /// beside the next one, 4.2 GB where one takes 2.1. The one before is kept first (the
    /// way back), then the one after.
    private func dropNeighboursOverBudget(of list: ImageList) {
        let current = list.current
        var used = memoryCost(of: current) ?? 0
        for offset in [-1, 1] {
            let path = list.paths[list.index(offsetBy: offset)]
            guard path != current, cache[path] != nil || loads[path] != nil else { continue }
            // A header that cannot be read is the load's to explain; it takes no room.
            let cost = memoryCost(of: path) ?? 0
            if cost <= prefetchBudget - used {
                used += cost
            } else {
                cache[path] = nil
                loads[path]?.cancel()
                loads[path] = nil
            }
        }
    }

    /// What the image of `path` takes once decoded (`memoryCost(pixels:)`), from its
    /// decoded header or else its file's; nil when that cannot be read.
    private func memoryCost(of path: FileSystemPath) -> Int? {
        let header = cache[path]?.header ?? (try? PNGDecoder.readHeader(contentsOf: path))
        return header.map { Self.memoryCost(pixels: $0.pixelCount) }
    }

    private func loadSynchronously(_ path: FileSystemPath) {
        let version = Self.documentKey(forPath: path)
        let loaded: LoadedImage
        do {
            loaded = try ImageLoader.load(path: path, limits: decodeLimits, keepingDamage: showsDamagedImages)
        } catch {
            failures[path] = FailedLoad(error: error, fileVersion: version)
            presentFailure(error, path: path)
            return
        }
        cache[path] = loaded
        present(loaded, path: path)
        do {
            try loaded.image.rasterImage.prepareMipmaps()
        } catch {
            mipmapsBuilt(path: path, error: error)
        }
    }

    private func startLoad(_ path: FileSystemPath, deliver: @escaping @Sendable (@escaping () -> Void) -> Void) {
        let task = ImageLoadTask(path: path)
        let name = ViewerStatusText.name(ofPath: path)
        // Before the decode starts reading: a change while it runs is a change too.
        let version = Self.documentKey(forPath: path)
        loads[path] = task
        // While loading, only the rows that arrived and the status line change: the status
        // is redrawn (and presented) at most ten times a second on the window's clock,
        // however often the decoder reports.
        var statusRate = UpdateRateLimit(maximumPerSecond: 10)
        ImageLoader.start(task, limits: decodeLimits, keepingDamage: showsDamagedImages, deliver: deliver, progress: { [weak self] fraction, decode in
            guard let self, imageList?.current == path else { return }
            loadProgress = (name, fraction)
            showDecodedRows(of: decode, path: path)
            if let now = view.frameLoop?.now, !statusRate.allows(at: now) { return }
            updateStatus()
        }, decoded: { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(loaded):
                cache[path] = loaded
                if imageList?.current == path {
                    present(loaded, path: path)
                    prefetchNeighbours()
                }
            case let .failure(error):
                loads[path] = nil
                failures[path] = FailedLoad(error: error, fileVersion: version)
                if imageList?.current == path {
                    presentFailure(error, path: path)
                    prefetchNeighbours()
                }
            }
        }, mipmapsBuilt: { [weak self] error in
            self?.loads[path] = nil
            self?.mipmapsBuilt(path: path, error: error)
        })
    }

    /// Starts decoding the files before and after the current one, in the background,
    /// as far as `prefetchBudget` allows with the current image counted in.
    private func prefetchNeighbours() {
        guard case let .background(deliver) = loading, let list = imageList, list.count > 1 else { return }
        var used = 0
        for path in Set(neighbourhood(of: list)) {
            if let loaded = cache[path] {
                used += Self.memoryCost(pixels: loaded.header.pixelCount)
            } else if loads[path] != nil || path == list.current,
                      let header = try? PNGDecoder.readHeader(contentsOf: path) {
                used += Self.memoryCost(pixels: header.pixelCount)
            }
        }
        for offset in [1, -1] {
            let path = list.paths[list.index(offsetBy: offset)]
            guard path != list.current, cache[path] == nil, loads[path] == nil, failures[path] == nil else { continue }
            // A file whose header fails is left for its own load to explain.
            guard let header = try? PNGDecoder.readHeader(contentsOf: path) else { continue }
            let cost = Self.memoryCost(pixels: header.pixelCount)
            guard cost <= prefetchBudget - used else { continue }
            used += cost
            startLoad(path, deliver: deliver)
        }
    }

    /// Shows a decoded file.
    private func present(_ loaded: LoadedImage, path: FileSystemPath) {
        loadProgress = nil
        loadedImage = loaded
        show(loaded.image, path: path)
        watchShownFile(path, version: loaded.fileVersion)
    }

    /// `show(_:path:)` for a path given as text.
    public func show(_ image: UIImage, path: String) {
        show(image, path: FileSystemPath(path))
    }

    /// How the file of the picture shown asks to be turned (its EXIF orientation), as its
    /// decode read it (for a file still loading, as known when its picture opened); upright
    /// for an image shown without one.
    var fileOrientation: ImageOrientation {
        if let loadedImage { return ImageOrientation(exifOrientation: loadedImage.header.exifOrientation) }
        return loadPreview?.fileOrientation ?? ImageOrientation()
    }

    /// Shows `image` (read from `path`) as its file's EXIF orientation says (upright when
    /// it has none), at the opening zoom and centred, replacing any image or error shown.
    public func show(_ image: UIImage, path: FileSystemPath) {
        bringScrollingToRest()
        // The whole image replacing its own picture while loading keeps the zoom, position
        // and orientation the user gave that picture.
        // So does the whole image of a file read again after it changed, its size the same.
        let kept = loadPreview.flatMap { $0.path == path ? $0 : nil }
            .map { _ in (scale: scrollView.zoomScale, offset: scrollView.contentOffset, orientation: orientation) }
            ?? viewKeptForReload(ofSize: image.size, path: path)
        saveState()
        endLoadPreview()
        if loadedImage?.image !== image { loadedImage = nil }
        imageView.image = image
        showPicture(path: path, keeping: kept)
    }

    /// Shows the picture the image view was just given (an image, or the picture of a
    /// file still loading) for `path`: at the zoom, position and orientation `kept`, or
    /// else as its file's EXIF orientation says at the opening zoom and centred (or as
    /// saved for the file). A kept view whose file now says another EXIF orientation (an
    /// eXIf after the image data, read with the last rows; a file saved again turned) is
    /// turned by the difference, as `r` would turn it, the user's own turns kept.
    func showPicture(path: FileSystemPath, keeping kept: (scale: CGFloat, offset: CGPoint, orientation: ImageOrientation)?) {
        imagePath = path
        messageLabel.isHidden = true
        viewBeforeCollapse = nil
        let file = fileOrientation, previousFile = shownFileOrientation
        orientation = kept?.orientation ?? file
        shownFileOrientation = file
        applyBackground()
        layOutContent()
        if let kept {
            scrollView.zoomScale = kept.scale
            scrollView.contentOffset = scrollView.clampedContentOffset(kept.offset)
            if file != previousFile { reorient { $0 = $0.replacingFileOrientation(previousFile, with: file) } }
        } else {
            show(atScale: openingScale)
            restoreState()
        }
        hasShownImage = true
        updateStatus()
        updateOverlays()
        onTitleChange?(ViewerStatusText.windowTitle(forPath: path, position: positionText))
    }

    /// Shows why `path` could not be read, in place of an image; browsing goes on.
    private func presentFailure(_ error: Error, path: FileSystemPath) {
        reloadingPath = nil
        watchShownFile(path, version: failures[path]?.fileVersion)
        loadProgress = nil
        endLoadPreview()
        imagePath = path
        loadedImage = nil
        imageView.image = nil
        layOutContent()
        scrollView.contentInset = .zero
        scrollView.contentOffset = .zero
        messageLabel.text = "\(error)"
        messageLabel.isHidden = false
        updateStatus()
        updateOverlays()
        onTitleChange?(ViewerStatusText.windowTitle(forPath: path, position: positionText))
        if !hasShownImage, imageList?.count == 1 || path == soleNamedFile { onFailureWithoutImage?(error) }
    }

    /// The mip chain of the image from `path` is complete (or stopped short for want of
    /// memory): redraw, so minified drawing uses the finest level.
    private func mipmapsBuilt(path: FileSystemPath, error: Error?) {
        guard imagePath == path else { return }
        imageView.setNeedsDisplay()
        if let error { showStatusMessage("\(ViewerStatusText.name(ofPath: path)): \(error)") }
    }

    /// Sizes the content view to the oriented image, centres the turned image view in
    /// it, and sets the zoom limits anew (the zoom itself is the caller's to set).
    func layOutContent() {
        let size = pictureSize ?? .zero
        contentView.transform = .identity
        let oriented = orientation.orientedSize(size)
        contentView.frame = CGRect(origin: .zero, size: oriented)
        checkerboardView.frame = contentView.bounds
        imageView.transform = .identity
        imageView.frame = CGRect(origin: .zero, size: size)
        imageView.center = CGPoint(x: oriented.width / 2, y: oriented.height / 2)
        imageView.transform = orientation.transform
        scrollView.contentSize = oriented
        updateZoomLimits()
    }
}
