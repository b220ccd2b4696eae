import Foundation

/// Decodes PNG files and in-memory PNG data into premultiplied BGRA8 `Bitmap`s, through the
/// `CPNG` libpng shim.
///
/// Every valid PNG decodes: all colour types and bit depths, palettes, tRNS transparency,
/// Adam7 interlacing. Samples become 8 bits with libpng's transforms (16-bit samples are
/// rounded, `round(v * 255 / 65535)`; low bit depths are scaled, 1-bit 1 -> 255), then
/// colour is premultiplied by alpha with exact rounding, `round(c * a / 255)`.
///
/// Gamma: when a file states its gamma (gAMA, without sRGB), colour is converted to sRGB's
/// display gamma (2.2), as browsers do, so a file made for another display looks as its
/// maker saw it; a file without gAMA, or with sRGB, is taken as sRGB and left exactly as
/// stored. `Options.appliesGamma` turns the conversion off (image viewers such as feh and
/// eog ignore gAMA). ICC profiles (iCCP) and chromaticities (cHRM) are not interpreted.
///
/// Memory: rows are decoded one at a time straight into the bitmap, so the peak is the
/// bitmap plus a few rows. Limits (`PNGLimits`) are checked against the header before the
/// bitmap is allocated.
public enum PNGDecoder {
    /// How to decode.
    public struct Options: Sendable, Equatable {
        /// What the decoder agrees to decode.
        public var limits: PNGLimits
        /// Convert colour from a gAMA chunk's gamma to sRGB's display gamma (see
        /// `PNGDecoder`); false decodes the stored samples unchanged.
        public var appliesGamma: Bool

        /// Options with the given limits and gamma handling.
        public init(limits: PNGLimits = .default, appliesGamma: Bool = true) {
            self.limits = limits
            self.appliesGamma = appliesGamma
        }
    }

    /// A progress callback: return false to stop decoding, which then throws
    /// `PNGError.cancelled`.
    public typealias ProgressHandler = (PNGDecodeProgress) -> Bool

    /// The name errors use for in-memory data when the caller gives none.
    public static let memoryName = "<memory>"

    /// Reads the header of the PNG file at `path` without decoding pixels. No pixel limit
    /// applies: a header is small whatever it declares.
    public static func readHeader(contentsOf path: String) throws(PNGError) -> PNGHeader {
        try PNGDecodeSession(path: path).readHeader(options: Options(), forDecoding: false)
    }

    /// Reads the header of the PNG file at `path` and applies the checks a decode with
    /// `options` makes before allocating (the pixel budget, the file-size bound): the
    /// failures a file shows at once, found without decoding a pixel.
    public static func checkDecodable(contentsOf path: String, options: Options = Options()) throws(PNGError) -> PNGHeader {
        try PNGDecodeSession(path: path).readHeader(options: options, forDecoding: true)
    }

    /// Reads the header of the PNG file at `file` (by its bytes: a name need not be UTF-8)
    /// without decoding pixels; errors name it as `file.messageName` says.
    public static func readHeader(contentsOf file: FileSystemPath) throws(PNGError) -> PNGHeader {
        try PNGDecodeSession(file: file, name: file.messageName).readHeader(options: Options(), forDecoding: false)
    }

    /// `checkDecodable(contentsOf:options:)` for the file at `file`, by its bytes.
    public static func checkDecodable(contentsOf file: FileSystemPath, options: Options = Options()) throws(PNGError) -> PNGHeader {
        try PNGDecodeSession(file: file, name: file.messageName).readHeader(options: options, forDecoding: true)
    }

    /// Reads the header of the PNG file at `url` (a file URL) without decoding pixels.
    public static func readHeader(contentsOf url: URL) throws(PNGError) -> PNGHeader {
        try readHeader(contentsOf: try path(of: url))
    }

    /// Reads the header of in-memory PNG data without decoding pixels; errors name the data
    /// `name`.
    public static func readHeader(from bytes: some ContiguousBytes,
                                  name: String = memoryName) throws(PNGError) -> PNGHeader {
        try withSession(bytes, name: name) { session throws(PNGError) in
            try session.readHeader(options: Options(), forDecoding: false)
        }
    }

    /// Decodes the PNG file at `path` into a premultiplied bitmap, calling `progress` as rows
    /// arrive (on the calling thread).
    /// - Complexity: O(width x height); memory is the bitmap plus a few rows.
    public static func decode(contentsOf path: String, options: Options = Options(),
                              progress: ProgressHandler = { _ in true }) throws(PNGError) -> Bitmap {
        try PNGDecodeSession(path: path).decode(options: options, progress: progress)
    }

    /// Decodes the PNG file at `path` as `decode(contentsOf:options:progress:)` does, but
    /// keeps what decoded when the data goes bad partway (a truncated download, damaged
    /// image data, a bad chunk after it): the image comes back with the rows that decoded
    /// (the rest transparent) and the error, for a viewer to show as nsxiv and eog do. An
    /// Adam7 image with a pass read whole comes back whole, coarse: each pixel no pass
    /// reached is that of its block in the passes read (`Bitmap.fillAdam7Gaps`).
    /// Failures before any row decodes (the file, the header, the limits, memory) and
    /// cancelling throw as in `decode`.
    public static func decodeKeepingDecodedRows(contentsOf path: String, options: Options = Options(),
                                                progress: ProgressHandler = { _ in true }) throws(PNGError) -> PNGPartialImage {
        try PNGDecodeSession(path: path).decodeKeepingDecodedRows(options: options, progress: progress)
    }

    /// Decodes the PNG file at `url` (a file URL); see `decode(contentsOf:options:progress:)`.
    public static func decode(contentsOf url: URL, options: Options = Options(),
                              progress: ProgressHandler = { _ in true }) throws(PNGError) -> Bitmap {
        try decode(contentsOf: try path(of: url), options: options, progress: progress)
    }

    /// Decodes in-memory PNG data (`[UInt8]`, `Data`, ...); errors name it `name`. The size
    /// check of `PNGLimits.rejectsImpossiblySmallFiles` uses the data's length.
    public static func decode(_ bytes: some ContiguousBytes, name: String = memoryName,
                              options: Options = Options(),
                              progress: ProgressHandler = { _ in true }) throws(PNGError) -> Bitmap {
        try withSession(bytes, name: name) { session throws(PNGError) in
            try session.decode(options: options, progress: progress)
        }
    }

    private static func path(of url: URL) throws(PNGError) -> String {
        guard url.isFileURL else {
            throw .unreadable(file: url.absoluteString, reason: "not a file URL")
        }
        return url.path
    }

    private static func withSession<T>(
        _ bytes: some ContiguousBytes, name: String,
        _ body: (PNGDecodeSession) throws(PNGError) -> T
    ) throws(PNGError) -> T {
        // withUnsafeBytes only rethrows untyped errors, so the typed one travels in a Result.
        let result: Result<T, PNGError> = bytes.withUnsafeBytes { raw in
            Result { () throws(PNGError) -> T in
                try body(try PNGDecodeSession(bytes: raw, name: name))
            }
        }
        return try result.get()
    }
}

/// A decode that may have stopped partway: the image and, when the data went bad, why.
public struct PNGPartialImage: Sendable {
    /// The image ready to draw; `PNGImageDecode` gives it with its opacity and mip chain.
    public let image: RasterImage
    /// Why the decode stopped short, or nil when the whole image decoded.
    public let error: PNGError?

    /// The image, full size; pixels that did not decode are transparent.
    public var bitmap: Bitmap { image.bitmap }

    init(image: RasterImage, error: PNGError?) {
        self.image = image
        self.error = error
    }

    init(bitmap: Bitmap, error: PNGError?) {
        self.init(image: RasterImage(bitmap: bitmap), error: error)
    }
}
