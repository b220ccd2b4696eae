import XCTest
@testable import UIKit

final class AnimationDriverTests: XCTestCase {
    private var clock: ManualClock!
    private var scheduler: DisplayLinkScheduler!

    override func setUp() {
        clock = ManualClock(now: 0)
        scheduler = DisplayLinkScheduler(maximumFramesPerSecond: 60, clock: clock)
    }

    func testRunsAnAnimationFrameByFrameAndCompletesIt() {
        let driver = AnimationDriver(scheduler: scheduler)
        XCTAssertFalse(scheduler.hasActiveLinks, "an idle driver lets the host sleep")
        var progress: [Double] = []
        var completions: [Bool] = []
        let animation = CurveAnimation(startTime: 0, duration: 0.1, curve: TimingCurve.linear)
        driver.add(animation, apply: { progress.append($0.progress) }, completion: { completions.append($0) })
        XCTAssertTrue(scheduler.hasActiveLinks)
        XCTAssertEqual(driver.count, 1)
        scheduler.runUntilIdle(clock: clock, maximumFrames: 100)
        XCTAssertEqual(progress.count, 6, "0.1 s at 60 Hz is six frames")
        for (frame, value) in progress.enumerated() {
            XCTAssertEqual(value, Double(frame + 1) / 6, accuracy: 1e-6)
        }
        XCTAssertEqual(progress.last, 1)
        XCTAssertEqual(completions, [true])
        XCTAssertFalse(driver.isRunning)
        XCTAssertFalse(scheduler.hasActiveLinks)
    }

    func testCancelReportsUnfinishedAndStopsAdvancing() {
        let driver = AnimationDriver(scheduler: scheduler)
        var applied = 0
        var completions: [Bool] = []
        let id = driver.add(
            Decay(position: 0, velocity: 2, startTime: 0),
            apply: { _ in applied += 1 },
            completion: { completions.append($0) })
        scheduler.runFrames(3, clock: clock)
        XCTAssertTrue(driver.contains(id))
        driver.cancel(id)
        XCTAssertFalse(driver.contains(id))
        XCTAssertEqual(completions, [false])
        scheduler.runFrames(3, clock: clock)
        XCTAssertEqual(applied, 3)
        driver.cancel(id)
        XCTAssertEqual(completions, [false], "cancelling twice completes once")
        XCTAssertFalse(scheduler.hasActiveLinks)
    }

    func testCallbacksMayCancelAndChainAnimations() {
        let driver = AnimationDriver(scheduler: scheduler)
        var log: [String] = []
        var selfCancelling: AnimationDriver.ID?
        selfCancelling = driver.add(
            CurveAnimation(startTime: 0, duration: 0, curve: CosineProgress()),
            apply: { _ in driver.cancel(selfCancelling!) },
            completion: { log.append("self \($0)") })
        driver.add(
            CurveAnimation(startTime: 0, duration: 1.0 / 60, curve: CosineProgress()),
            apply: { _ in },
            completion: { finished in
                log.append("first \(finished)")
                driver.add(
                    CurveAnimation(startTime: self.clock.now, duration: 2.0 / 60, curve: CosineProgress()),
                    apply: { _ in log.append("second frame") },
                    completion: { log.append("second \($0)") })
            })
        scheduler.runUntilIdle(clock: clock, maximumFrames: 10)
        XCTAssertEqual(log, ["self false", "first true", "second frame", "second frame", "second true"])
    }

    func testCancelAllAndDirectAdvance() {
        let driver = AnimationDriver(scheduler: scheduler)
        var completions: [Bool] = []
        for _ in 0..<3 {
            driver.add(Spring(position: 100, target: 0, startTime: 0), apply: { _ in }, completion: { completions.append($0) })
        }
        driver.advance(to: 0.1)
        driver.cancelAll(finished: true)
        XCTAssertEqual(completions, [true, true, true])
        XCTAssertEqual(driver.count, 0)
    }

    func testReleasingTheDriverInvalidatesItsLink() {
        var driver: AnimationDriver? = AnimationDriver(scheduler: scheduler)
        XCTAssertEqual(scheduler.registeredLinkCount, 1)
        driver = nil
        XCTAssertNil(driver)
        XCTAssertEqual(scheduler.registeredLinkCount, 0)
    }
}
