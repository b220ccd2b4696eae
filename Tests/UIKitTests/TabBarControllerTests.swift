import XCTest
import ScreenshotTesting
@testable import UIKit

/// `UITabBarController`: tabs picked by taps, appearance calls, the bar's layout.
final class TabBarControllerTests: XCTestCase {
    private final class Tab: UIViewController {
        let log: (String) -> Void
        init(_ title: String, log: @escaping (String) -> Void) {
            self.log = log
            super.init()
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = .white }
        override func viewWillAppear(_ animated: Bool) { log("\(title!).willAppear") }
        override func viewDidAppear(_ animated: Bool) { log("\(title!).didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log("\(title!).willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log("\(title!).didDisappear") }
    }

    private final class Picker: UITabBarControllerDelegate {
        var log: [String] = []
        var refuses: String?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.title!)")
            return viewController.title != refuses
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.title!)")
        }
    }

    private var host: HeadlessHost!
    private var log: [String] = []

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        log = []
    }

    private func tab(_ title: String) -> Tab { Tab(title) { [unowned self] in log.append($0) } }

    private func tapTab(_ controller: UITabBarController, _ index: Int) {
        let view = controller.tabBar.shownItemViews[index]
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.window)
        host.send(.touchDown(id: 1, location: point))
        host.step()
        host.send(.touchUp(id: 1, location: point))
        host.step()
    }

    private func show(_ tabs: [UIViewController]) -> UITabBarController {
        let controller = UITabBarController()
        controller.viewControllers = tabs
        host.window.rootViewController = controller
        host.step()
        return controller
    }

    func testTheFirstTabShowsAndATapSwitchesWithTheAppearanceCallsAndTheDelegate() {
        let photos = tab("Photos"), albums = tab("Albums"), search = tab("Search")
        let controller = show([photos, albums, search])
        let picker = Picker()
        controller.delegate = picker
        XCTAssertEqual(controller.selectedIndex, 0)
        XCTAssertTrue(photos.view.window != nil)
        XCTAssertNil(albums.viewIfLoaded?.window)
        XCTAssertEqual(log, ["Photos.willAppear", "Photos.didAppear"])
        XCTAssertTrue(albums.parent === controller, "every tab is a child")
        XCTAssertTrue(photos.tabBarController === controller)

        log = []
        tapTab(controller, 1)
        XCTAssertEqual(controller.selectedViewController, albums)
        XCTAssertEqual(log, ["Photos.willDisappear", "Albums.willAppear", "Photos.didDisappear", "Albums.didAppear"])
        XCTAssertEqual(picker.log, ["should Albums", "did Albums"])
        XCTAssertTrue(controller.tabBar.selectedItem === albums.tabBarItem)

        picker.refuses = "Search"
        tapTab(controller, 2)
        XCTAssertEqual(controller.selectedIndex, 1, "the delegate refused")
        XCTAssertEqual(picker.log.suffix(1), ["should Search"])
    }

    func testTheBarSitsAtTheBottomAndTheSelectedTabsSafeAreaEndsAboveIt() {
        let photos = tab("Photos"), albums = tab("Albums")
        let controller = show([photos, albums])
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
        XCTAssertEqual(photos.view.safeAreaInsets.bottom, 49)
        XCTAssertEqual(controller.tabBar.shownItemViews.map(\.frame.width), [160, 160])
        let item = controller.tabBar.shownItemViews[0] as! TabBarItemView
        XCTAssertEqual(item.titleLabel.text, "Photos")
        XCTAssertEqual(item.titleLabel.textColor, .systemBlue, "selected: the tint")
        XCTAssertEqual((controller.tabBar.shownItemViews[1] as! TabBarItemView).titleLabel.textColor, .systemGray)
        photos.title = "Library"
        XCTAssertEqual(item.titleLabel.text, "Library", "the item follows its controller's title")
    }

    func testTappingTheShownTabPopsItsNavigationControllerToTheRoot() {
        let root = tab("Albums")
        let nav = UINavigationController(rootViewController: root)
        let controller = show([nav, tab("Search")])
        nav.pushViewController(tab("Holidays"), animated: false)
        host.step()
        XCTAssertEqual(nav.viewControllers.count, 2)
        tapTab(controller, 0)
        _ = host.runUntilIdle()
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.topViewController === root)
    }

    func testReplacingTheTabsKeepsTheShownOneOrTakesTheOneAtItsIndex() {
        let a = tab("A"), b = tab("B"), c = tab("C")
        let controller = show([a, b])
        controller.selectedIndex = 1
        controller.viewControllers = [c, b]
        XCTAssertTrue(controller.selectedViewController === b)
        XCTAssertNil(a.parent)
        XCTAssertEqual(a.view.safeAreaInsets.bottom, 0, "a controller leaving the tabs loses the bar's inset")
        log = []
        // B goes: the controller now at B's index is selected, as UIKit documents.
        controller.viewControllers = [a, c]
        XCTAssertTrue(controller.selectedViewController === c)
        XCTAssertEqual(log, ["B.willDisappear", "B.didDisappear", "C.willAppear", "C.didAppear"])
        controller.selectedIndex = 7
        XCTAssertEqual(controller.selectedIndex, 1, "out of range: nothing changes")
        // C goes and its index is gone too: the first tab.
        controller.viewControllers = [b]
        XCTAssertTrue(controller.selectedViewController === b)
        controller.viewControllers = []
        XCTAssertEqual(controller.selectedIndex, NSNotFound)
    }

    func testTintedImagesAndBadges() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let star = UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 15, height: 15))
        }
        let photos = tab("Photos")
        photos.tabBarItem = UITabBarItem(title: "Photos", image: star, tag: 1)
        let albums = tab("Albums")
        albums.tabBarItem = UITabBarItem(title: "Albums", image: star, tag: 2)
        albums.tabBarItem.badgeValue = "3"
        let controller = show([photos, albums])
        let tinted = (controller.tabBar.shownItemViews[0] as! TabBarItemView).imageView.image!
        XCTAssertEqual(tinted.rasterImage.bitmap[10, 10], UIColor.systemBlue.rasterColor.premultiplied)
        XCTAssertEqual(tinted.rasterImage.bitmap[1, 1], 0, "outside the shape: clear")
        let badge = (controller.tabBar.shownItemViews[1] as! TabBarItemView).badgeLabel
        XCTAssertFalse(badge.isHidden)
        XCTAssertEqual(badge.text, "3")
        assertSnapshot(of: host.window, named: "tabs")
    }

    func testANavigationRootSettingItsTitleRenamesItsTab() {
        final class Albums: UIViewController {
            override func viewDidLoad() { title = "Albums" }
        }
        let root = Albums()
        let nav = UINavigationController(rootViewController: root)
        let controller = show([tab("Photos"), nav])
        let item = { (controller.tabBar.shownItemViews[1] as! TabBarItemView).titleLabel.text }
        XCTAssertNil(item(), "not loaded yet: no title, as on iOS")
        controller.selectedIndex = 1
        host.step()
        XCTAssertEqual(item(), "Albums")
        let pushed = tab("Holiday")
        nav.pushViewController(pushed, animated: false)
        pushed.title = "Summer"
        XCTAssertEqual(item(), "Albums", "only the root renames the tab")
    }
}
