import UIKit

/// A generated page as a page view controller's page: its view is a `GeneratedPageView`.
public final class GeneratedPageController: UIViewController, PagerPage {
    /// The page's index, from 0.
    public let pageIndex: Int
    /// The number of pages in the book.
    public let pageCount: Int

    /// Page `index` (from 0) of `count`.
    public init(index: Int, count: Int) {
        pageIndex = index
        pageCount = count
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        view = GeneratedPageView(index: pageIndex, count: pageCount)
    }
}
