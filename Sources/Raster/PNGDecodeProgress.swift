/// How far a PNG decode has come, passed to the progress callback after each batch of
/// rows (about a million pixels) and at the end of each pass.
///
/// `bitmap` is the image being decoded, to show partially: for a plain PNG, rows
/// `0..<rowsCompleted` are final and the rows below hold undefined pixels; for an Adam7
/// PNG it starts transparent and each pass fills in more pixels (pass 0 every 8th pixel
/// of every 8th row, the last pass every other row), so after pass `p` the pixels of
/// passes `0...p` are final.
public struct PNGDecodeProgress: Sendable {
    /// The image being filled in; it shares storage with the bitmap the decode returns.
    public let bitmap: Bitmap
    /// The pass under way, from 0: always 0 for a plain PNG, 0 to 6 for Adam7.
    public let pass: Int
    /// 1 for a plain PNG, 7 for Adam7.
    public let passCount: Int
    /// Rows of the image this pass has gone through, 0 to `bitmap.height`.
    public let rowsCompleted: Int
    /// Whether the file's format lets pixels be transparent (`PNGHeader.mayHaveTransparency`);
    /// when false, every pixel decoded is opaque.
    public let mayHaveTransparency: Bool

    /// Share of the work done, 0 to 1, counting each Adam7 pass by its share of the pixels
    /// (1/64, 1/64, 2/64, 4/64, 8/64, 16/64, 32/64).
    public var fractionCompleted: Double {
        let rows = Double(rowsCompleted) / Double(max(1, bitmap.height))
        guard passCount == Self.adam7PassWeights.count else { return rows }
        let done = Self.adam7PassWeights[..<pass].reduce(0, +)
        return (Double(done) + Double(Self.adam7PassWeights[pass]) * rows) / 64
    }

    /// Each Adam7 pass's share of the pixels, in 64ths (PNG specification, section 8.2).
    static let adam7PassWeights = [1, 1, 2, 4, 8, 16, 32]
}
