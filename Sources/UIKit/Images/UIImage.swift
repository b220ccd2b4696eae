import Foundation

/// An immutable image, as UIKit's `UIImage`: pixels (a `RasterImage`, with its mip chain
/// for drawing smaller) and a scale saying how many pixels make a point.
open class UIImage: @unchecked Sendable {
    /// The pixels, premultiplied BGRA8.
    public let rasterImage: RasterImage
    /// Pixels per point: 2 for an `@2x` file.
    public let scale: CGFloat

    /// An image of `bitmap`'s pixels at `scale` pixels per point.
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(rasterImage: RasterImage(bitmap: bitmap), scale: scale)
    }

    /// An image of `rasterImage` at `scale` pixels per point.
    public init(rasterImage: RasterImage, scale: CGFloat = 1) {
        self.rasterImage = rasterImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The image in the PNG file at `path`, or nil when it cannot be read (as UIKit's
    /// initializer). A name ending in `@2x` or `@3x` (before the extension) sets the scale.
    /// Use `UIImage.load(contentsOfFile:)` to learn why a file failed.
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? UIImage.load(contentsOfFile: path) else { return nil }
        self.init(rasterImage: image.rasterImage, scale: image.scale)
    }

    /// The image in the PNG file at `path`; throws a `PNGError` naming the file and the
    /// reason when it cannot be read.
    public static func load(contentsOfFile path: String, limits: PNGLimits = .default) throws -> UIImage {
        let bitmap = try PNGDecoder.decode(contentsOf: path, options: PNGDecoder.Options(limits: limits))
        return UIImage(bitmap: bitmap, scale: scale(forFileNamed: path))
    }

    /// The scale a file name declares: 2 for `name@2x.png`, 3 for `@3x`, else 1.
    static func scale(forFileNamed path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        CGSize(width: CGFloat(rasterImage.width) / scale, height: CGFloat(rasterImage.height) / scale)
    }

    /// Draws the image into `rect` (points) of the current graphics context.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

extension CGContext {
    /// Draws `image` into `rect` (user space, points), mip-mapped when smaller.
    public func draw(_ image: UIImage, in rect: CGRect, sampling: Sampling = .mipmapped) {
        paint { $0.draw(image.rasterImage, in: rect, sampling: sampling) }
    }
}
