import Foundation

extension UIImage {
    /// The image's shape filled with `color`, as UIKit's `withTintColor(_:)` draws a
    /// template image: every pixel keeps its coverage (alpha) and takes the colour. A new
    /// image of the same size and scale; bars tint their item images this way.
    public func withTintColor(_ color: UIColor) -> UIImage {
        let source = rasterImage.bitmap
        let tinted = Bitmap(width: source.width, height: source.height)
        let c = color.rasterColor
        let (r, g, b, a) = (UInt32(c.red), UInt32(c.green), UInt32(c.blue), UInt32(c.alpha))
        for y in 0..<source.height {
            let from = source.row(y), to = tinted.row(y)
            for x in 0..<source.width {
                // Coverage times the colour's own alpha, then premultiplied, rounded.
                let k = ((from[x] >> 24) * a + 127) / 255
                to[x] = k << 24 | ((r * k + 127) / 255) << 16 | ((g * k + 127) / 255) << 8 | (b * k + 127) / 255
            }
        }
        return UIImage(bitmap: tinted, scale: scale)
    }
}
