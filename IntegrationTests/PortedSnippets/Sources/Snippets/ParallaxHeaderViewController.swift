import UIKit

// A stretchy parallax header, as the tutorials write it: the header image sits above the
// content, moves at half speed when scrolled up, and stretches when pulled down.
public class ParallaxHeaderViewController: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let headerView = UIImageView()
    public let contentView = UIView()
    public let headerHeight: CGFloat = 200

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)

        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: headerHeight)
        headerView.contentMode = .scaleAspectFill
        headerView.clipsToBounds = true
        headerView.backgroundColor = .systemTeal
        scrollView.addSubview(headerView)

        contentView.frame = CGRect(x: 0, y: headerHeight, width: view.bounds.width, height: 1200)
        contentView.backgroundColor = .secondarySystemBackground
        scrollView.addSubview(contentView)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: headerHeight + 1200)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offsetY = scrollView.contentOffset.y
        if offsetY < 0 {
            // Pulled down: stretch the header to fill the gap.
            headerView.frame = CGRect(x: 0, y: offsetY, width: scrollView.bounds.width, height: headerHeight - offsetY)
        } else {
            // Scrolled up: the header moves at half the speed of the content.
            headerView.frame = CGRect(x: 0, y: offsetY / 2, width: scrollView.bounds.width, height: headerHeight)
        }
    }
}
