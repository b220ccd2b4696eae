import XCTest
@testable import UIKit

final class DisplayLinkTests: XCTestCase {
    private var clock: ManualClock!
    private var scheduler: DisplayLinkScheduler!

    override func setUp() {
        clock = ManualClock(now: 100)
        scheduler = DisplayLinkScheduler(maximumFramesPerSecond: 60, clock: clock)
    }

    func testLinkFiresEachFrameWithTheFrameTimes() {
        var timestamps: [TimeInterval] = []
        var targets: [TimeInterval] = []
        let link = CADisplayLink { link in
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
            XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-15)
        }
        XCTAssertEqual(link.timestamp, 0)
        XCTAssertEqual(link.duration, 0)
        scheduler.tick()
        XCTAssertTrue(timestamps.isEmpty, "a link not added must not fire")
        link.add(to: scheduler)
        XCTAssertEqual(scheduler.runFrames(3, clock: clock), 3)
        let expected: [TimeInterval] = (1...3).map { 100 + TimeInterval($0) / 60 }
        XCTAssertEqual(timestamps, expected)
        for (timestamp, target) in zip(timestamps, targets) {
            XCTAssertEqual(target - timestamp, 1.0 / 60, accuracy: 1e-12)
        }
        link.invalidate()
    }

    func testRunFramesLandsOnExactFrameTimes() {
        let clock = ManualClock(now: 0)
        scheduler.runFrames(18, clock: clock)
        XCTAssertEqual(clock.now, 0.3)
        scheduler.runFrames(42, clock: clock)
        XCTAssertEqual(clock.now, 1.0)
        XCTAssertEqual(scheduler.lastFrameTime, 1.0)
        XCTAssertEqual(scheduler.runFrames(0, clock: clock), 0)
    }

    func testPausedLinkNeitherFiresNorKeepsTheHostAwake() {
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        XCTAssertFalse(scheduler.hasActiveLinks)
        link.add(to: scheduler)
        XCTAssertTrue(scheduler.hasActiveLinks)
        link.isPaused = true
        XCTAssertFalse(scheduler.hasActiveLinks)
        scheduler.runFrames(5, clock: clock)
        XCTAssertEqual(count, 0)
        link.isPaused = false
        scheduler.runFrames(5, clock: clock)
        XCTAssertEqual(count, 5)
        link.invalidate()
        XCTAssertFalse(scheduler.hasActiveLinks)
        XCTAssertEqual(scheduler.registeredLinkCount, 0)
    }

    func testPreferredFramesPerSecondFiresOnWholeDivisorsOfTheDisplayRate() {
        var timestamps: [TimeInterval] = []
        let link = CADisplayLink { timestamps.append($0.timestamp) }
        link.preferredFramesPerSecond = 30
        link.add(to: scheduler)
        let clock = ManualClock(now: 0)
        scheduler.runFrames(60, clock: clock)
        XCTAssertEqual(timestamps.count, 30)
        XCTAssertEqual(timestamps.first, 1.0 / 60)
        XCTAssertEqual(timestamps[1], 3.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-15)

        timestamps.removeAll()
        link.preferredFramesPerSecond = 20
        scheduler.runFrames(60, clock: clock)
        XCTAssertEqual(timestamps.count, 20)

        timestamps.removeAll()
        link.preferredFramesPerSecond = 120
        scheduler.runFrames(60, clock: clock)
        XCTAssertEqual(timestamps.count, 60, "rates above the display's fire every frame")
        link.invalidate()
    }

    func testNextFireTimeTellsTheHostHowLongItMaySleep() {
        XCTAssertNil(scheduler.nextFireTime(after: 100))
        let link = CADisplayLink { _ in }
        link.preferredFramesPerSecond = 30
        link.add(to: scheduler)
        XCTAssertEqual(scheduler.nextFireTime(after: 100), 100, "an unfired link wants a frame at once")
        scheduler.tick(at: 100)
        // Due half a display frame before its target, 1/30 s after the last frame.
        XCTAssertEqual(scheduler.nextFireTime(after: 100)!, 100 + 2.0 / 60 - 1.0 / 120, accuracy: 1e-12)
        link.isPaused = true
        XCTAssertNil(scheduler.nextFireTime(after: 100))
        link.invalidate()
    }

    func testTargetSelectorLinkRetainsItsTargetUntilInvalidated() {
        final class Target {
            var frames = 0
            func step(_ link: CADisplayLink) { frames += 1 }
        }
        weak var weakTarget: Target?
        let link: CADisplayLink
        do {
            let target = Target()
            weakTarget = target
            link = CADisplayLink(target: target, selector: Target.step)
        }
        link.add(to: scheduler)
        scheduler.runFrames(4, clock: clock)
        XCTAssertEqual(weakTarget?.frames, 4)
        link.invalidate()
        XCTAssertNil(weakTarget, "invalidate releases the target")
        XCTAssertTrue(link.isInvalidated)
        link.add(to: scheduler)
        XCTAssertEqual(scheduler.registeredLinkCount, 0, "an invalidated link cannot be added again")
    }

    func testLinksAddedForDefaultModeStopWhileTracking() {
        var defaultFrames = 0
        var commonFrames = 0
        let defaultLink = CADisplayLink { _ in defaultFrames += 1 }
        let commonLink = CADisplayLink { _ in commonFrames += 1 }
        defaultLink.add(to: scheduler, forMode: .default)
        commonLink.add(to: scheduler, forMode: .common)
        scheduler.currentMode = .tracking
        scheduler.runFrames(3, clock: clock)
        XCTAssertEqual(defaultFrames, 0)
        XCTAssertEqual(commonFrames, 3)
        defaultLink.isPaused = false
        commonLink.isPaused = true
        XCTAssertFalse(scheduler.hasActiveLinks, "a .default link is not active while tracking")
        scheduler.currentMode = .default
        XCTAssertTrue(scheduler.hasActiveLinks)
        scheduler.runFrames(2, clock: clock)
        XCTAssertEqual(defaultFrames, 2)

        defaultLink.add(to: scheduler, forMode: .tracking)
        defaultLink.remove(from: scheduler, forMode: .default)
        XCTAssertEqual(defaultLink.modes, [.tracking])
        defaultLink.remove(from: scheduler, forMode: .tracking)
        XCTAssertNil(defaultLink.scheduler)
        XCTAssertEqual(scheduler.registeredLinkCount, 1)
        commonLink.invalidate()
    }

    func testChangesMadeByCallbacksDuringATick() {
        var order: [String] = []
        var late: CADisplayLink?
        let second = CADisplayLink { _ in order.append("second") }
        let first = CADisplayLink { [unowned self] _ in
            order.append("first")
            if late == nil {
                second.invalidate()
                late = CADisplayLink { _ in order.append("late") }
                late?.add(to: self.scheduler)
            }
        }
        first.add(to: scheduler)
        second.add(to: scheduler)
        scheduler.tick(at: 100)
        XCTAssertEqual(order, ["first"], "an invalidated link is skipped, an added one waits a frame")
        scheduler.tick(at: 100 + 1.0 / 60)
        XCTAssertEqual(order, ["first", "first", "late"])
        first.invalidate()
        late?.invalidate()
    }

    func testNestedAndBackwardTicksAreHarmless() {
        var timestamps: [TimeInterval] = []
        let link = CADisplayLink { [unowned self] link in
            timestamps.append(link.timestamp)
            self.scheduler.tick(at: link.timestamp + 1)
        }
        link.add(to: scheduler)
        scheduler.tick(at: 10)
        XCTAssertEqual(timestamps, [10], "the nested tick did nothing")
        scheduler.tick(at: 5)
        scheduler.tick(at: .nan)
        XCTAssertEqual(timestamps, [10], "a tick back in time is the same frame again")
        XCTAssertEqual(scheduler.lastFrameTime, 10)
        scheduler.tick(at: 10.5)
        XCTAssertEqual(timestamps, [10, 10.5])
        link.invalidate()
    }

    func testRunUntilIdleStopsWhenNothingAnimatesOrAtTheBound() {
        var frames = 0
        let link = CADisplayLink { link in
            frames += 1
            if frames == 7 { link.isPaused = true }
        }
        link.add(to: scheduler)
        XCTAssertEqual(scheduler.runUntilIdle(clock: clock, maximumFrames: 100), 7)
        XCTAssertEqual(clock.now, 100 + 7.0 / 60, accuracy: 1e-12)
        link.isPaused = false
        link.preferredFramesPerSecond = 0
        frames = 100
        XCTAssertEqual(scheduler.runUntilIdle(clock: clock, maximumFrames: 12), 12)
        link.invalidate()
    }

    func testAddingToTheMainRunLoopUsesTheSchedulerOfTheHostRunningNow() {
        let loop = FrameLoop(clock: clock)
        let link = CADisplayLink { _ in }
        loop.whileCurrent { link.add(to: .main, forMode: .common) }
        XCTAssertTrue(link.scheduler === loop.scheduler)
        link.add(to: scheduler)
        XCTAssertTrue(link.scheduler === scheduler, "a link belongs to one scheduler")
        XCTAssertEqual(link.modes, [.common])
        link.add(to: .main, forMode: .default)
        link.remove(from: .main, forMode: .default)
        XCTAssertNil(link.scheduler)
        XCTAssertEqual(scheduler.registeredLinkCount, 0)
    }

    func testMaximumFramesPerSecondStaysPositive() {
        scheduler.maximumFramesPerSecond = 0
        XCTAssertEqual(scheduler.maximumFramesPerSecond, 1)
        scheduler.maximumFramesPerSecond = 120
        XCTAssertEqual(scheduler.frameDuration, 1.0 / 120)
    }
}
