import XCTest
@testable import UIKit

/// Seeded runs of touches, flicks, catches, wheels, page indicator taps, resizes and
/// programmatic sets against a delegate that sets pages again from `didFinishAnimating`
/// (the page turned from, the page shown, or another, animated or not), checked once all
/// comes to rest: only the pages shown are children, each appeared, every other page made
/// has disappeared, the transition is idle, the dot is on the page shown, and each
/// `willTransitionTo` was answered by one `didFinishAnimating`. A failure names its seed
/// and its steps, to be narrowed down by hand into a test of its own (as
/// `PageScrollSetFromDidFinishWhileMovingTests` and `PageScrollCaughtFlickDragTests` were).
final class PageSetFromDidFinishSweepTests: XCTestCase {
    /// `IndexedPages`, keeping every page it makes so the check can see them all.
    final class KeptPages: UIPageViewControllerDataSource {
        let inner: IndexedPages
        private(set) var made: [LoggedPage] = []
        init(_ inner: IndexedPages) { self.inner = inner }

        func page(_ index: Int) -> LoggedPage {
            let page = inner.page(index)
            made.append(page)
            return page
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            let index = (vc as! LoggedPage).index
            return index > 0 ? page(index - 1) : nil
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            let index = (vc as! LoggedPage).index
            return index + 1 < inner.count ? page(index + 1) : nil
        }
        func presentationCount(for pvc: UIPageViewController) -> Int { inner.count }
        func presentationIndex(for pvc: UIPageViewController) -> Int {
            (pvc.viewControllers?.first as? LoggedPage)?.index ?? 0
        }
    }

    /// What the delegate sets from a `didFinishAnimating`.
    enum Setting {
        case nothing
        /// The page the turn left (`previousViewControllers`).
        case previous(animated: Bool)
        /// `viewControllers` as they are.
        case shown(animated: Bool)
        /// A new page `index`.
        case page(Int, UIPageViewController.NavigationDirection, animated: Bool)
    }

    /// Logs the turns and sets pages from each `didFinishAnimating` as `settings` say, in turn.
    final class SettingDelegate: UIPageViewControllerDelegate {
        let log: EventLog
        let pages: KeptPages
        var settings: [Setting]
        init(log: EventLog, pages: KeptPages, settings: [Setting]) {
            self.log = log
            self.pages = pages
            self.settings = settings
        }
        func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            log.append("willTransition")
        }
        func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.append("didFinish")
            guard !settings.isEmpty else { return }
            switch settings.removeFirst() {
            case .nothing: break
            case let .previous(animated):
                pvc.setViewControllers(previousViewControllers, direction: .reverse, animated: animated)
            case let .shown(animated):
                pvc.setViewControllers(pvc.viewControllers, direction: .forward, animated: animated)
            case let .page(index, direction, animated):
                pvc.setViewControllers([pages.page(index)], direction: direction, animated: animated)
            }
        }
    }

    /// Runs one seed's steps in `style`; returns what is wrong at rest, or nil.
    private func run(seed: UInt64, style: UIPageViewController.TransitionStyle) -> (steps: [String], problem: String?) {
        var random = SplitMix(state: seed)
        let scene = PageScene(count: 10, start: 5, presentation: true, style: style)
        let pages = KeptPages(scene.pages)
        var settings: [Setting] = []
        for _ in 0..<6 {
            let animated = Bool.random(using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: settings.append(.nothing)
            case 1: settings.append(.previous(animated: animated))
            case 2: settings.append(.shown(animated: animated))
            default:
                settings.append(.page(Int.random(in: 0..<10, using: &random),
                                      Bool.random(using: &random) ? .forward : .reverse, animated: animated))
            }
        }
        let delegate = SettingDelegate(log: scene.log, pages: pages, settings: settings)
        scene.pager.dataSource = pages
        scene.pager.delegate = delegate
        scene.pager.setViewControllers([pages.page(5)], direction: .forward, animated: false)
        scene.settle()
        scene.log.entries.removeAll()
        let host = scene.host
        var steps: [String] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let x = CGFloat(Int.random(in: 5...315, using: &random))
            let dx = CGFloat(Int.random(in: -250...250, using: &random))
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                let moves = Int.random(in: 2...5, using: &random)
                steps.append("flick from \(x) by \(dx) in \(moves)")
                scene.drag(from: pt(x, 240), by: pt(dx, 0), steps: moves, hold: 0)
            case 1:
                let held = Int.random(in: 0...20, using: &random)
                steps.append("drag from \(x) by \(dx), held \(held) frames")
                scene.drag(from: pt(x, 240), by: pt(dx, 0), steps: 6, hold: TimeInterval(held) / 60)
            case 2:
                let frames = Int.random(in: 1...20, using: &random)
                steps.append("frames \(frames)")
                host.runFrames(frames)
            case 3:
                steps.append("tap at \(x)")
                host.send(.touchDown(id: 1, location: pt(x, 240)))
                host.step()
                host.send(.touchUp(id: 1, location: pt(x, 240)))
            case 4:
                let precise = Bool.random(using: &random)
                let delta = precise ? dx / 4 : (dx > 0 ? 1 : -1)
                steps.append("wheel \(delta)\(precise ? " precise" : "")")
                host.send(.wheel(location: pt(160, 240), delta: pt(delta, 0), isPrecise: precise, modifiers: []))
                host.step()
            case 5:
                let dots = scene.pager.pageControl.frame
                let tapX = dx > 0 ? dots.midX + 40 : dots.midX - 40
                steps.append("dot tap at \(tapX)")
                host.send(.touchDown(id: 2, location: pt(tapX, dots.midY)))
                host.send(.touchUp(id: 2, location: pt(tapX, dots.midY)))
            case 6:
                let width = CGFloat(Int.random(in: 200...500, using: &random))
                steps.append("resize to \(width)")
                try? host.resize(to: CGSize(width: width, height: 480))
            case 7:
                let index = Int.random(in: 0..<10, using: &random), animated = Bool.random(using: &random)
                steps.append("set \(index)\(animated ? " animated" : "")")
                scene.pager.setViewControllers([pages.page(index)], direction: dx > 0 ? .forward : .reverse,
                                               animated: animated)
            default:
                steps.append("settle")
                scene.settle()
            }
        }
        scene.settle()
        return (steps, problems(scene, pages))
    }

    private func problems(_ scene: PageScene, _ pages: KeptPages) -> String? {
        let pvc = scene.pager
        var found: [String] = []
        let shown = pvc.viewControllers ?? []
        if pvc.children.count != shown.count || !shown.allSatisfy({ $0.parent === pvc }) {
            found.append("children \(pvc.children.map { ($0 as! LoggedPage).index })")
        }
        for page in pages.made {
            let isShown = shown.contains { $0 === page }
            if isShown && page.appearanceState != .appeared || !isShown && page.appearanceState != .disappeared {
                found.append("page \(page.index) \(page.appearanceState)")
            }
        }
        if !pvc.transition.state.isIdle { found.append("still turning") }
        if pvc.transitionStyle == .scroll, let index = scene.current, pvc.pageControl.currentPage != index {
            found.append("dot \(pvc.pageControl.currentPage) on page \(index)")
        }
        var open = false
        for entry in scene.log.entries {
            if entry == "willTransition" {
                if open { found.append("willTransition twice") }
                open = true
            } else if entry == "didFinish" {
                if !open { found.append("didFinish alone") }
                open = false
            }
        }
        if open { found.append("a turn never finished") }
        return found.isEmpty ? nil : found.joined(separator: "; ")
    }

    private func sweep(_ style: UIPageViewController.TransitionStyle, seeds: ClosedRange<UInt64>) {
        for seed in seeds {
            let (steps, problem) = run(seed: seed, style: style)
            if let problem { XCTFail("seed \(seed): \(problem) after \(steps)") }
        }
    }

    func testScrollStyle() { sweep(.scroll, seeds: 1...400) }

    func testPageCurl() { sweep(.pageCurl, seeds: 1...400) }
}
