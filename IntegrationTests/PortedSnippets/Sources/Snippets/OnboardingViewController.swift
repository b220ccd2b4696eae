import UIKit

// An onboarding carousel on UIPageViewController with a page control kept in step by the
// delegate, and a "Next" button that turns the page in code.
public class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    public let titles = ["Welcome", "Browse", "Zoom", "Share"]
    public lazy var pages: [UIViewController] = titles.enumerated().map { index, title in
        let page = UIViewController()
        page.view.backgroundColor = UIColor(hue: CGFloat(index) / 4, saturation: 0.5, brightness: 1, alpha: 1)
        let label = UILabel()
        label.text = title
        label.font = .boldSystemFont(ofSize: 28)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 100, width: 320, height: 40)
        page.view.addSubview(label)
        return page
    }
    public let pageControl = UIPageControl()

    public init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
        view.addSubview(pageControl)
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let current = viewControllers?.first, let index = pages.firstIndex(of: current) {
            pageControl.currentPage = index
        }
    }

    public func goToNextPage() {
        guard let current = viewControllers?.first,
              let next = dataSource?.pageViewController(self, viewControllerAfter: current) else { return }
        setViewControllers([next], direction: .forward, animated: true) { _ in
            if let index = self.pages.firstIndex(of: next) { self.pageControl.currentPage = index }
        }
    }
}
