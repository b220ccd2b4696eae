import Foundation

/// Manages a view and its life cycle, as UIKit's `UIViewController`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private(set) var appearanceState = AppearanceState.disappeared

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// The controller that contains this one.
    public private(set) weak var parent: UIViewController?
    /// Contained child controllers, in the order added.
    public private(set) var children: [UIViewController] = []

    /// A controller whose view is loaded on first access.
    public override init() { super.init() }

    /// Marks the controller for state restoration (see `UIView.restorationIdentifier`).
    public var restorationIdentifier: String?

    /// Saves the controller's state for restoration into `coder`. Overrides call super.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved. Overrides call super.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// UIKit's designated initializer, which iOS subclasses call. There are no nibs here:
    /// both arguments are accepted and ignored, and the view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// UIKit's initializer from an archive, which iOS subclasses declare. Nothing is
    /// archived here: the coder is not read and the controller is as `init()` makes it.
    public required init?(coder: NSCoder) { super.init() }

    /// Whether this controller's children get their appearance calls
    /// (`viewWillAppear` ...) as their views enter and leave the window (true, the
    /// default), or only when this controller sends them with
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`: a
    /// container that shows children before they count as visible (a page view
    /// controller's neighbours) returns false, as in UIKit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the view window-driven appearance calls reach this controller: false for a
    /// child of a container that forwards them itself.
    /// False too while a presentation moves views in and out of the window: it sends the
    /// appearance calls itself, in UIKit's order (UIViewController+Presentation).
    var receivesAutomaticAppearance: Bool {
        !UIViewController.isMovingViewsForPresentation && !presentation.isInCustomTransition
            && (parent?.shouldAutomaticallyForwardAppearanceMethods ?? true)
    }

    /// True from `viewWillAppear` until `viewWillDisappear`.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }


    /// The managed view; reading it loads it (`loadView()` then `viewDidLoad()`).
    public var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// True once the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain `UIView` the size of the screen.
    /// Overrides assign `view` and do not call super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    /// A name for the controller's content (what a navigation bar shows); setting it sets
    /// `navigationItem.title` and `tabBarItem.title` too, and, on a navigation controller's
    /// root, that controller's `tabBarItem.title`.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
            // As on iOS, a navigation controller's root renames the tab the stack is in
            // (so a root that sets its title in viewDidLoad titles its tab once loaded).
            if let nav = parent as? UINavigationController, nav.viewControllers.first === self {
                nav.tabBarItem.title = title
            }
        }
    }

    private var storedNavigationItem: UINavigationItem?

    /// What a navigation bar shows while this controller is on top, made on first use with
    /// the controller's `title`.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top;
    /// setting it is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    private var storedToolbarItems: [UIBarButtonItem]?

    /// True asks the tab bar away while this controller is on a navigation controller's
    /// stack, as UIKit's: pushing it slides the bar out with the view it leaves, popping
    /// back below it brings the bar back, and (as on iOS) controllers pushed above it keep
    /// the bar hidden. Read when the stack changes. Default false.
    open var hidesBottomBarWhenPushed = false

    /// Sets `toolbarItems`; on top of a navigation controller, its toolbar shows them
    /// (`animated`: cross-faded).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let nav = navigationController, nav.topViewController === self {
            nav.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    private var storedTabBarItem: UITabBarItem?

    /// What a tab bar shows for this controller, made on first use with its `title` (which
    /// keeps it titled); setting it replaces it.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsChanged()
        }
    }

    /// The tab bar controller this one is in (or an ancestor is in), if any.
    public var tabBarController: UITabBarController? {
        parent as? UITabBarController ?? parent?.tabBarController
    }

    /// The navigation controller this one is in (or an ancestor is in), if any.
    public var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    /// Shows `vc` the way this controller's context shows things, as UIKit's: pushed onto
    /// the navigation controller it is in (or is), else presented, animated either way.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Safe-area insets a container adds for its bars (a navigation controller's bar), in
    /// points, on top of `additionalSafeAreaInsets`.
    var insetsFromContainer: UIEdgeInsets = .zero {
        didSet { if insetsFromContainer != oldValue { containerSafeAreaInsetsDidChange() } }
    }

    /// Points added to the bottom safe area of a view a push or pop brings in while the tab
    /// bar moves (negative when it leaves): the view arrives with the safe area it will
    /// have, while the one leaving keeps its own until it is gone.
    var bottomBarAdjustment: CGFloat = 0 {
        didSet { if bottomBarAdjustment != oldValue { containerSafeAreaInsetsDidChange() } }
    }

    /// What containers add to the safe area of this controller's view, in points.
    var containerSafeAreaInsets: UIEdgeInsets {
        var insets = additionalSafeAreaInsets + insetsFromContainer
        insets.bottom += bottomBarAdjustment
        return insets
    }

    private func containerSafeAreaInsetsDidChange() {
        guard let view = loadedView else { return }
        view.propagateSafeAreaInsetsDidChange()
        view.setNeedsLayout()
    }

    /// How `present(_:animated:completion:)` shows this controller (see
    /// `UIModalPresentationStyle` for what each style does on a desktop window).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation of an animated presentation and dismissal of this controller.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Hands out custom animators (and interaction controllers) for this controller's
    /// animated presentation and dismissal, in place of `modalTransitionStyle`'s; held
    /// weakly, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Links and flags of modal presentation (UIViewController+Presentation).
    var presentation = PresentationLinks()

    /// Shows `viewControllerToPresent` over this controller's content, as UIKit's: full
    /// screen, sliding up from the bottom (`.coverVertical`) or fading in
    /// (`.crossDissolve`) when `flag` is true, or as the presented controller's
    /// `transitioningDelegate` animates it; `completion` runs after the animation and the
    /// appearance calls (not after a cancelled interactive transition). Overrides call super.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or an ancestor) presented, or, called on a
    /// presented controller, asks its presenter to dismiss it, as UIKit's; `completion` runs
    /// after the animation and the appearance calls. Overrides call super.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }

    /// Called before the controller's view changes size (the window resized), with the new
    /// size in points; `coordinator` runs blocks beside the change and after it. The
    /// default passes the call on to the children; overrides call super, as in UIKit.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Insets added to the safe area of the controller's view (and so of everything in
    /// it), in points, as UIKit's: for bars and overlays the controller draws itself.
    /// Scroll views inside take them into `adjustedContentInset`.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.propagateSafeAreaInsetsDidChange()
            view.setNeedsLayout()
        }
    }

    /// Called when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called before the view is added to a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Adds `child` as a contained controller; the caller adds its view and then calls
    /// `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; the caller removes its view first and calls
    /// `willMove(toParent: nil)` before, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Starts an appearance change: calls `viewWillAppear` or `viewWillDisappear`, once.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool = false) {
        if isAppearing, appearanceState == .disappeared || appearanceState == .disappearing {
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
            forwardAppearanceBegin(isAppearing, animated: animated)
        } else if !isAppearing, appearanceState == .appeared || appearanceState == .appearing {
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
            forwardAppearanceBegin(isAppearing, animated: animated)
        }
    }

    /// Whether the appearance change in progress is animated (what `viewDid...` gets).
    private var appearanceAnimated = false

    /// Called after this controller's own `viewWillAppear`/`viewWillDisappear`: a
    /// container that forwards appearance by hand passes it on to the children it shows.
    func forwardAppearanceBegin(_ isAppearing: Bool, animated: Bool) {}

    /// Called after this controller's own `viewDidAppear`/`viewDidDisappear`.
    func forwardAppearanceEnd() {}

    /// Ends the appearance change begun last: calls `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            forwardAppearanceEnd()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
            forwardAppearanceEnd()
        default: break
        }
    }

    /// The next responder: the view's superview (the controller sits between its view and
    /// the view's superview in the chain), else the parent controller.
    override open var next: UIResponder? { loadedView?.superview ?? parent }

    override var responderWindow: UIWindow? { loadedView?.window }
}
