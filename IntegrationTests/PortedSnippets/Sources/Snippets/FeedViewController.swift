import UIKit

// A feed with pull to refresh: a UIRefreshControl on the scroll view, its .valueChanged
// action "loading" new items and ending the refresh; an activity indicator while the
// first page loads.
public class FeedViewController: UIViewController {
    public let scrollView = UIScrollView()
    public let refreshControl = UIRefreshControl()
    public let spinner = UIActivityIndicatorView(style: .large)
    public private(set) var items: [String] = []
    public private(set) var refreshCount = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.alwaysBounceVertical = true
        scrollView.refreshControl = refreshControl
        refreshControl.addTarget(self, action: FeedViewController.handleRefresh, for: .valueChanged)
        view.addSubview(scrollView)

        spinner.hidesWhenStopped = true
        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        view.addSubview(spinner)
        spinner.startAnimating()
    }

    public func firstPageLoaded(_ titles: [String]) {
        spinner.stopAnimating()
        show(titles)
    }

    func handleRefresh(_ sender: UIRefreshControl) {
        refreshCount += 1
        show(["New \(refreshCount)"] + items)
        sender.endRefreshing()
    }

    private func show(_ titles: [String]) {
        items = titles
        scrollView.subviews.filter { $0 is UILabel }.forEach { $0.removeFromSuperview() }
        for (index, title) in titles.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(index) * 44, width: view.bounds.width - 32, height: 44))
            label.text = title
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(titles.count) * 44)
    }
}
