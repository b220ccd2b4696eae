import UIKit

/// The pager's screen: a scroll- or curl-style `UIPageViewController` over a `PagerBook`, the
/// page's position ("3 / 12", "3–4 / 12" for two pages side by side) at the top, the page
/// indicator at the bottom (horizontal), keys as key commands and their help overlay.
public final class PagerController: UIViewController, UIPageViewControllerDelegate {
    /// The page view controller, a child filling the view.
    public let pageViewController: UIPageViewController
    /// The pages.
    public let book: PagerBook
    /// Called for `q` and Escape.
    public var onQuit: (() -> Void)?
    /// Where the page the deck was left at is saved and found again (nil: nowhere). Set it
    /// before the view loads.
    public var stateStore: StateRestorationStore?
    let chrome: PagerChrome
    private var restoring = false
    /// True from a user's turn's `willTransitionTo` to its `didFinishAnimating`.
    private var isUserTurning = false
    /// Page keys pressed during a user's turn, made once it lands (`afterUserTurn`).
    private var keysAfterUserTurn: [() -> Void] = []
    /// Makes those keys on the frame after the turn lands.
    private var keyLink: CADisplayLink?
    private var commands: [UIKeyCommand] = []

    /// Whether the spine follows the window's aspect (`spineLocationFor`): no `--spine` given.
    let spineFollowsWindow: Bool
    /// Whether the leaves have a back with the spine at an edge (`--double-sided`); with the
    /// spine in the middle they always have one.
    let doubleSidedAtAnEdge: Bool
    /// The page the reader is on (0 ..< count): the page shown alone; of two side by side,
    /// the one nearest the page the reader came from (the left after a turn forward, the
    /// right after a turn back, the page shown alone before the window widened), the first
    /// after Home, the last after End, or the image page the reader zoomed or panned last. One page shows it again when the window narrows
    /// (`PagerController+Spine.swift`): showing the left page of the pair instead had put a
    /// reader on page 6 back on page 5 after a round trip through landscape.
    public private(set) var readingIndex = 0

    /// A pager over `book`, turning vertically or not, in `style`: `spacing` points between
    /// pages (scroll), the spine at `spine` and leaves with a page on each side when
    /// `doubleSided` (page curl). A nil `spine` follows the window's aspect, starting from
    /// `orientation` (the window's as the pager is made; UIKit asks the delegate again when
    /// the page view controller is first laid out, so a window shown at another shape gets
    /// its own): two pages side by side when the window is long along the turning axis,
    /// one otherwise (`followingSpine(for:vertical:)`).
    public init(book: PagerBook, spacing: CGFloat, style: UIPageViewController.TransitionStyle = .scroll,
                spine: UIPageViewController.SpineLocation? = .min, doubleSided: Bool = false,
                orientation: UIInterfaceOrientation = .unknown) {
        self.book = book
        spineFollowsWindow = spine == nil
        doubleSidedAtAnEdge = doubleSided
        let spine = spine ?? Self.followingSpine(for: orientation, vertical: book.isVertical)
        pageViewController = UIPageViewController(
            transitionStyle: style, navigationOrientation: book.isVertical ? .vertical : .horizontal,
            options: style == .pageCurl ? [.spineLocation: spine] : [.interPageSpacing: spacing])
        pageViewController.isDoubleSided = doubleSided || (style == .pageCurl && spine == .mid)
        chrome = PagerChrome(entries: [])
        super.init()
        restorationIdentifier = "pager"
        book.onPageUse = { [weak self] index in self?.readerUsed(page: index) }
        commands = PagerKeyCommands.commands(vertical: book.isVertical, actions: PagerKeyActions(
            next: { [unowned self] in afterUserTurn { self.turn(.forward) } },
            previous: { [unowned self] in afterUserTurn { self.turn(.reverse) } },
            first: { [unowned self] in afterUserTurn { self.show(page: 0) } },
            last: { [unowned self] in afterUserTurn { self.show(page: self.book.count - 1) } },
            toggleHelp: { [unowned self] in chrome.toggleHelp() },
            escape: { [unowned self] in if chrome.isHelpShown { chrome.toggleHelp() } else { onQuit?() } },
            quit: { [unowned self] in onQuit?() }))
        if case .images = book.content {
            chrome.helpView.entries = PagerKeyCommands.helpEntries(for: commands, zoomablePages: true)
        } else {
            chrome.helpView.entries = PagerKeyCommands.helpEntries(for: commands, zoomablePages: false)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// The index of the page shown (during an animated key turn, the page turned to); on
    /// the front after the last leaf (`lastIndex`, an `EndPage`), the page count.
    public var currentIndex: Int {
        let front = pageViewController.viewControllers?.first
        return book.index(of: front) ?? (front is EndPage ? book.count : 0)
    }

    /// The last index turns and keys reach: the last page's; double-sided with the spine at
    /// an edge over an even count, the front after the last leaf (`EndPage`), which shows
    /// the last page, that leaf's back, flat (the leaf turns over as any, showing it).
    var lastIndex: Int {
        lastIndex(spine: pageViewController.spineLocation, doubleSided: pageViewController.isDoubleSided)
    }

    /// `lastIndex` with the spine at `spine` and double-sided leaves or not.
    func lastIndex(spine: UIPageViewController.SpineLocation, doubleSided: Bool) -> Int {
        let evenCountEndsOnABack = doubleSided && spine != .mid && book.count % 2 == 0
        return evenCountEndsOnABack ? book.count : book.count - 1
    }

    /// The indices of the pages shown, first to last: with the spine in the middle both
    /// pages of the spread (`viewControllers` left and right), less a blank page standing
    /// in where the book has none; otherwise the current page. Double-sided with the spine
    /// at an edge, the second view controller is the back of the leaf turned before, not
    /// shown, so it is not counted; the front after the last leaf shows the last page.
    public var shownIndices: ClosedRange<Int> {
        let controllers = pageViewController.viewControllers ?? []
        let shown = pageViewController.spineLocation == .mid ? controllers : Array(controllers.prefix(1))
        var indices = shown.compactMap { book.index(of: $0) }
        if indices.isEmpty, let end = controllers.first as? EndPage { indices = [end.lastIndex] }
        guard let first = indices.min(), let last = indices.max() else { return currentIndex...currentIndex }
        return first...last
    }

    /// The image pages shown: both of two side by side, the last page on the front after the
    /// last leaf; not the back of the leaf before, held out of sight.
    var shownImagePages: [ImagePageController] {
        let controllers = pageViewController.viewControllers ?? []
        let shown = pageViewController.spineLocation == .mid ? controllers : Array(controllers.prefix(1))
        return shown.compactMap { page in ((page as? EndPage)?.page ?? page) as? ImagePageController }
    }

    /// The files of the image pages in `viewControllers` (the last page's on the front after
    /// the last leaf too): the pages shown and the back of the leaf turned before.
    public var shownImagePaths: [FileSystemPath] {
        (pageViewController.viewControllers ?? []).compactMap { page in
            ((page as? EndPage)?.page ?? page) as? ImagePageController
        }.map(\.path)
    }

    /// Whether the help overlay shows.
    public var isHelpShown: Bool { chrome.isHelpShown }

    /// The text of the position label ("3 / 12", or "3–4 / 12" for two pages side by side).
    public var positionText: String? { chrome.positionLabel.text }

    public override func viewDidLoad() {
        view.backgroundColor = .black
        addChild(pageViewController)
        pageViewController.view.frame = view.bounds
        pageViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        pageViewController.dataSource = book
        pageViewController.delegate = self
        pageViewController.setViewControllers(shownPages(at: 0), direction: .forward, animated: false)
        chrome.install(in: view)
        if let store = stateStore, let archive = store.load(document: documentKey) {
            restoring = true
            archive.restore(view)
            restoring = false
        }
        updatePosition()
    }

    /// The deck as the state file knows it: its pages (generated, or the files in order).
    var documentKey: String {
        switch book.content {
        case let .generated(count): return "generated:\(count)"
        case let .images(paths, _):
            return "images:" + paths.map(Self.stateName).joined(separator: "\u{0}")
        }
    }

    /// A file as the state file names it (`FileSystemPath.stateName`, as the viewer's);
    /// the path as given when the current directory cannot be had.
    static func stateName(_ path: FileSystemPath) -> String {
        path.stateName ?? path.displayString
    }

    /// Saves the page the reader is on (`readingIndex`), as UIKit's page view controller
    /// preserves its current page: of two side by side, the one the reader was on.
    public override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(readingIndex, forKey: Self.pageKey)
    }

    /// Shows the saved page (clamped to the deck), without a transition; the reader is on
    /// it. (A saved page count, the front after the last leaf as earlier runs saved it, is
    /// the last page.)
    public override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard coder.containsValue(forKey: Self.pageKey) else { return }
        readingIndex = min(max(0, coder.decodeInteger(forKey: Self.pageKey)), book.count - 1)
        let index = self.index(showing: readingIndex, spine: pageViewController.spineLocation,
                               doubleSided: pageViewController.isDoubleSided)
        pageViewController.setViewControllers(shownPages(at: index), direction: .forward, animated: false)
    }

    private static let pageKey = "PagerController.page"

    public override func viewDidLayoutSubviews() {
        chrome.layout(in: view)
    }

    public override var keyCommands: [UIKeyCommand]? { commands }

    /// The page keys do nothing while the help shows (it is modal).
    public override func validate(_ command: UICommand) {
        PagerKeyCommands.validate(command, helpShown: chrome.isHelpShown)
    }

    /// Turns one page `direction`, animated, as the keys do; at an end nothing happens.
    /// The reader goes on to the page of the new spread next to the one left.
    public func turn(_ direction: UIPageViewController.NavigationDirection) {
        let step = pageViewController.isDoubleSided ? 2 : 1
        let target = currentIndex + (direction == .forward ? step : -step)
        guard target >= 0, target <= lastIndex else { return }
        present(target)
    }

    /// Shows page `index` (0 ..< count) with the animated transition, coming from the side it
    /// is on; the reader is on that page (of two side by side, that one; double-sided with
    /// the spine at an edge, an even count's last page shows on the front after the last
    /// leaf).
    public func show(page index: Int) {
        guard index >= 0, index < book.count else { return }
        readingIndex = index
        // Already there (Home on the first spread): the label and saved page follow the reader.
        if !present(self.index(showing: index, spine: pageViewController.spineLocation,
                               doubleSided: pageViewController.isDoubleSided)) {
            updatePosition()
        }
    }

    /// The reader zoomed or panned page `index`: of two side by side, that is the one they
    /// are on (zoomed into the right photo of a spread, a narrower window showed the left).
    private func readerUsed(page index: Int) {
        guard shownIndices.contains(index), index != readingIndex else { return }
        readingIndex = index
        updatePosition()
    }

    /// The index `shownPages` takes to show page `page` with the spine at `spine`: the page;
    /// double-sided, the front (or left page) of its leaf, the pages shown first being the
    /// even ones, but for an even count's last page at an edge, which is the back of the
    /// last leaf and shows flat on the front after it (`lastIndex`).
    func index(showing page: Int, spine: UIPageViewController.SpineLocation, doubleSided: Bool) -> Int {
        guard doubleSided else { return page }
        if page == book.count - 1, lastIndex(spine: spine, doubleSided: doubleSided) == book.count { return book.count }
        return page - page % 2
    }

    /// Turns, animated, to the pages `shownPages(at: index)` gives; false when they show
    /// already or there are none.
    @discardableResult
    private func present(_ index: Int) -> Bool {
        let current = currentIndex
        guard index != current, index >= 0, index <= lastIndex else { return false }
        // The label names the new page at once, as `viewControllers` does; the completion
        // names the page that shows in the end: a finger that catches a curl short of half
        // way lets it fall back, and no delegate call tells of that.
        pageViewController.setViewControllers(shownPages(at: index), direction: index > current ? .forward : .reverse,
                                              animated: true) { [weak self] _ in self?.updatePosition() }
        updatePosition()
        return true
    }

    /// The view controllers that show page `index` (even when double-sided): the page; with
    /// the spine in the middle the page and the next (left, right); double-sided with the
    /// spine at an edge the page and the back of the leaf before it. A blank page stands in
    /// where the book has none; the front after the last leaf (`lastIndex`) is an `EndPage`.
    func shownPages(at index: Int) -> [UIViewController] {
        shownPages(at: index, spine: pageViewController.spineLocation, doubleSided: pageViewController.isDoubleSided)
    }

    /// `shownPages(at:)` with the spine at `spine` and double-sided leaves or not; a page of
    /// `kept` (the pages shown) showing one of them is kept rather than made anew, so an
    /// image page keeps its zoom and its decoded image.
    func shownPages(at index: Int, spine: UIPageViewController.SpineLocation, doubleSided: Bool,
                    keeping kept: [UIViewController] = []) -> [UIViewController] {
        func pageOrBlank(_ i: Int) -> UIViewController {
            guard i >= 0 && i < book.count else { return BlankPage() }
            return kept.first { book.index(of: $0) == i } ?? book.page(at: i)
        }
        let page = index == book.count ? book.endPage() : pageOrBlank(index)
        guard doubleSided else { return [page] }
        return [page, pageOrBlank(spine == .mid ? index + 1 : index - 1)]
    }

    /// A page key pressed while a user's turn (a drag or flick let go, the page control) is
    /// still under way waits for it to land: until then the page it lands on is not known
    /// (`viewControllers` holds the page turned from), and a `setViewControllers` now would
    /// cancel the turn and go one page on from the page turned from, so a key pressed after
    /// a drag past half way went nowhere. Otherwise the key acts at once.
    private func afterUserTurn(_ key: @escaping () -> Void) {
        if isUserTurning { keysAfterUserTurn.append(key) } else { key() }
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {
        isUserTurning = true
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        isUserTurning = false
        updatePosition()
        if !keysAfterUserTurn.isEmpty { makeKeysNextFrame() }
    }

    /// The waiting keys are made on the next frame, not from inside `didFinishAnimating`:
    /// a drag crossing back over its page ends one turn and begins the next in one step,
    /// and a `setViewControllers` between the two would end the first turn again. A turn
    /// begun meanwhile keeps them waiting for its own end.
    private func makeKeysNextFrame() {
        keyLink?.invalidate()
        let link = CADisplayLink { [weak self] link in
            link.invalidate()
            guard let self else { return }
            keyLink = nil
            guard !isUserTurning else { return }
            let keys = keysAfterUserTurn
            keysAfterUserTurn = []
            for key in keys { afterUserTurn(key) }
        }
        keyLink = link
        if let scheduler = view.frameLoop?.scheduler { link.add(to: scheduler) } else { link.add(to: .main, forMode: .common) }
    }

    func updatePosition() {
        let shown = shownIndices
        // A turn (a drag, a key) to other pages: the reader is on the one nearest the page
        // left, so a turn forward to a spread starts it on its left page, a turn back on its
        // right (the page before the one left).
        if !shown.contains(readingIndex) {
            readingIndex = readingIndex < shown.lowerBound ? shown.lowerBound : shown.upperBound
        }
        chrome.showPosition(shown, of: book.count)
        book.prefetch(around: shown, step: pageViewController.isDoubleSided ? 2 : 1)
        if let store = stateStore, !restoring, isViewLoaded {
            store.save(RestorationArchive(encoding: view), document: documentKey)
        }
    }
}

/// A plain white page where a double-sided book has no page: the back before the first and
/// the right page beside an odd count's last.
final class BlankPage: UIViewController {
    override func loadView() {
        view = UIView(frame: .zero)
        view.backgroundColor = .white
    }
}
