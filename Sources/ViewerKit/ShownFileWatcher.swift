import Foundation
import Raster

/// Looks at the file shown every `interval` seconds, on a background queue, and says so
/// through `deliver` (on the main thread) when it changed (its size or modification time,
/// or it was replaced) and then held still for one more look, so a file still being
/// written is not read half done; again at each look until `watch` gives its new version. A file removed says nothing: the picture stays as it
/// was, and a file saved anew under its name (an editor's rename over it) is a change.
///
/// Only the file's status is read (`stat`), never its bytes, and the main thread is woken
/// only by a change: an idle window stays idle.
final class ShownFileWatcher: @unchecked Sendable {
    private let interval: TimeInterval
    private let deliver: @Sendable (@escaping () -> Void) -> Void
    private let changed: (FileSystemPath) -> Void
    private let queue = DispatchQueue(label: "viewer.shown-file-watcher", qos: .utility)
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    /// The file looked at and its version as read (`ViewerController.documentKey`).
    private var watched: (path: FileSystemPath, version: String?)?
    /// A new version seen at the last look, not yet held still.
    private var seen: String?

    /// A watcher looking every `interval` seconds, calling `changed` through `deliver`.
    init(interval: TimeInterval, deliver: @escaping @Sendable (@escaping () -> Void) -> Void,
         changed: @escaping (FileSystemPath) -> Void) {
        self.interval = interval
        self.deliver = deliver
        self.changed = changed
    }

    deinit { timer?.cancel() }

    /// Watches `path`, read at `version` (nil: no file could be examined then); nil stops.
    func watch(_ path: FileSystemPath?, version: String?) {
        lock.lock()
        defer { lock.unlock() }
        watched = path.map { ($0, version) }
        seen = nil
        guard path != nil else {
            timer?.cancel()
            timer = nil
            return
        }
        guard timer == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(100))
        source.setEventHandler { [weak self] in self?.look() }
        source.resume()
        timer = source
    }

    private func look() {
        lock.lock()
        guard let (path, version) = watched.map({ ($0.path, $0.version) }) else { return lock.unlock() }
        lock.unlock()
        let now = ViewerController.documentKey(forPath: path)
        lock.lock()
        defer { lock.unlock() }
        // Watching something else by now, or nothing new (a removed file included).
        guard watched?.path == path, let now, now != version else {
            seen = nil
            return
        }
        guard now == seen else {
            seen = now
            return
        }
        // Said again at each look until the viewer has read it (`watch` with its new
        // version): a viewer still busy with the file's last load reads it next time.
        let changed = self.changed
        deliver { changed(path) }
    }
}
