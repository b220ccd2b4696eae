import XCTest
@testable import UIKit

/// UIKit's initializers iOS subclasses call, and appearance forwarding by hand.
final class ViewControllerInitializerTests: XCTestCase {
    /// A subclass written the iOS way, making its own view in `loadView`.
    final class Ported: UIViewController {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        var loaded = false
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func loadView() { view = marker }
        override func viewDidLoad() { loaded = true }
    }

    func testNibNameAndBundleAreAcceptedAndTheViewComesFromLoadView() {
        let controller = Ported(nibName: "Missing", bundle: .main)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertTrue(controller.view === controller.marker)
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.loaded)
    }

    func testInitWithCoderMakesAPlainController() throws {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let controller = try XCTUnwrap(UIViewController(coder: coder))
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds, "the default loadView's screen-sized view")
        XCTAssertTrue(controller.isViewLoaded)
        let ported = try XCTUnwrap(Ported(coder: coder))
        XCTAssertTrue(ported.view === ported.marker)
        let pager = try XCTUnwrap(UIPageViewController(coder: coder))
        // UIKit's default for an archived page view controller, now that the curl exists.
        XCTAssertEqual(pager.transitionStyle, .pageCurl)
        XCTAssertEqual(pager.navigationOrientation, .horizontal)
        XCTAssertEqual(pager.spineLocation, .min)
    }

    /// A container that forwards appearance itself: its child's view entering the window
    /// sends the child nothing until the container says so.
    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    func testAContainerThatForwardsByHandGetsNoAutomaticCallsForItsChildren() {
        let log = EventLog()
        let container = ManualContainer()
        let child = LoggedPage(1, log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = UIWindow.testWindow()
        window.rootViewController = container
        XCTAssertEqual(log.entries, [])
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        XCTAssertEqual(log.entries, ["p1.willAppear", "p1.didAppear"])
    }
}
