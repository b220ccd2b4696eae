import Foundation
import Raster

/// The page-curl style: the current page lies in the page view controller's view; a turn
/// renders the pages involved into bitmaps once (the normal renderer), then every frame
/// `PageCurlView` draws the leaf curled over the page beneath with `Canvas.drawPageCurl`.
///
/// A forward turn curls the current page away from its outer edge, uncovering the next; a
/// reverse turn uncurls the previous page from beyond the spine onto the current one. A
/// drag carries the outer edge's point under the finger (`PageCurlGeometry(pulling:to:)`);
/// a release past half way, or a flick towards where the turn goes, completes it, any
/// other release lets the page fall back. A tap near the outer edge turns forward, near the
/// spine back. Animated turns move the carried point along a `PageCurlMotion`; a finger
/// that lands on the page while one runs (a tap's, a release's, a key's or a program's)
/// catches it where it is, and the drag goes on from there as the same turn: no second
/// `willTransitionTo`, one `didFinishAnimating` (or completion) when it lands. A tap near
/// an edge during a turn says which way to go instead (`tappedDuringTurn`).
/// The spine at `.min` or `.max` turns single pages, either orientation; at `.mid` two pages
/// show side by side (`viewControllers` left and right, double-sided as UIKit requires) and
/// the right (bottom) one turns over the spine onto the left, or the left one back. Double-sided
/// (`isDoubleSided`): the data source's pages alternate fronts and backs, a turn forward
/// from front F shows F's back `after(F)` on the leaf and uncovers `after(after(F))`, a turn
/// back uncurls `before(before(F))` with its back `before(F)`; `viewControllers` holds the
/// front shown and the back of the leaf before it (after a turn back, `before` of the new
/// front), as `setViewControllers` takes them.
final class PageCurlTransition: PageTransition {
    unowned let owner: UIPageViewController
    /// Holds the current page's view, and the neighbour's during a turn, under the curl.
    let container = UIView()
    let curlView = PageCurlView()
    private(set) var state = PageTransitionState.idle
    private let pan = UIPanGestureRecognizer()
    private let tap = UITapGestureRecognizer()
    private let touchDown = PageTouchDownRecognizer()
    /// The pan and the tap, as UIKit's curl gives them (the touch-down catcher stays: it
    /// only stops an animation under a finger on the page).
    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }
    private var link: CADisplayLink?
    private var curl: Curl?
    /// The window aspect the spine was last chosen for.
    private var orientation = UIInterfaceOrientation.unknown

    /// A release moving faster than this towards where the turn goes completes it, in
    /// points per second.
    static let flickSpeed: CGFloat = 500
    /// The share of the turn past which a user's forward drag, released at rest, completes:
    /// the outer edge it holds pulled half the leaf's length, so past the middle of the
    /// page, as a reader lets go of a page to turn it. The whole turn pulls the edge twice
    /// the leaf's length, over the spine onto the other side; at half of it the edge was at
    /// the spine itself, which a finger that took hold of the outer edge cannot reach inside
    /// the window, so a slow drag across the whole page fell back. A reverse drag, at twice
    /// the pace, is half way with the finger half way across (`turnProgress` 0.5).
    static let forwardDragCompletion = 0.25
    /// Taps within this share of the leaf's length from the outer edge turn forward, from
    /// the spine back.
    static let tapEdgeShare: CGFloat = 0.2
    /// Where a tapped or programmatic turn takes hold of the outer edge, as a share of the
    /// breadth (near the lower corner of a horizontal page, as iOS's animated curl).
    static let animatedHoldShare: CGFloat = 0.85

    /// The pages one turn involves, worked out when it begins.
    private struct Plan {
        /// The page that curls, its back side (double-sided pages), and the page it uncovers.
        var leaf: UIViewController, back: UIViewController?, beneath: UIViewController
        /// The pages that appear and disappear (appearance calls).
        var appearing: [UIViewController], disappearing: [UIViewController]
        /// `viewControllers` once the turn completes.
        var after: [UIViewController]
        /// Shown on the left (top) half during a reverse turn with the spine in the middle:
        /// what the leaf uncovers there as it comes back.
        var uncoveredBeforeSpine: UIViewController?
    }

    /// One turn being drawn.
    private struct Curl {
        var turn: PageTurn
        var plan: Plan
        /// `viewControllers` when the turn began (a cancelled turn leaves them).
        var before: [UIViewController]
        /// The outer-edge point held, and where it is seen now (canonical points).
        var hold: CGPoint, seen: CGPoint
        /// Where the held point is seen with the finger where it went down: the drag moves
        /// it from here (a forward turn at the finger's pace along the length, a reverse
        /// one at twice it).
        var dragBase: CGPoint
        /// How far the held point moves along the length for a point of the finger's
        /// movement: 1 forward, 2 in reverse (see `dragBase`).
        var dragPace: CGFloat { turn.direction == .forward ? 1 : 2 }
        /// True while a finger holds a caught animation and no drag has taken it yet.
        var isCaught = false
        /// True once a finger caught this turn's animation: released, it then completes past
        /// half the turn, as the animation it stopped would have been judged.
        var wasCaught = false
        /// Whether the animation a finger caught was completing the turn (nil: none caught),
        /// for a tap that lifts that finger (`tappedDuringTurn`).
        var headingBeforeCatch: Bool?
        var motion: PageCurlMotion?
        /// True once released towards completing.
        var completes = false
        /// The pages rendered for this turn, and the scale they were rendered at.
        var pages: PageCurlPages?
        var scale: CGFloat = 0
        /// The turn's pages' content generations when they were rendered (`generations(of:)`).
        var renderedGenerations: [Int] = []
    }

    init(owner: UIPageViewController) {
        self.owner = owner
    }

    func install(in view: UIView) {
        container.clipsToBounds = true
        view.addSubview(container)
        curlView.isHidden = true
        curlView.isUserInteractionEnabled = false
        curlView.source = { [unowned self] scale in frame(scale: scale) }
        view.addSubview(curlView)
        pan.addTarget { [unowned self] pan in panned(pan) }
        tap.addTarget { [unowned self] tap in tapped(tap) }
        touchDown.onTouchDown = { [unowned self] in catchAnimation() }
        touchDown.onTouchUp = { [unowned self] in releaseCaughtAnimation() }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(touchDown)
        dataSourceDidChange()
    }

    func layout(in bounds: CGRect) {
        let oldLength = length, oldBreadth = breadth
        container.frame = bounds
        curlView.frame = bounds
        // After the frames: pages the delegate sets for a new spine are placed in the new bounds.
        followOrientation(of: container.window?.bounds.size ?? bounds.size)
        placeShownPages()
        if curl != nil {
            stretchCurl(x: oldLength > 0 ? length / oldLength : 1, y: oldBreadth > 0 ? breadth / oldBreadth : 1)
            placeTurningPages()
            curl?.pages = nil
            curlView.setNeedsDisplay()
        }
    }

    /// The views of the turn's pages into the resized container. With the spine in the
    /// middle the page left of the spine is a view, not part of the curl's drawing: left at
    /// its old frame it showed at the old half's width, with the turning pages' views
    /// beside it where the curl does not draw.
    private func placeTurningPages() {
        guard let c = curl else { return }
        for page in [c.plan.leaf, c.plan.beneath] + (c.plan.back.map { [$0] } ?? []) where page.parent === owner {
            page.viewIfLoaded?.frame = leafFrame
        }
        guard isMid, let left = c.plan.uncoveredBeforeSpine ?? c.before.first, left.parent === owner else { return }
        left.viewIfLoaded?.frame = slot(0)
    }

    /// The turn in progress onto a leaf resized by `sx` along its length and `sy` across:
    /// its points were the old leaf's, so the held point stayed short of (or beyond) the
    /// new outer edge and the curl was drawn pulled from inside the page. It keeps its share
    /// of the way, and a drag goes on from where the leaf is seen, without a jump.
    private func stretchCurl(x sx: CGFloat, y sy: CGFloat) {
        guard var c = curl, sx != 1 || sy != 1 else { return }
        // The finger's movement so far (`follow`'s), kept as it is: the finger did not move.
        let delta = CGPoint(x: (c.seen.x - c.dragBase.x) / c.dragPace, y: c.seen.y - c.dragBase.y)
        c.hold = CGPoint(x: c.hold.x * sx, y: c.hold.y * sy)
        c.seen = CGPoint(x: c.seen.x * sx, y: c.seen.y * sy)
        c.motion = c.motion?.scaled(x: sx, y: sy)
        c.dragBase = CGPoint(x: c.seen.x - c.dragPace * delta.x, y: c.seen.y - delta.y)
        curl = c
    }

    /// Asks the delegate for the spine when the window's aspect turns between portrait and
    /// landscape, and on the first layout with a size (as UIKit asks when the interface
    /// first takes its orientation), and applies it; a turn in progress lands first. As in
    /// UIKit, the delegate gives the view controllers the new spine needs
    /// (`setViewControllers`) from that call. The first layout asks too because the spine
    /// the initializer was given is the app's guess from a window size that may no longer
    /// be the one shown (a window manager's or a resize before the first frame): left
    /// unasked, a portrait window kept two pages side by side until the next switch.
    private func followOrientation(of size: CGSize) {
        let new = UIInterfaceOrientation(size: size)
        guard new != .unknown, new != orientation else { return }
        orientation = new
        owner.chooseSpine(for: new) { [unowned self] in
            if let c = curl {
                link?.isPaused = true
                end(c, finished: false)
            }
        }
    }

    func dataSourceDidChange() {
        pan.isEnabled = owner.dataSource != nil
        tap.isEnabled = owner.dataSource != nil
    }

    private var current: UIViewController? { owner.viewControllers?.first }

    /// The back `setViewControllers` gave with its front (double-sided pages, or the right
    /// page with the spine in the middle), for the `show` that follows (which lets it go).
    var givenBack: UIViewController?

    private var isMid: Bool { owner.spineLocation == .mid }

    /// The spine edge of the leaf for the page view controller's orientation and spine: with
    /// the spine in the middle the leaf is the right (bottom) half, held at its left (top).
    var spine: PageCurlGeometry.Spine {
        let horizontal = owner.navigationOrientation == .horizontal
        if owner.spineLocation == .max { return horizontal ? .right : .bottom }
        return horizontal ? .left : .top
    }

    /// Where the leaf lies in the container: all of it, or the half after the middle spine.
    var leafFrame: CGRect {
        let b = container.bounds
        guard isMid else { return b }
        return owner.navigationOrientation == .horizontal
            ? CGRect(x: b.midX, y: b.minY, width: b.width / 2, height: b.height)
            : CGRect(x: b.minX, y: b.midY, width: b.width, height: b.height / 2)
    }

    /// The frame of the page shown at position `index` of `viewControllers`: the whole
    /// container, or its halves with the spine in the middle.
    private func slot(_ index: Int) -> CGRect {
        guard isMid else { return container.bounds }
        let leaf = leafFrame
        guard index == 0 else { return leaf }
        return owner.navigationOrientation == .horizontal ? leaf.offsetBy(dx: -leaf.width, dy: 0)
            : leaf.offsetBy(dx: 0, dy: -leaf.height)
    }

    /// The shown pages' views into their slots (a double-sided back out of sight).
    private func placeShownPages() {
        guard curl == nil else { return }
        for (i, page) in (owner.viewControllers ?? []).enumerated() where page.parent === owner {
            page.viewIfLoaded?.frame = slot(i)
        }
    }

    private var length: CGFloat { spine.isHorizontal ? leafFrame.width : leafFrame.height }
    private var breadth: CGFloat { spine.isHorizontal ? leafFrame.height : leafFrame.width }

    /// A container point in the leaf's canonical frame (spine at x = 0).
    private func canonical(_ point: CGPoint) -> CGPoint {
        let leaf = leafFrame
        return spine.canonical(CGPoint(x: point.x - leaf.minX, y: point.y - leaf.minY), leafSize: leaf.size)
    }

    /// The geometry of the turn as it is drawn now (points, leaf coordinates).
    var geometry: PageCurlGeometry? {
        guard let curl else { return nil }
        let size = leafFrame.size
        return PageCurlGeometry(leafSize: size, spine: spine, pulling: spine.leafPoint(curl.hold, leafSize: size),
                                to: spine.leafPoint(curl.seen, leafSize: size))
    }

    /// The outer-edge point the turn in progress holds and where it is seen now (canonical
    /// points), as `geometry` is computed from them.
    var carriedPoint: (hold: CGPoint, seen: CGPoint)? { curl.map { ($0.hold, $0.seen) } }

    /// How far the turn in progress has gone towards its page, 0...1.
    var turnProgress: Double {
        guard let curl, let geometry else { return 0 }
        return curl.turn.direction == .forward ? geometry.progress : 1 - geometry.progress
    }

    // MARK: Turns

    /// The pages of a turn `direction` from the data source; nil at an end. Double-sided,
    /// the page between two fronts is the leaf's back; with the spine in the middle the
    /// pages come in pairs (left, right), the leaf's back becoming the new left page.
    private func userPlan(_ direction: UIPageViewController.NavigationDirection) -> Plan? {
        guard let dataSource = owner.dataSource, let shown = owner.viewControllers, let front = shown.first else {
            return nil
        }
        let forward = direction == .forward
        // A page in the tree given again counts as none, so no page is in it twice. Double-
        // sided with the spine at an edge the back held is not in the tree, and is just the
        // page a turn back asks for: a data source that keeps its pages gives that very
        // page, and no turn back could begin.
        let inTree = isMid ? shown : [front]
        func step(_ from: UIViewController) -> UIViewController? {
            let page = forward ? dataSource.pageViewController(owner, viewControllerAfter: from)
                : dataSource.pageViewController(owner, viewControllerBefore: from)
            return page == nil || inTree.contains(where: { $0 === page }) || page === owner ? nil : page
        }
        if isMid {
            guard shown.count == 2 else { return nil }
            let (left, right) = (shown[0], shown[1])
            guard let first = step(forward ? right : left), let second = step(first), second !== first else { return nil }
            return forward
                ? Plan(leaf: right, back: first, beneath: second, appearing: [first, second], disappearing: shown,
                       after: [first, second])
                : Plan(leaf: first, back: left, beneath: right, appearing: [second, first], disappearing: shown,
                       after: [second, first], uncoveredBeforeSpine: second)
        }
        guard let first = step(front) else { return nil }
        guard owner.isDoubleSided else {
            return Plan(leaf: forward ? front : first, back: nil, beneath: forward ? first : front, appearing: [first],
                        disappearing: [front], after: [first])
        }
        guard let second = step(first), second !== first else { return nil }
        // `viewControllers` then holds the front and the back of the leaf before it, as
        // `setViewControllers` takes them: forward that is the leaf just turned, back the
        // one before the leaf that uncurled (its back was taken for it, and a key's turn
        // back from there drew the leaf uncurling with the back of the leaf after it). At
        // the first leaf there is none; its own back stands in.
        let backBefore = forward ? first : step(second) ?? first
        return Plan(leaf: forward ? front : second, back: first, beneath: forward ? second : front, appearing: [second],
                    disappearing: [front], after: [second, backBefore])
    }

    /// The pages of `setViewControllers(pages)` turning `direction`.
    private func programPlan(_ pages: [UIViewController], direction: UIPageViewController.NavigationDirection) -> Plan? {
        guard let shown = owner.viewControllers, let front = shown.first else { return nil }
        let forward = direction == .forward
        let appearing = pages.filter { page in !shown.contains { $0 === page } }
        let disappearing = shown.filter { page in !pages.contains { $0 === page } }
        if isMid {
            guard shown.count == 2, pages.count == 2 else { return nil }
            return forward
                ? Plan(leaf: shown[1], back: pages[0], beneath: pages[1], appearing: appearing, disappearing: disappearing,
                       after: pages)
                : Plan(leaf: pages[1], back: shown[0], beneath: shown[1], appearing: appearing,
                       disappearing: disappearing, after: pages, uncoveredBeforeSpine: pages[0])
        }
        // Double-sided, the second view controller is the back of the leaf before the front.
        // Forward, the leaf turning is the one shown now, whose back the new pages give;
        // in reverse it is the leaf before the one shown, whose back the shown pages give
        // (the new pages' second is the back of the leaf before that one).
        let back = forward ? (pages.count > 1 ? pages[1] : nil) : (shown.count > 1 ? shown[1] : nil)
        return Plan(leaf: forward ? front : pages[0], back: back,
                    beneath: forward ? pages[0] : front, appearing: [pages[0]].filter { $0 !== front },
                    disappearing: [front].filter { $0 !== pages[0] }, after: pages)
    }

    /// Starts drawing `turn` with the outer edge held at breadth `y` (canonical points):
    /// the turn's pages join the children under the curl, and the curl shows.
    private func begin(_ turn: PageTurn, plan: Plan, holdingAt y: CGFloat) {
        let before = owner.viewControllers ?? []
        for page in [plan.leaf, plan.beneath] + (plan.back.map { [$0] } ?? []) where page.parent !== owner {
            owner.addPage(page, in: container, frame: leafFrame)
            container.sendSubviewToBack(page.view)
        }
        if let left = plan.uncoveredBeforeSpine {
            if left.parent !== owner { owner.addPage(left, in: container, frame: slot(0)) }
            left.view.frame = slot(0)
            container.bringSubviewToFront(left.view)
        }
        let forward = turn.direction == .forward
        let hold = CGPoint(x: length, y: min(breadth, max(0, y)))
        let folded = CGPoint(x: -length, y: hold.y)
        curl = Curl(turn: turn, plan: plan, before: before, hold: hold, seen: forward ? hold : folded,
                    dragBase: forward ? hold : folded)
        curlView.isHidden = false
        curlView.setNeedsDisplay()
        if owner.forwardsAppearance {
            for page in plan.appearing { page.beginAppearanceTransition(true, animated: true) }
            for page in plan.disappearing { page.beginAppearanceTransition(false, animated: true) }
        }
    }

    private func beginUserTurn(_ direction: UIPageViewController.NavigationDirection, holdingAt y: CGFloat) -> Bool {
        guard let previous = current, let plan = userPlan(direction) else { return false }
        let turn = PageTurn(direction: direction, pending: plan.after[0], previous: previous, origin: .user)
        owner.delegate?.pageViewController(owner, willTransitionTo: plan.after)
        begin(turn, plan: plan, holdingAt: y)
        return true
    }

    /// Animates the held point to where the turn ends: folded beyond the spine (a forward
    /// turn completing, a reverse one cancelled) or flat on the outer edge.
    private func settle(completing: Bool, lift: Double = 0) {
        guard var c = curl else { return }
        let forward = c.turn.direction == .forward
        let folded = forward == completing
        c.completes = completing
        c.motion = PageCurlMotion(from: c.seen, to: CGPoint(x: folded ? -length : length, y: c.hold.y), lift: lift,
                                  start: CACurrentMediaTime(), length: length)
        curl = c
        state = completing ? .settling(c.turn) : .cancelled(c.turn)
        startLink()
    }

    private func startLink() {
        guard let loop = container.frameLoop else {
            // No host to animate on: the turn ends where it is going at once.
            step(to: .infinity)
            return
        }
        if link == nil { link = CADisplayLink { [weak self] link in self?.step(to: link.timestamp) } }
        link?.add(to: loop.scheduler, forMode: .common)
        link?.isPaused = false
    }

    private func step(to time: TimeInterval) {
        guard var c = curl, var motion = c.motion, !state.isDragging else {
            link?.isPaused = true
            return
        }
        let running = motion.advance(to: time)
        c.motion = motion
        c.seen = motion.position
        curl = c
        curlView.setNeedsDisplay()
        if !running {
            link?.isPaused = true
            end(c)
        }
    }

    /// The turn arrived: its pages are shown (completed) or the ones before stay; pages
    /// no longer shown leave the tree and the children.
    private func end(_ c: Curl, finished: Bool = true) {
        curl = nil
        state = .idle
        curlView.isHidden = true
        let plan = c.plan
        if owner.forwardsAppearance {
            if c.completes {
                for page in plan.appearing + plan.disappearing { page.endAppearanceTransition() }
            } else {
                for page in plan.appearing {
                    page.beginAppearanceTransition(false, animated: true)
                    page.endAppearanceTransition()
                }
                for page in plan.disappearing {
                    page.beginAppearanceTransition(true, animated: true)
                    page.endAppearanceTransition()
                }
            }
        }
        let shown = c.completes ? plan.after : c.before
        owner.viewControllers = shown
        // Shown in the tree: the front, or both pages with the spine in the middle.
        let inTree = isMid ? shown : Array(shown.prefix(1))
        for page in c.before + [plan.leaf, plan.beneath] + plan.after + (plan.back.map { [$0] } ?? [])
        where !inTree.contains(where: { $0 === page }) {
            owner.removePage(page)
        }
        placeShownPages()
        switch c.turn.origin {
        case .user:
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: c.before,
                                               transitionCompleted: c.completes)
        case let .program(completion):
            completion?(finished && c.completes)
        }
    }

    // MARK: Gestures

    private func panned(_ pan: UIPanGestureRecognizer) {
        let location = canonical(pan.location(in: container))
        let moved = pan.translation(in: container)
        let origin = canonical(CGPoint(x: pan.location(in: container).x - moved.x,
                                       y: pan.location(in: container).y - moved.y))
        let delta = CGPoint(x: location.x - origin.x, y: location.y - origin.y)
        switch pan.state {
        case .began:
            if case .dragging = state, var c = curl, c.isCaught {
                // The caught turn goes on under this drag.
                c.isCaught = false
                c.headingBeforeCatch = nil
                curl = c
                follow(delta)
                return
            }
            guard state.isIdle else { return }
            let direction: UIPageViewController.NavigationDirection = delta.x > 0 ? .reverse : .forward
            state = beginUserTurn(direction, holdingAt: origin.y) ? .dragging(curl?.turn) : .dragging(nil)
            follow(delta)
        case .changed:
            follow(delta)
        case .ended:
            guard case .dragging = state else { return }
            guard let c = curl else {
                state = .idle
                return
            }
            let velocity = pan.velocity(in: container)
            let speed = canonical(velocity).x - canonical(.zero).x
            let towards: CGFloat = c.turn.direction == .forward ? -speed : speed
            let threshold = c.turn.direction == .forward && !c.wasCaught ? Self.forwardDragCompletion : 0.5
            settle(completing: towards > Self.flickSpeed || (towards > -Self.flickSpeed && turnProgress > threshold))
        case .cancelled, .failed:
            guard case .dragging = state else { return }
            if curl != nil { settle(completing: false) } else { state = .idle }
        default:
            break
        }
    }

    /// The held point follows the finger's movement `delta` (canonical points): a forward
    /// turn from the outer edge, a reverse one from beyond the spine at twice the pace, so
    /// a drag across the page brings the leaf all the way back.
    private func follow(_ delta: CGPoint) {
        guard case .dragging = state, var c = curl else { return }
        c.seen = CGPoint(x: c.dragBase.x + c.dragPace * delta.x, y: c.dragBase.y + delta.y)
        curl = c
        curlView.setNeedsDisplay()
    }

    /// A finger went down on the page: an animated turn stops where it is now (its motion
    /// advanced to this moment) and waits for the finger's drag or release.
    private func catchAnimation() {
        guard var c = curl, var motion = c.motion else { return }
        switch state {
        case .settling, .cancelled: break
        default: return
        }
        guard motion.advance(to: CACurrentMediaTime()) else {
            // Arriving now: it lands as it would have.
            step(to: .infinity)
            return
        }
        link?.isPaused = true
        c.motion = nil
        c.seen = motion.position
        c.dragBase = motion.position
        c.isCaught = true
        c.wasCaught = true
        c.headingBeforeCatch = c.completes
        c.completes = false
        curl = c
        state = .dragging(c.turn)
        curlView.setNeedsDisplay()
    }

    /// The finger that caught a turn lifted without dragging: released at rest where it
    /// holds the turn, which completes past half way and otherwise falls back.
    private func releaseCaughtAnimation() {
        guard let c = curl, c.isCaught, case .dragging = state else { return }
        settle(completing: turnProgress > 0.5)
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let x = canonical(tap.location(in: container)).x
        // With the spine in the middle the left page's outer edge is a leaf length before it.
        let reverseEdge = isMid ? -length * (1 - Self.tapEdgeShare) : length * Self.tapEdgeShare
        let direction: UIPageViewController.NavigationDirection
        if x >= length * (1 - Self.tapEdgeShare) {
            direction = .forward
        } else if x <= reverseEdge {
            direction = .reverse
        } else {
            return
        }
        if curl != nil {
            tappedDuringTurn(direction)
        } else {
            _ = turnAsUser(direction)
        }
    }

    /// A tap near an edge while a turn animates: its finger caught the turn and let it go
    /// at once, which on its own would let the turn fall back short of half way, so quick
    /// taps on the outer edge turned no page at all. A tap says which way to go: a turn
    /// already heading that way lands now and the next turn begins from its page (as keys
    /// do); one falling back from that way goes on to its page; a turn the other way
    /// falls back.
    private func tappedDuringTurn(_ direction: UIPageViewController.NavigationDirection) {
        guard var c = curl, c.motion != nil, let completing = c.headingBeforeCatch else { return }
        c.headingBeforeCatch = nil
        curl = c
        guard c.turn.direction == direction else {
            settle(completing: false)
            return
        }
        guard completing else {
            settle(completing: true)
            return
        }
        link?.isPaused = true
        c.completes = true
        end(c)
        _ = turnAsUser(direction)
    }

    func turnAsUser(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard state.isIdle, beginUserTurn(direction, holdingAt: breadth * Self.animatedHoldShare) else { return false }
        settle(completing: true, lift: Double(breadth) * PageCurlMotion.liftShare)
        return true
    }

    // MARK: Programmatic turns

    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection,
              animated: Bool, completion: ((Bool) -> Void)?) {
        // The back given with this call, before a call made from the landing below gives its own.
        let pages = [page] + (givenBack.map { [$0] } ?? [])
        givenBack = nil
        // A turn in progress lands where it was going at once. Landing tells the delegate
        // or a completion, which may set pages of its own: that call's turn lands too
        // before these pages show (left curling, its pages stayed in the tree half
        // disappeared and its completion was never called).
        var rounds = 0
        while let c = curl, rounds < PageTurn.nestedSettingLimit {
            link?.isPaused = true
            end(c, finished: false)
            rounds += 1
        }
        owner.settingEndedTurns()
        state = .idle
        let shown = owner.viewControllers ?? []
        let same = shown.count == pages.count && zip(shown, pages).allSatisfy { $0 === $1 }
        guard animated, !same, container.frameLoop != nil, let previous = current,
              let plan = programPlan(pages, direction: direction) else {
            replaceShown(with: pages)
            completion?(true)
            return
        }
        let turn = PageTurn(direction: direction, pending: page, previous: previous,
                            origin: .program(completion: completion))
        begin(turn, plan: plan, holdingAt: breadth * Self.animatedHoldShare)
        settle(completing: true, lift: Double(breadth) * PageCurlMotion.liftShare)
        // As in UIKit, the new pages are current from the call on.
        owner.viewControllers = pages
    }

    /// `pages` are shown at once, with the appearance calls of a swap for the pages that
    /// come and go.
    private func replaceShown(with pages: [UIViewController]) {
        let old = owner.viewControllers ?? []
        let inTree = isMid ? pages : Array(pages.prefix(1))
        let oldInTree = old.filter { $0.parent === owner }
        let coming = inTree.filter { page in !oldInTree.contains { $0 === page } }
        let going = oldInTree.filter { page in !inTree.contains { $0 === page } }
        let appearing = owner.forwardsAppearance
        if appearing {
            for page in coming { page.beginAppearanceTransition(true, animated: false) }
            for page in going { page.beginAppearanceTransition(false, animated: false) }
        }
        for page in coming { owner.addPage(page, in: container, frame: container.bounds) }
        for page in going { owner.removePage(page) }
        if appearing {
            for page in going { page.endAppearanceTransition() }
            for page in coming { page.endAppearanceTransition() }
        }
        owner.viewControllers = pages
        placeShownPages()
    }

    // MARK: Drawing

    /// How many times a turn's pages were rendered into bitmaps (for tests: a turn whose
    /// pages do not change renders them once).
    private(set) var pageRenders = 0

    /// The content generations of `plan`'s pages: their layers count every change in their
    /// subtrees (`noteContentChangeForShadows`), an image arriving or a label's new text.
    private func generations(of plan: Plan) -> [Int] {
        ([plan.leaf, plan.beneath] + (plan.back.map { [$0] } ?? [])).map { $0.view.layer.contentGeneration }
    }

    /// The pages and geometry to draw at `scale` pixels per point, rendering the pages
    /// the first time, when the scale or size changed, or when a page's content changed
    /// since: iOS's curl draws the live pages, and a page whose image decoded in the
    /// background after the turn began showed its "Loading" text until the turn landed.
    private func frame(scale: CGFloat) -> (PageCurlPages, PageCurlGeometry, CGPoint)? {
        guard var c = curl, let geometry else { return nil }
        let leaf = leafFrame
        let size = leaf.size
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0 else { return nil }
        if c.pages == nil || c.scale != scale || c.pages?.front.width != width || c.pages?.front.height != height
            || c.renderedGenerations != generations(of: c.plan) {
            func render(_ page: UIViewController) -> RasterImage {
                let bitmap = Bitmap(width: width, height: height)
                // Rendered at the leaf's size; only a page's bounds matter to its picture.
                page.view.bounds = CGRect(origin: .zero, size: size)
                page.view.layoutIfNeeded()
                ViewRenderer.render(page.view, into: bitmap, scale: scale, background: .white)
                return RasterImage(bitmap: bitmap)
            }
            c.pages = PageCurlPages(front: render(c.plan.leaf), back: c.plan.back.map { .image(render($0)) } ?? .paper,
                                    beneath: render(c.plan.beneath))
            c.scale = scale
            // Read after rendering: the layout a render makes is not a change to draw again.
            c.renderedGenerations = generations(of: c.plan)
            pageRenders += 1
            curl = c
        }
        return (c.pages!, geometry.scaled(by: Double(scale)), leaf.origin)
    }
}

/// Draws the page curl of its transition over the pages, in its own `draw(_:)`.
final class PageCurlView: UIView {
    /// The pages, the geometry (pixels) and the leaf's origin (points, in this view) to
    /// draw at a scale (pixels per point).
    var source: ((CGFloat) -> (PageCurlPages, PageCurlGeometry, CGPoint)?)?

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let t = context.canvas.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d, let (pages, geometry, origin) = source?(t.a) else { return }
        let device = origin.applying(t)
        context.canvas.drawPageCurl(pages, geometry: geometry, atDeviceX: Int(device.x.rounded()),
                                    y: Int(device.y.rounded()))
    }
}
