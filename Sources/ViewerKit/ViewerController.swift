import UIKit

/// The viewer's one screen, built as an iOS photo screen is: a `UIImageView` inside a
/// zooming `UIScrollView` that fills the view, and a status bar (`UILabel`) at the bottom.
///
/// Behaviour by concern: `+Zooming` (the scroll view's delegate: limits, centring insets,
/// re-fitting on resize, the key commands), `+DoubleTap`, `+Loading` (opening files,
/// progress, errors), `+Status`.
public final class ViewerController: UIViewController, UIScrollViewDelegate {
    /// The status bar's height, in points.
    public static let statusBarHeight: CGFloat = 22
    /// The status bar's font size, in points.
    public static let statusFontSize: CGFloat = 12
    /// What shows around an image smaller than the window: a dark grey, as image viewers
    /// use, so neither black nor white images vanish into it.
    public static let backgroundColor = UIColor(white: 0.12, alpha: 1)

    /// Scrolls and zooms the image.
    public let scrollView = UIScrollView()
    /// Shows the image, one point per image pixel; the scroll view zooms it.
    public let imageView = UIImageView(frame: .zero)
    /// The status bar: file name, pixel size and zoom, or load progress and errors.
    public let statusLabel = UILabel()
    /// Double-tap (or double-click) to zoom in about the point, or back to fit.
    public let doubleTapRecognizer = UITapGestureRecognizer()

    /// How `open(path:)` loads; synchronous unless set.
    public var loading = ImageLoading.synchronous
    /// Called for `q` and Escape.
    public var onQuit: (() -> Void)?
    /// Called with the new window title (`viewer — name.png`) when an image is shown.
    public var onTitleChange: ((String) -> Void)?
    /// Called when a load fails while no image is shown (the first one): a viewer with
    /// nothing to show should say why and exit rather than show an empty window. Later
    /// failures (a dropped file) only show in the status bar.
    public var onFailureWithoutImage: ((Error) -> Void)?

    /// The file of the image shown; nil before one is.
    public internal(set) var imagePath: String?
    /// The load in flight (background loading), if any.
    var currentLoad: ImageLoadTask?
    /// The name and share done of the load in flight, for the status bar.
    var loadProgress: (name: String, fraction: Double)?
    /// The screen scale (device pixels per point) the zoom limits were computed for.
    var fittedScreenScale: CGFloat?
    /// True once the scroll view was made first responder, so keys reach it.
    var hasTakenFocus = false

    /// Sets up the views; the image arrives with `open(path:)` or `show(_:path:)`.
    public override func viewDidLoad() {
        view.backgroundColor = Self.backgroundColor
        scrollView.frame = imageArea
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        // The indicators run above the status bar, which covers the bottom of the view.
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)

        statusLabel.font = .monospacedDigitSystemFont(ofSize: Self.statusFontSize, weight: .regular)
        statusLabel.textColor = .white
        statusLabel.backgroundColor = UIColor(white: 0, alpha: 0.55)
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)

        doubleTapRecognizer.numberOfTapsRequired = 2
        doubleTapRecognizer.addTarget(self, action: ViewerController.handleDoubleTap)
        scrollView.addGestureRecognizer(doubleTapRecognizer)
        layOutStatusBar()
    }

    /// Lays out the status bar, re-fits the image when the view's size or the screen's
    /// scale changed, and gives the scroll view the keyboard the first time.
    public override func viewDidLayoutSubviews() {
        layOutStatusBar()
        if scrollView.frame != imageArea || fittedScreenScale != screenScale {
            viewGeometryDidChange()
        }
        if !hasTakenFocus, scrollView.window != nil {
            hasTakenFocus = scrollView.becomeFirstResponder()
        }
    }

    /// Keys the viewer uses (`ViewerKeyCommand`) act; others go up the responder chain.
    /// The scroll view, first responder, has taken its scrolling keys already.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            if let key = press.key, let command = ViewerKeyCommand(key) {
                perform(command)
            } else {
                unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private func layOutStatusBar() {
        let bounds = view.bounds
        let height = min(Self.statusBarHeight, bounds.height)
        statusLabel.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Where the image shows: the view above the status bar, in the view's coordinates.
    /// The bar has its own strip, so no part of the image hides under it at any zoom.
    var imageArea: CGRect {
        let bounds = view.bounds
        let bar = min(Self.statusBarHeight, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - bar)
    }

    /// Device pixels per point of the screen the view is on.
    var screenScale: CGFloat {
        view.window?.screen.scale ?? UIScreen.main.scale
    }
}
