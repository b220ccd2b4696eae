import Foundation

/// A bar of buttons along the bottom, as UIKit's `UIToolbar`: its items left to right,
/// 8 points apart, flexible spaces sharing the room left and fixed spaces their `width`, on
/// a bar background with a hairline above. Its top 44 points hold the items; a bar taller
/// than that (over a window's bottom safe area) extends its background down.
open class UIToolbar: UIView {
    /// The height of the bar's content, in points, as UIKit's compact toolbar.
    public static let contentHeight: CGFloat = 44
    /// The space between items and at the ends, in points.
    static let spacing: CGFloat = 8

    /// The bar's background; nil is UIKit's default light bar.
    open var barTintColor: UIColor? { didSet { applyBackground() } }

    /// The items, left to right; setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }

    private var shownItems: [UIBarButtonItem]?
    private let hairline = UIView()
    /// Each item's view (nil for spaces).
    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

    /// A bar of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyBackground()
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    /// UIKit's initializer from an archive; nothing is archived here.
    public required init?(coder: NSCoder) { nil }

    /// Shows `items`; `animated` cross-fades the bar to them.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        // Items leaving stop reporting their changes here.
        for item in shownItems ?? [] where !(items ?? []).contains(where: { $0 === item }) { item.onChange = nil }
        shownItems = items
        guard animated, window != nil else { return rebuild() }
        UIView.transition(with: self, duration: 0.2, options: [.transitionCrossDissolve], animations: { self.rebuild() })
    }

    private func applyBackground() {
        backgroundColor = barTintColor ?? .defaultBarBackground
    }

    private func rebuild() {
        for (_, view) in itemViews { view?.removeFromSuperview() }
        itemViews = (shownItems ?? []).map { item in
            // A space's new width moves the items after it.
            item.onChange = { [weak self] in self?.rebuild() }
            guard !item.isSpace else { return (item, nil) }
            let view = item.customView ?? item.makeButton()
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        let sizes = itemViews.map { item, view in
            view.map { UIBarButtonItem.barSize(of: $0, item: item, height: Self.contentHeight) }
                ?? CGSize(width: item.systemItem == .fixedSpace ? max(0, item.width) : 0, height: 0)
        }
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = sizes.reduce(0) { $0 + $1.width } + Self.spacing * CGFloat(itemViews.count + 1)
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        let mid = Self.contentHeight / 2
        var x = Self.spacing
        for ((item, view), size) in zip(itemViews, sizes) {
            if let view {
                view.frame = CGRect(x: x.rounded(), y: (mid - size.height / 2).rounded(), width: size.width,
                                    height: size.height)
            }
            x += (item.systemItem == .flexibleSpace ? share : size.width) + Self.spacing
        }
    }

    /// The views shown for the items that are not spaces, left to right (for tests).
    var shownItemViews: [UIView] { itemViews.compactMap(\.view) }
}
