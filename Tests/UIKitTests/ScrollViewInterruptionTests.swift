import XCTest
@testable import UIKit

/// Motion interrupted by touches, wheels, keys and code: flags come back, callbacks stay
/// paired, targets hold, and nothing keeps the run loop awake afterwards.
final class ScrollViewInterruptionTests: XCTestCase {
    private var scene: ScrollScene!
    private var host: HeadlessHost { scene.host }
    private var scroll: UIScrollView { scene.scroll }
    private var recorder: ScrollRecorder { scene.recorder }

    override func setUp() {
        scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
    }

    private func preciseWheel(_ dy: CGFloat) {
        host.send(.wheel(location: CGPoint(x: 100, y: 100), delta: CGPoint(x: 0, y: dy), isPrecise: true, modifiers: []))
    }

    private func key(_ code: UIKeyboardHIDUsage) {
        let k = UIKey(keyCode: code)
        host.send(.keyDown(k, isRepeat: false))
        host.send(.keyUp(k))
    }

    func testKeyDuringTrackpadStreamEndsTheDragAndGoesIdle() {
        XCTAssertTrue(scroll.becomeFirstResponder())
        preciseWheel(20)
        host.step()
        preciseWheel(20)
        XCTAssertTrue(scroll.isDragging, "the precise wheel stream is a drag")
        key(.keyboardDownArrow)
        XCTAssertFalse(scroll.isDragging)
        host.runUntilIdle()
        XCTAssertFalse(host.scheduler.hasActiveLinks, "nothing keeps the loop awake")
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
        XCTAssertEqual(recorder.names, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)",
                                        "didScroll", "didEndScrollingAnimation"], "the drag ends, then the key scrolls")
    }

    func testTapDuringTrackpadStreamEndsTrackingToo() {
        preciseWheel(20)
        host.step()
        XCTAssertTrue(scroll.isDragging, "the precise wheel stream is a drag")
        host.send(.touchDown(id: 1, location: CGPoint(x: 50, y: 50)))
        host.send(.touchUp(id: 1, location: CGPoint(x: 50, y: 50)))
        XCTAssertFalse(scroll.isDragging)
        XCTAssertFalse(scroll.isTracking)
        XCTAssertEqual(host.scheduler.currentMode, .default)
        host.runUntilIdle()
        XCTAssertFalse(host.scheduler.hasActiveLinks)
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
        XCTAssertEqual(recorder.names, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    func testWheelDuringMomentumKeepsDecelerationCallbacksPaired() {
        for _ in 0..<6 { preciseWheel(15); host.step() }
        host.runFrames(8)
        XCTAssertTrue(scroll.isDecelerating)
        host.send(.wheel(location: CGPoint(x: 100, y: 100), delta: CGPoint(x: 0, y: 1), isPrecise: false, modifiers: []))
        host.runUntilIdle()
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
        for _ in 0..<6 { preciseWheel(15); host.step() }
        host.runFrames(8)
        for _ in 0..<3 { preciseWheel(15); host.step() }
        host.runUntilIdle()
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
    }

    func testCaughtPagingTransitionSettlesOnANeighbouringPage() {
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 320, height: 480 * 10)
        scroll.contentOffset.y = 480 * 5
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 3)
        host.runFrames(4)
        XCTAssertTrue(scroll.isDecelerating)
        let caught = scroll.contentOffset.y
        XCTAssertGreaterThan(caught, 480 * 5)
        host.send(.touchDown(id: 2, location: CGPoint(x: 160, y: 200)))
        host.send(.touchUp(id: 2, location: CGPoint(x: 160, y: 200)))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, (caught / 480).rounded() * 480, "the page nearest where it was caught")
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
    }

    func testFlingBackFromPastTheEdgeEndsAtTheReportedTarget() {
        // Pull down past the top, then flick upwards while still overscrolled.
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 100)))
        for i in 1...6 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 100 + CGFloat(i) * 15)))
        }
        for i in 1...6 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 190 - CGFloat(i) * 10)))
        }
        XCTAssertLessThan(scroll.contentOffset.y, 0, "still past the edge at release")
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 130)))
        let target = try! XCTUnwrap(recorder.lastTarget)
        XCTAssertGreaterThan(target.y, 100, "the fling's projection lies inside the content")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, target.y, accuracy: 1e-9)
    }

    func testTargetsOutsideTheContentAreClamped() {
        recorder.changeTarget = { _, _ in CGPoint(x: 0, y: 6000) }
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 4520)
        recorder.changeTarget = { _, _ in CGPoint(x: 0, y: CGFloat.nan) }
        scene.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 300))
        host.runUntilIdle()
        XCTAssertTrue(scroll.contentOffset.y.isFinite)
        XCTAssertGreaterThanOrEqual(scroll.contentOffset.y, 0)
    }

    func testScrollDisabledTapLeavesAnimationAndFlagsAlone() {
        scroll.isScrollEnabled = false
        scroll.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        host.runFrames(3)
        host.send(.touchDown(id: 1, location: CGPoint(x: 50, y: 50)))
        XCTAssertFalse(scroll.isTracking)
        host.send(.touchUp(id: 1, location: CGPoint(x: 50, y: 50)))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 1000)
        XCTAssertEqual(recorder.names, ["didScroll", "didEndScrollingAnimation"])
    }

    func testNonFiniteDecelerationRateIsRefused() {
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        XCTAssertEqual(scroll.decelerationRate, .normal)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 5)
        XCTAssertEqual(scroll.decelerationRate.rawValue, 0.9999)
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        host.runUntilIdle()
        XCTAssertTrue(scroll.contentOffset.y.isFinite)
    }

    func testDelegateMayScrollAgainFromTheEndOfAnInterruptedZoom() {
        final class Restarter: UIScrollViewDelegate {
            let zoomView: UIView
            init(_ v: UIView) { zoomView = v }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
            func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
                s.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
            }
        }
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 5000))
        scroll.addSubview(content)
        let restarter = Restarter(content)
        scroll.delegate = restarter
        scroll.maximumZoomScale = 2
        scroll.setZoomScale(2, animated: true)
        host.runFrames(5)
        scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: false)   // completes the zoom first
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 100, "the animation the delegate started ran to its end")
        XCTAssertFalse(host.scheduler.hasActiveLinks)
    }

    /// A touch catches a trackpad stream that stopped a paging scroll view between pages:
    /// once the finger lifts the content settles onto a page, as the stream's own end does.
    func testATouchOnAPagingTrackpadStreamSettlesOnAPage() {
        scroll.isPagingEnabled = true
        preciseWheel(30)
        host.step()
        preciseWheel(30)
        XCTAssertEqual(scroll.contentOffset.y, 60)
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.step()
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0, "back on the first page, not 60 pt down it")
        XCTAssertFalse(host.scheduler.hasActiveLinks)
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
    }
}

final class ZoomInterruptionTests: XCTestCase {
    private var scene: ZoomScene!
    private var host: HeadlessHost { scene.host }
    private var scroll: UIScrollView { scene.scroll }
    private var recorder: ScrollRecorder { scene.recorder }
    private var content: UIView { scene.content }

    override func setUp() {
        scene = ZoomScene()
    }

    private func ctrlWheel(at p: CGPoint, notches: CGFloat) {
        host.send(.wheel(location: p, delta: CGPoint(x: 0, y: notches), isPrecise: false, modifiers: .control))
    }

    func testEachCtrlWheelNotchZoomsAboutWhereThePointerIsNow() {
        ctrlWheel(at: CGPoint(x: 100, y: 100), notches: -1)
        host.runFrames(2)
        let pointer = CGPoint(x: 300, y: 300)
        let under = content.convert(pointer, from: host.window)
        ctrlWheel(at: pointer, notches: -1)
        let now = content.convert(under, to: host.window)
        XCTAssertEqual(now.x, pointer.x, accuracy: 1e-6)
        XCTAssertEqual(now.y, pointer.y, accuracy: 1e-6)
    }

    func testFullPinchSequenceWithFlags() {
        host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 200)))
        host.send(.touchDown(id: 2, location: CGPoint(x: 250, y: 200)))
        for i in 1...4 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 150 - CGFloat(i) * 10, y: 200)))
            host.send(.touchMove(id: 2, location: CGPoint(x: 250 + CGFloat(i) * 10, y: 200)))
        }
        host.send(.touchUp(id: 1, location: CGPoint(x: 110, y: 200)))
        host.send(.touchUp(id: 2, location: CGPoint(x: 290, y: 200)))
        host.runUntilIdle()
        let zoomPart = recorder.entries.filter { $0.name.contains("Zoom") || $0.name == "didZoom" }
        XCTAssertEqual(zoomPart.first?.name, "willBeginZooming")
        XCTAssertTrue(zoomPart.dropFirst().dropLast().allSatisfy { $0.name == "didZoom" && $0.zooming })
        XCTAssertEqual(zoomPart.last?.name, "didEndZooming(1.8)")
        XCTAssertEqual(zoomPart.last?.zooming, false, "isZooming is false again in didEndZooming")
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
    }

    func testPinchPastTheLimitSequenceAndBounceFlags() {
        scroll.zoomScale = 4
        ctrlWheel(at: CGPoint(x: 200, y: 200), notches: -3)
        host.advance(by: 0.2)
        host.runUntilIdle()
        let names = recorder.names.filter { $0 != "didScroll" }
        XCTAssertEqual(names.first, "didZoom", "the programmatic zoom to 4")
        XCTAssertEqual(Array(names.dropFirst().prefix(2)), ["willBeginZooming", "didZoom"])
        XCTAssertEqual(names.last, "didEndZooming(4.0)")
        let bounce = recorder.entries.filter { $0.zoomBouncing }
        XCTAssertFalse(bounce.isEmpty, "isZoomBouncing during the bounce")
        XCTAssertTrue(bounce.allSatisfy { $0.name == "didZoom" || $0.name == "didScroll" })
        XCTAssertEqual(recorder.entries.last?.zoomBouncing, false)
    }

    func testAnimatedSetZoomScaleFullSequence() {
        scroll.setZoomScale(2, animated: true)
        host.runUntilIdle()
        let names = recorder.names.filter { $0 != "didScroll" }
        XCTAssertEqual(names.first, "willBeginZooming")
        XCTAssertTrue(names.dropFirst().dropLast().allSatisfy { $0 == "didZoom" })
        XCTAssertEqual(names.last, "didEndZooming(2.0)")
        XCTAssertTrue(recorder.entries.allSatisfy { !$0.zooming && !$0.zoomBouncing }, "not a pinch: no zooming flags")
    }

    func testASecondZoomInTheFrameOfTheFirstEndsAtItsOwnScaleInRange() {
        scroll.setZoomScale(2, animated: true)
        // Before any frame of the first: the second is measured from where the first ends.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: scroll.bounds.width, height: scroll.bounds.height), animated: true)
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertEqual(scroll.contentOffset, scroll.clampedContentOffset(scroll.contentOffset), "at rest in its range")
        XCTAssertEqual(recorder.names.filter { $0.hasPrefix("didEndZooming") }, ["didEndZooming(2.0)", "didEndZooming(1.0)"],
                       "the first ends (at its end) before the second begins")
    }

    func testTouchCatchingABounceHoldsTheScaleThenSettles() {
        scroll.zoomScale = 4
        ctrlWheel(at: CGPoint(x: 200, y: 200), notches: -3)
        host.advance(by: 0.2)
        host.runFrames(3)
        XCTAssertTrue(scroll.isZoomBouncing)
        let caught = scroll.zoomScale
        XCTAssertGreaterThan(caught, 4)
        host.send(.touchDown(id: 1, location: CGPoint(x: 200, y: 200)))
        XCTAssertEqual(scroll.zoomScale, caught, "stops where it is, no snap")
        host.runFrames(5)
        XCTAssertEqual(scroll.zoomScale, caught)
        host.send(.touchUp(id: 1, location: CGPoint(x: 200, y: 200)))
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertFalse(recorder.names.contains("didEndDecelerating"), "a caught zoom is not a deceleration")
        XCTAssertTrue(recorder.isBalanced, "\(recorder.names)")
    }

    func testZoomViewMustBeADirectSubview() {
        let deeper = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        content.addSubview(deeper)
        recorder.zoomView = deeper
        XCTAssertNil(scroll.pinchGestureRecognizer)
        scroll.setZoomScale(2, animated: false)
        XCTAssertEqual(deeper.transform, .identity)
    }
}
