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
    public convenience init() { self.init(systemItem: nil, invoke: nil) }

    /// The item every initializer makes: `systemItem` (a `.done` one semibold), and the
    /// target-action a tap performs.
    private init(systemItem: SystemItem?, title: String? = nil, image: UIImage? = nil, style: Style? = nil,
                 invoke: ((UIBarButtonItem) -> Void)?) {
        self.systemItem = systemItem
        self.title = title
        self.image = image
        self.style = style ?? (systemItem == .done ? .done : .plain)
        self.invoke = invoke
    }

    /// `action` (`Type.method()`) on `target`, held weakly.
    private static func calling<Target: AnyObject>(_ target: Target, _ action: @escaping (Target) -> () -> Void)
        -> (UIBarButtonItem) -> Void {
        { [weak target] _ in if let target { action(target)() } }
    }

    /// `action` (`Type.method(_ sender:)`) on `target`, held weakly.
    private static func calling<Target: AnyObject>(_ target: Target,
                                                   _ action: @escaping (Target) -> (UIBarButtonItem) -> Void)
        -> (UIBarButtonItem) -> Void {
        { [weak target] item in if let target { action(target)(item) } }
    }

    /// An item titled `title` that calls nothing (`target` and `action` nil), as a
    /// `backBarButtonItem` that only names the way back.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: (() -> Void)?) {
        self.init(systemItem: nil, title: title, style: style, invoke: action.map { action in { _ in action() } })
    }

    /// An item titled `title` calling `action` (`Type.method()`) on `target`, held weakly.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(systemItem: nil, title: title, style: style, invoke: Self.calling(target, action))
    }

    /// An item titled `title` calling `action` (`Type.method(_ sender:)`) on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: nil, title: title, style: style, invoke: Self.calling(target, action))
    }

    /// An item showing `image` calling `action` (`Type.method()`) on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(systemItem: nil, image: image, style: style, invoke: Self.calling(target, action))
    }

    /// An item showing `image` calling `action` (`Type.method(_ sender:)`) on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: nil, image: image, style: style, invoke: Self.calling(target, action))
    }

    /// The system item `systemItem` calling `action` (`Type.method()`) on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(systemItem: systemItem, invoke: Self.calling(target, action))
    }

    /// The system item `systemItem` calling `action` (`Type.method(_ sender:)`) on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: systemItem, invoke: Self.calling(target, action))
    }

    /// A flexible or fixed space, or a system item without an action.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: (() -> Void)?) {
        self.init(systemItem: systemItem, invoke: action.map { action in { _ in action() } })
    }

    /// The system item `systemItem` performing `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(systemItem: systemItem, invoke: nil)
        self.primaryAction = primaryAction
    }

    /// An item showing `title` (else the action's title) or `image`, performing `primaryAction`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        let actionTitle = primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.init(systemItem: nil, title: title ?? actionTitle, image: image, invoke: nil)
        self.primaryAction = primaryAction
    }

    /// An item performing `primaryAction`, titled with the action's title.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// An item showing `customView`, which handles its own touches.
    public convenience init(customView: UIView) {
        self.init(systemItem: nil, invoke: nil)
        self.customView = customView
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
