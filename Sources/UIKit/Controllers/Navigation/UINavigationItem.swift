import Foundation

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: its
/// title (or a title view), the items at each side, and how the way back to it is named.
open class UINavigationItem {
    /// The title shown in the middle of the bar (the controller's `title` sets it).
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// The items at the left, after the back button unless `leftItemsSupplementBackButton`
    /// is false and there are any (then they replace it).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items at the right, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The item the next controller's back button shows in place of this one's title.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title the next controller's back button shows (when there is no
    /// `backBarButtonItem`).
    open var backButtonTitle: String? { didSet { changed() } }
    /// Whether the bar leaves out the back button while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether left items go beside the back button (true) or replace it (false, the default).
    open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// Told when something shown changes, with whether to animate (the bar redraws).
    var onChange: ((Bool) -> Void)?
    private var isAnimatingChange = false

    /// An item titled `title`.
    public init(title: String) { self.title = title }

    /// An item without a title.
    public init() {}

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (outermost) right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left items; `animated` cross-fades the bar to them.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changing(animated) { leftBarButtonItems = items }
    }
    /// Sets the right items; `animated` cross-fades the bar to them.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changing(animated) { rightBarButtonItems = items }
    }
    /// Sets the first left item; `animated` cross-fades the bar to it.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { changing(animated) { leftBarButtonItem = item } }
    /// Sets the first right item; `animated` cross-fades the bar to it.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { changing(animated) { rightBarButtonItem = item } }
    /// Shows or hides the back button; `animated` cross-fades the bar.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        changing(animated) { self.hidesBackButton = hidesBackButton }
    }

    /// What the back button to this item says: its back item's title, its back title, its
    /// title, else "Back" (UIKit also shortens a long one to "Back").
    var backTitle: String {
        let text = backBarButtonItem?.title ?? backButtonTitle ?? title ?? ""
        return text.isEmpty || text.count > 12 ? "Back" : text
    }

    private func changed() { onChange?(isAnimatingChange) }

    private func changing(_ animated: Bool, _ body: () -> Void) {
        let saved = isAnimatingChange
        isAnimatingChange = animated
        defer { isAnimatingChange = saved }
        body()
    }
}
