import Foundation

extension UIImage {
    /// Decodes a PNG held in memory, as UIKit's `init(data:)`; nil when `data` is not a PNG
    /// ScrollKit can decode (the reason is lost, as on iOS: use `PNGDecoder` to learn it).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let bitmap = try? PNGDecoder.decode(data, name: "image data") else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }
}
