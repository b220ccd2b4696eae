import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a lock file in a folder, for read-modify-write updates of files
/// there that several test processes make at once: `swift test --parallel` runs XCTest in
/// worker processes that all end, and update the failure report, at about the same time.
enum FolderLock {
    /// Runs `body` holding the lock of `name` in `folder`, which must exist; waits for a
    /// process (or thread) holding it to let go.
    static func withLock<Result>(in folder: URL, named name: String, _ body: () throws -> Result) throws -> Result {
        let path = folder.appendingPathComponent(name).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw SnapshotFailure("cannot open the lock file \(path): \(String(cString: strerror(errno)))") }
        // Closing the descriptor releases the lock, also when `body` throws.
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SnapshotFailure("cannot lock \(path): \(String(cString: strerror(errno)))") }
        }
        return try body()
    }
}
