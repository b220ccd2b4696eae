import Foundation

/// A view that shows an image, as UIKit's `UIImageView`, placed by `contentMode` (scale to
/// fill by default). An aspect-filled image overflows the bounds unless the view clips,
/// as on iOS.
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    public var image: UIImage? {
        willSet {
            // The old image may overflow the bounds (center, aspect fill): its area goes too.
            if newValue !== image { invalidateRendering() }
        }
        didSet {
            guard image !== oldValue else { return }
            invalidateRendering()
            invalidateExtentInAncestors()
            setNeedsLayout()
        }
    }

    /// How pixels are sampled: `.mipmapped` (the default) averages when drawing smaller so
    /// nothing aliases and interpolates when larger; `.bilinear` interpolates always;
    /// `.nearest` shows pixels as squares (CALayer's `magnificationFilter = .nearest`).
    public var sampling: Sampling = .mipmapped {
        didSet { setNeedsDisplay() }
    }

    /// The frames `startAnimating()` cycles through (`UIImageView+Animation`); nil for none.
    public var animationImages: [UIImage]? {
        didSet { animationDidChange() }
    }
    /// One cycle through `animationImages`, in seconds; 0 (the default) is a 30th of a
    /// second a frame.
    public var animationDuration: TimeInterval = 0
    /// How many cycles an animation shows before it stops; 0 (the default) repeats until
    /// `stopAnimating()`.
    public var animationRepeatCount = 0
    /// The running animation: its display link, its start (the frame loop's seconds) and
    /// the frame shown.
    var animation: ImageViewAnimation?

    /// The image shown while `isHighlighted`; nil keeps `image`.
    public var highlightedImage: UIImage? {
        willSet { if isHighlighted { invalidateRendering() } }
        didSet { if isHighlighted, highlightedImage !== oldValue { shownImageDidChange() } }
    }

    /// Shows `highlightedImage` instead of `image`: a table view cell sets it on its image
    /// views while its row is selected or touched.
    public var isHighlighted = false {
        willSet { if newValue != isHighlighted, highlightedImage != nil { invalidateRendering() } }
        didSet { if isHighlighted != oldValue, highlightedImage != nil { shownImageDidChange() } }
    }

    /// What is drawn: the animation's frame while it runs, else `highlightedImage` while
    /// highlighted, else `image`.
    var shownImage: UIImage? {
        if let animation, let images = animationImages, images.indices.contains(animation.frame) {
            return images[animation.frame]
        }
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The image drawn changed (it may differ in size): its area is drawn again.
    func shownImageDidChange() {
        invalidateRendering()
        invalidateExtentInAncestors()
    }

    /// A view sized to `image` (its size in points, at the origin).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An empty image view covering `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        animationWindowDidChange()
    }

    deinit {
        animation?.link?.invalidate()
    }

    /// The image's size (points), or no intrinsic size without an image.
    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (points), or the current size without an image.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// Where the image goes in the bounds under `contentMode`, in the view's coordinates.
    /// (The animation's frame, while one runs.)
    public var imageRect: CGRect? {
        guard let image = shownImage else { return nil }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }

    override func drawIntrinsicContent(in context: CGContext) {
        guard let image = shownImage, let rect = imageRect else { return }
        context.draw(image, in: rect, sampling: sampling)
    }

    override var drawsIntrinsicContent: Bool { shownImage != nil }

    /// The image's rectangle when every pixel of the image is opaque.
    override var opaqueContentRect: CGRect? {
        guard let image = shownImage, image.rasterImage.isOpaque else { return nil }
        return imageRect
    }

    override func intrinsicContentExtent(in bounds: CGRect) -> CGRect {
        guard let image = shownImage else { return bounds }
        return bounds.union(contentMode.rect(forContentOfSize: image.size, in: bounds))
    }
}
