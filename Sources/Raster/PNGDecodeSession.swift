import CPNG

/// One decode through the shim: owns a `cpng_decoder`, drives its calls in order and turns
/// their statuses into `PNGError`s. Each shim call is a whole libpng call sequence under its
/// own `setjmp`; this class only ever sees statuses.
final class PNGDecodeSession {
    /// Pixels decoded between progress reports (about 4 MB of output).
    static let pixelsPerProgressStep = 1 << 20

    private let decoder: OpaquePointer
    private let name: String
    private var header = cpng_header()
    private var maxPixels = 0
    private var passCount = 0

    /// A session reading the file at `path`.
    convenience init(path: String) throws(PNGError) {
        try self.init(file: FileSystemPath(path), name: path)
    }

    /// A session reading the file at `file`, by its bytes (a name need not be UTF-8);
    /// errors name it `name`.
    init(file: FileSystemPath, name: String) throws(PNGError) {
        guard let decoder = file.withCString({ cpng_decoder_create_file($0) }) else {
            throw .outOfMemory(file: name, bytes: nil)
        }
        self.decoder = decoder
        self.name = name
    }

    /// A session reading `bytes`, which must outlive it; errors name the data `name`.
    init(bytes: UnsafeRawBufferPointer, name: String) throws(PNGError) {
        guard let decoder = cpng_decoder_create_memory(bytes.baseAddress, bytes.count) else {
            throw .outOfMemory(file: name, bytes: nil)
        }
        self.decoder = decoder
        self.name = name
    }

    deinit { cpng_decoder_destroy(decoder) }

    /// Reads everything up to the image data. With `forDecoding`, the pixel budget and the
    /// file size check apply, so a header that fails them stops here.
    func readHeader(options: PNGDecoder.Options, forDecoding: Bool) throws(PNGError) -> PNGHeader {
        let limits = options.limits
        maxPixels = max(1, limits.maxPixels)
        var readOptions = cpng_read_options(
            max_pixels: forDecoding ? UInt64(maxPixels) : 0,
            check_source_size: forDecoding && limits.rejectsImpossiblySmallFiles ? 1 : 0,
            apply_gamma: options.appliesGamma ? 1 : 0)
        try check(cpng_decoder_read_header(decoder, &readOptions, &header))
        // libpng has validated IHDR by now; a colour type outside PNG's would be its bug.
        guard let colorType = PNGColorType(rawValue: Int(header.color_type)) else {
            throw .invalidHeader(file: name, reason: "colour type \(header.color_type)")
        }
        let exif = exifOrientation()
        let read = PNGHeader(
            width: Int(header.width), height: Int(header.height), bitDepth: Int(header.bit_depth),
            colorType: colorType,
            isInterlaced: header.interlaced != 0, hasTransparency: header.has_transparency != 0,
            gamma: header.has_gamma != 0 ? header.gamma : nil, isSRGB: header.has_srgb != 0,
            exifOrientation: exif)
        headerRead = read
        return read
    }

    /// The header, once `readHeader` (or a decode) has read it; once a decode has read
    /// the end of the file, with the Orientation of an eXIf that came after the image data.
    private(set) var headerRead: PNGHeader?

    /// The Orientation of the eXIf chunk libpng has read so far, if any.
    private func exifOrientation() -> Int? {
        var length = 0
        return cpng_decoder_exif(decoder, &length).flatMap { bytes in
            EXIFOrientation.value(inTIFF: UnsafeRawBufferPointer(start: bytes, count: length))
        }
    }

    /// Reads the chunks after the image data through IEND. An eXIf among them (the PNG
    /// extensions allow it after the data; the first rows were reported before it was
    /// seen) gives `headerRead` its Orientation.
    private func finish() throws(PNGError) {
        try check(cpng_decoder_finish(decoder))
        headerRead?.exifOrientation = exifOrientation()
    }

    /// Decodes the whole image, reporting progress after each batch of rows.
    func decode(options: PNGDecoder.Options,
                progress: PNGDecoder.ProgressHandler) throws(PNGError) -> Bitmap {
        let (bitmap, info) = try startDecoding(options: options)
        try readRows(into: bitmap, header: info, progress: progress)
        try finish()
        return bitmap
    }

    /// Decodes as `decode` does, but when the data goes bad after some rows decoded
    /// (truncated, damaged image data, a bad chunk after it) returns the image with those
    /// rows and the error; pixels not decoded are transparent. Failures before any row
    /// (the header, the limits, memory) and cancelling still throw.
    func decodeKeepingDecodedRows(options: PNGDecoder.Options,
                                  progress: PNGDecoder.ProgressHandler) throws(PNGError) -> PNGPartialImage {
        let (bitmap, info) = try startDecoding(options: options)
        do {
            try readRows(into: bitmap, header: info, progress: progress)
            try finish()
            return PNGPartialImage(bitmap: bitmap, error: nil)
        } catch {
            if case .cancelled = error { throw error }
            let pass = Int(cpng_decoder_pass(decoder)), row = Int(cpng_decoder_row(decoder))
            guard pass > 0 || row > 0 else { throw error }
            // A plain image's rows below the last whole one were never written.
            if !info.isInterlaced, pass == 0 {
                bitmap.cropped(to: PixelRect(x: 0, y: row, width: info.width, height: info.height - row)).clear()
            }
            // An Adam7 image's passes read whole stand for the pixels between them.
            if info.isInterlaced, (1...6).contains(pass) { bitmap.fillAdam7Gaps(afterPasses: pass, rowsOfNextPass: row) }
            return PNGPartialImage(bitmap: bitmap, error: error)
        }
    }

    private func startDecoding(options: PNGDecoder.Options) throws(PNGError) -> (Bitmap, PNGHeader) {
        let info = try readHeader(options: options, forDecoding: true)
        // An interlaced image is shown pass by pass, so its unfilled pixels must be defined;
        // a plain one is written row by row before any row is reported.
        // Written front to back now: on small pages, huge ones advised once decoded.
        guard let bitmap = Bitmap(width: info.width, height: info.height, zeroed: info.isInterlaced,
                                  advisingHugePages: false) else {
            throw .outOfMemory(file: name, bytes: info.width * info.height * 4)
        }
        var passes: Int32 = 0
        try check(cpng_decoder_start(decoder, bitmap.row(0), bitmap.rowStride, &passes))
        passCount = Int(passes)
        return (bitmap, info)
    }

    private func readRows(into bitmap: Bitmap, header: PNGHeader,
                          progress: PNGDecoder.ProgressHandler) throws(PNGError) {
        defer { bitmap.storage.adviseHugePages() }
        let width = bitmap.width, height = bitmap.height
        let rowsPerStep = max(1, Self.pixelsPerProgressStep / width)
        for pass in 0..<passCount {
            var row = 0
            while row < height {
                let count = min(rowsPerStep, height - row)
                try check(cpng_decoder_read_rows(decoder, UInt32(count)))
                row += count
                let report = PNGDecodeProgress(bitmap: bitmap, pass: pass, passCount: passCount,
                                               rowsCompleted: row, mayHaveTransparency: header.mayHaveTransparency)
                guard progress(report) else { throw .cancelled(file: name) }
            }
        }
    }

    /// Whether every pixel decoded so far is opaque, found in the decode pass (see
    /// `cpng_decoder_all_opaque`); the image's opacity once the decode finished.
    var decodedPixelsAreOpaque: Bool { cpng_decoder_all_opaque(decoder) != 0 }

    private func check(_ status: cpng_status) throws(PNGError) {
        guard status != CPNG_OK else { return }
        throw error(for: status)
    }

    private func error(for status: cpng_status) -> PNGError {
        let message = String(cString: cpng_decoder_message(decoder))
        switch status {
        case CPNG_NOT_PNG:
            let reason = message == "PNG file corrupted by ASCII conversion"
                ? "signature damaged by a text-mode transfer: its line-ending bytes changed"
                : "bad signature"
            return .notPNG(file: name, reason: reason)
        case CPNG_TRUNCATED:
            return .truncated(file: name, bytes: Int(clamping: cpng_decoder_bytes_read(decoder)))
        case CPNG_IO_ERROR:
            return .unreadable(file: name, reason: PNGError.systemReason(cpng_decoder_errno(decoder)))
        case CPNG_TOO_LARGE:
            return .tooLarge(file: name, width: Int(header.width), height: Int(header.height),
                             maxPixels: maxPixels)
        case CPNG_SOURCE_TOO_SMALL:
            return .fileTooSmall(file: name, width: Int(header.width), height: Int(header.height),
                                 fileBytes: Int(clamping: cpng_decoder_source_size(decoder)),
                                 minimumBytes: Int(clamping: cpng_decoder_minimum_source_size(decoder)))
        case CPNG_OUT_OF_MEMORY:
            return .outOfMemory(file: name, bytes: nil)
        case CPNG_LIBPNG_ERROR:
            return PNGError.fromLibpng(file: name, message: message,
                                       warnings: String(cString: cpng_decoder_warning(decoder)),
                                       chunk: PNGError.chunkName(cpng_decoder_chunk(decoder)))
        default:
            assertionFailure("PNG shim misuse: \(message)")
            return .libpng(file: name, message: "PNG shim misuse: \(message)")
        }
    }
}
