import Foundation
import Raster

/// The geometry of a curl transition (`.transitionCurlUp`, `.transitionCurlDown`), drawn
/// with the page curl `UIPageViewController` turns its pages with (`Canvas.drawPageCurl`):
/// curling up, the old picture lifts from the view's bottom edge and rolls up and away
/// over its top edge, uncovering the new one; curling down, the new picture unrolls from
/// the top edge down over the old. The roll's axis leans so the bottom right corner leads.
struct CurlTransition: Equatable {
    /// Which way the picture rolls.
    enum Direction: Equatable {
        /// The old picture rolls up and away.
        case up
        /// The new picture unrolls down.
        case down
    }

    let direction: Direction

    /// The lean of the roll's axis, in radians (negative: the bottom right corner first).
    static let angle = -0.25

    /// The picture that curls and the one it lies over, from the view's pictures before and
    /// after the change.
    func pictures<Picture>(before: Picture, after: Picture) -> (leaf: Picture, beneath: Picture) {
        direction == .up ? (before, after) : (after, before)
    }

    /// The curl at `progress` (0...1) of the transition, for pictures of `size` device
    /// pixels: flat at the start of a curl up and at the end of a curl down, rolled
    /// entirely past the top edge at the other end.
    func geometry(at progress: Double, size: CGSize) -> PageCurlGeometry {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        return PageCurlGeometry(leafSize: size, spine: .top, progress: direction == .up ? p : 1 - p, angle: Self.angle)
    }
}

/// Draws one frame of a curl transition: `pages` curled as `geometry` says, at the top-left
/// of its bounds, within them. Drawn on a canvas that is not `scale` pixels per point
/// without rotation (a view turned or scaled under it), it shows the leaf until half way
/// and the picture beneath after, as the curl cannot be drawn in such a space.
final class CurlPictureView: UIView {
    /// The pictures, at the leaf's size in device pixels.
    let pages: PageCurlPages
    /// Device pixels per point of the pictures.
    let scale: CGFloat
    /// The leaf and the picture beneath as images, for a canvas the curl cannot be drawn on.
    private let flatPictures: (leaf: UIImage, beneath: UIImage)
    /// True when both pictures are opaque: the curl then paints every pixel of the bounds
    /// opaque, so what lies under this view (the transition's picture) is not drawn.
    private let picturesAreOpaque: Bool
    /// The curl drawn, in device pixels.
    var geometry: PageCurlGeometry {
        didSet { setNeedsDisplay() }
    }

    init(pages: PageCurlPages, scale: CGFloat, geometry: PageCurlGeometry, frame: CGRect) {
        self.pages = pages
        self.scale = scale
        self.geometry = geometry
        flatPictures = (UIImage(rasterImage: pages.front, scale: scale),
                        UIImage(rasterImage: pages.beneath ?? pages.front, scale: scale))
        picturesAreOpaque = pages.front.isOpaque && pages.beneath?.isOpaque == true
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override var opaqueContentRect: CGRect? { picturesAreOpaque ? bounds : nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let t = context.canvas.transform
        guard t.b == 0, t.c == 0, t.a == scale, t.d == scale else {
            context.draw(geometry.progress < 0.5 ? flatPictures.leaf : flatPictures.beneath, in: bounds,
                         sampling: .bilinear)
            return
        }
        let device = CGPoint.zero.applying(t)
        context.canvas.drawPageCurl(pages, geometry: geometry, atDeviceX: Int(device.x.rounded()),
                                    y: Int(device.y.rounded()))
    }
}
