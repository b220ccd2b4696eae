import Foundation

/// The page indicator: its count and dot from the data source, and its taps turning pages.
///
/// A tap moves the dot at once (the control's own `currentPage`), and the pages follow one
/// turn at a time: a tap while a turn runs is not refused but waits for that turn to
/// land, so quick taps turn a page each, as quick taps on a page curl's outer edge do and
/// as keys pressed during a turn do. The taps' page is kept (`pageControlTarget`) rather
/// than a count of taps, so taps both ways add up to where the dot is. Each turn runs
/// whole, from rest to rest: the scroll style's paging scroll view is three pages long, so
/// a turn cannot be lengthened towards a page two away, and landing the running turn at
/// once (what a curl's edge tap does, under the finger that caught the leaf) would make
/// the content jump by the rest of a page.
extension UIPageViewController {
    /// Asks the data source for the indicator's count (and its index, after pages are set),
    /// and shows the indicator when there is a count (horizontal scroll style only, as on
    /// iOS). While taps' turns are still on their way, the dot stays on the page tapped to.
    func updatePageControl() {
        guard isViewLoaded else { return }
        let count = (transitionStyle == .scroll && navigationOrientation == .horizontal)
            ? dataSource?.presentationCount(for: self) ?? 0 : 0
        guard count > 0, viewControllers != nil else {
            pageControl.isHidden = true
            return
        }
        pageControl.numberOfPages = count
        if presentedIndex == nil { presentedIndex = dataSource?.presentationIndex(for: self) }
        pageControl.currentPage = pageControlTarget ?? presentedIndex ?? 0
        pageControl.isHidden = false
    }

    /// A tap on the indicator turns one page that way, as a user's turn (with delegate
    /// calls), now or once the turn under way lands.
    func pageControlChanged() {
        pageControlTarget = pageControl.currentPage
        turnTowardsPageControlTarget()
    }

    /// Begins the next turn towards the page the indicator's taps asked for, if no turn
    /// runs (the transition calls this when its content comes to rest after a turn, once
    /// the delegate has heard the turn finish). The taps are done with when their page
    /// shows, when no page is that way, or when a turn cannot begin; the dot then shows
    /// the current page again.
    func turnTowardsPageControlTarget() {
        guard let target = pageControlTarget, transition.state.isIdle else { return }
        let current = presentedIndex ?? target
        if target == current || !transition.turnAsUser(target > current ? .forward : .reverse) {
            forgetPageControlTarget()
        }
    }

    /// A user's turn landed: the indicator's index follows it by a page (the data source is
    /// asked only when pages are set, as UIKit asks it), or goes to its page's own index
    /// when the turn knows it (a programmatic turn taken over, perhaps pages away).
    func userTurnLanded(_ turn: PageTurn) {
        if let index = turn.pendingPresentationIndex {
            presentedIndex = index
            return
        }
        guard let index = presentedIndex else { return }
        presentedIndex = turn.direction == .forward ? index + 1 : index - 1
    }

    /// An animated `setViewControllers` did not land on its page: a finger took it over as
    /// its own turn (which keeps the index of the page set, `PageTurn.pendingPresentationIndex`),
    /// or the content came to rest on the page it left. The pages are the ones it left
    /// again, and so is the dot, which a drag then moves as any turn's (it stayed on the
    /// page set, and a landing moved it a page beyond).
    func programTurnDidNotLand() {
        presentedIndex = presentedIndexBeforeSetting
        updatePageControl()
    }

    /// A `setViewControllers` ended the turns under way and now shows its pages. The
    /// delegate or a completion told of those turns may have set pages of their own, whose
    /// index was asked then: these pages are asked theirs anew (the dot stayed on the inner
    /// call's page), and the inner call's page is the one this call leaves.
    func settingEndedTurns() {
        guard let index = presentedIndex else { return }
        presentedIndexBeforeSetting = index
        presentedIndex = nil
    }

    /// The user took the pages in hand (a finger, a wheel): taps still waiting are dropped.
    func forgetPageControlTarget() {
        guard pageControlTarget != nil else { return }
        pageControlTarget = nil
        updatePageControl()
    }
}
