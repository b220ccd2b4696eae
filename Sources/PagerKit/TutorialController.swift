import UIKit

/// `pager --tutorial`: the classic pattern from the UIScrollView tutorial (seed 004),
/// without a page view controller: a paging `UIScrollView` as wide as all the pages with a
/// `UIPageControl` under it. `scrollViewDidEndDecelerating` sets the page control's page,
/// the page control's `.valueChanged` scrolls the view, and only the pages around the
/// current one are in the view (made as they come near, dropped as they go). Beyond the
/// tutorial, the page control also follows a drag let go exactly on a page (no deceleration
/// follows it) and a key's or tap's animated scroll. Pages turn up and down when vertical
/// (the page control a column at the right edge, iOS 16's `direction`), and stand `spacing`
/// points apart as Apple's PhotoScroller sets them: the paging scroll view is that much
/// longer than the view, so a page turn moves by a page and a gap, and each page is
/// inset by half the gap on either side.
public final class TutorialController: UIViewController, UIScrollViewDelegate {
    /// How many pages each side of the current one are kept loaded.
    public static let loadedNeighbours = 1

    /// The paging scroll view, all the pages wide.
    public let scrollView = UIScrollView()
    /// The page control under it.
    public let pageControl = UIPageControl()
    /// The number of pages.
    public let pageCount: Int
    /// True when pages turn up and down.
    public let isVertical: Bool
    /// The points between pages (`--spacing`).
    public let spacing: CGFloat
    /// Called for `q` and Escape.
    public var onQuit: (() -> Void)?
    /// The page views loaded, by index.
    public private(set) var loadedPages: [Int: GeneratedPageView] = [:]
    let chrome: PagerChrome
    private var commands: [UIKeyCommand] = []
    /// The page a released drag's slide is heading for, until it rests (the page control
    /// moves only then): a new size on the way shows that page.
    private var slideTarget: Int?

    /// A tutorial screen of `pageCount` generated pages, turning up and down when
    /// `vertical`, `spacing` points apart.
    public init(pageCount: Int, vertical: Bool = false, spacing: CGFloat = 0) {
        self.pageCount = pageCount
        isVertical = vertical
        self.spacing = spacing
        chrome = PagerChrome(entries: [])
        super.init()
        commands = PagerKeyCommands.commands(vertical: vertical, actions: PagerKeyActions(
            next: { [unowned self] in scroll(toPage: currentPage + 1) },
            previous: { [unowned self] in scroll(toPage: currentPage - 1) },
            first: { [unowned self] in scroll(toPage: 0) },
            last: { [unowned self] in scroll(toPage: pageCount - 1) },
            toggleHelp: { [unowned self] in chrome.toggleHelp() },
            escape: { [unowned self] in if chrome.isHelpShown { chrome.toggleHelp() } else { onQuit?() } },
            quit: { [unowned self] in onQuit?() }))
        chrome.helpView.entries = PagerKeyCommands.helpEntries(for: commands, zoomablePages: false)
    }

    public required init?(coder: NSCoder) { nil }

    public override var keyCommands: [UIKeyCommand]? { commands }

    /// The page keys do nothing while the help shows (it is modal).
    public override func validate(_ command: UICommand) {
        PagerKeyCommands.validate(command, helpShown: chrome.isHelpShown)
    }

    /// The page the page control shows.
    public var currentPage: Int { pageControl.currentPage }

    public override func viewDidLoad() {
        view.backgroundColor = .black
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        view.addSubview(scrollView)
        pageControl.numberOfPages = pageCount
        if isVertical { pageControl.direction = .topToBottom }
        pageControl.currentPage = 0
        pageControl.addTarget(self, action: TutorialController.pageControlChanged, for: .valueChanged)
        view.addSubview(pageControl)
        chrome.install(in: view)
        chrome.showPosition(0, of: pageCount)
    }

    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        var page = currentPage
        // Only a new size puts the page control's page back in view: any other layout (the
        // position label's new text asks for one) came while a key's or a tap's scroll had
        // just begun, and showed its page for a frame before the slide from the page shown.
        let pagingFrame = isVertical ? bounds.insetBy(dx: 0, dy: -spacing / 2) : bounds.insetBy(dx: -spacing / 2, dy: 0)
        if scrollView.frame != pagingFrame {
            // A flick's slide goes to its page: the page control still shows the page the
            // drag began on, where a resize on the way stopped it.
            page = slideTarget ?? page
            slideTarget = nil
            scrollView.frame = pagingFrame
            let length = pagePitch * CGFloat(pageCount)
            scrollView.contentSize = isVertical ? CGSize(width: bounds.width, height: length)
                : CGSize(width: length, height: bounds.height)
            // Not animated: a scroll under way stops, since it was aimed in the old size's
            // points (half way along a page twice as wide), and its page shows.
            scrollView.setContentOffset(offset(ofPage: page), animated: false)
            showPage(page)
        }
        let size = pageControl.sizeThatFits(bounds.size)
        pageControl.frame = isVertical ? CGRect(x: bounds.width - size.width, y: 0, width: size.width, height: bounds.height)
            : CGRect(x: 0, y: bounds.height - size.height, width: bounds.width, height: size.height)
        for (index, view) in loadedPages { view.frame = frame(ofPage: index) }
        loadPages(around: page)
        chrome.layout(in: view)
    }

    /// The distance from one page to the next along the pages' axis, in points: the
    /// paging scroll view's length, a page and the gap.
    private var pagePitch: CGFloat {
        isVertical ? scrollView.bounds.height : scrollView.bounds.width
    }

    /// Page `index`'s frame in the scroll view's content: the view's size, half the gap in
    /// from its slot.
    private func frame(ofPage index: Int) -> CGRect {
        let size = view.bounds.size
        let start = pagePitch * CGFloat(index) + spacing / 2
        return isVertical ? CGRect(x: 0, y: start, width: size.width, height: size.height)
            : CGRect(x: start, y: 0, width: size.width, height: size.height)
    }

    /// The content offset that shows page `index`.
    private func offset(ofPage index: Int) -> CGPoint {
        isVertical ? CGPoint(x: 0, y: pagePitch * CGFloat(index)) : CGPoint(x: pagePitch * CGFloat(index), y: 0)
    }

    /// The page at `offset` (the nearest).
    private func page(at offset: CGPoint) -> Int {
        let pitch = pagePitch
        guard pitch > 0 else { return 0 }
        return min(max(0, Int(((isVertical ? offset.y : offset.x) / pitch).rounded())), pageCount - 1)
    }

    /// The page nearest the visible middle.
    private var visiblePage: Int { page(at: scrollView.contentOffset) }

    /// Makes the pages within `loadedNeighbours` of `page` and drops the others, as the
    /// tutorial's `loadScrollViewWithPage:` does.
    private func loadPages(around page: Int) {
        let wanted = max(0, page - Self.loadedNeighbours)...min(pageCount - 1, page + Self.loadedNeighbours)
        for (index, view) in loadedPages where !wanted.contains(index) {
            view.removeFromSuperview()
            loadedPages[index] = nil
        }
        for index in wanted where loadedPages[index] == nil {
            let view = GeneratedPageView(index: index, count: pageCount)
            view.frame = frame(ofPage: index)
            scrollView.addSubview(view)
            loadedPages[index] = view
        }
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        loadPages(around: visiblePage)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        slideTarget = nil
    }

    /// Where the paging slide will rest, for a resize on the way (`viewDidLayoutSubviews`).
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        slideTarget = page(at: targetContentOffset.pointee)
    }

    /// A drag let go exactly on a page comes to rest with no deceleration: the tutorial's
    /// own `scrollViewDidEndDecelerating` never comes, so the page control follows here.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard !decelerate else { return }
        slideTarget = nil
        showPage(visiblePage)
    }

    /// The tutorial's own place for it: the page control follows when the scroll rests.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        slideTarget = nil
        showPage(visiblePage)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        showPage(visiblePage)
    }

    private func showPage(_ page: Int) {
        pageControl.currentPage = page
        chrome.showPosition(page, of: pageCount)
    }

    /// The page control was tapped: scroll to its page.
    func pageControlChanged() {
        slideTarget = nil
        let page = pageControl.currentPage
        scrollView.setContentOffset(offset(ofPage: page), animated: true)
        chrome.showPosition(page, of: pageCount)
    }

    /// Scrolls to `page` (clamped), animated, and shows it in the page control.
    public func scroll(toPage page: Int) {
        let target = min(max(0, page), pageCount - 1)
        guard target != currentPage || scrollView.contentOffset != offset(ofPage: target) else { return }
        slideTarget = nil
        pageControl.currentPage = target
        scrollView.setContentOffset(offset(ofPage: target), animated: true)
        chrome.showPosition(target, of: pageCount)
    }
}
