import UIKit

// Apple's PageControl sample: a paging scroll view with a UIPageControl below it; scrolling
// updates the page control, tapping the page control scrolls to its page.
public class PageControlViewController: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let pageControl = UIPageControl()
    public let numberPages = 5
    var pageControlUsed = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        scrollView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 40)
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: scrollView.frame.size.width * CGFloat(numberPages),
                                        height: scrollView.frame.size.height)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.delegate = self
        view.addSubview(scrollView)

        for page in 0..<numberPages {
            var frame = scrollView.frame
            frame.origin.x = frame.size.width * CGFloat(page)
            frame.origin.y = 0
            let pageView = UIView(frame: frame)
            pageView.backgroundColor = UIColor(hue: CGFloat(page) / CGFloat(numberPages), saturation: 0.6, brightness: 0.9, alpha: 1)
            scrollView.addSubview(pageView)
        }

        pageControl.frame = CGRect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)
        pageControl.numberOfPages = numberPages
        pageControl.currentPage = 0
        pageControl.addTarget(self, action: PageControlViewController.changePage, for: .valueChanged)
        view.addSubview(pageControl)
    }

    public func scrollViewDidScroll(_ sender: UIScrollView) {
        // We don't want a "feedback loop" between the UIPageControl and the scroll delegate in
        // which a scroll event generated from the user hitting the page control triggers updates from
        // the delegate method. We use a boolean to disable the delegate logic when the page control is used.
        if pageControlUsed {
            // do nothing - the scroll was initiated from the page control, not the user dragging
            return
        }

        // Switch the indicator when more than 50% of the previous/next page is visible
        let pageWidth = scrollView.frame.size.width
        let page = Int(floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
        pageControl.currentPage = page
    }

    // At the begin of scroll dragging, reset the boolean used when scrolls originate from the UIPageControl
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        pageControlUsed = false
    }

    // At the end of scroll animation, reset the boolean used when scrolls originate from the UIPageControl
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControlUsed = false
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pageControlUsed = false
    }

    func changePage(_ sender: Any) {
        let page = pageControl.currentPage

        // update the scroll view to the appropriate page
        var frame = scrollView.frame
        frame.origin.x = frame.size.width * CGFloat(page)
        frame.origin.y = 0
        scrollView.scrollRectToVisible(frame, animated: true)

        // Set the boolean used when scrolls originate from the UIPageControl. See scrollViewDidScroll: above.
        pageControlUsed = true
    }
}
