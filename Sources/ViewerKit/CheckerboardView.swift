import UIKit

/// The checkerboard behind an image's transparent pixels. It lives inside the zooming
/// content, so it covers exactly the image at any zoom, rotation or flip; its squares keep
/// `squareSize` points on screen (the viewer sets `zoomScale` as the zoom changes), as in
/// eog and GIMP, instead of growing with the image.
///
/// The squares are one pattern bitmap in device pixels, made once for the largest area
/// drawn and the screen's scale, and drawn as one image at one pattern pixel per device
/// pixel (nearest sampling): a frame costs one image copy of the area redrawn, not a fill
/// per square (a full-HD window holds some 30,000 squares).
final class CheckerboardView: UIView {
    /// A square's side on screen, in points.
    static let squareSize: CGFloat = 8
    /// The light and dark squares: mid greys, unlike the viewer's near-black margin, so
    /// the image's edge shows.
    static let lightColor = UIColor(white: 0.6, alpha: 1)
    static let darkColor = UIColor(white: 0.4, alpha: 1)

    /// The zoom the checkerboard is drawn under (points on screen per point here).
    var zoomScale: CGFloat = 1 {
        didSet { if zoomScale != oldValue { setNeedsDisplay() } }
    }

    /// The pattern, dark square at its top-left corner, and the screen scale it was made for.
    private var pattern: (image: UIImage, scale: CGFloat)?

    /// Hidden, the checkerboard lets its pattern go (a full-window bitmap, some 2 MB at
    /// 1024 x 768): the viewer hides it behind opaque images for as long as they show.
    override var isHidden: Bool {
        didSet { if isHidden { pattern = nil } }
    }

    /// Whether a pattern is made and kept for drawing.
    var hasPattern: Bool { pattern != nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Draws the pattern over the part of the bounds in the clip, starting on a square
    /// pair so that the square at the image's top-left corner is dark.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), zoomScale > 0, zoomScale.isFinite else { return }
        let area = bounds.intersection(context.boundingBoxOfClipPath)
        guard !area.isNull, !area.isEmpty else { return }
        let screenScale = window?.screen.scale ?? UIScreen.main.scale
        let pair = 2 * Self.squareSize / zoomScale
        let origin = CGPoint(x: (area.minX / pair).rounded(.down) * pair, y: (area.minY / pair).rounded(.down) * pair)
        let needed = CGSize(width: (area.maxX - origin.x) * zoomScale, height: (area.maxY - origin.y) * zoomScale)
        guard let image = patternImage(covering: needed, scale: screenScale) else { return }
        let size = CGSize(width: image.size.width / screenScale / zoomScale, height: image.size.height / screenScale / zoomScale)
        context.draw(image, in: CGRect(origin: origin, size: size), sampling: .nearest)
    }

    /// A pattern at least `size` points large at `scale` device pixels per point: the one
    /// made before when it is large enough, else a new one (the size rounded up to whole
    /// square pairs); nil when the memory cannot be had.
    private func patternImage(covering size: CGSize, scale: CGFloat) -> UIImage? {
        if let pattern, pattern.scale == scale, pattern.image.size.width >= size.width * scale,
           pattern.image.size.height >= size.height * scale {
            return pattern.image
        }
        let side = Self.squareSize * scale
        let pairs = { (length: CGFloat) in max(1, Int((length * scale / (2 * side)).rounded(.up))) }
        let width = Int((CGFloat(pairs(size.width)) * 2 * side).rounded(.up))
        let height = Int((CGFloat(pairs(size.height)) * 2 * side).rounded(.up))
        guard let bitmap = Bitmap(width: width, height: height, zeroed: false) else { return nil }
        let light = Self.lightColor.rasterColor.premultiplied, dark = Self.darkColor.rasterColor.premultiplied
        // Two rows of squares: one starting dark, one starting light; every row copies one.
        var rows: [[UInt32]] = [[UInt32](repeating: 0, count: width), [UInt32](repeating: 0, count: width)]
        for x in 0..<width {
            let column = Int(CGFloat(x) / side)
            rows[0][x] = column % 2 == 0 ? dark : light
            rows[1][x] = column % 2 == 0 ? light : dark
        }
        for y in 0..<height {
            let source = rows[Int(CGFloat(y) / side) % 2]
            source.withUnsafeBufferPointer { pixels in
                bitmap.row(y).update(from: pixels.baseAddress!, count: width)
            }
        }
        let image = UIImage(bitmap: bitmap, scale: 1)
        pattern = (image, scale)
        return image
    }
}
