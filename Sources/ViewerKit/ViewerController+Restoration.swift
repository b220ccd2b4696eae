import UIKit

// Each file reopens at the zoom and position it was left at (issue: state restoration).
// The state is the scroll view's own (`restorationIdentifier` "image": zoom scale, inset,
// offset), kept per document in the viewer's state file; a document is a file by its
// absolute path, size and modification time, so a changed or replaced file opens fitted.
// It is saved whenever the view comes to rest and before another file is shown, so a
// window closed by its close button has nothing left unsaved.
extension ViewerController {
    /// The state file's key for the file at `path`: absolute path, size in bytes and
    /// modification time; nil when the file cannot be examined.
    static func documentKey(forPath path: String) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return "\(url.path)\u{0}\(size.int64Value)\u{0}\(modified.timeIntervalSince1970)"
    }

    /// Saves the shown file's zoom and position, when state is kept and an image shows.
    public func saveState() {
        guard let store = stateStore, let path = imagePath, pictureSize != nil, let window = view.window,
              let key = Self.documentKey(forPath: path) else { return }
        store.save(RestorationArchive(encoding: window), document: key)
    }

    /// Shows the file at the zoom and position saved for it, if any (clamped to what its
    /// image allows now).
    func restoreState() {
        guard let store = stateStore, let path = imagePath, let window = view.window,
              let key = Self.documentKey(forPath: path), let archive = store.load(document: key) else { return }
        archive.restore(window)
        pendingZoomScale = nil
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
