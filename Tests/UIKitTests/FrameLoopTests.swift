import XCTest
@testable import UIKit

/// Each host owns its time: hosts side by side never move each other's clock, display
/// links, animations or run-loop mode.
final class FrameLoopTests: XCTestCase {
    func testTwoHostsSideBySideKeepTheirOwnTimeAndMotion() {
        let a = ScrollScene(), b = ScrollScene()
        a.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        b.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -300), steps: 5)
        XCTAssertTrue(a.scroll.isDecelerating)
        XCTAssertTrue(b.scroll.isDecelerating)
        let bAfterRelease = b.scroll.contentOffset

        // Only a's frames run: b's fling stands still, and b's clock with it.
        let bTime = b.host.now
        a.host.runUntilIdle()
        XCTAssertFalse(a.scroll.isDecelerating)
        XCTAssertEqual(b.scroll.contentOffset, bAfterRelease)
        XCTAssertTrue(b.scroll.isDecelerating)
        XCTAssertEqual(b.host.now, bTime)

        // b then runs the same fling to the same rest, frame for frame.
        b.host.runUntilIdle()
        XCTAssertEqual(b.scroll.contentOffset, a.scroll.contentOffset)
        XCTAssertEqual(a.recorder.names, b.recorder.names)
    }

    func testTrackingModeBelongsToTheHostWhoseScrollViewTracks() {
        let a = ScrollScene(), b = ScrollScene()
        a.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(a.host.scheduler.currentMode, .tracking)
        XCTAssertEqual(b.host.scheduler.currentMode, .default)
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.add(to: b.host.scheduler, forMode: .default)
        b.host.runFrames(3)
        XCTAssertEqual(fired, 3, "a touch in another host does not pause this one's default-mode links")
        link.invalidate()
        a.host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(a.host.scheduler.currentMode, .default)
    }

    func testViewAnimationsRunOnTheirOwnHostsClock() {
        let a = HeadlessHost(size: CGSize(width: 100, height: 100))
        let b = HeadlessHost(size: CGSize(width: 100, height: 100))
        b.advance(by: 10)
        let va = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let vb = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.window.addSubview(va)
        b.window.addSubview(vb)
        var done: [String] = []
        UIView.animate(withDuration: 0.5, animations: {
            va.center = CGPoint(x: 50, y: 50)
            vb.center = CGPoint(x: 50, y: 50)
        }, completion: { _ in done.append("both") })
        a.runFrames(15)
        XCTAssertEqual(va.presentation.center.x, 27.5, accuracy: 0.01, "halfway on a's curve")
        XCTAssertEqual(vb.presentation.center.x, 5, "b ran no frame")
        a.runFrames(30)
        XCTAssertEqual(va.presentation.center.x, 50)
        XCTAssertEqual(done, [], "the call completes when b's animation ends too")
        b.runFrames(30)
        XCTAssertEqual(vb.presentation.center.x, 50)
        XCTAssertEqual(done, ["both"])
    }

    func testADroppedHostTakesItsScrollViewAndLinksWithIt() {
        weak var scroll: UIScrollView?
        weak var scheduler: DisplayLinkScheduler?
        do {
            let scene = ScrollScene()
            scroll = scene.scroll
            scheduler = scene.host.scheduler
            scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 300)))
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 100, y: 200)))
            XCTAssertTrue(scene.scroll.isTracking)
        }
        XCTAssertNil(scroll, "a finger still down keeps nothing alive")
        XCTAssertNil(scheduler)
    }

    func testAManualLoopAdvancesInWholeFramesThenTheRemainder() {
        let clock = ManualClock(now: 0)
        let loop = FrameLoop(clock: clock)
        var frames: [TimeInterval] = []
        loop.advance(by: 0.06, skippingIdleFrames: false) { frames.append($0) }
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(frames.last!, 0.05, accuracy: 1e-12)
        XCTAssertEqual(clock.now, 0.06, accuracy: 1e-12)
        frames.removeAll()
        loop.advance(by: 1, skippingIdleFrames: true) { frames.append($0) }
        XCTAssertEqual(frames, [], "nothing animates and no deadline falls: every frame is idle")
        XCTAssertEqual(clock.now, 1.06, accuracy: 1e-9)
    }
}
