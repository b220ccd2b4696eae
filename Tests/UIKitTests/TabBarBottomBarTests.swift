import XCTest
@testable import UIKit

/// `hidesBottomBarWhenPushed`: the tab bar leaves with the view a push covers, comes back
/// with the view a pop uncovers, and the safe area of the tab follows.
final class TabBarBottomBarTests: XCTestCase {
    private var host: HeadlessHost!

    override func setUp() { host = HeadlessHost(size: CGSize(width: 320, height: 480)) }

    private func page(_ title: String, hidesBar: Bool = false) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.hidesBottomBarWhenPushed = hidesBar
        return controller
    }

    /// A tab bar controller whose first tab is a navigation controller at `root`.
    private func show(_ root: UIViewController) -> (UITabBarController, UINavigationController) {
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, page("Search")]
        host.window.rootViewController = tabs
        host.step()
        return (tabs, nav)
    }

    func testAPushSlidesTheBarOutWithTheCoveredViewAndAPopBringsItBack() {
        let root = page("Albums")
        let (tabs, nav) = show(root)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 49)
        let detail = page("Photo", hidesBar: true)
        nav.pushViewController(detail, animated: true)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        XCTAssertFalse(tabs.tabBar.isHidden, "still in sight, under the arriving view")
        XCTAssertTrue(tabs.tabBar.superview === detail.view.superview, "carried in the transition's container")
        let container = detail.view.superview!
        XCTAssertLessThan(container.subviews.firstIndex(of: tabs.tabBar)!, container.subviews.firstIndex(of: detail.view)!,
                          "the arriving view covers it")
        let midway = tabs.tabBar.presentation.frame.minX
        XCTAssertLessThan(midway, -10, "moving left with the view it leaves with")
        XCTAssertGreaterThan(midway, -96, "at most the parallax third of 320")
        XCTAssertEqual(midway, root.view.presentation.frame.minX, accuracy: 0.5, "in step with the old view")
        _ = host.runUntilIdle()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 320, height: 49))
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0, "the photo reaches the bottom")

        nav.popViewController(animated: true)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        XCTAssertFalse(tabs.tabBar.isHidden)
        let returning = tabs.tabBar.presentation.frame.minX
        XCTAssertLessThan(returning, -10)
        XCTAssertEqual(returning, root.view.presentation.frame.minX, accuracy: 0.5, "with the view coming back")
        _ = host.runUntilIdle()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 320, height: 49))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 49)
    }

    func testControllersAboveOneThatHidesTheBarKeepItHiddenAsOnIOS() {
        let (tabs, nav) = show(page("Albums"))
        nav.pushViewController(page("Photo", hidesBar: true), animated: false)
        XCTAssertTrue(tabs.tabBar.isHidden)
        let info = page("Info")
        nav.pushViewController(info, animated: true)
        _ = host.runUntilIdle()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(info.view.safeAreaInsets.bottom, 0)
        nav.popToRootViewController(animated: false)
        XCTAssertFalse(tabs.tabBar.isHidden)
        nav.setViewControllers([page("Albums"), page("Photo", hidesBar: true)], animated: false)
        XCTAssertTrue(tabs.tabBar.isHidden)
    }

    func testSwitchingTabsShowsTheBarForATabThatKeepsIt() {
        let (tabs, nav) = show(page("Albums"))
        nav.pushViewController(page("Photo", hidesBar: true), animated: false)
        XCTAssertTrue(tabs.tabBar.isHidden)
        tabs.selectedIndex = 1
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(tabs.selectedViewController?.view.safeAreaInsets.bottom, 49)
        tabs.selectedIndex = 0
        XCTAssertTrue(tabs.tabBar.isHidden)
    }

    func testACancelledSwipeBackLeavesTheBarHidden() {
        let (tabs, nav) = show(page("Albums"))
        nav.pushViewController(page("Photo", hidesBar: true), animated: false)
        host.send(.touchDown(id: 1, location: CGPoint(x: 5, y: 240)))
        for i in 1...16 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 5 + 5 * CGFloat(i), y: 240)))
        }
        XCTAssertFalse(tabs.tabBar.isHidden, "the bar comes back with the root, following the finger")
        host.advance(by: 0.3)
        host.send(.touchUp(id: 1, location: CGPoint(x: 85, y: 240)))
        _ = host.runUntilIdle()
        XCTAssertEqual(nav.viewControllers.count, 2, "fell back")
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        XCTAssertEqual(nav.topViewController?.view.safeAreaInsets.bottom, 0)
    }
}
