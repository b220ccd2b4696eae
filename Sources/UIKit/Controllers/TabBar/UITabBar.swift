import Foundation

/// The bar of tabs along the bottom, as UIKit's `UITabBar`: its items side by side in equal
/// widths, each an image tinted above a title (the selected one in `tintColor`, the others
/// in `unselectedItemTintColor`), with badges; a hairline above. Its top 49 points hold the
/// items; a bar taller than that (over a window's bottom safe area) extends its background.
open class UITabBar: UIView {
    /// The height of the bar's content, in points, as iOS's compact tab bar.
    public static let contentHeight: CGFloat = 49

    /// Told when the user selects an item (a tab bar controller's bar tells the controller).
    open weak var delegate: UITabBarDelegate?
    /// The bar's background; nil is UIKit's default light bar.
    open var barTintColor: UIColor? { didSet { applyBackground() } }
    /// The colour of the items not selected (nil: system grey).
    open var unselectedItemTintColor: UIColor? { didSet { refreshColors() } }

    /// The items, left to right; setting it is `setItems(_:animated: false)`.
    open var items: [UITabBarItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown selected; setting one not among `items` selects none.
    open var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem, !(shownItems ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            for view in itemViews { view.isSelected = view.item === self.selectedItem }
        }
    }

    /// Told of a tap on an enabled item, before the delegate (the tab bar controller's hook).
    var onSelect: ((UITabBarItem) -> Void)?

    private var shownItems: [UITabBarItem]?
    private var itemViews: [TabBarItemView] = []
    private let hairline = UIView()

    /// A bar of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyBackground()
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    /// UIKit's initializer from an archive; nothing is archived here.
    public required init?(coder: NSCoder) { nil }

    /// Shows `items`; `animated` cross-fades the bar to them. A selected item no longer
    /// among them is deselected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in shownItems ?? [] { item.onChange = nil }
        shownItems = items
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        guard animated, window != nil else { return rebuild() }
        UIView.transition(with: self, duration: 0.2, options: [.transitionCrossDissolve], animations: { self.rebuild() })
    }

    private func applyBackground() {
        backgroundColor = barTintColor ?? .defaultBarBackground
    }

    private func rebuild() {
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (shownItems ?? []).map { item in
            let view = TabBarItemView(item: item)
            view.isSelected = item === selectedItem
            view.addAction(UIAction { [weak self, unowned view] _ in self?.tapped(view.item) }, for: .touchUpInside)
            item.onChange = { [weak view] in view?.refresh() }
            addSubview(view)
            return view
        }
        refreshColors()
        setNeedsLayout()
    }

    private func tapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let onSelect { return onSelect(item) }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    private func refreshColors() {
        for view in itemViews { view.colors = (tintColor, unselectedItemTintColor ?? .systemGray) }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / CGFloat(itemViews.count)
        for (i, view) in itemViews.enumerated() {
            let x = (CGFloat(i) * width).rounded()
            view.frame = CGRect(x: x, y: 0, width: (CGFloat(i + 1) * width).rounded() - x, height: Self.contentHeight)
        }
    }

    /// The items' views, left to right (for tests).
    var shownItemViews: [UIView] { itemViews }
}
