import XCTest
@testable import UIKit

/// A scroll view at rest at its top stays at its top when a navigation bar's safe area
/// arrives after it was made, as iOS keeps it: the first content shows below the bar.
final class ScrollViewTopInsetTests: XCTestCase {
    func testACollectionViewInANavigationControllerStartsBelowTheBar() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionViewController(collectionViewLayout: layout)
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        host.window.rootViewController = UINavigationController(rootViewController: grid)
        host.step()
        let cv = grid.collectionView!
        XCTAssertEqual(cv.adjustedContentInset.top, 44)
        XCTAssertEqual(cv.contentOffset.y, -44, "the first row below the bar, not under it")
    }

    func testAPlainScrollViewInANavigationControllerStartsBelowTheBar() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let page = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        page.view.addSubview(scroll)
        host.window.rootViewController = UINavigationController(rootViewController: page)
        host.step()
        XCTAssertEqual(scroll.adjustedContentInset.top, 44)
        XCTAssertEqual(scroll.contentOffset.y, -44)
    }
}
