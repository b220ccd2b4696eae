import UIKit

/// The picture of a file still decoding, filling in top to bottom: the rows of one coarse
/// mip level (about one texel per device pixel at the opening zoom) copied, as the decode's
/// mip builder finishes them, into a bitmap the main thread owns, shown in the image view
/// until the whole image arrives. Only rows the decode has published are read, and they
/// never change again, so nothing here races the decoding threads; rows not yet decoded
/// stay transparent, so the background shows through them.
struct LoadPreview {
    /// The file decoding.
    let path: String
    /// The decode whose rows are shown.
    let decode: PNGImageDecode
    /// The mip level shown: texel `i` covers image pixels `i * 2^level ..< (i + 1) * 2^level`.
    let level: Int
    /// The level's rows copied so far (the rest transparent).
    let bitmap: Bitmap
    /// The image view's image while loading: `bitmap` at `2^-level` pixels per point, so it
    /// covers the image's size (rounded up to whole texels).
    let image: UIImage
    /// Rows of `bitmap` filled in.
    private(set) var rowsShown = 0

    /// A preview of `decode` (which has started: its levels exist) at the coarsest level
    /// still sharper than `devicePixelsPerImagePixel`; nil when its levels are not there.
    init?(path: String, decode: PNGImageDecode, devicePixelsPerImagePixel scale: CGFloat) {
        let count = decode.levelCount
        guard count > 0 else { return nil }
        let coarsest = scale > 0 ? Int((log2(1 / Double(scale))).rounded(.down)) : 0
        let level = min(max(0, coarsest), count - 1)
        guard let source = decode.level(level),
              let bitmap = Bitmap(width: source.width, height: source.height, zeroed: true) else { return nil }
        self.path = path
        self.decode = decode
        self.level = level
        self.bitmap = bitmap
        image = UIImage(bitmap: bitmap, scale: 1 / CGFloat(1 << level))
    }

    /// Copies the rows finished since the last call; returns the part of the image they
    /// cover, in points (image pixels), widened by a texel each way for the interpolation
    /// across their edges, or nil when nothing new arrived.
    mutating func copyNewRows() -> CGRect? {
        let ready = decode.completedRows(ofLevel: level)
        guard ready > rowsShown, let source = decode.level(level) else { return nil }
        for y in rowsShown..<ready {
            bitmap.row(y).update(from: source.row(y), count: bitmap.width)
        }
        let texel = CGFloat(1 << level)
        let rect = CGRect(x: 0, y: CGFloat(rowsShown - 1) * texel, width: CGFloat(bitmap.width) * texel,
                          height: CGFloat(ready - rowsShown + 2) * texel)
        rowsShown = ready
        return rect
    }
}
