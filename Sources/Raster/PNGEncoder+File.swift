import CPNG
import Foundation

extension PNGEncoder {
    /// Writes `bitmap` as a PNG file at `path`, atomically: the PNG goes to a new temporary
    /// file in the same directory, is flushed to disk, and is then renamed over `path`. On
    /// any failure the temporary file is removed and whatever was at `path` is untouched;
    /// readers see the old file or the complete new one, never part of one. A file
    /// replaced keeps its permission bits; a new one gets 0666 less the umask. When `path`
    /// is a symbolic link, the file it points to is replaced and the link kept.
    public static func write(_ bitmap: Bitmap, to path: String,
                             options: Options = Options()) throws(PNGError) {
        let session = try PNGEncodeSession(name: path)
        let target = linkTarget(of: path) ?? path
        let directory = (target as NSString).deletingLastPathComponent
        let temporary = try createTemporaryFile(besides: target, in: directory)
        var fd = temporary.fd
        var succeeded = false
        defer {
            if fd >= 0 { close(fd) }
            if !succeeded { unlink(temporary.path) }
        }
        var existing = stat()
        if stat(target, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
            fchmod(fd, existing.st_mode & 0o7777)
        }
        _ = try session.encode(bitmap, options: options) { encoder, job in
            cpng_encoder_write_fd(encoder, fd, job.pixels, job.rowStride, job.width, job.height,
                                  &job.options)
        }
        // Both can report a failed write-back (full disk, NFS), which must stop the rename.
        guard fsync(fd) == 0 else { throw systemError(path) }
        let closed = close(fd)
        fd = -1
        guard closed == 0 else { throw systemError(path) }
        guard rename(temporary.path, target) == 0 else { throw systemError(path) }
        succeeded = true
        syncDirectory(directory)
    }

    /// Writes `bitmap` as a PNG file at `url` (a file URL); see `write(_:to:options:)`.
    public static func write(_ bitmap: Bitmap, to url: URL,
                             options: Options = Options()) throws(PNGError) {
        guard url.isFileURL else {
            throw .unwritable(file: url.absoluteString, reason: "not a file URL")
        }
        try write(bitmap, to: url.path, options: options)
    }

    /// The absolute path `path` resolves to when it is a symbolic link to an existing file.
    private static func linkTarget(of path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Attempts at a fresh temporary name before giving up.
    private static let temporaryNameAttempts = 16

    /// Creates `.<name>.<random>.tmp` beside `path`, exclusively, mode 0666 less the umask.
    private static func createTemporaryFile(
        besides path: String, in directory: String
    ) throws(PNGError) -> (path: String, fd: Int32) {
        let name = (path as NSString).lastPathComponent
        var lastError: Int32 = EEXIST
        for _ in 0..<temporaryNameAttempts {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(suffix).tmp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (candidate, fd) }
            lastError = errno
            if lastError != EEXIST { break }
        }
        throw .unwritable(file: path, reason: PNGError.systemReason(lastError))
    }

    private static func systemError(_ path: String) -> PNGError {
        .unwritable(file: path, reason: PNGError.systemReason(errno))
    }

    /// Makes the rename durable; the file itself was synced before it. A failure here
    /// cannot leave a partial file, so it is not reported.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
