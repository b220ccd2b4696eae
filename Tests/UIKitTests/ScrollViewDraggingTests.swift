import XCTest
@testable import UIKit

/// Scripted drags through the real input path (HostInput → window → recognizers), with
/// the delegate's calls and the flags at each call, as docs/design.md lists iOS's order.
final class ScrollViewDraggingTests: XCTestCase {
    private var scene: ScrollScene!
    private var host: HeadlessHost { scene.host }
    private var scroll: UIScrollView { scene.scroll }
    private var recorder: ScrollRecorder { scene.recorder }

    override func setUp() {
        scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
    }


    func testSlowDragFollowsFingerAndEndsWithoutDeceleration() {
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), hold: 0.1)
        XCTAssertEqual(scroll.contentOffset.y, 190, accuracy: 1e-9, "finger moved 200, less the pan's 10-pt hysteresis")
        XCTAssertEqual(recorder.names, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        let e = recorder.entries
        XCTAssertEqual(e.first, .init(name: "willBeginDragging", tracking: true, dragging: true, decelerating: false))
        XCTAssertTrue(e.filter { $0.name == "didScroll" }.allSatisfy { $0.tracking && $0.dragging })
        XCTAssertEqual(e[e.count - 2], .init(name: "willEndDragging", tracking: false, dragging: true, decelerating: false))
        XCTAssertEqual(e.last, .init(name: "didEndDragging(false)", tracking: false, dragging: true, decelerating: false))
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(recorder.lastVelocity, .zero)
        host.runUntilIdle()
        XCTAssertEqual(recorder.entries.count, e.count, "nothing moves afterwards")
    }

    func testFlingDeceleratesToTheProjectedTargetExactly() {
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        // 30 pt per 1/60 s frame: 1.8 pt/ms.
        let v = try! XCTUnwrap(recorder.lastVelocity)
        XCTAssertEqual(v.y, 1.8, accuracy: 0.01)
        let target = try! XCTUnwrap(recorder.lastTarget)
        let start = recorder.offsets.last!.y
        XCTAssertEqual(target.y, start + v.y * 0.998 / 0.002, accuracy: 1e-6, "x0 + v·r/(1-r)")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, target.y, accuracy: 1e-9)
        XCTAssertEqual(recorder.names, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        let dec = recorder.entries.first { $0.name == "willBeginDecelerating" }!
        XCTAssertEqual(dec, .init(name: "willBeginDecelerating", tracking: false, dragging: false, decelerating: true))
        XCTAssertEqual(recorder.entries.last, .init(name: "didEndDecelerating", tracking: false, dragging: false, decelerating: false))
    }

    func testDelegateChangedTargetIsWhereTheScrollEnds() {
        recorder.changeTarget = { _, _ in CGPoint(x: 0, y: 1234) }
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 1234)
    }

    func testATargetSetToTheOffsetStopsTheFlingThere() {
        scroll.contentOffset.y = 1000
        var released = CGPoint.zero
        recorder.changeTarget = { [unowned self] _, _ in
            released = scroll.contentOffset
            return scroll.contentOffset
        }
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        XCTAssertEqual(recorder.names.suffix(2), ["willEndDragging", "didEndDragging(false)"], "nothing moves on")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset, released, "no overshoot and back")
        XCTAssertEqual(recorder.names.last, "didEndDragging(false)")
    }

    /// The snapping iOS code writes: stop the fling, then animate to a point of its own.
    func testAnAnimatedScrollStartedFromWillEndDraggingWithTheTargetStoppedRuns() {
        scroll.contentOffset.y = 1000
        recorder.changeTarget = { [unowned self] _, _ in
            scroll.setContentOffset(CGPoint(x: 0, y: 1500), animated: true)
            return scroll.contentOffset
        }
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 1500, "the fling's deceleration replaced the animation")
        XCTAssertEqual(recorder.names.suffix(4), ["willEndDragging", "didEndDragging(false)", "didScroll",
                                                  "didEndScrollingAnimation"])
    }

    func testFlingIntoEdgeBouncesWithOneDecelerationPair() {
        scroll.contentOffset.y = 4520 - 150
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        var maxOffset: CGFloat = 0
        for _ in 0..<400 where scroll.isDecelerating {
            host.step()
            maxOffset = max(maxOffset, scroll.contentOffset.y)
        }
        XCTAssertGreaterThan(maxOffset, 4520 + 10, "went past the bottom edge")
        XCTAssertEqual(scroll.contentOffset.y, 4520)
        XCTAssertEqual(recorder.names.filter { $0 == "willBeginDecelerating" }.count, 1)
        XCTAssertEqual(recorder.names.filter { $0 == "didEndDecelerating" }.count, 1)
    }

    func testDragPastEdgeRubberBandsAndBouncesBackOnRelease() {
        scene.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 220), hold: 0.1)
        // The finger pulled 210 pt past the top (220 less the pan's 10-pt hysteresis), in a
        // 480-pt view.
        let expected = -(1 - 1 / (210 * 0.55 / 480 + 1)) * 480
        XCTAssertEqual(recorder.offsets.last!.y, expected, accuracy: 1e-6)
        XCTAssertEqual(recorder.names.suffix(3), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        XCTAssertEqual(recorder.lastTarget, .zero)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(recorder.names.last, "didEndDecelerating")
    }

    func testWithoutBouncesStopsAtTheEdge() {
        scroll.bounces = false
        scroll.contentOffset.y = 100
        recorder.offsets.removeAll()
        scene.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 320), hold: 0.1)
        XCTAssertTrue(recorder.names.contains("willBeginDragging"))
        XCTAssertEqual(recorder.offsets.map(\.y).min(), 0, "the drag reached the edge")
        XCTAssertTrue(recorder.offsets.allSatisfy { $0.y >= 0 }, "and stopped there")
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    /// Apple: "If this property is set to true and bounces is true, vertical dragging is
    /// allowed even if the content is smaller than the bounds." Without bounces the short
    /// content takes no drag, so the outer scroll view it sits in scrolls.
    func testAlwaysBounceVerticalLetsShortContentDragOnlyWithBounces() {
        let inner = UIScrollView(frame: CGRect(x: 0, y: 600, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 100)
        inner.alwaysBounceVertical = true
        let innerRecorder = ScrollRecorder()
        inner.delegate = innerRecorder
        scroll.addSubview(inner)
        scroll.contentOffset.y = 500
        scene.drag(from: CGPoint(x: 160, y: 250), by: CGPoint(x: 0, y: 100), hold: 0.1, lift: false)
        XCTAssertLessThan(inner.contentOffset.y, 0, "bouncing: the short content is pulled down")
        XCTAssertEqual(scroll.contentOffset.y, 500)
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 350)))
        host.runUntilIdle()
        XCTAssertEqual(inner.contentOffset.y, 0)
        innerRecorder.entries.removeAll()
        recorder.entries.removeAll()

        inner.bounces = false
        scene.drag(from: CGPoint(x: 160, y: 250), by: CGPoint(x: 0, y: 100), hold: 0.1)
        XCTAssertEqual(innerRecorder.names, [], "no drag that could move nothing")
        XCTAssertEqual(inner.contentOffset.y, 0)
        XCTAssertEqual(scroll.contentOffset.y, 410, "the outer view scrolled: 100 less the 10-pt hysteresis")
        XCTAssertEqual(recorder.names.first, "willBeginDragging")
    }

    func testTouchCatchesDecelerationAndLiftSendsUIKitsSequence() {
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        host.runFrames(10)
        XCTAssertTrue(scroll.isDecelerating)
        let caughtAt = scroll.contentOffset
        recorder.entries.removeAll()
        host.send(.touchDown(id: 2, location: CGPoint(x: 100, y: 100)))
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertTrue(scroll.isTracking)
        host.runFrames(5)
        XCTAssertEqual(scroll.contentOffset, caughtAt, "stopped at once")
        host.send(.touchUp(id: 2, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(recorder.names, ["willEndDragging", "didEndDragging(false)", "didEndDecelerating"])
        XCTAssertEqual(recorder.lastVelocity, .zero)
        XCTAssertFalse(scroll.isTracking)
    }

    func testDirectionalLock() {
        scroll.contentSize = CGSize(width: 2000, height: 5000)
        scroll.isDirectionalLockEnabled = true
        scene.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -30, y: -200), hold: 0.1)
        XCTAssertEqual(scroll.contentOffset.x, 0, "mostly vertical: locked vertical")
        XCTAssertGreaterThan(scroll.contentOffset.y, 150)
        scroll.contentOffset = .zero
        scene.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -150, y: -150), hold: 0.1)
        XCTAssertGreaterThan(scroll.contentOffset.x, 100, "diagonal: not locked")
        XCTAssertGreaterThan(scroll.contentOffset.y, 100)
    }

    func testScrollDisabledTakesNoTouches() {
        scroll.isScrollEnabled = false
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), hold: 0.1)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertTrue(recorder.names.isEmpty)
    }
}
