import UIKit

// Each file reopens at the zoom and position it was left at (issue: state restoration).
// The state is the scroll view's own (`restorationIdentifier` "image": zoom scale, inset,
// offset), kept per document in the viewer's state file; a document is a file by its
// absolute path, size and modification time, so a changed or replaced file opens fitted.
// It is saved whenever the view comes to rest and before another file is shown, so a
// window closed by its close button has nothing left unsaved.
//
// The scroll view's own values (scale, offset) fit only the window they were saved in. So
// the viewer adds two of its own: whether the image was left fitted (it then opens fitted
// in a window of any size, as a resize re-fits it) and the image point at the centre of
// the view (a zoomed image reopens about the same point, whatever the window's size).
extension ViewerController {
    /// The state file's key for the file at `path`: its name (`FileSystemPath.stateName`:
    /// the absolute path, or `bytes:` and its bytes in hexadecimal when it is not UTF-8),
    /// size in bytes and modification time; nil when the file cannot be examined.
    static func documentKey(forPath path: FileSystemPath) -> String? {
        // Symbolic links followed: the key is also the version the viewer watches for
        // changes (`ShownFileWatcher`), and a link's own time and size never change when
        // the picture it points at is rewritten.
        guard let info = path.status(), let name = path.stateName else { return nil }
        // Spelled as Foundation's `attributesOfItem` date made it (seconds since 1970 by way
        // of its 2001 reference date), so that files keep the state saved under keys
        // written that way; the system calls keep Foundation's URL and file machinery out
        // of a viewer that looks at its file once a second (issue 18).
        let modified = (Double(info.st_mtim.tv_sec) - 978_307_200 + Double(info.st_mtim.tv_nsec) / 1e9) + 978_307_200
        return "\(name)\u{0}\(info.st_size)\u{0}\(modified)"
    }

    /// Saves the shown file's zoom and position, when state is kept and an image shows.
    public func saveState() {
        guard let store = stateStore, let path = imagePath, pictureSize != nil, let window = view.window,
              let key = Self.documentKey(forPath: path) else { return }
        var archive = RestorationArchive(encoding: window)
        // In the image's own pixels: a file always reopens as its EXIF orientation says,
        // whatever turn it was left at, so a point of the turned picture would name
        // another place.
        let centre = contentView.convert(viewCentre, to: imageView)
        if let path = RestorationArchive.path(of: scrollView, in: window) {
            archive.objects[path, default: [:]][Self.fittedKey] = .bool(isAtFit)
            archive.objects[path, default: [:]][Self.centreKey] = .point(centre)
        }
        store.save(archive, document: key)
    }

    /// Whether the image was left at the fit scale, in the scroll view's saved values.
    static let fittedKey = "ViewerController.fitted"
    /// The image pixel position (image view points, as stored) at the centre of the view,
    /// likewise.
    static let centreKey = "ViewerController.centre"

    /// Shows the file at the zoom and position saved for it, if any (clamped to what its
    /// image allows now): fitted when it was left fitted, else at the saved scale about the
    /// image point that was at the centre of the view.
    func restoreState() {
        guard let store = stateStore, let path = imagePath, let window = view.window,
              let key = Self.documentKey(forPath: path), let archive = store.load(document: key) else { return }
        let values = RestorationArchive.path(of: scrollView, in: window).flatMap { archive.objects[$0] } ?? [:]
        // Left fitted: fitted to this window, which may not be the size it was saved in.
        if values[Self.fittedKey] == .bool(true) { return }
        archive.restore(window)
        pendingZoomScale = nil
        guard case let .point(pixel)? = values[Self.centreKey], pixel.x.isFinite, pixel.y.isFinite else { return }
        // The saved insets centred the image in the window of then; centre it in this one.
        prepareInsets(forScale: scrollView.zoomScale)
        centreView(on: imageView.convert(pixel, to: contentView))
    }

    /// The content came to rest after a drag without momentum.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { saveState() }
    }

    /// A fling came to rest.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        saveState()
    }

    /// An animated scroll (keys, a settled zoom) came to rest.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        saveState()
    }
}
