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
/// spine back. Animated turns move the carried point along a `PageCurlMotion`.
/// Single pages with the spine at `.min` or `.max`, either orientation. Double-sided
/// (`isDoubleSided`): the data source's pages alternate fronts and backs, a turn forward
/// from front F shows F's back `after(F)` on the leaf and uncovers `after(after(F))`, a turn
/// back uncurls `before(before(F))` with its back `before(F)`; `viewControllers` holds the
/// front shown and the back of the leaf turned before it.
final class PageCurlTransition: PageTransition {
    unowned let owner: UIPageViewController
    /// Holds the current page's view, and the neighbour's during a turn, under the curl.
    let container = UIView()
    let curlView = PageCurlView()
    private(set) var state = PageTransitionState.idle
    private let pan = UIPanGestureRecognizer()
    private let tap = UITapGestureRecognizer()
    private var link: CADisplayLink?
    private var curl: Curl?
    /// The window aspect the spine was last chosen for.
    private var orientation = UIInterfaceOrientation.unknown

    /// A release moving faster than this towards where the turn goes completes it, in
    /// points per second.
    static let flickSpeed: CGFloat = 500
    /// Taps within this share of the leaf's length from the outer edge turn forward, from
    /// the spine back.
    static let tapEdgeShare: CGFloat = 0.2
    /// Where a tapped or programmatic turn takes hold of the outer edge, as a share of the
    /// breadth (near the lower corner of a horizontal page, as iOS's animated curl).
    static let animatedHoldShare: CGFloat = 0.85

    /// One turn being drawn.
    private struct Curl {
        var turn: PageTurn
        /// The page that curls (the current page forward, the pending one in reverse), and
        /// the one it uncovers.
        var leaf: UIViewController, beneath: UIViewController
        /// The leaf's back side (double-sided pages), and the pages shown before the turn.
        var back: UIViewController?
        var before: [UIViewController]
        /// The outer-edge point held, and where it is seen now (canonical points).
        var hold: CGPoint, seen: CGPoint
        var motion: PageCurlMotion?
        /// True once released towards completing.
        var completes = false
        /// The pages rendered for this turn, and the scale they were rendered at.
        var pages: PageCurlPages?
        var scale: CGFloat = 0
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
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        dataSourceDidChange()
    }

    func layout(in bounds: CGRect) {
        followOrientation(of: container.window?.bounds.size ?? bounds.size)
        container.frame = bounds
        curlView.frame = bounds
        for page in owner.children { page.viewIfLoaded?.frame = container.bounds }
        if curl != nil {
            curl?.pages = nil
            curlView.setNeedsDisplay()
        }
    }

    /// Asks the delegate for the spine when the window's aspect turns between portrait and
    /// landscape (not on the first layout, which sets the spine the initializer chose), and
    /// applies it; a turn in progress lands first.
    private func followOrientation(of size: CGSize) {
        let new = UIInterfaceOrientation(size: size)
        guard new != .unknown, new != orientation else { return }
        let old = orientation
        orientation = new
        guard old != .unknown, let delegate = owner.delegate else { return }
        let spine = delegate.pageViewController(owner, spineLocationFor: new)
        UIPageViewController.checkCurlSpine(spine)
        guard spine != owner.spineLocation else { return }
        if let c = curl {
            link?.isPaused = true
            end(c, finished: false)
        }
        owner.spineLocation = spine
    }

    func dataSourceDidChange() {
        pan.isEnabled = owner.dataSource != nil
        tap.isEnabled = owner.dataSource != nil
    }

    private var current: UIViewController? { owner.viewControllers?.first }

    /// The back `setViewControllers` gave with its front (double-sided pages), for `show`.
    var givenBack: UIViewController?

    /// The spine edge of the leaf for the page view controller's orientation and spine.
    var spine: PageCurlGeometry.Spine {
        let horizontal = owner.navigationOrientation == .horizontal
        if owner.spineLocation == .max { return horizontal ? .right : .bottom }
        return horizontal ? .left : .top
    }

    private var length: CGFloat { spine.isHorizontal ? container.bounds.width : container.bounds.height }
    private var breadth: CGFloat { spine.isHorizontal ? container.bounds.height : container.bounds.width }

    private func canonical(_ point: CGPoint) -> CGPoint { spine.canonical(point, leafSize: container.bounds.size) }

    /// The geometry of the turn as it is drawn now (points).
    var geometry: PageCurlGeometry? {
        guard let curl else { return nil }
        let size = container.bounds.size
        return PageCurlGeometry(leafSize: size, spine: spine, pulling: spine.leafPoint(curl.hold, leafSize: size),
                                to: spine.leafPoint(curl.seen, leafSize: size))
    }

    /// How far the turn in progress has gone towards its page, 0...1.
    var turnProgress: Double {
        guard let curl, let geometry else { return 0 }
        return curl.turn.direction == .forward ? geometry.progress : 1 - geometry.progress
    }

    // MARK: Turns

    /// The page a turn `direction` goes to, and for double-sided pages the back of the leaf
    /// that turns (the page between, in the data source's order); nil at an end.
    private func neighbour(_ direction: UIPageViewController.NavigationDirection)
        -> (page: UIViewController, back: UIViewController?)? {
        guard let dataSource = owner.dataSource, let current else { return nil }
        func step(_ from: UIViewController) -> UIViewController? {
            let page = direction == .forward ? dataSource.pageViewController(owner, viewControllerAfter: from)
                : dataSource.pageViewController(owner, viewControllerBefore: from)
            return page === current || page === owner ? nil : page
        }
        guard let first = step(current) else { return nil }
        guard owner.isDoubleSided else { return (first, nil) }
        guard let second = step(first), second !== first else { return nil }
        return (second, first)
    }

    /// Starts drawing `turn` with the outer edge held at breadth `y` (canonical points):
    /// the pending page joins the children under the curl, and the curl shows.
    private func begin(_ turn: PageTurn, back: UIViewController?, holdingAt y: CGFloat) {
        let before = owner.viewControllers ?? []
        owner.addPage(turn.pending, in: container, frame: container.bounds)
        if let back, back.parent !== owner {
            owner.addPage(back, in: container, frame: container.bounds)
            container.sendSubviewToBack(back.view)
        }
        let forward = turn.direction == .forward
        let hold = CGPoint(x: length, y: min(breadth, max(0, y)))
        let folded = CGPoint(x: -length, y: hold.y)
        curl = Curl(turn: turn, leaf: forward ? turn.previous : turn.pending,
                    beneath: forward ? turn.pending : turn.previous, back: back, before: before, hold: hold,
                    seen: forward ? hold : folded)
        if forward { container.sendSubviewToBack(turn.pending.view) }
        curlView.isHidden = false
        curlView.setNeedsDisplay()
    }

    private func beginUserTurn(_ direction: UIPageViewController.NavigationDirection, holdingAt y: CGFloat) -> Bool {
        guard let previous = current, let (page, back) = neighbour(direction) else { return false }
        let turn = PageTurn(direction: direction, pending: page, previous: previous, origin: .user)
        owner.delegate?.pageViewController(owner, willTransitionTo: [page] + (back.map { [$0] } ?? []))
        begin(turn, back: back, holdingAt: y)
        if owner.forwardsAppearance {
            page.beginAppearanceTransition(true, animated: true)
            previous.beginAppearanceTransition(false, animated: true)
        }
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
        guard var c = curl, var motion = c.motion else {
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

    /// The turn arrived: its page is current (completed) or the previous one stays.
    private func end(_ c: Curl, finished: Bool = true) {
        curl = nil
        state = .idle
        curlView.isHidden = true
        let turn = c.turn
        let appearing = owner.forwardsAppearance
        if c.completes {
            if appearing {
                turn.pending.endAppearanceTransition()
                turn.previous.endAppearanceTransition()
            }
            owner.viewControllers = [turn.pending] + (c.back.map { [$0] } ?? [])
            owner.removePage(turn.previous)
            if let back = c.back { owner.removePage(back) }
        } else {
            if appearing {
                turn.pending.beginAppearanceTransition(false, animated: true)
                turn.pending.endAppearanceTransition()
                turn.previous.beginAppearanceTransition(true, animated: true)
                turn.previous.endAppearanceTransition()
            }
            owner.viewControllers = c.before
            owner.removePage(turn.pending)
            if let back = c.back, !c.before.contains(where: { $0 === back }) { owner.removePage(back) }
        }
        switch turn.origin {
        case .user:
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [turn.previous],
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
            settle(completing: towards > Self.flickSpeed || (towards > -Self.flickSpeed && turnProgress > 0.5))
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
        let forward = c.turn.direction == .forward
        c.seen = forward ? CGPoint(x: c.hold.x + delta.x, y: c.hold.y + delta.y)
            : CGPoint(x: -length + 2 * delta.x, y: c.hold.y + delta.y)
        curl = c
        curlView.setNeedsDisplay()
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let x = canonical(tap.location(in: container)).x
        if x >= length * (1 - Self.tapEdgeShare) {
            _ = turnAsUser(.forward)
        } else if x <= length * Self.tapEdgeShare {
            _ = turnAsUser(.reverse)
        }
    }

    func turnAsUser(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard state.isIdle, beginUserTurn(direction, holdingAt: breadth * Self.animatedHoldShare) else { return false }
        settle(completing: true, lift: Double(breadth) * PageCurlMotion.liftShare)
        return true
    }

    // MARK: Programmatic turns

    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection,
              animated: Bool, completion: ((Bool) -> Void)?) {
        if let c = curl {
            // A turn in progress lands where it was going at once.
            link?.isPaused = true
            end(c, finished: false)
        }
        state = .idle
        guard animated, let previous = current, page !== previous, container.frameLoop != nil else {
            replaceCurrent(with: page)
            completion?(true)
            return
        }
        let turn = PageTurn(direction: direction, pending: page, previous: previous,
                            origin: .program(completion: completion))
        let back = givenBack
        begin(turn, back: back, holdingAt: breadth * Self.animatedHoldShare)
        if owner.forwardsAppearance {
            page.beginAppearanceTransition(true, animated: true)
            previous.beginAppearanceTransition(false, animated: true)
        }
        settle(completing: true, lift: Double(breadth) * PageCurlMotion.liftShare)
        // As in UIKit, the new pages are current from the call on.
        owner.viewControllers = [page] + (back.map { [$0] } ?? [])
    }

    /// `page` becomes the current page at once (with the given back, double-sided), with
    /// the appearance calls of a swap.
    private func replaceCurrent(with page: UIViewController) {
        let old = current
        guard page !== old else {
            owner.viewControllers = [page] + (givenBack.map { [$0] } ?? [])
            return
        }
        let appearing = owner.forwardsAppearance
        if appearing {
            page.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        owner.addPage(page, in: container, frame: container.bounds)
        if let old { owner.removePage(old) }
        if appearing {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        owner.viewControllers = [page] + (givenBack.map { [$0] } ?? [])
    }

    // MARK: Drawing

    /// The pages and geometry to draw at `scale` pixels per point, rendering the pages
    /// the first time (or when the scale or size changed).
    private func frame(scale: CGFloat) -> (PageCurlPages, PageCurlGeometry)? {
        guard var c = curl, let geometry else { return nil }
        let size = container.bounds.size
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0 else { return nil }
        if c.pages == nil || c.scale != scale || c.pages?.front.width != width || c.pages?.front.height != height {
            func render(_ page: UIViewController) -> RasterImage {
                let bitmap = Bitmap(width: width, height: height)
                page.view.frame = container.bounds
                page.view.layoutIfNeeded()
                ViewRenderer.render(page.view, into: bitmap, scale: scale, background: .white)
                return RasterImage(bitmap: bitmap)
            }
            c.pages = PageCurlPages(front: render(c.leaf), back: c.back.map { .image(render($0)) } ?? .paper,
                                    beneath: render(c.beneath))
            c.scale = scale
            curl = c
        }
        return (c.pages!, geometry.scaled(by: Double(scale)))
    }
}

/// Draws the page curl of its transition over the pages, in its own `draw(_:)`.
final class PageCurlView: UIView {
    /// The pages and the geometry (points) to draw at a scale (pixels per point).
    var source: ((CGFloat) -> (PageCurlPages, PageCurlGeometry)?)?

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let t = context.canvas.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d, let (pages, geometry) = source?(t.a) else { return }
        context.canvas.drawPageCurl(pages, geometry: geometry, atDeviceX: Int(t.tx.rounded()), y: Int(t.ty.rounded()))
    }
}
