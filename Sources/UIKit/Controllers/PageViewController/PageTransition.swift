import Foundation

/// How one transition style turns pages: the page view controller holds one, chosen by
/// its `transitionStyle` (the scroll style's is `ScrollPageTransition`; the page curl's
/// plugs in the same way).
protocol PageTransition: AnyObject {
    /// Builds the style's views inside the page view controller's view.
    func install(in view: UIView)
    /// Lays the style's views out for the page view controller's `bounds` (points).
    func layout(in bounds: CGRect)
    /// Shows `page` as `setViewControllers` asks: at once, or animated going `direction`;
    /// interrupts any turn in progress first.
    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection,
              animated: Bool, completion: ((Bool) -> Void)?)
    /// Turns one page `direction` as the user would (the page indicator's tap): animated,
    /// with delegate calls. False when there is no page that way or a turn is under way.
    func turnAsUser(_ direction: UIPageViewController.NavigationDirection) -> Bool
    /// The data source was replaced: cached neighbours are forgotten, gestures follow it.
    func dataSourceDidChange()
    /// The recognizers the app may move to another view (`UIPageViewController.gestureRecognizers`).
    var gestureRecognizers: [UIGestureRecognizer] { get }
    /// The state of the turn in progress.
    var state: PageTransitionState { get }
}

/// One turn from the current page to a neighbour.
struct PageTurn {
    /// Who asked for the turn.
    enum Origin {
        /// The user (a drag, a flick, the page indicator): the delegate hears of it.
        case user
        /// `setViewControllers(animated: true)`: `completion` hears of it, the delegate not.
        case program(completion: ((Bool) -> Void)?)
    }

    /// Which way the turn goes.
    let direction: UIPageViewController.NavigationDirection
    /// The page turned to.
    let pending: UIViewController
    /// The page turned from (current when the turn began).
    let previous: UIViewController
    var origin: Origin
    /// The page indicator's index of `pending` when it is known rather than a page on from
    /// the current one: a programmatic turn a finger took over goes to the page it was set
    /// to, which the data source placed when it was set (it may be pages away).
    var pendingPresentationIndex: Int?
    /// False for a programmatic turn a finger took over: its page was set, not the data
    /// source's neighbour, so it is let go once the drag leaves it for the other side.
    var pendingIsNeighbour = true

    /// How many turns set from the completions or delegate calls of the turns they end
    /// `setViewControllers` ends before it shows its pages: past it an app that sets pages
    /// again from every completion is left with its last turn running, not a hang.
    static let nestedSettingLimit = 16

    var isUserDriven: Bool {
        if case .user = origin { return true }
        return false
    }
}

/// Where a transition is, in one value, so an interrupted turn has one place to be right:
/// at rest; dragged by a finger (towards a page, or not yet off the current one); moving on
/// its own towards a turn's page (or back to rest with no turn: a bounce at an end); or
/// moving back to the page it came from, the turn cancelled.
enum PageTransitionState {
    /// At rest on the current page; no neighbour is held.
    case idle
    /// A finger holds the content; `turn` is the page it is heading into, if any.
    case dragging(PageTurn?)
    /// Moving on its own towards `turn`'s page (nil: back to the current page, no turn).
    case settling(PageTurn?)
    /// Moving back to `turn.previous`: the turn will not complete.
    case cancelled(PageTurn)

    /// The turn in progress, if any.
    var turn: PageTurn? {
        switch self {
        case .idle: return nil
        case let .dragging(turn), let .settling(turn): return turn
        case let .cancelled(turn): return turn
        }
    }

    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    var isDragging: Bool {
        if case .dragging = self { return true }
        return false
    }
}
