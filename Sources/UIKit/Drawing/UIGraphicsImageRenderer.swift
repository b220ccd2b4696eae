import Foundation

/// How `UIGraphicsImageRenderer` makes its bitmaps, as UIKit's
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made; defaults to the main screen's scale.
    open var scale: CGFloat
    /// True when every pixel will be drawn opaque: the bitmap starts opaque black, as
    /// UIKit's does, instead of transparent.
    open var opaque: Bool

    /// The default format: the main screen's scale, not opaque.
    public init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// The default format (UIKit's class method).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The default format (UIKit's class property).
    public static var preferred: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer hands to its drawing closure.
open class UIGraphicsImageRendererContext {
    /// The CoreGraphics context drawn into (points; the scale already applied).
    public let cgContext: CGContext
    /// The format of the image being made.
    public let format: UIGraphicsImageRendererFormat
    private let bitmap: Bitmap

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bitmap: Bitmap) {
        self.cgContext = cgContext
        self.format = format
        self.bitmap = bitmap
    }

    /// What has been drawn so far, as an image (a copy).
    open var currentImage: UIImage { UIImage(bitmap: bitmap.copy(), scale: format.scale) }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes the outline of `rect` with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Narrows the clip to `rect` (pixel-aligned).
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Offscreen drawing into a new image, as UIKit's `UIGraphicsImageRenderer`: thumbnails,
/// rotated photos, icons drawn with paths.
open class UIGraphicsImageRenderer {
    /// The drawing area in points; its origin is where drawing at (0, 0) lands.
    public let bounds: CGRect
    /// How images are made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .init()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images covering `bounds` (points).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .init()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a context over a new bitmap of `bounds.size × format.scale`
    /// pixels (rounded up) and returns what it drew. The context is current during
    /// `actions`, so `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)`
    /// draw into it. A size that is not finite or too large gives an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale
        let w = (bounds.width * scale).rounded(.up), h = (bounds.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 0, h >= 0, w <= UIView.largestRenderedSide, h <= UIView.largestRenderedSide,
              let bitmap = Bitmap(width: Int(w), height: Int(h), zeroed: true) else {
            return UIImage(bitmap: Bitmap(width: 0, height: 0), scale: scale)
        }
        if format.opaque { bitmap.clear(to: 0xFF00_0000) }
        var canvas = Canvas(target: bitmap)
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = CGContext(canvas: canvas)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, bitmap: bitmap)
        GraphicsContextStack.with(context) { actions(rendererContext) }
        return UIImage(bitmap: bitmap, scale: scale)
    }

    /// The same drawing, encoded as PNG; nil when encoding fails.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data? {
        let image = image(actions: actions)
        guard let bytes = try? PNGEncoder.encode(image.rasterImage.bitmap) else { return nil }
        return Data(bytes)
    }
}
