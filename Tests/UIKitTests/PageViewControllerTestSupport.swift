import XCTest
@testable import UIKit

/// Counts the pages alive, to check that pages no longer neighbours are let go.
final class PageCensus {
    var alive = 0
    var mostAlive = 0
}

/// A page that logs its appearance and containment calls as "p3.willAppear" etc.
final class LoggedPage: UIViewController {
    let index: Int
    let log: EventLog
    let census: PageCensus?

    init(_ index: Int, log: EventLog, census: PageCensus? = nil) {
        self.index = index
        self.log = log
        self.census = census
        super.init()
        if let census {
            census.alive += 1
            census.mostAlive = max(census.mostAlive, census.alive)
        }
    }
    required init?(coder: NSCoder) { nil }

    deinit { census?.alive -= 1 }

    override func loadView() {
        let v = UIView(frame: .zero)
        v.backgroundColor = UIColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 5) / 4, blue: 0.5, alpha: 1)
        view = v
    }

    override func viewWillAppear(_ animated: Bool) { log.append("p\(index).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("p\(index).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("p\(index).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("p\(index).didDisappear") }
}

/// Pages 0..<count made on demand, logging each question as "after(3)" / "before(3)".
final class IndexedPages: UIPageViewControllerDataSource {
    let count: Int
    let log: EventLog
    let census: PageCensus?
    var logsQuestions = true
    var providesPresentation = false

    init(count: Int, log: EventLog, census: PageCensus? = nil) {
        self.count = count
        self.log = log
        self.census = census
    }

    func page(_ index: Int) -> LoggedPage { LoggedPage(index, log: log, census: census) }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = (viewController as! LoggedPage).index
        if logsQuestions { log.append("before(\(index))") }
        return index > 0 ? page(index - 1) : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = (viewController as! LoggedPage).index
        if logsQuestions { log.append("after(\(index))") }
        return index + 1 < count ? page(index + 1) : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { providesPresentation ? count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first as? LoggedPage)?.index ?? 0
    }
}

/// Logs the delegate calls as "willTransition(4)" and "didFinish(from 3, completed)".
final class LoggingPageDelegate: UIPageViewControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("willTransition(\(pendingViewControllers.map { String(($0 as! LoggedPage).index) }.joined()))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        let from = previousViewControllers.map { String(($0 as! LoggedPage).index) }.joined()
        log.append("didFinish(from \(from), \(completed ? "completed" : "not completed"))")
    }
}

/// A headless window whose root is a page view controller (`pager`, or a plain one of
/// `style`, scroll unless said otherwise) over `IndexedPages`, showing `start`; the log
/// starts empty once it shows.
final class PageScene {
    let log = EventLog()
    let census = PageCensus()
    let host: HeadlessHost
    let pager: UIPageViewController
    let pages: IndexedPages
    let delegate: LoggingPageDelegate

    init(count: Int = 10, start: Int = 3, orientation: UIPageViewController.NavigationOrientation = .horizontal,
         spacing: CGFloat = 0, size: CGSize = CGSize(width: 320, height: 480), presentation: Bool = false,
         pager: UIPageViewController? = nil, style: UIPageViewController.TransitionStyle = .scroll,
         spine: UIPageViewController.SpineLocation = .min, doubleSided: [Int]? = nil) {
        host = HeadlessHost(size: size)
        let options: [UIPageViewController.OptionsKey: Any]? = style == .pageCurl ? [.spineLocation: spine]
            : spacing > 0 ? [.interPageSpacing: spacing] : nil
        self.pager = pager ?? UIPageViewController(transitionStyle: style, navigationOrientation: orientation,
                                                   options: options)
        let pager = self.pager
        pages = IndexedPages(count: count, log: log, census: census)
        delegate = LoggingPageDelegate(log: log)
        pages.providesPresentation = presentation
        pager.dataSource = pages
        pager.delegate = delegate
        if let doubleSided {
            // Double-sided pages (page curl): these view controllers, as the spine wants them.
            pager.isDoubleSided = true
            pager.setViewControllers(doubleSided.map(pages.page), direction: .forward, animated: false)
        } else {
            pager.setViewControllers([pages.page(start)], direction: .forward, animated: false)
        }
        host.window.rootViewController = pager
        host.step()
        log.entries.removeAll()
    }

    /// The paging scroll view, found as iOS apps find it.
    var scrollView: UIScrollView { pager.view.subviews.compactMap { $0 as? UIScrollView }.first! }

    /// The current page's index.
    var current: Int? { (pager.viewControllers?.first as? LoggedPage)?.index }

    /// The indexes of the pages in the scroll view, left to right (top to bottom).
    var pagesInTree: [Int] {
        scrollView.subviews.compactMap { v in pager.children.first { $0.viewIfLoaded === v } as? LoggedPage }
            .sorted { $0.view.frame.minX + $0.view.frame.minY < $1.view.frame.minX + $1.view.frame.minY }
            .map(\.index)
    }

    /// Finger 1 down at `from`, moved by `by` in `steps` moves a frame apart, then held
    /// `hold` seconds (slow: no flick) and lifted unless `lift` is false.
    func drag(from: CGPoint = CGPoint(x: 160, y: 240), by: CGPoint, steps: Int = 10, hold: TimeInterval = 0.3,
              lift: Bool = true) {
        host.send(.touchDown(id: 1, location: from))
        for i in 1...steps {
            host.step()
            let f = CGFloat(i) / CGFloat(steps)
            host.send(.touchMove(id: 1, location: CGPoint(x: from.x + by.x * f, y: from.y + by.y * f)))
        }
        if hold > 0 {
            // Held still: a few frames at the same place so the release has no speed.
            host.advance(by: hold)
            host.send(.touchMove(id: 1, location: CGPoint(x: from.x + by.x, y: from.y + by.y)))
            host.step()
        }
        if lift { host.send(.touchUp(id: 1, location: CGPoint(x: from.x + by.x, y: from.y + by.y))) }
    }

    /// Runs until nothing moves.
    func settle() { _ = host.runUntilIdle() }
}

extension PageScene {
    /// Each of `pages` (indices) began to appear as often as it ended disappearing.
    func assertAppearancesBalanced(_ pages: [Int], file: StaticString = #filePath, line: UInt = #line) {
        for index in pages {
            let began = log.entries.filter { $0 == "p\(index).willAppear" }.count
            let ended = log.entries.filter { $0 == "p\(index).didDisappear" }.count
            XCTAssertEqual(began, ended, "page \(index) appeared as often as it disappeared", file: file, line: line)
        }
    }
}
