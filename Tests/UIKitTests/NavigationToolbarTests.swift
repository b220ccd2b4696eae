import XCTest
import ScreenshotTesting
@testable import UIKit

/// A navigation controller's toolbar: the top controller's items along the bottom.
final class NavigationToolbarTests: XCTestCase {
    private var host: HeadlessHost!

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
    }

    private func page(_ title: String, items: [UIBarButtonItem]? = nil) -> UIViewController {
        let page = UIViewController()
        page.title = title
        page.toolbarItems = items
        return page
    }

    private func show(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        host.window.rootViewController = nav
        host.step()
        return nav
    }

    func testTheToolbarIsHiddenUntilAskedAndThenInsetsTheTopControllersSafeArea() {
        let root = page("Photos", items: [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)])
        let nav = show(root)
        XCTAssertTrue(nav.isToolbarHidden)
        XCTAssertTrue(nav.toolbar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
        nav.setToolbarHidden(false, animated: false)
        host.step()
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 480 - 44, width: 320, height: 44))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 44)
        XCTAssertEqual(root.view.safeAreaInsets.top, 44, "the navigation bar's too")

        nav.setToolbarHidden(true, animated: true)
        host.advance(by: TimeInterval(UINavigationController.hideShowBarDuration) / 2)
        let y = nav.toolbar.renderCenter.y - 22
        XCTAssertGreaterThan(y, 480 - 44)
        XCTAssertLessThan(y, 480, "mid-way down")
        _ = host.runUntilIdle()
        XCTAssertTrue(nav.toolbar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
    }

    func testFlexibleSpacesShareTheRoomAndFixedSpacesTakeTheirWidth() {
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let delete = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        fixed.width = 40
        let flexible = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
        let nav = show(page("Photo", items: [share, flexible(), delete, fixed]))
        nav.isToolbarHidden = false
        host.step()
        let views = nav.toolbar.shownItemViews
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(views[0].frame.minX, 8)
        // Right to left: 8 at the end, the fixed 40, 8 between.
        XCTAssertEqual(views[1].frame.maxX, 320 - 8 - 40 - 8, accuracy: 0.5)
        XCTAssertEqual(views[0].frame.midY, 22, accuracy: 0.5)

        let centred = show(page("Photo", items: [flexible(), share, flexible()]))
        centred.isToolbarHidden = false
        host.step()
        XCTAssertEqual(centred.toolbar.shownItemViews[0].frame.midX, 160, accuracy: 1)
    }

    func testPushAndPopShowEachControllersItemsAndATapPerformsTheItem() {
        var tapped = 0
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped += 1 })
        let root = page("Albums", items: [edit])
        let nav = show(root)
        nav.isToolbarHidden = false
        let detail = page("Holidays", items: [UIBarButtonItem(title: "Play", style: .done, target: nil, action: nil)])
        nav.pushViewController(detail, animated: true)
        _ = host.runUntilIdle()
        XCTAssertEqual((nav.toolbar.shownItemViews.first as? UIButton)?.title(for: .normal), "Play")
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 44)
        nav.popViewController(animated: true)
        _ = host.runUntilIdle()
        let button = try! XCTUnwrap(nav.toolbar.shownItemViews.first as? UIButton)
        XCTAssertEqual(button.title(for: .normal), "Edit")
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window)
        host.send(.touchDown(id: 1, location: point))
        host.step()
        host.send(.touchUp(id: 1, location: point))
        host.step()
        XCTAssertEqual(tapped, 1)

        root.setToolbarItems([UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: false)
        XCTAssertEqual((nav.toolbar.shownItemViews.first as? UIButton)?.title(for: .normal), "Done",
                       "the top controller's new items show at once")
        detail.setToolbarItems(nil, animated: false)
        XCTAssertEqual(nav.toolbar.shownItemViews.count, 1, "a controller not on top changes nothing")
    }

    func testSnapshotOfTheToolbar() {
        let flexible = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
        let items = [UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), flexible(),
                     UIBarButtonItem(title: "Favourite", style: .plain, target: nil, action: nil), flexible(),
                     UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let nav = show(page("Photo", items: items))
        nav.isToolbarHidden = false
        host.step()
        assertSnapshot(of: host.window, named: "toolbar")
    }

    func testAFixedSpacesNewWidthMovesTheItemsAfterIt() {
        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        fixed.width = 10
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let nav = show(page("Photo", items: [fixed, share]))
        nav.isToolbarHidden = false
        host.step()
        let before = nav.toolbar.shownItemViews[0].frame.minX
        fixed.width = 60
        host.step()
        XCTAssertEqual(nav.toolbar.shownItemViews[0].frame.minX, before + 50)
        // Items the toolbar no longer shows stop laying it out.
        nav.toolbar.setItems([share], animated: false)
        host.step()
        let shown = nav.toolbar.shownItemViews[0].frame.minX
        fixed.width = 200
        host.step()
        XCTAssertEqual(nav.toolbar.shownItemViews[0].frame.minX, shown)
        XCTAssertNil(fixed.onChange)
    }
}
