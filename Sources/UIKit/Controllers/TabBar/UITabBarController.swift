import Foundation

/// Children shown one at a time, picked with a tab bar along the bottom, as UIKit's
/// `UITabBarController`: every controller of `viewControllers` is a child, only the
/// selected one's view is in the window, and a tap on a tab shows its controller (asking
/// the delegate first) with the appearance calls UIKit makes. A tap on the tab already
/// shown pops a navigation controller there back to its root. The selected controller's
/// safe area ends above the bar. All tabs show side by side (no "More" tab).
open class UITabBarController: UIViewController {
    /// The bar along the bottom; its items are the children's `tabBarItem`s.
    public let tabBar = UITabBar(frame: .zero)
    /// Asked before and told after a tap picks a tab.
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController] = []
    /// True while the bar is hidden because the shown stack asks it away
    /// (`hidesBottomBarWhenPushed`), so that a bar the app hid itself is left hidden.
    var isBottomBarHiddenByStack = false
    private var selected: Int?
    /// Where the selected controller's view lives, under the bar.
    private let contentView = UIView(frame: .zero)

    /// An empty tab bar controller (set `viewControllers`).
    public override init() { super.init() }

    /// UIKit's initializer from an archive; nothing is archived here.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        root.addSubview(tabBar)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
        view = root
        if let shown = selectedViewController { install(shown) }
    }

    // MARK: The tabs

    /// The controllers, one a tab, left to right; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Makes `viewControllers` the tabs: each becomes a child, the one selected stays
    /// selected if still among them (else the one at its index, or the first), and
    /// `animated` cross-fades the bar.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = controllers
        let shown = selectedViewController
        let keep = shown.flatMap { s in new.firstIndex { $0 === s } }
        // The shown controller leaves first if it goes.
        if let shown, keep == nil { hide(shown) }
        for c in old where !new.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.viewIfLoaded?.removeFromSuperview()
            c.insetsFromContainer = .zero
            c.removeFromParent()
        }
        for c in new where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        controllers = new
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        // As UIKit: the shown controller stays selected; if it went, the one now at its
        // index is, or the first when that index is gone.
        selected = new.isEmpty ? nil : keep ?? selected.map { new.indices.contains($0) ? $0 : 0 } ?? 0
        if keep == nil, let first = selectedViewController { show(first) }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The index of the tab shown; setting one out of range changes nothing. UIKit's
    /// `NSNotFound` when there are no tabs.
    open var selectedIndex: Int {
        get { selected ?? NSNotFound }
        set {
            guard controllers.indices.contains(newValue), newValue != selected else { return }
            select(newValue)
        }
    }

    /// The controller shown; setting one that is not a tab changes nothing.
    open var selectedViewController: UIViewController? {
        get { selected.map { controllers[$0] } }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The bar shows the children's items again (a child's `tabBarItem` was replaced).
    func tabBarItemsChanged() {
        tabBar.setItems(controllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let target = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if index == selected {
            // The tab already shown: a navigation controller there goes back to its root.
            if let nav = target as? UINavigationController, nav.viewControllers.count > 1 {
                nav.popToRootViewController(animated: true)
            }
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Shows tab `index` in place of the one shown, with the appearance calls.
    private func select(_ index: Int) {
        let old = selectedViewController
        selected = index
        let new = controllers[index]
        tabBar.selectedItem = new.tabBarItem
        guard isViewLoaded else { return }
        let inWindow = view.window != nil
        let leaving = inWindow ? old?.appearanceGroup ?? [] : [], arriving = inWindow ? new.appearanceGroup : []
        for c in leaving { c.beginAppearanceTransition(false, animated: false) }
        for c in arriving { c.beginAppearanceTransition(true, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        install(new)
        for c in leaving { c.endAppearanceTransition() }
        for c in arriving { c.endAppearanceTransition() }
    }

    /// Takes `controller`'s view out, with its disappearance calls when the view shows.
    private func hide(_ controller: UIViewController) {
        guard isViewLoaded, controller.viewIfLoaded?.superview === contentView else { return }
        let group = view.window != nil ? controller.appearanceGroup : []
        for c in group { c.beginAppearanceTransition(false, animated: false) }
        controller.view.removeFromSuperview()
        for c in group { c.endAppearanceTransition() }
    }

    /// Puts `controller`'s view in, with its appearance calls when the window shows it.
    private func show(_ controller: UIViewController) {
        guard isViewLoaded else { return }
        let inWindow = view.window != nil
        install(controller)
        let group = inWindow ? controller.appearanceGroup : []
        for c in group { c.beginAppearanceTransition(true, animated: false) }
        for c in group { c.endAppearanceTransition() }
    }

    /// The selected controller's view fills the content view, its safe area above the bar
    /// (unless it asks the bar away).
    private func install(_ controller: UIViewController) {
        placeBottomBar()
        let child: UIView = controller.view
        child.frame = contentView.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(child)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bottom = max(0, view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        let height = bottom + UITabBar.contentHeight
        // While a push or pop carries the bar, it is the transition's to place.
        if tabBar.superview === view {
            tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        }
        selectedViewController?.viewIfLoaded?.frame = contentView.bounds
    }
}
