import Foundation

/// A view showing a frozen picture of another view, as UIKit's snapshot views: the bitmap
/// our renderer made of that view (device pixels at the screen's scale), drawn at the
/// top-left of its bounds.
final class SnapshotView: UIView {
    /// The picture shown.
    var image: UIImage {
        didSet { setNeedsDisplay() }
    }

    init(image: UIImage, frame: CGRect) {
        self.image = image
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var drawsIntrinsicContent: Bool { true }

    override func drawIntrinsicContent(in context: CGContext) {
        // Drawn at 1:1 (no minification), so bilinear sampling never reads a mip chain: a
        // picture whose pixels change between frames (a dissolve) stays correct.
        context.draw(image, in: CGRect(origin: .zero, size: image.size), sampling: .bilinear)
    }
}

extension UIView {
    /// The scale (pixels per point) snapshots of this view are made at: its screen's.
    var snapshotScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    /// A picture of what this view and its subviews show now (its alpha included, its own
    /// transform not), made by our renderer at the screen's scale; nil when the view is
    /// too large to render (see `renderedBitmapIfPossible`).
    func snapshotImage() -> UIImage? {
        let scale = snapshotScale
        guard let bitmap = renderedBitmapIfPossible(scale: scale) else { return nil }
        return UIImage(bitmap: bitmap, scale: scale)
    }

    /// A new view of this view's size showing a frozen picture of it, as UIKit's: what the
    /// view and its subviews show now (mid-animation values included), rendered by our
    /// renderer at the screen's scale. With `afterScreenUpdates` true, pending layout is
    /// done first, so the picture includes changes just made. Nil when the view is too
    /// large to render. The snapshot is not placed anywhere: add it where it should show.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        guard let image = snapshotImage() else { return nil }
        return SnapshotView(image: image, frame: CGRect(origin: .zero, size: bounds.size))
    }
}
