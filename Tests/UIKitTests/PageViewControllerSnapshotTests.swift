import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshots of the scroll style mid-drag (both orientations, with spacing) and of the
/// page control, against references in __Snapshots__/PageViewControllerSnapshotTests.
final class PageViewControllerSnapshotTests: XCTestCase {
    func testMidDragHorizontalWithSpacing() {
        let scene = PageScene(spacing: 24, size: CGSize(width: 240, height: 160))
        scene.pager.view.backgroundColor = .black
        scene.drag(from: pt(200, 80), by: pt(-100, 0), lift: false)
        assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: "horizontal")
    }

    func testMidDragVerticalWithSpacing() {
        let scene = PageScene(orientation: .vertical, spacing: 24, size: CGSize(width: 160, height: 240))
        scene.pager.view.backgroundColor = .black
        scene.drag(from: pt(80, 60), by: pt(0, 100), lift: false)
        assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: "vertical")
    }

    func testThePageControlShowsWhenTheDataSourceGivesACount() {
        let scene = PageScene(count: 6, start: 2, size: CGSize(width: 240, height: 160), presentation: true)
        XCTAssertFalse(scene.pager.pageControl.isHidden)
        XCTAssertEqual(scene.pager.pageControl.numberOfPages, 6)
        XCTAssertEqual(scene.pager.pageControl.currentPage, 2)
        XCTAssertEqual(scene.pager.pageControl.frame, CGRect(x: 0, y: 123, width: 240, height: 37))
        assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: "page-control")
        scene.drag(from: pt(200, 60), by: pt(-160, 0))
        scene.settle()
        XCTAssertEqual(scene.pager.pageControl.currentPage, 3, "kept current after a turn")
    }

    func testATapOnThePageControlTurnsAPageAsTheUserWould() {
        let scene = PageScene(count: 6, start: 2, size: CGSize(width: 240, height: 160), presentation: true)
        scene.host.send(.touchDown(id: 1, location: pt(200, 141)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: pt(200, 141)))
        scene.settle()
        XCTAssertEqual(scene.log.entries, ["after(2)", "willTransition(3)", "p3.willAppear", "p2.willDisappear",
                                           "p3.didAppear", "p2.didDisappear", "didFinish(from 2, completed)"])
        XCTAssertEqual(scene.pager.pageControl.currentPage, 3)
    }

    func testPageControlDrawsAntiAliasedDots() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 74))
        root.backgroundColor = UIColor(white: 0.2, alpha: 1)
        let fits = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 37))
        fits.numberOfPages = 5
        fits.currentPage = 1
        let scrolls = UIPageControl(frame: CGRect(x: 0, y: 37, width: 120, height: 37))
        scrolls.numberOfPages = 40
        scrolls.currentPage = 20
        scrolls.currentPageIndicatorTintColor = .systemBlue
        root.addSubview(fits)
        root.addSubview(scrolls)
        assertSnapshot(of: root, scale: 2, named: "dots")
    }
}
