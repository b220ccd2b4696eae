import Foundation

// Target-action as for controls and gesture recognizers: iOS's
//     UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
// is written with an unapplied method reference (`action: ViewController.edit`), the
// method taking nothing or the item; `target: nil, action: nil` makes an item that does
// nothing when tapped (a back item that only names the way back).

/// A button for a navigation bar, as UIKit's `UIBarButtonItem`: a title, an image, a
/// system item or a view of the app's own, with a target-action or a `UIAction`.
open class UIBarButtonItem {
    /// How an item's title is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Semibold, for the item that confirms.
        case done = 2
    }

    /// The standard items, as UIKit's `UIBarButtonItem.SystemItem` (UIKit's raw values);
    /// each is drawn as its English title (`.add` as "+"): there are no system glyphs here.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add
        case flexibleSpace, fixedSpace
        case compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause,
             rewind, fastForward, undo, redo
        case close = 24

        /// The words (or sign) the item shows.
        var title: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .flexibleSpace, .fixedSpace: return ""
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return "Close"
            }
        }
    }

    /// The words shown (nil with an image or a custom view).
    open var title: String? { didSet { changed() } }
    /// The image shown, drawn in the bar's tint where it is a template, else its colours.
    open var image: UIImage? { didSet { changed() } }
    /// Regular or semibold title.
    open var style: Style = .plain { didSet { changed() } }
    /// Whether a tap reaches the action (a disabled item is drawn faded).
    open var isEnabled = true { didSet { changed() } }
    /// The colour of the title or template image; nil takes the bar's `tintColor`.
    open var tintColor: UIColor? { didSet { changed() } }
    /// A view of the app's own shown in place of a title or image.
    open var customView: UIView? { didSet { changed() } }
    /// The item's width in points; 0 (the default) fits its content.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// The `UIAction` a tap performs, if given.
    open var primaryAction: UIAction?
    /// The system item this is, if any.
    public let systemItem: SystemItem?

    /// The target-action a tap performs.
    private var invoke: ((UIBarButtonItem) -> Void)?
    /// Told when something drawn changes (the bar redraws its items).
    var onChange: (() -> Void)?

    /// An empty item.
    public init() { systemItem = nil }

    /// An item titled `title` that calls nothing (`target` and `action` nil), as a
    /// `backBarButtonItem` that only names the way back.
    public init(title: String?, style: Style, target: AnyObject?, action: (() -> Void)?) {
        systemItem = nil
        self.title = title
        self.style = style
        if let action { invoke = { _ in action() } }
    }

    /// An item titled `title` calling `action` (`Type.method()`) on `target`, held weakly.
    public init<Target: AnyObject>(title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void) {
        systemItem = nil
        self.title = title
        self.style = style
        invoke = { [weak target] _ in if let target { action(target)() } }
    }

    /// An item titled `title` calling `action` (`Type.method(_ sender:)`) on `target`.
    public init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                   action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        systemItem = nil
        self.title = title
        self.style = style
        invoke = { [weak target] item in if let target { action(target)(item) } }
    }

    /// An item showing `image` calling `action` (`Type.method()`) on `target`.
    public init<Target: AnyObject>(image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void) {
        systemItem = nil
        self.image = image
        self.style = style
        invoke = { [weak target] _ in if let target { action(target)() } }
    }

    /// An item showing `image` calling `action` (`Type.method(_ sender:)`) on `target`.
    public init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                   action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        systemItem = nil
        self.image = image
        self.style = style
        invoke = { [weak target] item in if let target { action(target)(item) } }
    }

    /// The system item `systemItem` calling `action` (`Type.method()`) on `target`.
    public init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                   action: @escaping (Target) -> () -> Void) {
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        invoke = { [weak target] _ in if let target { action(target)() } }
    }

    /// The system item `systemItem` calling `action` (`Type.method(_ sender:)`) on `target`.
    public init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                   action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        invoke = { [weak target] item in if let target { action(target)(item) } }
    }

    /// The system item `systemItem` performing `primaryAction`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// An item showing `title` or `image` performing `primaryAction`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        systemItem = nil
        self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image
        self.primaryAction = primaryAction
    }

    /// An item performing `primaryAction`, titled with the action's title.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// An item showing `customView`, which handles its own touches.
    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
    }

    /// A flexible or fixed space, or a system item without an action.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: (() -> Void)?) {
        self.init(systemItem: systemItem)
        if let action { invoke = { _ in action() } }
    }

    /// What the item shows as text: its title, else its system item's.
    var shownTitle: String? { title ?? (image == nil && customView == nil ? systemItem?.title : nil) }

    /// Whether it only takes room (a flexible or fixed space).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Performs the item's action, as a tap does.
    func perform() {
        guard isEnabled else { return }
        invoke?(self)
        primaryAction?.perform(sender: self)
    }

    private func changed() { onChange?() }
}
