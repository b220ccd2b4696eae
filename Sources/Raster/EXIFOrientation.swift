/// The one EXIF field an image viewer must honour: how the pixels are to be turned and
/// mirrored for display, the TIFF Orientation tag (274) of the first image directory, as a
/// PNG's eXIf chunk holds it (the TIFF header and its directories, no "Exif" prefix).
///
/// The data is the file's and may be anything: every offset and count is checked against
/// the bytes there are, both byte orders are read ("II" little-endian, "MM" big-endian),
/// and whatever does not parse (too short, a bad header, an offset past the end, a
/// directory cut short before the tag, a type other than SHORT or LONG, a value outside
/// 1...8) gives nil: the image is shown as stored, never a crash.
public enum EXIFOrientation {
    /// The TIFF tag number of Orientation.
    static let orientationTag: UInt16 = 0x0112
    /// TIFF field types: SHORT (16-bit) is the tag's type; LONG (32-bit) is read too, as
    /// some writers use it.
    static let shortType: UInt16 = 3, longType: UInt16 = 4

    /// The Orientation value, 1...8, of the TIFF data `tiff`; nil when it has none or
    /// cannot be read (see `EXIFOrientation`). 1 is as stored, 2 mirrored left to right,
    /// 3 turned 180°, 4 mirrored top to bottom, 5 mirrored across the main diagonal, 6 to
    /// be turned 90° clockwise, 7 mirrored across the other diagonal, 8 to be turned 90°
    /// counter-clockwise.
    /// - Complexity: O(entries of the first directory), at most (count - 10) / 12.
    public static func value(inTIFF tiff: UnsafeRawBufferPointer) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        func u16(_ at: Int) -> UInt16? {
            guard at >= 0, at <= tiff.count - 2 else { return nil }
            let a = UInt16(tiff[at]), b = UInt16(tiff[at + 1])
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func u32(_ at: Int) -> UInt32? {
            guard let high = u16(bigEndian ? at : at + 2), let low = u16(bigEndian ? at + 2 : at) else { return nil }
            return UInt32(high) << 16 | UInt32(low)
        }
        guard u16(2) == 42, let offset = u32(4), offset >= 8, let directory = Int(exactly: offset),
              let entries = u16(directory) else { return nil }
        // Entries past the end of the data are not there: a cut directory is read as far
        // as it goes.
        let available = max(0, (tiff.count - directory - 2) / 12)
        for index in 0..<min(Int(entries), available) {
            let entry = directory + 2 + 12 * index
            guard u16(entry) == orientationTag else { continue }
            guard let type = u16(entry + 2), let count = u32(entry + 4), count >= 1 else { return nil }
            // A single SHORT or LONG lies in the entry itself, from its first byte.
            let value: UInt32?
            switch type {
            case shortType: value = u16(entry + 8).map(UInt32.init)
            case longType: value = u32(entry + 8)
            default: return nil
            }
            guard let value, (1...8).contains(value) else { return nil }
            return Int(value)
        }
        return nil
    }

    /// `value(inTIFF:)` of `bytes`.
    public static func value(inTIFF bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { value(inTIFF: $0) }
    }
}
