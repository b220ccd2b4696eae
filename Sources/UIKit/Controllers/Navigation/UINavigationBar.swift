import Foundation

/// The bar along the top of a navigation controller, as UIKit's `UINavigationBar`: the top
/// item's title in the middle, its left items (or a back button naming the item below)
/// and its right items, on a bar background with a hairline under it. Its bottom 44 points
/// hold the content; a bar taller than that (under a window's top safe area) extends its
/// background up.
open class UINavigationBar: UIView {
    /// The height of the bar's content, in points, as UIKit's compact bar.
    public static let contentHeight: CGFloat = 44
    /// The bar's background; nil is UIKit's default light bar.
    open var barTintColor: UIColor? { didSet { applyBackground() } }
    /// The title's font (`.font`) and colour (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { reload(animated: false) } }

    /// The items shown, bottom first: the top one's title and items, the one below it for
    /// the back button.
    open private(set) var items: [UINavigationItem]?
    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item the back button leads to.
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    /// Told when the back button is tapped.
    var onBack: (() -> Void)?

    private let titleLabel = UILabel()
    private let hairline = UIView()
    private var itemViews: [(view: UIView, item: UIBarButtonItem?)] = []
    private var backButton: UIButton?

    /// A bar of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyBackground()
        hairline.backgroundColor = .separator
        addSubview(hairline)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// UIKit's initializer from an archive; nothing is archived here.
    public required init?(coder: NSCoder) { nil }

    /// Shows `items` (bottom first); `animated` cross-fades the bar to them.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] { item.onChange = nil }
        self.items = items
        for item in [backItem, topItem].compactMap({ $0 }) {
            item.onChange = { [weak self] animated in self?.reload(animated: animated) }
        }
        reload(animated: animated)
    }

    private func applyBackground() {
        backgroundColor = barTintColor ?? .defaultBarBackground
    }

    /// Rebuilds the title and buttons from the top item.
    private func reload(animated: Bool) {
        guard animated, window != nil else { return rebuild() }
        UIView.transition(with: self, duration: 0.2, options: [.transitionCrossDissolve], animations: { self.rebuild() })
    }

    private func rebuild() {
        for (view, _) in itemViews { view.removeFromSuperview() }
        itemViews.removeAll()
        backButton = nil
        let item = topItem
        titleLabel.font = (titleTextAttributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = (titleTextAttributes?[.foregroundColor] as? UIColor) ?? .label
        titleLabel.text = item?.title
        titleLabel.isHidden = item?.titleView != nil
        if let titleView = item?.titleView {
            addSubview(titleView)
            itemViews.append((titleView, nil))
        }
        let lefts = item?.leftBarButtonItems ?? []
        if let back = backItem, let item, !item.hidesBackButton, lefts.isEmpty || item.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            button.setTitle("\u{2039} " + back.backTitle, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            addSubview(button)
            itemViews.append((button, nil))
            backButton = button
        }
        for barItem in lefts + (item?.rightBarButtonItems ?? []) where !barItem.isSpace {
            let view = barItem.customView ?? barItem.makeButton()
            barItem.onChange = { [weak self] in self?.rebuild() }
            addSubview(view)
            itemViews.append((view, barItem))
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / scale)
        let top = max(0, bounds.height - Self.contentHeight), mid = top + Self.contentHeight / 2
        let item = topItem
        let lefts = Set((item?.leftBarButtonItems ?? []).map(ObjectIdentifier.init))
        var left: CGFloat = 8, right = bounds.width - 8
        for (view, barItem) in itemViews where view !== item?.titleView {
            let size = UIBarButtonItem.barSize(of: view, item: barItem, height: Self.contentHeight)
            let isLeft = barItem == nil || lefts.contains(ObjectIdentifier(barItem!))
            let x = isLeft ? left : right - size.width
            view.frame = CGRect(x: x, y: mid - size.height / 2, width: size.width, height: size.height)
            if isLeft { left += size.width + 8 } else { right -= size.width + 8 }
        }
        // The title centres on the bar, moving aside only as far as the items need.
        let room = max(0, right - left)
        let titleSize = (item?.titleView).map { $0.bounds.size } ?? titleLabel.intrinsicContentSize
        let width = min(titleSize.width, room)
        let x = min(max(bounds.width / 2 - width / 2, left), right - width)
        let frame = CGRect(x: x, y: mid - titleSize.height / 2, width: width, height: titleSize.height)
        if let titleView = item?.titleView { titleView.frame = frame } else { titleLabel.frame = frame }
    }

    /// The back button shown, if any (for tests and hit checks).
    var shownBackButton: UIButton? { backButton }
    /// The title shown.
    var shownTitle: String? { titleLabel.isHidden ? nil : titleLabel.text }
}
