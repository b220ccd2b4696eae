import UIKit

/// The viewer's one screen, built as an iOS photo screen is: the image in a zooming
/// `UIScrollView` that fills the view above a status line, with help and info overlays.
///
/// The scroll view zooms `contentView`, which is the image's size as oriented (turned
/// and mirrored); inside it the checkerboard fills it and the image view is centred,
/// turned by its transform. So zoom, pan, fit and double-click act on the oriented image
/// exactly as on an upright one.
///
/// Behaviour by concern: `+Zooming` (the scroll view's delegate: limits, centring insets,
/// re-fitting on resize), `+DoubleTap`, `+Loading` (opening files, progress, errors,
/// pre-decoding the neighbours), `+Browsing`, `+KeyCommands`, `+Orientation`,
/// `+Appearance` (background, smoothing), `+Sampling` (the moving and resting filters),
/// `+Overlays` (help, info), `+Status`.
public final class ViewerController: UIViewController, UIScrollViewDelegate {
    /// The status bar's height, in points.
    public static let statusBarHeight: CGFloat = 22
    /// The status bar's font size, in points.
    public static let statusFontSize: CGFloat = 12
    /// What shows around an image smaller than the window: a dark grey, as image viewers
    /// use, so neither black nor white images vanish into it.
    public static let backgroundColor = UIColor(white: 0.12, alpha: 1)

    /// Scrolls and zooms the image.
    public let scrollView = ViewerScrollView()
    /// The zooming view: the oriented image's size, holding the checkerboard and the image.
    public let contentView = UIView(frame: .zero)
    /// Shows the image, one point per image pixel, turned and mirrored by its transform.
    public let imageView = UIImageView(frame: .zero)
    /// Behind the image's transparent pixels while the background is the checkerboard.
    let checkerboardView = CheckerboardView(frame: .zero)
    /// The status line: file name, position, pixel size and zoom, or progress and errors.
    let statusLine = StatusLineView(font: .monospacedDigitSystemFont(ofSize: statusFontSize, weight: .regular),
                                    textColor: .white)
    /// Why the file shown could not be read, in the middle of the image area.
    let messageLabel = UILabel()
    /// The key and mouse help (`?`, F1) and the image's details (`i`), once shown: made
    /// the first time (`helpView`, `infoView`), as most runs never show them and their bold
    /// headings would open a second font file.
    var helpOverlay: KeyCommandHelpView?, infoOverlay: KeyCommandHelpView?
    /// Double-tap (or double-click) to zoom in about the point, or back to fit.
    public let doubleTapRecognizer = UITapGestureRecognizer()

    /// How files load; synchronous unless set.
    public var loading = ImageLoading.synchronous
    /// The decoder's limits (`--max-pixels`).
    public var decodeLimits = PNGLimits.default
    /// The zoom an image opens at.
    public var initialZoom = ViewerZoom.automatic
    /// Called for `q` and Escape.
    public var onQuit: (() -> Void)?
    /// Called for `f` and F11 with the fullscreen state asked for.
    public var onFullscreenChange: ((Bool) -> Void)?
    /// Called with the new window title (`viewer — name.png — 3 / 12`) when an image is
    /// shown.
    public var onTitleChange: ((String) -> Void)?
    /// Called when the only file fails to load before any image was shown: a viewer with
    /// nothing to show should say why and exit rather than show an empty window. In a
    /// list, failures show in the window and browsing goes on.
    public var onFailureWithoutImage: ((Error) -> Void)?
    /// The one file named on the command line, when that is how the viewer was started:
    /// its failure before any image was shown is reported to `onFailureWithoutImage` too,
    /// although its folder's other PNGs are browsed (`viewer scan.png` says why scan.png
    /// cannot be read and exits, rather than open a window on the error).
    public var soleNamedFile: FileSystemPath?

    /// The files browsed; nil before one is opened.
    public internal(set) var imageList: ImageList?
    /// The file of the image shown; nil before one is.
    public internal(set) var imagePath: FileSystemPath?
    /// What is known about the image shown (header, file size, decode time).
    public internal(set) var loadedImage: LoadedImage?
    /// How the image is turned and mirrored.
    public internal(set) var orientation = ImageOrientation()
    /// The file's own part of `orientation` (its EXIF orientation, as the picture shown was
    /// given it), on which the user's turns compose: a picture kept (the whole image
    /// replacing a file's loading picture, a file read again) whose file turns otherwise
    /// is turned by the difference.
    var shownFileOrientation = ImageOrientation()
    /// While the image area has no room: whether the picture was fitted, its zoom scale and
    /// the content point at the centre of the view just before, to take up again once it
    /// has (`viewGeometryDidChange`).
    var viewBeforeCollapse: (wasAtFit: Bool, zoomScale: CGFloat, centre: CGPoint)?
    /// What shows behind transparent pixels.
    public var background = ViewerBackground.checkerboard {
        didSet { applyBackground() }
    }
    /// Whether the image is smoothed when magnified (`a`); off shows pixels as squares.
    /// Smoothed, the image is drawn with the exact area average while it rests and with the
    /// cheaper `.mipmapped` filter while it moves (see ViewerController+Sampling.swift).
    public var isSmoothing = true {
        didSet { updateSampling() }
    }
    /// Whether a file whose data goes bad partway shows the rows that decoded, with the
    /// error in the status line (windows, as nsxiv and eog do); off, such a file fails as
    /// one that cannot be read at all (headless runs refuse it).
    public var showsDamagedImages = false
    /// Whether the decode time shows in the info overlay (windows; headless runs leave it
    /// out, so their pixels never depend on the machine's speed).
    public var showsDecodeTime = true
    /// The most memory pre-decoded neighbours may take, in bytes (4 bytes a pixel plus a
    /// third for the mip chain, counted with the image shown).
    public var prefetchBudget = ViewerController.defaultPrefetchBudget
    /// Where each file's zoom and position are saved and found again (nil: nothing is
    /// restored or saved). See ViewerController+Restoration.swift.
    public var stateStore: StateRestorationStore?

    /// Decoded images kept for browsing: the one shown and its neighbours.
    var cache: [FileSystemPath: LoadedImage] = [:]
    /// Loads in flight, by path (the shown file's and its neighbours').
    var loads: [FileSystemPath: ImageLoadTask] = [:]
    /// Files that failed, with the reason, until the list moves away from them.
    var failures: [FileSystemPath: FailedLoad] = [:]
    /// The name and share done of the load of the file shown, for the status bar.
    var loadProgress: (name: String, fraction: Double)?
    /// The picture of the file shown while it still decodes (see `LoadPreview`).
    var loadPreview: LoadPreview?
    /// A message shown in the status bar in place of the image's line until the next
    /// zoom or load.
    var statusMessage: String?
    /// The screen scale (device pixels per point) the zoom limits were computed for.
    var fittedScreenScale: CGFloat?
    /// True once the scroll view was made first responder, so keys reach it.
    var hasTakenFocus = false
    /// Whether the window is fullscreen, as last asked.
    public internal(set) var isFullscreen = false
    /// The scale an animated zoom of the viewer's is heading for, until it ends.
    var pendingZoomScale: CGFloat?
    /// The image point (content view points) the viewer last centred the view on, before
    /// its offset was rounded to whole device pixels (see `viewCentre`).
    var centreIntent: CGPoint?
    /// True once any image was shown.
    var hasShownImage = false
    /// Fires each frame while the scroll view moves, to refine the picture once it rests.
    var restWatch: CADisplayLink?
    /// True from a frame the scroll view moved in until it rests (`updateSampling`).
    var hasMovedSinceRest = false
    /// How often the file shown is looked at for changes and read again when it changed, in
    /// seconds, while loading in the background; nil (the default) never. A window's viewer
    /// looks every `reloadCheckInterval` (see ViewerController+Reloading.swift).
    public var reloadInterval: TimeInterval?
    /// Looks for changes to the file shown; made with the first image in a window.
    var shownFileWatcher: ShownFileWatcher?
    /// The file shown while it is read again after changing on disk: a new image of the
    /// same size comes up at the zoom, position and orientation the old one was left at.
    var reloadingPath: FileSystemPath?
    /// Whether the old picture of `reloadingPath` stays until the new one arrives: when
    /// both fit `prefetchBudget`. Otherwise the new picture fills in in its place, as a
    /// file opened does, so two copies of a huge image are never held at once.
    var reloadKeepsOldPicture = false

    /// The viewer's keys (`ViewerController.viewerKeyCommands`), found along the responder
    /// chain from the focused scroll view.
    public override var keyCommands: [UIKeyCommand]? { Self.viewerKeyCommands }

    /// Left and Right browse only while the image fits the width (nothing to pan
    /// sideways); elsewhere they are left to the scroll view.
    public override func validate(_ command: UICommand) {
        validateViewerCommand(command)
    }

    /// Sets up the views; images arrive with `browse(_:)`, `open(path:)` or `show(_:path:)`.
    public override func viewDidLoad() {
        view.backgroundColor = Self.backgroundColor
        scrollView.frame = imageArea
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        updateSampling()
        scrollView.restorationIdentifier = "image"
        contentView.addSubview(checkerboardView)
        contentView.addSubview(imageView)
        scrollView.addSubview(contentView)
        view.addSubview(scrollView)

        messageLabel.textColor = UIColor(white: 0.85, alpha: 1)
        messageLabel.font = .systemFont(ofSize: 14)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.isHidden = true
        view.addSubview(messageLabel)

        statusLine.backgroundColor = UIColor(white: 0, alpha: 0.55)
        view.addSubview(statusLine)

        doubleTapRecognizer.numberOfTapsRequired = 2
        doubleTapRecognizer.addTarget(self, action: ViewerController.handleDoubleTap)
        scrollView.addGestureRecognizer(doubleTapRecognizer)
        applyBackground()
        layOutChrome()
    }

    /// Lays out the status bar and overlays, re-fits the image when the view's size or
    /// the screen's scale changed, and gives the scroll view the keyboard the first time.
    public override func viewDidLayoutSubviews() {
        layOutChrome()
        if scrollView.frame != imageArea || fittedScreenScale != screenScale {
            viewGeometryDidChange()
        }
        if !hasTakenFocus, scrollView.window != nil {
            hasTakenFocus = scrollView.becomeFirstResponder()
        }
    }

    private func layOutChrome() {
        let bounds = view.bounds
        let height = statusBarHeightOnPixels
        statusLine.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        // At most half of each side: Foundation's insetBy makes a smaller area CGRect.null
        // (an infinite origin), which a view refuses.
        let area = imageArea
        messageLabel.frame = area.insetBy(dx: min(16, area.width / 2), dy: min(16, area.height / 2))
        helpOverlay?.frame = imageArea
        infoOverlay?.frame = imageArea
        updateOverlayFocus()
    }

    /// Where the image shows: the view above the status bar, in the view's coordinates.
    /// The bar has its own strip, so no part of the image hides under it at any zoom.
    var imageArea: CGRect {
        let bounds = view.bounds
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - statusBarHeightOnPixels)
    }

    /// The status bar's height: `statusBarHeight` up to whole device pixels (no more than
    /// the view), so the image area ends on a pixel boundary. At a scale of 1.25 its 22
    /// points were 27.5 pixels, and the image at 100% scrolled to its end (End, a drag to
    /// the bottom) sat half a pixel off, every pixel blurred across two.
    var statusBarHeightOnPixels: CGFloat {
        let pixels = ZoomFitting.devicePixels(perPoint: screenScale)
        return min((Self.statusBarHeight * pixels - 1e-6).rounded(.up) / pixels, view.bounds.height)
    }

    /// Device pixels per point of the screen the view is on.
    var screenScale: CGFloat {
        view.window?.screen.scale ?? UIScreen.main.scale
    }
}

/// Why a file could not be read, and the file as it was when its reading began
/// (`ViewerController.documentKey(forPath:)`): the reason holds only while it is unchanged.
struct FailedLoad {
    /// The `PNGError` the load ended with.
    let error: Error
    /// The file's path, size and modification time before it was read; nil for a file
    /// that could not be examined (missing, unreadable folder).
    let fileVersion: String?
}

/// The zoom an image opens at (`--zoom`).
public enum ViewerZoom: Equatable, Sendable {
    /// The whole image in view, but never above 100%: small images show pixel for pixel.
    case automatic
    /// The whole image filling the view, small images enlarged.
    case fit
    /// A percentage, 100 being one image pixel per device pixel (within the zoom limits).
    case percent(Double)
}
