import Foundation

/// The scroll style: pages in a paging `UIScrollView` three pages long (before, current,
/// after), as EMPageViewController and iOS's own queuing scroll view do.
///
/// At rest the scroll view holds only the current page, in the middle slot. When the
/// content moves off it towards a side, the data source is asked for that neighbour (once
/// a turn), which goes into its slot: the turn begins (`willTransitionTo`, appearance).
/// A side with no page ends the scrollable range at the current page (negative content
/// insets), so the content rubber-bands there. When the content comes to rest on a slot
/// the turn completes or is cancelled; then the current page moves to the middle slot and
/// the offset jumps back a page, invisibly, and every neighbour is let go, so the next turn
/// asks the data source again. The scroll view's own pan, paging and deceleration move the
/// content; this class only follows its delegate calls (relayed by the scroll view, so an
/// app may set its own delegate too), through its public API.
final class ScrollPageTransition: PageTransition, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let scrollView = PageQueuingScrollView()
    private(set) var state = PageTransitionState.idle
    /// None: the paging scroll view's own pan turns the pages, as on iOS.
    var gestureRecognizers: [UIGestureRecognizer] { [] }
    private let touchDown = PageTouchDownRecognizer()
    private var layoutValues: ScrollPageLayout

    /// What the data source answered for a side since the last rest.
    private enum Neighbour {
        case unknown, none
        case page(UIViewController)

        var page: UIViewController? {
            if case let .page(page) = self { return page }
            return nil
        }

        var isUnknown: Bool {
            if case .unknown = self { return true }
            return false
        }
    }

    private var before = Neighbour.unknown
    private var after = Neighbour.unknown
    /// True while this class moves the content itself (re-centring): the scroll view's
    /// calls about it are not the user's.
    private var isAdjusting = false

    init(owner: UIPageViewController) {
        self.owner = owner
        layoutValues = ScrollPageLayout(size: .zero, spacing: owner.interPageSpacing,
                                        isVertical: owner.navigationOrientation == .vertical)
    }

    func install(in view: UIView) {
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isScrollEnabled = owner.dataSource != nil
        scrollView.transition = self
        scrollView.delegate = nil
        touchDown.onTouchDown = { [unowned self] in fingerWentDown() }
        scrollView.addGestureRecognizer(touchDown)
        view.addSubview(scrollView)
    }

    private var current: UIViewController? { owner.viewControllers?.first }
    /// The page in the middle slot, whose neighbours the sides hold: the page a turn left
    /// until it lands, else the current page.
    private var middle: UIViewController? { state.turn?.previous ?? current }

    // MARK: Layout

    func layout(in bounds: CGRect) {
        let new = ScrollPageLayout(size: bounds.size, spacing: owner.interPageSpacing,
                                   isVertical: owner.navigationOrientation == .vertical)
        guard new != layoutValues || scrollView.contentSize != new.contentSize else { return }
        let old = layoutValues
        let progress = old.progress(at: scrollView.contentOffset)
        layoutValues = new
        adjusting {
            scrollView.frame = new.scrollViewFrame
            scrollView.contentSize = new.contentSize
            placePages()
            applyInsets()
            // A resize keeps the turn where it was, in pages.
            scrollView.contentOffset = new.offset(progress: state.isIdle ? 0 : progress)
            // And where it is going: an animation or a paging deceleration aimed at a page
            // of the old size ended short of (or beyond) it in the new one, where a key's
            // turn widened mid-way came to rest on the page turned from.
            if !state.isIdle { scrollView.retargetMotion { new.offset(progress: old.progress(at: $0)) } }
        }
    }

    /// The page turned from (or the current page) in the middle slot, the neighbours in
    /// theirs: a turn's pending page is always a neighbour until it lands.
    private func placePages() {
        let shown = middle
        for (page, slot) in [(shown, PageSlot.current), (before.page, .before), (after.page, .after)] {
            page?.viewIfLoaded?.frame = layoutValues.pageFrame(slot)
        }
    }

    private func applyInsets() {
        let hasBefore: Bool, hasAfter: Bool
        if case .none = before { hasBefore = false } else { hasBefore = true }
        if case .none = after { hasAfter = false } else { hasAfter = true }
        scrollView.contentInset = layoutValues.contentInset(hasBefore: hasBefore, hasAfter: hasAfter)
    }

    private func adjusting(_ body: () -> Void) {
        let was = isAdjusting
        isAdjusting = true
        body()
        isAdjusting = was
    }

    // MARK: Neighbours

    /// The page on `side`, asking the data source the first time since the last rest.
    /// A page the data source gives that is already shown counts as none: no page is ever
    /// in the tree twice.
    private func neighbour(_ side: PageSlot) -> UIViewController? {
        guard side != .current else { return current }
        let known = side == .after ? after : before
        switch known {
        case let .page(page): return page
        case .none: return nil
        case .unknown: break
        }
        // The page in the middle slot: during an animated `setViewControllers` the page it
        // left, not the new one `viewControllers` already holds, whose page before it was
        // asked for and shown beside the page left (the first page twice, a turn between).
        var found: UIViewController?
        if let dataSource = owner.dataSource, let middle {
            found = side == .after ? dataSource.pageViewController(owner, viewControllerAfter: middle)
                : dataSource.pageViewController(owner, viewControllerBefore: middle)
        }
        // The data source may have replaced the pages while it was asked.
        guard let current = self.current, let middle, (side == .after ? after : before).isUnknown else {
            return side == .after ? after.page : before.page
        }
        if let page = found, page === current || page === middle || page === owner || page === before.page
            || page === after.page {
            found = nil
        }
        if let page = found {
            owner.addPage(page, in: scrollView, frame: layoutValues.pageFrame(side))
        }
        if side == .after { after = found.map(Neighbour.page) ?? .none } else { before = found.map(Neighbour.page) ?? .none }
        adjusting { applyInsets() }
        return found
    }

    /// Lets go of every neighbour (out of the tree and the children) and forgets what the
    /// data source said: the next turn asks again.
    private func forgetNeighbours() {
        for page in [before.page, after.page].compactMap({ $0 }) where page !== current {
            owner.removePage(page)
        }
        before = .unknown
        after = .unknown
        adjusting { applyInsets() }
    }

    /// Lets go of the page on `side` and forgets it: the next turn that way asks again.
    private func forgetNeighbour(_ side: PageSlot) {
        if let page = (side == .after ? after : before).page, page !== current { owner.removePage(page) }
        if side == .after { after = .unknown } else { before = .unknown }
        adjusting { applyInsets() }
    }

    func dataSourceDidChange() {
        scrollView.isScrollEnabled = owner.dataSource != nil
        if state.isIdle { forgetNeighbours() }
    }

    // MARK: Appearance

    private func beginAppearance(of turn: PageTurn) {
        guard owner.forwardsAppearance else { return }
        turn.pending.beginAppearanceTransition(true, animated: true)
        turn.previous.beginAppearanceTransition(false, animated: true)
    }

    private func completeAppearance(of turn: PageTurn) {
        guard owner.forwardsAppearance else { return }
        turn.pending.endAppearanceTransition()
        turn.previous.endAppearanceTransition()
    }

    /// A turn that will not complete: the pending page disappears again, the previous one
    /// appears again, each with its will/did pair.
    private func undoAppearance(of turn: PageTurn) {
        guard owner.forwardsAppearance else { return }
        turn.pending.beginAppearanceTransition(false, animated: true)
        turn.pending.endAppearanceTransition()
        turn.previous.beginAppearanceTransition(true, animated: true)
        turn.previous.endAppearanceTransition()
    }

    // MARK: Turns

    /// Starts a user's turn towards `side` if a page is there.
    private func beginUserTurn(towards side: PageSlot) -> PageTurn? {
        guard let direction = side.direction, let previous = current, let page = neighbour(side) else { return nil }
        let turn = PageTurn(direction: direction, pending: page, previous: previous, origin: .user)
        owner.delegate?.pageViewController(owner, willTransitionTo: [page])
        beginAppearance(of: turn)
        return turn
    }

    /// Ends `turn` without completing it while the content moves on (it crossed to the
    /// other side): the undoing appearance pair and `didFinishAnimating(completed: false)`.
    private func abandon(_ turn: PageTurn) {
        undoAppearance(of: turn)
        // A page set far away stayed the neighbour on its side: dragged back that way, the
        // content went to it again instead of the data source's page.
        if !turn.pendingIsNeighbour { forgetNeighbour(PageSlot(turn.direction)) }
        finishNotifying(turn, completed: false)
    }

    private func finishNotifying(_ turn: PageTurn, completed: Bool) {
        switch turn.origin {
        case .user:
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [turn.previous],
                                               transitionCompleted: completed)
        case let .program(completion):
            completion?(completed)
        }
    }

    /// Follows the content as it moves: the turn it heads into begins when it leaves the
    /// current page, and a turn it moves away from (crossing to the other side) ends.
    private func followContent() {
        var side = sideShown
        var turn = state.turn
        if let running = turn, !running.isUserDriven { return }
        guard side != .current, turn.map({ PageSlot($0.direction) }) != side else { return }
        if let running = turn {
            // No turn runs while the delegate hears this one end: a `setViewControllers` it
            // makes from `didFinishAnimating` found it still running and ended it again.
            state = state.isDragging ? .dragging(nil) : .settling(nil)
            abandon(running)
            turn = nil
            // Pages set from there stand, with the turn they began towards this side.
            guard state.turn == nil, current === running.previous else { return }
            // And where they put the content: pages set at once (even the page shown) put it
            // on the current page and stop what moved it (a wheel's scroll), so a turn begun
            // towards the side it was on had nothing left to bring it to rest, and stayed
            // half appeared for good.
            side = sideShown
            guard side != .current else { return }
        }
        turn = beginUserTurn(towards: side)
        switch state {
        case .idle, .settling, .cancelled:
            // Moving on its own (a flick's deceleration, a wheel) into a page: heading there.
            state = .settling(turn)
        case .dragging:
            state = .dragging(turn)
        }
    }

    /// The side of the middle slot the content shows now (`.current` on it).
    private var sideShown: PageSlot {
        let progress = layoutValues.progress(at: scrollView.contentOffset)
        return progress > 0 ? .after : progress < 0 ? .before : .current
    }

    /// The content came to rest: complete the turn on its page, cancel it on the current
    /// one, or move to the nearest slot with a page when it stopped between (a wheel).
    private func contentCameToRest() {
        let offset = scrollView.contentOffset
        guard let slot = layoutValues.slot(exactlyAt: offset) else {
            var nearest = layoutValues.nearestSlot(to: offset)
            if nearest != .current, neighbour(nearest) == nil { nearest = .current }
            adjusting { scrollView.setContentOffset(layoutValues.offset(nearest), animated: true) }
            if let slot = layoutValues.slot(exactlyAt: scrollView.contentOffset) { rest(on: slot) }
            return
        }
        rest(on: slot)
    }

    private func rest(on slot: PageSlot) {
        let turn = state.turn
        state = .idle
        if let turn, slot == PageSlot(turn.direction) {
            complete(turn)
        } else if let turn {
            cancel(turn)
        } else {
            recentre(on: current)
        }
        // After `didFinishAnimating`: a tap on the page indicator during that turn turns
        // the next page now, with its own `willTransitionTo`.
        owner.turnTowardsPageControlTarget()
    }

    /// `turn` lands: its page is current. `finished` is what a programmatic turn's
    /// completion hears (false when a finger cut its animation short).
    private func complete(_ turn: PageTurn, finished: Bool = true) {
        completeAppearance(of: turn)
        owner.viewControllers = [turn.pending]
        recentre(on: turn.pending)
        owner.removePage(turn.previous)
        if turn.isUserDriven { owner.userTurnLanded(turn) }
        owner.updatePageControl()
        finishNotifying(turn, completed: turn.isUserDriven || finished)
    }

    /// A finger caught the content moving on its own: a turn more than half done lands
    /// now, so the drag that follows starts from its page with room for the next turn.
    private func fingerWentDown() {
        owner.forgetPageControlTarget()
        guard !state.isDragging, let turn = state.turn else { return }
        let progress = layoutValues.progress(at: scrollView.contentOffset)
        let done = turn.direction == .forward ? progress : -progress
        guard done >= 0.5 else { return }
        state = .idle
        complete(turn, finished: false)
    }

    private func cancel(_ turn: PageTurn) {
        undoAppearance(of: turn)
        if !turn.isUserDriven {
            owner.viewControllers = [turn.previous]
            owner.programTurnDidNotLand()
        }
        recentre(on: turn.previous)
        owner.updatePageControl()
        finishNotifying(turn, completed: false)
    }

    /// `page` into the middle slot, the offset onto it, every neighbour let go.
    private func recentre(on page: UIViewController?) {
        if let page, before.page === page { before = .unknown }
        if let page, after.page === page { after = .unknown }
        forgetNeighbours()
        adjusting {
            page?.viewIfLoaded?.frame = layoutValues.pageFrame(.current)
            scrollView.setContentOffset(layoutValues.offset(.current), animated: false)
        }
    }

    // MARK: Programmatic turns

    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection,
              animated: Bool, completion: ((Bool) -> Void)?) {
        let wasDragging = state.isDragging
        // Ending a turn tells the delegate or a completion, which may set pages of its own:
        // that call's turn ends too, before these pages show (left running, its pages stayed
        // in the tree half appeared and its completion was never called).
        // (A bounded number of times: an app that sets pages again from every completion
        // would otherwise never let this call return.)
        var rounds = 0
        repeat {
            interruptTurn()
            rounds += 1
        } while state.turn != nil && rounds < PageTurn.nestedSettingLimit
        owner.settingEndedTurns()
        if wasDragging || !animated || scrollView.frameLoop == nil || current == nil || page === current {
            // A finger holding the content cannot be animated away from: the page is
            // replaced under it, and its neighbours are asked for again as it moves.
            replaceCurrent(with: page)
            if wasDragging {
                state = .dragging(nil)
                followContent()
            }
            completion?(true)
            return
        }
        guard let previous = current else { return }
        let slot = PageSlot(direction)
        forgetNeighbours()
        owner.addPage(page, in: scrollView, frame: layoutValues.pageFrame(slot))
        if slot == .after { after = .page(page) } else { before = .page(page) }
        adjusting { applyInsets() }
        let turn = PageTurn(direction: direction, pending: page, previous: previous, origin: .program(completion: completion))
        beginAppearance(of: turn)
        owner.viewControllers = [page]
        state = .settling(turn)
        adjusting { scrollView.setContentOffset(layoutValues.offset(slot), animated: true) }
        owner.updatePageControl()
        // No frame loop to animate on (or nothing to animate): it is there already.
        if case .settling = state, layoutValues.slot(exactlyAt: scrollView.contentOffset) == slot { rest(on: slot) }
    }

    /// Ends the turn in progress for a new `setViewControllers`: a programmatic one lands
    /// on its page at once (its completion gets false), a user's turn is cancelled (the
    /// delegate hears `completed: false`).
    private func interruptTurn() {
        guard let turn = state.turn else {
            if !state.isDragging { state = .idle }
            return
        }
        let dragging = state.isDragging
        state = dragging ? .dragging(nil) : .idle
        if turn.isUserDriven {
            undoAppearance(of: turn)
            if !dragging { recentre(on: turn.previous) }
            finishNotifying(turn, completed: false)
        } else {
            completeAppearance(of: turn)
            recentre(on: turn.pending)
            owner.removePage(turn.previous)
            finishNotifying(turn, completed: false)
        }
    }

    /// `page` becomes the current page at once, in the middle slot, with the appearance
    /// calls of a swap.
    private func replaceCurrent(with page: UIViewController) {
        let old = current
        forgetNeighbours()
        if page !== old {
            let appearing = owner.forwardsAppearance
            if let old { old.willMove(toParent: nil) }
            owner.addChild(page)
            if appearing {
                page.beginAppearanceTransition(true, animated: false)
                old?.beginAppearanceTransition(false, animated: false)
            }
            let pageView = page.view!
            pageView.frame = layoutValues.pageFrame(.current)
            scrollView.addSubview(pageView)
            old?.viewIfLoaded?.removeFromSuperview()
            if appearing {
                old?.endAppearanceTransition()
                page.endAppearanceTransition()
            }
            old?.removeFromParent()
            page.didMove(toParent: owner)
            owner.viewControllers = [page]
        }
        if !state.isDragging {
            adjusting { scrollView.setContentOffset(layoutValues.offset(.current), animated: false) }
        }
        owner.updatePageControl()
    }

    func turnAsUser(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard state.isIdle, scrollView.frameLoop != nil else { return false }
        let slot = PageSlot(direction)
        guard let turn = beginUserTurn(towards: slot) else { return false }
        state = .settling(turn)
        adjusting { scrollView.setContentOffset(layoutValues.offset(slot), animated: true) }
        return true
    }

    // MARK: Scroll view delegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard !isAdjusting else { return }
        switch state {
        case .idle:
            forgetNeighbours()
            state = .dragging(nil)
        case let .settling(turn?), let .cancelled(turn):
            var taken = turn
            if case let .program(completion) = turn.origin {
                // A finger caught a programmatic turn: it becomes the user's.
                completion?(false)
                taken.origin = .user
                owner.viewControllers = [turn.previous]
                taken.pendingPresentationIndex = owner.presentedIndex
                taken.pendingIsNeighbour = false
                owner.programTurnDidNotLand()
                owner.delegate?.pageViewController(owner, willTransitionTo: [turn.pending])
            }
            state = .dragging(taken)
        case .settling(nil):
            state = .dragging(nil)
        case .dragging:
            break
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isAdjusting else { return }
        followContent()
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard !isAdjusting else { return }
        // The content rests on a slot with a page: a flick towards a side not yet asked
        // for asks now, and rests on the current page if there is none.
        var slot = layoutValues.nearestSlot(to: targetContentOffset.pointee)
        if let turn = state.turn, !turn.isUserDriven {
            // A finger lifted without dragging from a programmatic turn: it goes on.
            slot = PageSlot(turn.direction)
        } else if slot != .current, neighbour(slot) == nil {
            slot = .current
        }
        targetContentOffset.pointee = layoutValues.offset(slot)
        let turn = state.turn
        if let turn, slot != PageSlot(turn.direction) {
            state = .cancelled(turn)
        } else {
            state = .settling(turn)
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard !isAdjusting, !decelerate else { return }
        contentCameToRest()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        // A finger caught the deceleration and now drags (the scroll view ends the caught
        // deceleration as the drag begins): the content is the finger's, not at rest. Taken
        // for a rest, it slid back to the nearest page under the dragging finger, which
        // then hardly moved the content.
        guard !isAdjusting, !scrollView.isTracking else { return }
        contentCameToRest()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard !isAdjusting else { return }
        contentCameToRest()
    }
}

/// The scroll style's scroll view: never focused, so arrow keys stay the app's (its key
/// commands), not a 40 pt keyboard scroll between pages. Its `delegate` is the app's, as
/// on iOS, where apps find this view in the page view controller's `view.subviews` and set
/// themselves as its delegate to follow the scroll's progress: every call goes to the
/// transition first and then to that delegate, so turning goes on whoever listens.
/// (Reading `delegate` back gives the relay that does this, not the app's object.)
final class PageQueuingScrollView: UIScrollView {
    /// Hears every delegate call first.
    weak var transition: ScrollPageTransition?
    /// The app's delegate, if it set one.
    private(set) weak var observer: UIScrollViewDelegate?
    private lazy var fanOut = PageScrollDelegateFanOut(scrollView: self)

    override var canBecomeFirstResponder: Bool { false }

    /// A wheel the pages take, notched or precise, drops the page indicator's waiting taps,
    /// as a finger does (`fingerWentDown`): neither comes with a touch to tell the transition.
    override func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        let handled = super.scrollWheel(event)
        if handled { transition?.owner.forgetPageControlTarget() }
        return handled
    }

    override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set {
            observer = newValue === fanOut ? observer : newValue
            super.delegate = fanOut
        }
    }

    /// Calls `body` with the transition, then with the app's delegate (no array: this
    /// runs every frame the content moves).
    func forEachListener(_ body: (UIScrollViewDelegate) -> Void) {
        if let transition { body(transition) }
        if let observer { body(observer) }
    }
}

/// Passes a page scroll view's delegate calls to the transition and the app's delegate.
/// The page view controller's scroll view never zooms and never scrolls to the top.
final class PageScrollDelegateFanOut: UIScrollViewDelegate {
    unowned let scrollView: PageQueuingScrollView

    init(scrollView: PageQueuingScrollView) {
        self.scrollView = scrollView
    }

    func scrollViewDidScroll(_ s: UIScrollView) { scrollView.forEachListener { $0.scrollViewDidScroll(s) } }
    func scrollViewWillBeginDragging(_ s: UIScrollView) {
        scrollView.forEachListener { $0.scrollViewWillBeginDragging(s) }
    }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // The app sees where the content will rest; the transition's choice of page stands.
        scrollView.transition?.scrollViewWillEndDragging(s, withVelocity: velocity, targetContentOffset: targetContentOffset)
        var shown = targetContentOffset.pointee
        scrollView.observer?.scrollViewWillEndDragging(s, withVelocity: velocity, targetContentOffset: &shown)
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) {
        scrollView.forEachListener { $0.scrollViewDidEndDragging(s, willDecelerate: decelerate) }
    }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) {
        scrollView.forEachListener { $0.scrollViewWillBeginDecelerating(s) }
    }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) {
        scrollView.forEachListener { $0.scrollViewDidEndDecelerating(s) }
    }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) {
        scrollView.forEachListener { $0.scrollViewDidEndScrollingAnimation(s) }
    }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { false }
    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) {
        scrollView.forEachListener { $0.scrollViewDidChangeAdjustedContentInset(s) }
    }
}
