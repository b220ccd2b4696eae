/// What `PNGDecoder` agrees to decode. Every limit is checked against the file's header
/// before the bitmap (or anything else large) is allocated.
///
/// Memory other than the bitmap is bounded without settings: chunks the decoder has no use
/// for (text, ICC profiles, EXIF, ...) are skipped unread, the rest are a few hundred bytes,
/// and image data is streamed a row at a time. libpng's own chunk limits are set as well
/// (1000 ancillary chunks, 16 MiB a chunk) in case that ever changes.
public struct PNGLimits: Sendable, Equatable {
    /// Largest image decoded, as width x height in pixels; a larger header fails with
    /// `PNGError.tooLarge` at once. Values below 1 count as 1.
    public var maxPixels: Int
    /// Refuse, with `PNGError.fileTooSmall`, a file smaller than any deflate stream that
    /// could hold its declared pixels (see `deflateMaxRatio`). Such a file is truncated or
    /// a decompression bomb; either way decoding it would fail after allocating the image.
    public var rejectsImpossiblySmallFiles: Bool

    /// 1 << 29 pixels (536,870,912; 2 GiB as BGRA8): a 20000 x 20000 scan (400 million
    /// pixels, 1.6 GB) opens on a 24 GiB machine with room to display it, and a header
    /// claiming 1,000,000 x 1,000,000 is refused.
    public static let defaultMaxPixels = 1 << 29
    /// The most bytes deflate can expand one compressed byte to: a dynamic block can code
    /// a 258-byte match in 2 bits (1-bit length code, 1-bit distance code), so raw bytes
    /// <= compressed bytes * 8 / 2 * 258 = compressed bytes * 1032.
    public static let deflateMaxRatio = 1032

    /// Limits with the given values; each defaults to the documented default.
    public init(maxPixels: Int = PNGLimits.defaultMaxPixels, rejectsImpossiblySmallFiles: Bool = true) {
        self.maxPixels = maxPixels
        self.rejectsImpossiblySmallFiles = rejectsImpossiblySmallFiles
    }

    /// The default limits.
    public static let `default` = PNGLimits()
}
