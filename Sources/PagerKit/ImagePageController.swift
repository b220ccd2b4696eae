import UIKit
import ViewerKit

/// A page showing one PNG, fitted and centred, zoomable in its own scroll view (pinch,
/// Ctrl+wheel, double-click). It loads when its view does: at once (headless, tests)
/// or in the background with "Loading" shown meanwhile, sharing the decode with any other
/// page of the same index alive (`PageImageLoad`); a file that cannot be read shows its
/// one-line error on the page.
public final class ImagePageController: UIViewController, PagerPage, UIScrollViewDelegate {
    /// Behind the image and the messages: near-black, as a photo viewer's.
    public static let backgroundColor = UIColor(white: 0.1, alpha: 1)
    /// How much a double click at the fit scale magnifies (the viewer's).
    public static let doubleTapMagnification = ViewerController.doubleTapMagnification

    /// The page's index, from 0.
    public let pageIndex: Int
    /// The PNG shown.
    public let path: FileSystemPath
    /// The page's zooming scroll view.
    public let scrollView = EdgeYieldingScrollView()
    /// The image, the scroll view's zooming view.
    public let imageView = UIImageView(frame: .zero)
    let messageLabel = UILabel()
    /// Why the file could not be shown, once its load failed (the page shows it); nil
    /// while it loads and once it is shown.
    public private(set) var loadFailure: PNGError?
    /// Called with the page's index when the reader zooms the image or pans it (a pinch,
    /// Ctrl+wheel, a double click, a drag of a zoomed image): the page they are on.
    var onUse: ((Int) -> Void)?
    private let image: PageImageLoad
    private let doubleTap = UITapGestureRecognizer()

    /// Page `index` showing the file `image` decodes (shared with the other pages of that
    /// index alive); `vertical` when pages turn up and down (the axis a zoomed page yields
    /// at its edges).
    init(index: Int, image: PageImageLoad, vertical: Bool) {
        pageIndex = index
        path = image.path
        self.image = image
        super.init()
        scrollView.pagesTurnVertically = vertical
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        view.backgroundColor = Self.backgroundColor
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        messageLabel.textColor = UIColor(white: 0.85, alpha: 1)
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        view.addSubview(messageLabel)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: ImagePageController.handleDoubleTap)
        scrollView.addGestureRecognizer(doubleTap)
        load()
    }

    private func load() {
        // As the viewer's title shows a name: bytes that are not UTF-8 as U+FFFD. (A
        // synchronous decode replaces the message before anything is drawn.)
        if image.isPending { showMessage("Loading \(path.lastComponent.displayString)…") }
        image.request(decoded: { [weak self] result in
            switch result {
            case let .success(image): self?.show(image)
            case let .failure(error):
                self?.loadFailure = error
                self?.showMessage("\(error)")
            }
        }, mipmapsBuilt: { [weak self] in self?.imageView.setNeedsDisplay() })
    }

    private func showMessage(_ text: String) {
        messageLabel.text = text
        messageLabel.isHidden = false
        view.setNeedsLayout()
    }

    private func show(_ image: UIImage) {
        messageLabel.isHidden = true
        imageView.transform = .identity
        imageView.image = image
        imageView.frame = CGRect(origin: .zero, size: image.size)
        scrollView.contentSize = image.size
        fitImage()
    }

    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        // At most half of each side: a smaller page made CGRect.null, which a view refuses.
        messageLabel.frame = bounds.insetBy(dx: min(24, bounds.width / 2), dy: min(24, bounds.height / 2))
        if scrollView.frame != bounds {
            // Zoomed in, a new size keeps the zoom and the image point at the centre, as the
            // viewer's does; at the fit scale the image is fitted anew. Re-fitting always
            // had thrown away the detail a reader had zoomed into at any resize.
            let zoomed = imageView.image != nil && !isAtFit && !scrollView.bounds.isEmpty
            let centre = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: imageView)
            scrollView.frame = bounds
            if zoomed { keepZoom(around: centre) } else { fitImage() }
        }
    }

    /// After a resize: the zoom as it was (within the new limits), `centre` (a point of the
    /// image) at the centre of the view; fitted if the new fit scale reaches that zoom.
    private func keepZoom(around centre: CGPoint) {
        guard scrollView.bounds.width > 0, scrollView.bounds.height > 0 else { return }
        let scale = scrollView.zoomScale
        let fit = fitScale
        scrollView.minimumZoomScale = fit
        scrollView.maximumZoomScale = ZoomFitting.maximumScale(imageSize: imageSize, boundsSize: scrollView.bounds.size,
                                                               screenScale: screenScale)
        let kept = min(max(scale, fit), scrollView.maximumZoomScale)
        guard kept > fit else { return fitImage() }
        scrollView.setZoomScale(kept, animated: false)
        self.centre()
        let size = scrollView.bounds.size
        scrollView.contentOffset = scrollView.clampedContentOffset(CGPoint(x: centre.x * kept - size.width / 2,
                                                                           y: centre.y * kept - size.height / 2))
    }

    private var imageSize: CGSize { imageView.image?.size ?? .zero }

    private var screenScale: CGFloat { view.window?.screen.scale ?? UIScreen.main.scale }

    /// The zoom that shows the whole image (never above 100%), the scroll view's minimum.
    public var fitScale: CGFloat {
        ZoomFitting.fitScale(imageSize: imageSize, boundsSize: scrollView.bounds.size, screenScale: screenScale)
    }

    /// True at the fit scale, where drags along the pager's axis turn the page.
    public var isAtFit: Bool { scrollView.zoomScale <= scrollView.minimumZoomScale * (1 + 1e-9) }

    private func fitImage() {
        guard imageView.image != nil, scrollView.bounds.width > 0, scrollView.bounds.height > 0 else { return }
        let fit = fitScale
        scrollView.minimumZoomScale = fit
        scrollView.maximumZoomScale = ZoomFitting.maximumScale(imageSize: imageSize, boundsSize: scrollView.bounds.size,
                                                               screenScale: screenScale)
        scrollView.setZoomScale(fit, animated: false)
        centre()
        scrollView.contentOffset = scrollView.minimumContentOffset
    }

    private func centre() {
        scrollView.contentInset = ZoomFitting.centringInsets(contentSize: scrollView.contentSize,
                                                             boundsSize: scrollView.bounds.size)
    }

    /// The image view, once there is an image: zooming is on only then.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView.image == nil ? nil : imageView
    }

    /// Keeps an image smaller than the page centred as the scale changes.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { centre() }

    /// A zoom the reader makes (a fitting at layout is set without one).
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { onUse?(pageIndex) }

    /// A drag of the zoomed image.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { onUse?(pageIndex) }

    /// A double click at the fit scale zooms in about the point; zoomed in, back to fit.
    func handleDoubleTap(_ tap: UITapGestureRecognizer) {
        guard imageView.image != nil else { return }
        if !isAtFit {
            scrollView.contentInset = ZoomFitting.centringInsets(imageSize: imageSize, scale: scrollView.minimumZoomScale,
                                                                 boundsSize: scrollView.bounds.size)
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let scale = min(scrollView.maximumZoomScale, scrollView.zoomScale * Self.doubleTapMagnification)
        let rect = ZoomFitting.zoomRect(around: tap.location(in: imageView), scale: scale,
                                        imageSize: imageSize, boundsSize: scrollView.bounds.size)
        scrollView.contentInset = ZoomFitting.centringInsets(imageSize: imageSize, scale: scale,
                                                             boundsSize: scrollView.bounds.size)
        scrollView.zoom(to: rect, animated: true)
    }
}
