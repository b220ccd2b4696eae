import XCTest
@testable import SDLHost

final class FramePacingTests: XCTestCase {
    func testIdleLoopWaitsForever() {
        XCTAssertEqual(FramePacing.waitTimeout(now: 100, nextDeadline: nil, nextFrameTime: nil), -1)
        XCTAssertNil(FramePacing.nextFrameTime(now: 100, linkFireTime: nil, lastFrameTime: 99.99,
                                               frameDuration: 1.0 / 60, pacedByVSync: false))
    }

    func testDeadlineWaitIsRoundedUpToWholeMilliseconds() {
        XCTAssertEqual(FramePacing.waitTimeout(now: 10, nextDeadline: 10.2, nextFrameTime: nil), 200)
        XCTAssertEqual(FramePacing.waitTimeout(now: 10, nextDeadline: 10.0101, nextFrameTime: nil), 11)
        XCTAssertEqual(FramePacing.waitTimeout(now: 10, nextDeadline: 9.5, nextFrameTime: nil), 0, "overdue: no wait")
    }

    func testEarlierOfDeadlineAndFrameWins() {
        XCTAssertEqual(FramePacing.waitTimeout(now: 10, nextDeadline: 10.2, nextFrameTime: 10.016), 16)
        XCTAssertEqual(FramePacing.waitTimeout(now: 10, nextDeadline: 10.005, nextFrameTime: 10.016), 5)
    }

    func testAnimationFramesComeOnceARefresh() {
        let f = 1.0 / 60
        // A link that has just fired wants its next frame half a frame before its target;
        // the loop still waits for the next refresh.
        let next = FramePacing.nextFrameTime(now: 10.001, linkFireTime: 10.001, lastFrameTime: 10,
                                             frameDuration: f, pacedByVSync: false)
        XCTAssertEqual(next!, 10 + f, accuracy: 1e-12)
        XCTAssertEqual(FramePacing.waitTimeout(now: 10.001, nextDeadline: nil, nextFrameTime: next), 16)
        // With vsync the present already waited: start 2 ms early so the loop stays locked.
        let synced = FramePacing.nextFrameTime(now: 10.001, linkFireTime: 10.001, lastFrameTime: 10,
                                               frameDuration: f, pacedByVSync: true)
        XCTAssertEqual(synced!, 10 + f - 0.002, accuracy: 1e-12)
    }

    func testSlowerLinksAndFirstFrames() {
        let f = 1.0 / 60
        // A 30 Hz link on a 60 Hz display: its own time is later than the next refresh.
        XCTAssertEqual(FramePacing.nextFrameTime(now: 10.001, linkFireTime: 10.025, lastFrameTime: 10,
                                                 frameDuration: f, pacedByVSync: false)!, 10.025, accuracy: 1e-12)
        // The first frame of an animation runs at once, as does one after a long pause.
        XCTAssertEqual(FramePacing.nextFrameTime(now: 10, linkFireTime: 10, lastFrameTime: nil,
                                                 frameDuration: f, pacedByVSync: false), 10)
        XCTAssertEqual(FramePacing.nextFrameTime(now: 20, linkFireTime: 20, lastFrameTime: 10,
                                                 frameDuration: f, pacedByVSync: false), 20)
    }

    func testFramesRunALittleLateKeepTheRefreshGrid() {
        let f = 1.0 / 60
        XCTAssertEqual(FramePacing.frameTime(ranAt: 10.0, lastFrameTime: nil, frameDuration: f), 10.0)
        XCTAssertEqual(FramePacing.frameTime(ranAt: 10 + f + 0.0013, lastFrameTime: 10, frameDuration: f), 10 + f,
                       "1.3 ms late: counted at the refresh it was due")
        XCTAssertEqual(FramePacing.frameTime(ranAt: 10 + f - 0.002, lastFrameTime: 10, frameDuration: f), 10 + f - 0.002,
                       "a vsync-paced frame that started early counts when it ran")
        XCTAssertEqual(FramePacing.frameTime(ranAt: 10.5, lastFrameTime: 10, frameDuration: f), 10.5,
                       "after a long gap the grid starts again")
        // Waits rounded up to whole milliseconds and a wake-up 0.8 ms late still make 60
        // frames a second, not 54.
        var last: TimeInterval? = nil, now = 100.0, frames = 0
        while now < 101 {
            last = FramePacing.frameTime(ranAt: now, lastFrameTime: last, frameDuration: f)
            frames += 1
            let next = FramePacing.nextFrameTime(now: now, linkFireTime: now, lastFrameTime: last,
                                                 frameDuration: f, pacedByVSync: false)!
            now += Double(FramePacing.waitTimeout(now: now, nextDeadline: nil, nextFrameTime: next)) / 1000 + 0.0008
        }
        XCTAssertEqual(frames, 60)
    }
}
