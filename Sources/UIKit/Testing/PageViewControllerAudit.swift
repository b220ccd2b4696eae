import Foundation

/// Watches one page view controller for broken invariants, for random-input testing: it
/// sits between the controller and its delegate (forwarding every call, the spine's too,
/// so the app behaves as before) to see that each turn the delegate hears of ends, and
/// checks what shows once the input lets go.
///
/// - After every event: the delegate's calls in order (`didFinishAnimating` only after
///   `willTransitionTo`, a completed turn landing on the pages announced).
/// - Once settled (`restingProblem`): no turn in progress; as many view controllers as the
///   spine and sides require; the current pages (one, or the two beside a middle spine)
///   seen whole in their slots of the controller's view, appeared, and nothing of any other
///   page seen; every other child disappeared; no page view left in the view tree without
///   its controller among the children; a scroll style's scroll view at rest on a page.
public final class PageViewControllerAudit: UIPageViewControllerDelegate, RandomInputAudit {
    /// The page view controller watched.
    public private(set) weak var pageViewController: UIPageViewController?
    /// The delegate the controller had: every call goes on to it.
    public private(set) weak var forwardee: UIPageViewControllerDelegate?
    /// A name for messages ("curl mid").
    public let name: String

    /// The pages announced by `willTransitionTo` whose turn has not yet finished.
    private var pending: [UIViewController]?
    /// The first ordering error seen, kept until read.
    private var orderProblem: String?

    /// Starts watching `pageViewController`, put between it and its current delegate. The
    /// audit is held weakly by the controller, as any delegate: keep it.
    public init(_ pageViewController: UIPageViewController, name: String) {
        self.pageViewController = pageViewController
        self.name = name
        forwardee = pageViewController.delegate
        pageViewController.delegate = self
    }

    /// The page view controller.
    public var watched: AnyObject? { pageViewController }

    public func geometryProblem() -> String? {
        guard let p = pageViewController, p.isViewLoaded else { return nil }
        let b = p.view.bounds
        for n in [b.minX, b.minY, b.width, b.height] where !n.isFinite {
            return "\(name): non-finite bounds \(text(b))"
        }
        return orderProblem
    }

    public func restingProblem() -> String? {
        guard let p = pageViewController, p.isViewLoaded else { return nil }
        if let problem = geometryProblem() { return problem }
        if let transition = p.transition, !transition.state.isIdle {
            return "\(name): a turn is left in progress (\(transition.state))"
        }
        if pending != nil { return "\(name): willTransitionTo was never followed by didFinishAnimating" }
        guard let pages = p.viewControllers else { return "\(name): no view controllers" }
        if pages.count != p.requiredViewControllerCount {
            return "\(name): \(pages.count) view controllers for \(p.requiredViewControllerCount) required"
        }
        let bounds = p.view.bounds
        // Too small a window to hold a page (a resize to a few points) shows what it can.
        guard bounds.width >= 2, bounds.height >= 2 else { return nil }
        let shown = p.spineLocation == .mid ? pages : [pages[0]]
        for (slot, page) in shown.enumerated() {
            let expected = PageViewControllerAudit.slot(slot, of: shown.count, in: bounds,
                                                        vertical: p.navigationOrientation == .vertical)
            guard let view = page.viewIfLoaded, let seen = PageViewControllerAudit.seenRect(of: view, in: p.view) else {
                return "\(name): current page \(slot) (\(describe(page))) is not seen"
            }
            if !PageViewControllerAudit.nearlyEqual(seen, expected) {
                return "\(name): current page \(slot) (\(describe(page))) is seen at \(text(seen)), not \(text(expected))"
            }
            if page.appearanceState != .appeared {
                return "\(name): current page \(slot) (\(describe(page))) is \(page.appearanceState), not appeared"
            }
        }
        for child in p.children where !shown.contains(where: { $0 === child }) {
            if let view = child.viewIfLoaded, let seen = PageViewControllerAudit.seenRect(of: view, in: p.view),
               seen.width * seen.height > 0.5 {
                return "\(name): \(describe(child)), not a current page, is seen at \(text(seen))"
            }
            // The back of a double-sided leaf is the controllers' second: never seen at rest.
            if child.appearanceState != .disappeared, !pages.contains(where: { $0 === child }) {
                return "\(name): \(describe(child)), not a current page, is \(child.appearanceState)"
            }
        }
        if let stray = PageViewControllerAudit.strayPageView(in: p.view, of: p) {
            return "\(name): the view of \(describe(stray)) is in the tree, but it is not a child"
        }
        if let scroll = p.view.subviews.compactMap({ $0 as? UIScrollView }).first {
            let flags = [("isTracking", scroll.isTracking), ("isDragging", scroll.isDragging),
                         ("isDecelerating", scroll.isDecelerating)]
            if let set = flags.first(where: \.1) { return "\(name): its scroll view's \(set.0) left true" }
        }
        return nil
    }

    private func describe(_ page: UIViewController) -> String {
        page.title ?? String(describing: type(of: page))
    }

    /// `rect` as "(x, y, width, height)", points.
    private func text(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }

    private func note(_ problem: String) {
        if orderProblem == nil { orderProblem = "\(name): \(problem)" }
    }

    /// Slot `index` of `count` (one page, or two beside a middle spine) in `bounds`.
    static func slot(_ index: Int, of count: Int, in bounds: CGRect, vertical: Bool) -> CGRect {
        guard count == 2 else { return bounds }
        if vertical {
            let h = bounds.height / 2
            return CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * h, width: bounds.width, height: h)
        }
        let w = bounds.width / 2
        return CGRect(x: bounds.minX + CGFloat(index) * w, y: bounds.minY, width: w, height: bounds.height)
    }

    /// The part of `view` seen inside `root`, in `root`'s coordinates: cut by every
    /// clipping view on the way up and by `root`'s bounds; nil when hidden, transparent,
    /// outside `root`, or none of it is seen.
    static func seenRect(of view: UIView, in root: UIView) -> CGRect? {
        var rect = view.bounds
        var v = view
        while v !== root {
            if v.isHidden || v.alpha <= 0 { return nil }
            guard let superview = v.superview else { return nil }
            rect = v.convert(rect, to: superview)
            if superview.clipsToBounds || superview === root { rect = rect.intersection(superview.bounds) }
            if rect.isNull || rect.isEmpty { return nil }
            v = superview
        }
        return root.isHidden ? nil : rect
    }

    static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
            && abs(a.maxX - b.maxX) <= 0.5 && abs(a.maxY - b.maxY) <= 0.5
    }

    /// A view controller other than `owner` and its children whose view is in `root`'s tree.
    static func strayPageView(in root: UIView, of owner: UIViewController) -> UIViewController? {
        for sub in root.subviews {
            if let controller = sub.next as? UIViewController, controller !== owner,
               !owner.children.contains(where: { $0 === controller }) {
                return controller
            }
            if let found = strayPageView(in: sub, of: owner) { return found }
        }
        return nil
    }

    // MARK: UIPageViewControllerDelegate, forwarded

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {
        pending = pendingViewControllers
        forwardee?.pageViewController(pageViewController, willTransitionTo: pendingViewControllers)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if let announced = pending {
            let now = pageViewController.viewControllers ?? []
            if completed, !(now.count == announced.count && zip(now, announced).allSatisfy { $0 === $1 }) {
                note("a completed turn landed on \(now.map(describe)), not the pages announced, \(announced.map(describe))")
            }
            if !completed, zip(now, previousViewControllers).contains(where: { $0 !== $1 }) {
                note("a turn that did not complete left \(now.map(describe)), not \(previousViewControllers.map(describe))")
            }
        } else {
            note("didFinishAnimating without willTransitionTo")
        }
        pending = nil
        forwardee?.pageViewController(pageViewController, didFinishAnimating: finished,
                                      previousViewControllers: previousViewControllers, transitionCompleted: completed)
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        forwardee?.pageViewController(pageViewController, spineLocationFor: orientation) ?? pageViewController.spineLocation
    }
}
