import Foundation

/// Page view controller scenes for random input: the scroll style along either axis, and
/// the page curl with its spine at the left edge or, as Xcode's page-based template does,
/// in the middle of a landscape window and at the left of a portrait one.
extension RandomInputScenes {
    /// A page of the book: its number is its title.
    final class Page: UIViewController {
        let index: Int
        init(_ index: Int) {
            self.index = index
            super.init()
            title = "page \(index)"
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            let v = UIView(frame: .zero)
            v.backgroundColor = UIColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 5) / 4, blue: 0.5, alpha: 1)
            view = v
        }
    }

    /// Pages 0..<count made as turns ask for them; as the delegate, it moves the spine to
    /// the middle in a landscape window and to the left edge in a portrait one when
    /// `followsOrientation` (the template's rule: two pages, even then odd, side by side).
    final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let count: Int
        let followsOrientation: Bool
        init(count: Int, followsOrientation: Bool = false) {
            self.count = count
            self.followsOrientation = followsOrientation
        }

        func page(_ index: Int) -> UIViewController? { (0..<count).contains(index) ? Page(index) : nil }

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            page((viewController as! Page).index - 1)
        }

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            page((viewController as! Page).index + 1)
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { count }

        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            (pageViewController.viewControllers?.first as? Page)?.index ?? 0
        }

        func pageViewController(_ pageViewController: UIPageViewController,
                                spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
            guard followsOrientation, let current = pageViewController.viewControllers?.first as? Page else {
                return pageViewController.spineLocation
            }
            if orientation.isPortrait {
                pageViewController.setViewControllers([current], direction: .forward, animated: true)
                pageViewController.isDoubleSided = false
                return .min
            }
            let first = current.index - current.index % 2
            pageViewController.isDoubleSided = true
            pageViewController.setViewControllers([Page(first), Page(first + 1)], direction: .forward, animated: true)
            return .mid
        }
    }

    /// A page view controller that turns with keys as iOS apps add it: the arrows turn
    /// one page (a leaf) animated, Home and End go to the first and last, through
    /// `setViewControllers`, so programmatic turns mix with the user's.
    final class KeyedPages: UIPageViewController {
        var book: PageBook?

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: KeyedPages.forward),
             UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: KeyedPages.forward),
             UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: KeyedPages.reverse),
             UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: KeyedPages.reverse),
             UIKeyCommand(input: UIKeyCommand.inputHome, modifierFlags: [], action: KeyedPages.first),
             UIKeyCommand(input: UIKeyCommand.inputEnd, modifierFlags: [], action: KeyedPages.last)]
        }

        func forward(_ command: UIKeyCommand) { go(by: 1) }
        func reverse(_ command: UIKeyCommand) { go(by: -1) }
        func first(_ command: UIKeyCommand) { go(to: 0, direction: .reverse) }
        func last(_ command: UIKeyCommand) { go(to: (book?.count ?? 1) - 1, direction: .forward) }

        private func go(by step: Int) {
            guard let shown = viewControllers?.compactMap({ $0 as? Page }), let first = shown.first else { return }
            let index = step > 0 ? first.index + shown.count : first.index - shown.count
            go(to: index, direction: step > 0 ? .forward : .reverse)
        }

        /// Shows the page (or leaf) holding `index`, if the book has it.
        private func go(to index: Int, direction: NavigationDirection) {
            guard let book else { return }
            let n = requiredViewControllerCount
            let start = index - (index % n + n) % n
            let pages = (start..<start + n).compactMap(book.page)
            guard pages.count == n else { return }
            setViewControllers(pages, direction: direction, animated: true)
        }
    }

    /// A window of `size` showing a keyed page view controller of `style` over a book of
    /// `count` pages, on page 2 (or the leaf holding it), checked by a page audit.
    public static func pages(style: UIPageViewController.TransitionStyle, vertical: Bool = false,
                             spacing: CGFloat = 0, spine: UIPageViewController.SpineLocation = .min,
                             doubleSided: Bool = false, followsOrientation: Bool = false, count: Int = 8,
                             size: CGSize = CGSize(width: 400, height: 300)) -> RandomInputRun.Scene {
        let host = HeadlessHost(size: size)
        var options: [UIPageViewController.OptionsKey: Any] = [:]
        if style == .pageCurl { options[.spineLocation] = spine }
        if spacing > 0 { options[.interPageSpacing] = spacing }
        let pager = KeyedPages(transitionStyle: style, navigationOrientation: vertical ? .vertical : .horizontal,
                               options: options)
        let book = PageBook(count: count, followsOrientation: followsOrientation)
        pager.book = book
        pager.dataSource = book
        pager.delegate = book
        pager.isDoubleSided = doubleSided || spine == .mid
        let first = pager.requiredViewControllerCount == 2 ? [0, 1].map { $0 + 2 } : [2]
        pager.setViewControllers(first.compactMap(book.page), direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.window.layoutIfNeeded()
        let audit = PageViewControllerAudit(pager, name: "pages (\(style == .scroll ? "scroll" : "curl"))")
        return RandomInputRun.Scene(host: host, audits: [audit], owners: [book])
    }
}
