import CPNG
import Foundation

extension PNGEncoder {
    /// Writes `bitmap` as a PNG file at `path`, atomically: the PNG goes to a new temporary
    /// file in the same directory, is flushed to disk, and is then renamed over `path`. On
    /// any failure the temporary file is removed and whatever was at `path` is untouched;
    /// readers see the old file or the complete new one, never part of one. A file
    /// replaced keeps its permission bits; a new one gets 0666 less the umask. When `path`
    /// is a symbolic link, the file it points to is replaced and the link kept, as a shell's
    /// `>` writes through a link.
    ///
    /// Only a regular file (or a path where nothing is yet) is written: a directory, device,
    /// FIFO or socket at `path`, or at the end of its link, is refused with
    /// `PNGError.unwritable` before anything is created, and so is a link to nothing.
    /// Renaming over such a file would replace it (`/dev/null` with a PNG, for one).
    ///
    /// Should the process be killed by a catchable terminating signal (SIGINT, SIGTERM,
    /// SIGHUP, SIGXFSZ at a file-size limit…) while the file is written, the temporary file
    /// is removed before it ends (`cpng_temporary_create`).
    public static func write(_ bitmap: Bitmap, to path: String,
                             options: Options = Options()) throws(PNGError) {
        let session = try PNGEncodeSession(name: path)
        let target = try destination(of: path)
        let directory = (target as NSString).deletingLastPathComponent
        let temporary = try createTemporaryFile(besides: target, in: directory)
        var fd = temporary.fd
        var succeeded = false
        defer {
            if fd >= 0 { close(fd) }
            if !succeeded { unlink(temporary.path) }
            cpng_temporary_release(temporary.slot)
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
        // Checked again: something else may have been put there while the PNG was written.
        guard try destination(of: path) == target else {
            throw .unwritable(file: path, reason: "it was replaced while the PNG was written")
        }
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

    /// Where writing `path` puts the file: `path` itself when nothing is there or it is a
    /// regular file, the absolute path of the file a symbolic link leads to when that is a
    /// regular file; anything else is refused.
    private static func destination(of path: String) throws(PNGError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return path }
            throw systemError(path)
        }
        var target = path
        if FileType(mode: status.st_mode) == .symbolicLink {
            guard stat(path, &status) == 0, let resolved = realpath(path, nil) else {
                let reason = errno == ENOENT ? "a symbolic link to nothing" : PNGError.systemReason(errno)
                throw .unwritable(file: path, reason: reason)
            }
            defer { free(resolved) }
            target = String(cString: resolved)
        }
        let type = FileType(mode: status.st_mode)
        guard type == .regular else {
            throw .unwritable(file: path, reason: "not a regular file (\(type.name))")
        }
        return target
    }

    /// Attempts at a fresh temporary name before giving up.
    private static let temporaryNameAttempts = 16

    /// Creates `.<name>.<random>.tmp` beside `path`, exclusively, mode 0666 less the umask,
    /// removed should a signal end the process before it is released.
    private static func createTemporaryFile(
        besides path: String, in directory: String
    ) throws(PNGError) -> (path: String, fd: Int32, slot: Int32) {
        let name = (path as NSString).lastPathComponent
        var lastError: Int32 = EEXIST
        for _ in 0..<temporaryNameAttempts {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(suffix).tmp"
            var slot: Int32 = -1
            let fd = cpng_temporary_create(candidate, 0o666, &slot)
            if fd >= 0 { return (candidate, fd, slot) }
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
