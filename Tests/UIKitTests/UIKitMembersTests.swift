import XCTest
@testable import UIKit

/// The UIKit members issue 13 found missing, each doing what its name says.
final class UIKitMembersTests: XCTestCase {
    final class InsetWatchingScrollView: UIScrollView {
        var log: [String] = []
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            log.append("adjustedContentInsetDidChange(\(adjustedContentInset.top))")
        }
    }

    final class Recorder: UIScrollViewDelegate {
        weak var scroll: InsetWatchingScrollView?
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { scroll?.log.append("delegate") }
    }

    func testAdjustedContentInsetDidChangeComesBeforeTheDelegate() {
        let scroll = InsetWatchingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = Recorder()
        recorder.scroll = scroll
        scroll.delegate = recorder
        scroll.contentInset.top = 20
        XCTAssertEqual(scroll.log, ["adjustedContentInsetDidChange(20.0)", "delegate"])
        scroll.contentSize = CGSize(width: 100, height: 500)
        XCTAssertEqual(scroll.log.count, 2, "no change, no call")
    }

    func testAdditionalSafeAreaInsetsReachTheViewsAndScrollViewsInside() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        final class Controller: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let controller = Controller()
        host.window.rootViewController = controller
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        controller.view.addSubview(scroll)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        controller.view.addSubview(header)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(header.safeAreaInsets.top, 30, "the part of the header under the added inset")
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(scroll.minimumContentOffset.y, -44)
        XCTAssertEqual(controller.changes, 1)
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(controller.view.safeAreaInsets.top, 54, "the window's and the controller's together")
    }

    func testIndicatorsStayInsideTheSafeAreaUnlessTurnedOff() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 20)
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 4000)
        host.window.addSubview(scroll)
        // At rest at its top, the content starts below the safe area: offset -40.
        XCTAssertEqual(scroll.contentOffset.y, -40)
        let adjusted = scroll.verticalIndicatorRect!
        XCTAssertGreaterThanOrEqual(adjusted.minY - scroll.bounds.minY, 40)
        XCTAssertLessThanOrEqual(adjusted.maxX, 300)
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        let plain = scroll.verticalIndicatorRect!
        XCTAssertLessThan(plain.minY - scroll.bounds.minY, 40)
        XCTAssertEqual(plain.maxX - adjusted.maxX, 20, "moved back by the right safe inset")
    }

    func testLayoutMarginsDefaultToEightAndAChangeLaysOutAgain() {
        final class MarginView: UIView {
            var changes = 0, layouts = 0
            override func layoutMarginsDidChange() { changes += 1 }
            override func layoutSubviews() { layouts += 1 }
        }
        let view = MarginView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.layoutIfNeeded()
        view.layouts = 0
        view.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(view.changes, 1)
        XCTAssertEqual(view.layouts, 1)
        view.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
        XCTAssertEqual(view.changes, 1, "the same margins are no change")
    }

    func testWithoutMultipleTouchAViewGetsOnlyItsFirstFinger() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        window.addSubview(view)
        XCTAssertFalse(view.isMultipleTouchEnabled, "UIKit's default")
        window.down(1, 50, 50, at: 0)
        window.down(2, 150, 150, at: 0.01)
        window.up(2, 150, 150, at: 0.02)
        window.up(1, 50, 50, at: 0.03)
        XCTAssertEqual(log.entries, ["view.began", "view.ended"])
        log.entries.removeAll()
        view.isMultipleTouchEnabled = true
        window.down(1, 50, 50, at: 1)
        window.down(2, 150, 150, at: 1.01)
        XCTAssertEqual(log.entries, ["view.began", "view.began"])
        XCTAssertTrue(UIScrollView().isMultipleTouchEnabled, "a scroll view takes a pinch's second finger")
    }

    func testAnExclusiveTouchViewBlocksTheOthersWhileItHoldsAFinger() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let a = TouchLoggingView("a", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: log)
        let b = TouchLoggingView("b", frame: CGRect(x: 200, y: 0, width: 200, height: 400), log: log)
        window.addSubview(a)
        window.addSubview(b)
        a.isExclusiveTouch = true
        window.down(1, 50, 50, at: 0)
        window.down(2, 250, 50, at: 0.01)
        window.up(2, 250, 50, at: 0.02)
        window.up(1, 50, 50, at: 0.03)
        XCTAssertEqual(log.entries, ["a.began", "a.ended"], "b gets nothing while a holds a finger")
        log.entries.removeAll()
        window.down(2, 250, 50, at: 1)
        window.down(1, 50, 50, at: 1.01)
        XCTAssertEqual(log.entries, ["b.began"], "nor a while b holds one")
        log.entries.removeAll()
        a.isExclusiveTouch = false
        window.down(3, 60, 60, at: 2)
        XCTAssertEqual(log.entries, ["a.began"])
    }
}

final class UIImageNamedTests: XCTestCase {
    func testNamedImagesComeFromTheProgramsAssets() throws {
        let image = try XCTUnwrap(UIImage(named: "default"), "Assets/default.png of the package")
        let file = try UIImage.load(contentsOfFile: "Assets/default.png")
        XCTAssertEqual(image.size, file.size)
        XCTAssertEqual(image.scale, 1)
        let again = try XCTUnwrap(UIImage(named: "default.png"))
        XCTAssertEqual(again.size, image.size, "with or without the extension")
        XCTAssertTrue(UIImage(named: "default")!.rasterImage === image.rasterImage, "found once, kept")
        XCTAssertNil(UIImage(named: "no-such-image"))
        XCTAssertNil(UIImage(named: ""))
    }
}
