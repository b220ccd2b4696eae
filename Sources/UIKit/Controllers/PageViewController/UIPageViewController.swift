import Foundation

/// Pages through view controllers, one a page, as UIKit's `UIPageViewController`.
///
/// The transition style chooses how a turn looks; each style is its own `PageTransition`
/// (the scroll style: `ScrollPageTransition`, a paging scroll view three pages wide), so
/// the page-curl style plugs in beside it. The controller keeps what every style shares:
/// the pages as children, their appearance calls (sent by hand, since a neighbour in the
/// view tree is not yet visible), the data source and delegate, and the page indicator.
open class UIPageViewController: UIViewController {
    /// How a turn looks.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over like paper (`PageCurlTransition`).
        case pageCurl
        /// Pages slide side by side in a paging scroll view.
        case scroll
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages side by side, turned left and right.
        case horizontal
        /// Pages one above the other, turned up and down.
        case vertical
    }

    /// Which way a programmatic turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after (right, or down).
        case forward
        /// To the page before (left, or up).
        case reverse
    }

    /// Where the page-curl style's spine is; the scroll style has none.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's.
        case none
        /// At the left or top edge: the page-curl default.
        case min
        /// In the middle: two pages show at once.
        case mid
        /// At the right or bottom edge.
        case max
    }

    /// Keys of the `options` given to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// A `SpineLocation` (page-curl style).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages, a `CGFloat` (or any number) (scroll style).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")

        /// UIKit's key string.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The style turns are made in, fixed at initialisation.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along, fixed at initialisation.
    public let navigationOrientation: NavigationOrientation
    /// The spine's location: `.none` for the scroll style, `.min` by default for page curl.
    public internal(set) var spineLocation: SpineLocation
    /// Whether pages have a back (page-curl style): with it, or with the spine in the
    /// middle, `setViewControllers` takes two view controllers instead of one. Setting it
    /// false while the spine is in the middle stops with a message, as UIKit raises.
    public var isDoubleSided = false {
        // Inside pageViewController(_:spineLocationFor:) the spine is about to change (Xcode's
        // page-based template turns this off there before returning .min): the spine it
        // returns is checked with it instead.
        didSet { if !isChoosingSpine { checkCurlSides() } }
    }
    /// The space between pages in the scroll style, in points (`.interPageSpacing`).
    public let interPageSpacing: CGFloat

    /// Provides pages as turns need them; nil turns gesture navigation off.
    public weak var dataSource: UIPageViewControllerDataSource? {
        didSet {
            guard dataSource !== oldValue else { return }
            // The taps asked for the old data source's pages; its own index is asked anew.
            pageControlTarget = nil
            presentedIndex = nil
            presentedIndexBeforeSetting = nil
            if isViewLoaded { transition.dataSourceDidChange() }
            updatePageControl()
        }
    }

    /// Hears of user-driven turns.
    public weak var delegate: UIPageViewControllerDelegate?

    /// The current page(s): nil until `setViewControllers` is first called. During an
    /// animated `setViewControllers` it already holds the new ones (UIKit's behaviour);
    /// during a user's turn it holds the page turned from until the turn completes.
    public internal(set) var viewControllers: [UIViewController]?

    /// The gesture recognizers that drive turns, for the app to move elsewhere (attached to
    /// the page view controller's view at first): the page curl's pan and tap. The scroll
    /// style has none, as on iOS: its paging scroll view's own pan drives the turns (find
    /// the scroll view in `view.subviews`).
    public var gestureRecognizers: [UIGestureRecognizer] {
        loadViewIfNeeded()
        return transition.gestureRecognizers
    }

    /// The page indicator, shown at the bottom in the horizontal scroll style when the
    /// data source gives `presentationCount(for:)`. Not public, as on iOS (which reaches it
    /// only through appearance proxies): iOS subclasses often declare a `pageControl` of
    /// their own, and a public one here would stop them compiling.
    let pageControl = UIPageControl()
    /// The indicator's page (presentation index) its taps asked for while a turn ran,
    /// reached one turn at a time (`UIPageViewController+PageControl`); nil when none waits.
    var pageControlTarget: Int?
    /// The indicator's index (its dot): asked of the data source once pages are set
    /// (nil until then), then moved a page by each user's turn that lands, as UIKit keeps
    /// it ("updated automatically in the case of gesture-driven navigation").
    var presentedIndex: Int?
    /// The indicator's index before the last `setViewControllers`: where the dot goes back
    /// to when a finger takes an animated one over as its own turn from the page it left.
    var presentedIndexBeforeSetting: Int?

    /// The transition of `transitionStyle`, made with the view.
    private(set) var transition: (any PageTransition)!

    /// True while the delegate chooses the spine (`UIPageViewController+SpineChange`):
    /// `setViewControllers` then waits for the spine it returns.
    var isChoosingSpine = false
    /// The `setViewControllers` the delegate made while choosing the spine.
    var deferredPageSetting: DeferredPageSetting?

    /// A page view controller of `style` turning along `navigationOrientation`;
    /// `options` may hold `.spineLocation` and `.interPageSpacing` (points, scroll style).
    /// The page-curl style needs a spine (`UIPageViewController+Curl`).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        if style == .pageCurl { Self.checkCurlSpine(options?[.spineLocation] as? SpineLocation ?? .min) }
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : (options?[.spineLocation] as? SpineLocation ?? .min)
        interPageSpacing = style == .scroll ? Self.number(options?[.interPageSpacing]) : 0
        super.init()
    }

    /// UIKit's initializer from an archive. Nothing is archived here: this makes what an
    /// archived page view controller defaults to in UIKit, the horizontal page curl with the
    /// spine at `.min`.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init()
    }

    private static func number(_ value: Any?) -> CGFloat {
        let n: CGFloat
        switch value {
        case let v as CGFloat: n = v
        case let v as Double: n = CGFloat(v)
        case let v as Int: n = CGFloat(v)
        case let v as Float: n = CGFloat(v)
        default: n = 0
        }
        return n.isFinite ? max(0, n) : 0
    }

    /// The number of view controllers `setViewControllers` takes for this style, spine
    /// and sidedness: two for a page curl with the spine in the middle or double-sided
    /// pages, else one.
    public var requiredViewControllerCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
    }

    /// Shows `viewControllers`: at once, or with the style's animation going `direction`.
    /// `completion` gets true when the turn is done, false when a later call or a gesture
    /// interrupts it. Sends no delegate calls, as on iOS. A count other than
    /// `requiredViewControllerCount` stops with a message naming the rule (UIKit raises).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if isChoosingSpine {
            // Checked and shown once the spine the delegate is choosing is applied.
            deferPageSetting(viewControllers, direction: direction, completion: completion)
            return
        }
        // The program's pages take over from indicator taps still waiting, and the data
        // source says where they are in the indicator.
        pageControlTarget = nil
        presentedIndexBeforeSetting = presentedIndex
        presentedIndex = nil
        let pages = viewControllers ?? []
        if transitionStyle == .pageCurl { checkCurlSides() }
        let required = requiredViewControllerCount
        precondition(pages.count == required, """
            UIPageViewController: the number of view controllers provided (\(pages.count)) doesn't match the \
            number required (\(required)) for the \(transitionStyle == .scroll ? "scroll" : "page-curl") style \
            with spine location \(spineLocation) and isDoubleSided \(isDoubleSided)
            """)
        loadViewIfNeeded()
        (transition as? PageCurlTransition)?.givenBack = pages.count > 1 ? pages[1] : nil
        transition.show(pages[0], direction: direction, animated: animated, completion: completion)
    }

    /// The page view controller's view: the transition's views and the page indicator.
    override open func loadView() {
        let content = PageViewControllerContentView(frame: UIScreen.main.bounds)
        content.owner = self
        view = content
        let transition: any PageTransition = transitionStyle == .pageCurl
            ? PageCurlTransition(owner: self) : ScrollPageTransition(owner: self)
        self.transition = transition
        transition.install(in: content)
        pageControl.isHidden = true
        pageControl.addAction(UIAction { [unowned self] _ in pageControlChanged() }, for: .valueChanged)
        content.addSubview(pageControl)
    }

    /// Lays out the transition and the page indicator for the view's bounds.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        transition.layout(in: view.bounds)
        let height = PageIndicatorLayout.controlHeight
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        view.bringSubviewToFront(pageControl)
    }

    // MARK: Pages as children

    /// The page view controller forwards appearance to its pages itself: a neighbour sits
    /// in the view tree before it shows.
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func forwardAppearanceBegin(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            for page in viewControllers ?? [] where page.parent === self {
                page.beginAppearanceTransition(true, animated: animated)
            }
        } else {
            for page in children where page.isAppearingOrAppeared {
                page.beginAppearanceTransition(false, animated: animated)
            }
        }
    }

    override func forwardAppearanceEnd() {
        for page in children { page.endAppearanceTransition() }
    }

    /// Whether pages get appearance calls now: only while this controller shows.
    var forwardsAppearance: Bool { isAppearingOrAppeared }

    /// Makes `page` a child whose view `container` holds at `frame`, as UIKit's
    /// containment asks (addChild, add the view, didMove).
    func addPage(_ page: UIViewController, in container: UIView, frame: CGRect) {
        addChild(page)
        let pageView = page.view!
        pageView.frame = frame
        container.addSubview(pageView)
        page.didMove(toParent: self)
    }

    /// Takes `page` out of the tree and the children (willMove, remove the view,
    /// removeFromParent), so nothing here keeps it alive.
    func removePage(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }
}

/// The page view controller's own view: it lays out the transition when its size changes.
final class PageViewControllerContentView: UIView {
    weak var owner: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContent()
    }
}
