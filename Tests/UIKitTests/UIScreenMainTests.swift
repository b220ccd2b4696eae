import XCTest
@testable import UIKit

/// `UIScreen.main` is the screen of the host running now, and only then.
final class UIScreenMainTests: XCTestCase {
    private final class ScreenReader: UIViewController {
        var boundsAtLoad: CGRect?
        var scaleAtLoad: CGFloat?
        var viewFrameAtLoad: CGRect?
        var boundsInLayout: CGRect?

        override func viewDidLoad() {
            super.viewDidLoad()
            boundsAtLoad = UIScreen.main.bounds
            scaleAtLoad = UIScreen.main.scale
            viewFrameAtLoad = view.frame
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            boundsInLayout = UIScreen.main.bounds
        }
    }

    func testViewDidLoadSeesTheHeadlessHostsScreen() {
        let host = HeadlessHost(size: CGSize(width: 800, height: 600), scale: 2)
        let controller = ScreenReader()
        host.window.rootViewController = controller
        XCTAssertEqual(controller.boundsAtLoad, CGRect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(controller.scaleAtLoad, 2)
        XCTAssertEqual(controller.viewFrameAtLoad, CGRect(x: 0, y: 0, width: 800, height: 600), "loadView sized by the screen")
        host.step()
        XCTAssertEqual(controller.boundsInLayout, CGRect(x: 0, y: 0, width: 800, height: 600), "layout in a frame")
    }

    func testTheScreenFollowsAResizedHost() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        try host.resize(to: CGSize(width: 480, height: 320))
        let seen = host.frameLoop.whileCurrent { UIScreen.main.bounds.size }
        XCTAssertEqual(seen, CGSize(width: 480, height: 320))
    }

    func testEachHostSeesItsOwnScreenAndWindowlessCodeSeesTheStandardOne() {
        let small = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 3)
        let large = HeadlessHost(size: CGSize(width: 900, height: 700))
        XCTAssertEqual(small.frameLoop.whileCurrent { UIScreen.main.scale }, 3)
        XCTAssertEqual(large.frameLoop.whileCurrent { UIScreen.main.bounds.width }, 900)
        XCTAssertEqual(large.frameLoop.whileCurrent { small.frameLoop.whileCurrent { UIScreen.main.bounds.width } }, 300,
                       "the innermost host")
        // Outside any host's frame, live headless hosts change nothing: windowless
        // rounding in one test never depends on another test's host.
        XCTAssertNil(UIScreen.displayScreen)
        XCTAssertTrue(UIScreen.main === UIScreen.standard)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(UIScreen.main.scale, 1)
        let label = UILabel()
        label.text = "Hi"
        let size = label.intrinsicContentSize
        XCTAssertEqual(size.width, size.width.rounded(.up), "whole points at the standard scale 1")
    }

    func testADisplayScreenIsMainOutsideHostFramesWhileItLives() {
        var display: UIScreen? = UIScreen(bounds: CGRect(x: 0, y: 0, width: 640, height: 400), scale: 2)
        UIScreen.displayScreen = display
        XCTAssertEqual(UIScreen.main.bounds.width, 640)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frameLoop.whileCurrent { UIScreen.main.bounds.width }, 100, "a running host's own screen first")
        display = nil
        XCTAssertNil(UIScreen.displayScreen, "weak: it goes with its window")
        XCTAssertTrue(UIScreen.main === UIScreen.standard)
    }
}
