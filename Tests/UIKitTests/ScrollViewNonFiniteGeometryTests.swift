import XCTest
@testable import UIKit

/// Non-finite numbers given by code (a division by zero in an app's layout) leave the
/// scroll view where it was and working: iOS raises for a NaN layer position; a crash at
/// the next touch, or a content offset stuck at NaN, is worse for a user than either.
final class ScrollViewNonFiniteGeometryTests: XCTestCase {
    func testANaNContentOffsetIsIgnoredAndTheNextDragScrolls() {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 200)
        scene.scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        XCTAssertEqual(scene.scroll.contentOffset, CGPoint(x: 0, y: 200))
        let control = ScrollScene()
        control.scroll.contentOffset = CGPoint(x: 0, y: 200)
        for s in [scene, control] {
            s.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -100), hold: 0.2)
            s.host.runUntilIdle()
        }
        XCTAssertGreaterThan(scene.scroll.contentOffset.y, 280, "the drag scrolled")
        XCTAssertEqual(scene.scroll.contentOffset, control.scroll.contentOffset, "as if the NaN had never been set")
    }

    func testNonFiniteViewGeometryKeepsTheOldValueAndTheViewStaysHittable() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        host.window.addSubview(view)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        view.transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1)
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(view.transform, .identity)
        XCTAssertTrue(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    func testNonFiniteOrNonPositiveZoomLimitsAreRefused() {
        let scene = ZoomScene()
        scene.scroll.minimumZoomScale = .nan
        scene.scroll.maximumZoomScale = .infinity
        scene.scroll.minimumZoomScale = 0
        XCTAssertEqual(scene.scroll.minimumZoomScale, 0.4)
        XCTAssertEqual(scene.scroll.maximumZoomScale, 4)
        scene.scroll.setZoomScale(10, animated: false)
        XCTAssertEqual(scene.scroll.zoomScale, 4, "still clamped by the old limit")
    }

    func testANaNContentSizeIsRefused() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
        scene.scroll.contentSize = CGSize(width: 320, height: CGFloat.nan)
        XCTAssertEqual(scene.scroll.contentSize, CGSize(width: 320, height: 5000))
    }

    func testAnAnimatedScrollToANaNOffsetDoesNothing() {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 200)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset, CGPoint(x: 0, y: 200))
        scene.scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset, CGPoint(x: 0, y: 200))
    }

    func testANaNInsetIsIgnored() {
        let scene = ScrollScene()
        scene.scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scene.scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(scene.scroll.contentInset.top, 20)
        scene.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: 200), hold: 0.2)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, -20, accuracy: 0.5, "rests at the top, inset 20")
    }

    func testAFlingOverAnInfiniteContentSizeStaysFinite() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: CGFloat.infinity))
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runUntilIdle()
        XCTAssertTrue(scene.scroll.contentOffset.y.isFinite, "\(scene.scroll.contentOffset)")
        XCTAssertTrue(scene.recorder.isBalanced)
    }

    func testAFlingOverTheLargestFiniteContentSizeStaysFinite() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runUntilIdle()
        XCTAssertTrue(scene.scroll.contentOffset.y.isFinite, "\(scene.scroll.contentOffset)")
        XCTAssertGreaterThan(scene.scroll.contentOffset.y, 300)
    }
}

/// Content without end (`contentSize` infinite): flicks page on, keys stop where there is
/// no end to go to.
final class ScrollViewEndlessContentTests: XCTestCase {
    private func key(_ code: UIKeyboardHIDUsage, in scene: ScrollScene) {
        let k = UIKey(keyCode: code, modifierFlags: [])
        scene.host.send(.keyDown(k, isRepeat: false))
        scene.host.send(.keyUp(k))
        scene.host.runUntilIdle()
    }

    func testAPagingFlickOverEndlessContentTurnsToTheNextPage() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: CGFloat.infinity))
        scene.scroll.isPagingEnabled = true
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        scene.host.runUntilIdle()
        XCTAssertEqual(scene.scroll.contentOffset.y, 480, "one page on (it went back to the first page)")
        XCTAssertTrue(scene.recorder.isBalanced)
    }

    func testEndDoesNothingOverEndlessContentAndTheOtherKeysScroll() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: CGFloat.infinity))
        _ = scene.scroll.becomeFirstResponder()
        key(.keyboardPageDown, in: scene)
        let afterPage = scene.scroll.contentOffset.y
        XCTAssertGreaterThan(afterPage, 400)
        XCTAssertNil(scene.scroll.keyScrollTarget(for: UIKey(keyCode: .keyboardEnd, modifierFlags: [])),
                     "no end to aim at (not an infinite offset refused)")
        key(.keyboardEnd, in: scene)
        XCTAssertEqual(scene.scroll.contentOffset.y, afterPage)
        XCTAssertFalse(scene.host.frameLoop.wantsFrames)
        key(.keyboardHome, in: scene)
        XCTAssertEqual(scene.scroll.contentOffset.y, 0)
    }
}
