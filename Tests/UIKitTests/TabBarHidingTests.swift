import XCTest
@testable import UIKit

/// The tab bar under `hidesBottomBarWhenPushed` and the app's own `isHidden`.
final class TabBarHidingTests: XCTestCase {
    /// Two tabs in a headless host, the first a navigation controller over `root`.
    private func makeTabs() -> (HeadlessHost, UIViewController, UINavigationController, UITabBarController) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        host.window.rootViewController = tabs
        host.step()
        return (host, root, nav, tabs)
    }

    /// A bar the app hid itself stays hidden through pushes and tab switches: only
    /// `hidesBottomBarWhenPushed` moves it.
    func testATabBarTheAppHidItselfStaysHidden() {
        let (host, root, nav, tabs) = makeTabs()
        tabs.tabBar.isHidden = true  // the app draws its own bar
        nav.pushViewController(UIViewController(), animated: false)
        host.step()
        XCTAssertTrue(tabs.tabBar.isHidden, "after a push")
        tabs.selectedIndex = 1
        host.step()
        XCTAssertTrue(tabs.tabBar.isHidden, "after a tab switch")
    }

    /// While the bar leaves with a push or returns with a pop, the view leaving keeps its safe
    /// area and the one arriving has the one it will keep.
    func testTheViewLeavingKeepsItsSafeAreaWhileItSlidesAway() {
        let (host, root, nav, tabs) = makeTabs()
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 49)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        XCTAssertFalse(tabs.tabBar.isHidden, "the bar still in sight, leaving with the root")
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 49, "the leaving root keeps its inset above the bar")
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0, "the arriving page reaches the bottom from the start")
        _ = host.runUntilIdle()
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0)
        nav.popViewController(animated: true)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0, "the leaving photo keeps reaching the bottom")
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 49, "the root comes back above the bar")
        _ = host.runUntilIdle()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 49)
    }
}
