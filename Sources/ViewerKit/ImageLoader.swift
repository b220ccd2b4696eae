import UIKit

/// How the viewer loads an image.
public enum ImageLoading {
    /// On the calling thread, mip chain included, before returning: deterministic, for
    /// `--headless` runs and tests.
    case synchronous
    /// Decoding and the mip chain on `DispatchQueue.global`; progress and results are handed
    /// to `deliver`, which must run them on the main (UI) thread, as
    /// `SDLApplication.mainQueue.async` does.
    case background(deliver: @Sendable (@escaping () -> Void) -> Void)
}

/// One image load in flight; cancelling it stops the decode at its next progress report
/// and drops whatever it would still deliver.
public final class ImageLoadTask: @unchecked Sendable {
    /// The file being loaded.
    public let path: FileSystemPath
    private let lock = NSLock()
    private var cancelled = false
    private var reported: (fraction: Double, decode: PNGImageDecode?) = (0, nil)

    /// A load of `path`, not yet started.
    public init(path: FileSystemPath) {
        self.path = path
    }

    /// A load of the file `path` names, not yet started.
    public convenience init(path: String) {
        self.init(path: FileSystemPath(path))
    }

    /// True once `cancel()` was called. Any thread.
    public var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled
    }

    /// Stops the load. Any thread.
    public func cancel() {
        lock.lock(); defer { lock.unlock() }
        cancelled = true
    }

    /// The share decoded (0...1) as last reported, and the decode once it has started (whose
    /// rows so far may be drawn): for a viewer coming back to a file still loading, which
    /// shows them at once instead of "0%" and the picture left before until the next
    /// report. Any thread.
    public var progress: (fraction: Double, decode: PNGImageDecode?) {
        lock.lock(); defer { lock.unlock() }
        return reported
    }

    /// Records a progress report of `decode` (`ImageLoader.start` does, on its thread).
    func report(_ fraction: Double, of decode: PNGImageDecode) {
        lock.lock(); defer { lock.unlock() }
        reported = (fraction, decode)
    }
}

/// A decoded image and what the info overlay tells about its file.
public struct LoadedImage: Sendable {
    /// The image, one point per pixel.
    public let image: UIImage
    /// The file's header: size, colour type, bit depth, and the EXIF orientation of an
    /// eXIf before or after the image data.
    public let header: PNGHeader
    /// The file's size, in bytes.
    public let fileBytes: Int
    /// How long the decode took, in seconds of the machine's monotonic clock.
    public let decodeSeconds: Double
    /// Why the image is incomplete, when the file's data went bad partway and the rows
    /// before that are shown; nil for a whole image.
    public let damage: PNGError?
    /// The file's path, size and modification time when its reading began
    /// (`ViewerController.documentKey(forPath:)`): a decoded image kept for browsing back
    /// stands for the file only while they are unchanged.
    public var fileVersion: String?
}

/// Reads PNG files into images the viewer can show.
public enum ImageLoader {
    /// The PNG at `path` decoded, with its header, file size and decode time; `limits`,
    /// `progress` and `isCancelled` as for `decode(path:limits:progress:isCancelled:)`.
    /// With `keepingDamage`, a file whose data goes bad partway comes back with the rows
    /// that decoded and the error in `damage` (as nsxiv and eog show it); without, it throws.
    /// The image comes with its opacity and every mip level (built on a second thread while
    /// it decoded); `watch` gets the decode before it starts, for another thread to draw
    /// its rows as they arrive.
    public static func load(path: FileSystemPath, limits: PNGLimits = .default, keepingDamage: Bool = false,
                            progress: (Double) -> Void = { _ in },
                            isCancelled: () -> Bool = { false },
                            watch: (PNGImageDecode) -> Void = { _ in }) throws(PNGError) -> LoadedImage {
        // Before the first byte is read: a file replaced while it decodes is a change too.
        let version = ViewerController.documentKey(forPath: path)
        let header = try PNGDecoder.readHeader(contentsOf: path)
        let start = DispatchTime.now().uptimeNanoseconds
        let decode = PNGImageDecode(contentsOf: path, options: PNGDecoder.Options(limits: limits))
        watch(decode)
        let partial = try decode.run(keepingDecodedRows: keepingDamage) { report in
            progress(report.fractionCompleted)
            return !isCancelled()
        }
        let image = UIImage(rasterImage: partial.image, scale: 1)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let bytes = path.status().map { Int($0.st_size) } ?? 0
        // The decode's own header knows an eXIf after the image data too, read at the end.
        return LoadedImage(image: image, header: decode.header ?? header, fileBytes: bytes, decodeSeconds: seconds, damage: partial.error,
                           fileVersion: version)
    }

    /// The PNG at `path` as an image of one point per pixel (an `@2x` name does not
    /// change that: the viewer shows pixels). `progress` gets the share decoded, 0...1, on
    /// the calling thread; returning true from `isCancelled` stops with `PNGError.cancelled`.
    public static func decode(path: String, limits: PNGLimits = .default, progress: (Double) -> Void = { _ in },
                              isCancelled: () -> Bool = { false }) throws(PNGError) -> UIImage {
        let bitmap = try PNGDecoder.decode(contentsOf: path, options: PNGDecoder.Options(limits: limits)) { report in
            progress(report.fractionCompleted)
            return !isCancelled()
        }
        return UIImage(bitmap: bitmap, scale: 1)
    }

    /// `checkHeader(path:limits:)` for a path given as text.
    public static func checkHeader(path: String, limits: PNGLimits = .default) throws(PNGError) {
        try checkHeader(path: FileSystemPath(path), limits: limits)
    }

    /// Reads only the header of the PNG at `path` and checks its size against the
    /// decoder's pixel limit: the failures a file shows at once (missing, unreadable, not a
    /// PNG, a bad or oversized header), found before a window opens. Damage further in is
    /// found by the decode.
    public static func checkHeader(path: FileSystemPath, limits: PNGLimits = .default) throws(PNGError) {
        _ = try PNGDecoder.checkDecodable(contentsOf: path, options: PNGDecoder.Options(limits: limits))
    }

    /// Starts loading `task.path` (within `limits`) on a background thread. Through `deliver` (on the main
    /// thread, and only while `task` is not cancelled) come: `progress` with the decode
    /// (whose rows so far it may draw) each time the decoded share passes a whole percent, `decoded` with the image or the `PNGError`,
    /// then, after a successful decode, `mipmapsBuilt` once the whole mip chain is built
    /// (nil) or could not be (the error; the levels built stay in use).
    public static func start(_ task: ImageLoadTask, limits: PNGLimits = .default, keepingDamage: Bool = false,
                             deliver: @escaping @Sendable (@escaping () -> Void) -> Void,
                             progress: @escaping (Double, PNGImageDecode) -> Void,
                             decoded: @escaping (Result<LoadedImage, PNGError>) -> Void,
                             mipmapsBuilt: @escaping (Error?) -> Void) {
        let send: (@escaping () -> Void) -> Void = { work in
            deliver { if !task.isCancelled { work() } }
        }
        DispatchQueue.global(qos: .userInitiated).async {
            var reportedPercent = -1
            var watched: PNGImageDecode?
            let loaded: LoadedImage
            do throws(PNGError) {
                loaded = try load(path: task.path, limits: limits, keepingDamage: keepingDamage, progress: { fraction in
                    let percent = Int(fraction * 100)
                    guard percent != reportedPercent, let decode = watched else { return }
                    reportedPercent = percent
                    task.report(fraction, of: decode)
                    send { progress(fraction, decode) }
                }, isCancelled: { task.isCancelled }, watch: { watched = $0 })
            } catch {
                send { decoded(.failure(error)) }
                return
            }
            send { decoded(.success(loaded)) }
            let image = loaded.image
            // The decode built every level while it ran; only an image kept with its damage
            // still lacks them. Level by level, so a load cancelled meanwhile (another file
            // opened) stops building a chain nobody will see.
            var failure: Error?
            do {
                for level in 1..<max(1, image.rasterImage.mipLevelCount) where !task.isCancelled {
                    _ = try image.rasterImage.mipLevel(level)
                }
            } catch { failure = error }
            if task.isCancelled { return }
            send { mipmapsBuilt(failure) }
        }
    }
}
