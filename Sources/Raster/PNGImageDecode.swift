import Foundation

/// One PNG decode into an image ready to draw, done so the image is complete when its last
/// row decodes: its opacity is found in the decode pass (no scan afterwards), and its mip
/// chain is built on a second thread while rows arrive (a row of level 1 as soon as two
/// rows of the image exist, a row of level 2 as soon as two of level 1 do, ...).
///
/// While `run` decodes on its thread, any other thread may watch the rows come in:
/// `completedRows(ofLevel:)` says how many rows of a level are final and `level(_:)` gives
/// the level's bitmap, whose rows below that count never change again (a viewer draws the
/// picture filling in through a coarse level). Rows at and below the count are being
/// written: never read them.
///
/// Adam7 files have final rows only in their last pass (every earlier pass leaves gaps),
/// so their levels fill in during that pass; `passesCompleted` says how far the earlier
/// ones got.
public final class PNGImageDecode: @unchecked Sendable {
    /// The file decoded.
    public let file: FileSystemPath
    /// The file's name in errors (`file.messageName`; the path given, for `init(contentsOf:)`
    /// with a string).
    public let path: String
    /// How it is decoded.
    public let options: PNGDecoder.Options

    private let lock = NSLock()
    private var builder: MipRowBuilder?
    private var builderDone: DispatchSemaphore?
    private var state = (pass: 0, passCount: 1, rows: 0)
    private var readHeader: PNGHeader?

    /// A decode of the PNG file at `path`, not started.
    public init(contentsOf path: String, options: PNGDecoder.Options = PNGDecoder.Options()) {
        self.file = FileSystemPath(path)
        self.path = path
        self.options = options
    }

    /// A decode of the PNG file at `file` (by its bytes: a name need not be UTF-8), not
    /// started.
    public init(contentsOf file: FileSystemPath, options: PNGDecoder.Options = PNGDecoder.Options()) {
        self.file = file
        self.path = file.messageName
        self.options = options
    }

    /// Decodes on the calling thread (the mip chain on one more), calling `progress` there
    /// after each batch of rows, and returns the image with every mip level built.
    /// With `keepingDecodedRows`, data that goes bad partway gives the rows that decoded
    /// and the error, as `PNGDecoder.decodeKeepingDecodedRows` does (that image's mip chain
    /// is then built on demand); otherwise it throws, as `PNGDecoder.decode` does.
    public func run(keepingDecodedRows: Bool = false,
                    progress: PNGDecoder.ProgressHandler = { _ in true }) throws(PNGError) -> PNGPartialImage {
        defer { stopBuilder() }
        let session = try PNGDecodeSession(file: file, name: path)
        let report: PNGDecoder.ProgressHandler = { [self] report in
            rowsArrived(report, header: session.headerRead)
            return progress(report)
        }
        let partial: PNGPartialImage
        if keepingDecodedRows {
            partial = try session.decodeKeepingDecodedRows(options: options, progress: report)
        } else {
            partial = PNGPartialImage(bitmap: try session.decode(options: options, progress: report), error: nil)
        }
        // The end of the file read: an eXIf after the image data is known only now.
        lock.lock()
        readHeader = session.headerRead
        lock.unlock()
        guard partial.error == nil else { return partial }
        let opaque = session.decodedPixelsAreOpaque
        if let levels = finishedLevels() {
            return PNGPartialImage(image: RasterImage(levels: levels, isOpaque: opaque), error: nil)
        }
        return PNGPartialImage(image: RasterImage(bitmap: partial.bitmap, isOpaque: opaque), error: nil)
    }

    /// How many mip levels the image has, the image itself included; 0 before the decode
    /// has read the header and decoded its first rows.
    public var levelCount: Int {
        lock.lock(); defer { lock.unlock() }
        return builder?.sizes.count ?? 0
    }

    /// Mip level `index` (0 is the image) as it fills in; nil before the first rows or when
    /// the memory for the levels could not be had (the chain is then built after decoding).
    /// Only its rows `0..<completedRows(ofLevel: index)` may be read.
    public func level(_ index: Int) -> Bitmap? {
        lock.lock(); defer { lock.unlock() }
        guard let builder, index < builder.levels.count else { return nil }
        return builder.levels[index]
    }

    /// Rows of mip level `index` that are final (0 before they start).
    public func completedRows(ofLevel index: Int) -> Int {
        lock.lock()
        let builder = self.builder
        lock.unlock()
        guard let builder, index < builder.sizes.count else { return 0 }
        return builder.completedRows(ofLevel: index)
    }

    /// Whether the file's format lets pixels be transparent (an alpha channel or tRNS), as
    /// its header says; nil before the first rows decoded. False: every pixel is opaque.
    public var mayHaveTransparency: Bool? { header?.mayHaveTransparency }

    /// The file's header (its size, format and EXIF orientation), as the decode read it;
    /// nil before the first rows decoded. Its EXIF orientation is that of an eXIf before
    /// the image data until `run` returns, and then also of one after it (read with the
    /// end of the file).
    public var header: PNGHeader? {
        lock.lock(); defer { lock.unlock() }
        return readHeader
    }

    /// For an Adam7 file, the passes read whole so far (0 to 7) and the rows the pass under
    /// way has gone through; a plain file has one pass.
    public var passesCompleted: (passes: Int, passCount: Int, rowsOfCurrentPass: Int) {
        lock.lock(); defer { lock.unlock() }
        return (state.pass, state.passCount, state.rows)
    }

    /// On the decoding thread after each batch: starts the builder with the first rows and
    /// publishes the rows now final (in an Adam7 file, only during its last pass).
    private func rowsArrived(_ report: PNGDecodeProgress, header: PNGHeader?) {
        lock.lock()
        let passDone = report.rowsCompleted == report.bitmap.height
        state = passDone ? (report.pass + 1, report.passCount, 0) : (report.pass, report.passCount, report.rowsCompleted)
        readHeader = header
        if builder == nil, builderDone == nil {
            let semaphore = DispatchSemaphore(value: 0)
            builderDone = semaphore
            if let created = MipRowBuilder(base: report.bitmap) {
                builder = created
                // Without a thread the builder never completes: the image is then made
                // from the decoded rows alone, and builds its levels as it is drawn.
                let started = DetachedThread.start {
                    created.run()
                    semaphore.signal()
                }
                if !started { semaphore.signal() }
            } else {
                semaphore.signal()
            }
        }
        let builder = self.builder
        lock.unlock()
        if report.pass == report.passCount - 1 { builder?.level0RowsCompleted(report.rowsCompleted) }
    }

    /// Waits for the builder to finish the chain; its levels, or nil without a builder.
    private func finishedLevels() -> [Bitmap]? {
        lock.lock()
        let (builder, done) = (self.builder, builderDone)
        lock.unlock()
        guard let builder, let done else { return nil }
        done.wait()
        done.signal()
        return builder.isComplete ? builder.levels : nil
    }

    /// Stops a builder still running (a failed or cancelled decode) and waits for it.
    private func stopBuilder() {
        lock.lock()
        let (builder, done) = (self.builder, builderDone)
        lock.unlock()
        builder?.cancel()
        done?.wait()
        done?.signal()
    }
}
