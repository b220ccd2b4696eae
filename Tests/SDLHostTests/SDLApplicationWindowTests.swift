import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// The window's life: size, resizing, presenting only what changed, idling, drops, quit.
final class SDLApplicationWindowTests: XCTestCase {
    func testWindowPointsScreenAndFrameAgree() throws {
        let app = try openApplication(CGSize(width: 160, height: 120))
        XCTAssertEqual(app.window.bounds.size, CGSize(width: 160, height: 120))
        XCTAssertEqual(app.window.screen.scale, app.sdlWindow.scale)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 160, height: 120))
        XCTAssertEqual(app.compositor.frame.width, app.sdlWindow.pixelSize.width)
        XCTAssertEqual(app.compositor.frame.height, app.sdlWindow.pixelSize.height)
        XCTAssertTrue(app.window.isKeyWindow)
    }

    func testResizeLaysOutTheRootViewAndRedrawsAtTheNewSize() throws {
        let app = try openApplication(CGSize(width: 120, height: 80))
        let controller = UIViewController()
        app.window.rootViewController = controller
        controller.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let badge = UIView(frame: CGRect(x: 100, y: 60, width: 20, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        badge.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        controller.view.addSubview(badge)
        try app.processPendingEvents()

        app.sdlWindow.setPointSize(CGSize(width: 200, height: 150))
        try app.processPendingEvents()

        XCTAssertEqual(app.window.bounds.size, CGSize(width: 200, height: 150))
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 200, height: 150))
        XCTAssertEqual(badge.frame, CGRect(x: 180, y: 130, width: 20, height: 20), "pinned to the corner")
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 200, height: 150))
        XCTAssertEqual(app.compositor.frame.width, 200)
        XCTAssertEqual(app.compositor.frame.height, 150)
        let shown = try app.sdlWindow.readBackPresentedPixels()
        XCTAssertEqual(shown.width, 200)
        XCTAssertEqual(shown.rgb(190, 140), 0xFFFF00)
        XCTAssertEqual(shown.rgb(150, 100), 0x0000FF, "the newly uncovered area is drawn")
    }

    func testPresentsOnlyWhenSomethingChanged() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        app.window.addSubview(view)
        try app.processPendingEvents()
        let before = app.presentedFrameCount
        try app.processPendingEvents()
        try app.processPendingEvents()
        XCTAssertEqual(app.presentedFrameCount, before, "nothing changed, nothing presented")
        view.backgroundColor = .white
        try app.processPendingEvents()
        XCTAssertEqual(app.presentedFrameCount, before + 1)
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().rgb(4, 4), 0xFFFFFF)
    }

    func testOnPresentIsCalledAfterEachPresentWithThePresentedPixels() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        app.window.addSubview(view)
        try app.processPendingEvents()
        var seen: [(count: Int, pixel: UInt32)] = []
        app.onPresent = { [unowned app] in
            seen.append((app.presentedFrameCount, (try? app.sdlWindow.readBackPresentedPixels().rgb(4, 4)) ?? 0))
        }
        try app.processPendingEvents()
        XCTAssertTrue(seen.isEmpty, "nothing changed, nothing presented, no call")
        let before = app.presentedFrameCount
        view.backgroundColor = .white
        try app.processPendingEvents()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        try app.processPendingEvents()
        XCTAssertEqual(seen.map(\.count), [before + 1, before + 2])
        XCTAssertEqual(seen.map(\.pixel), [0xFFFFFF, 0xFF0000], "called once the frame is on screen")
    }

    func testIdleWindowWaitsForeverAndAnAnimationWakesItEachFrame() throws {
        let app = try openApplication(CGSize(width: 64, height: 64), manualClock: ManualClock(now: 0))
        try app.processPendingEvents()
        XCTAssertEqual(app.waitTimeout, FramePacing.waitForever)

        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: app.scheduler)
        defer { link.invalidate() }
        XCTAssertEqual(app.waitTimeout, 0, "a new animation's first frame is due now")
        try app.processPendingEvents()
        XCTAssertEqual(frames, 1)
        // The clock stood still: the next frame is one 60 Hz refresh (16.7 ms) after this
        // one, 2 ms early when the present waited for vertical sync.
        XCTAssertEqual(app.scheduler.frameDuration, 1.0 / 60)
        XCTAssertEqual(app.waitTimeout, app.lastPresentWaitedForVSync ? 15 : 17)
        link.invalidate()
        XCTAssertEqual(app.waitTimeout, FramePacing.waitForever)
    }

    func testPendingGestureDeadlineBoundsTheWait() throws {
        let app = try openApplication(CGSize(width: 64, height: 64), manualClock: ManualClock(now: 0))
        let pinch = UIPinchGestureRecognizer()
        app.window.addGestureRecognizer(pinch)
        app.window.handle(.wheel(location: CGPoint(x: 32, y: 32), delta: CGPoint(x: 0, y: -1), isPrecise: false,
                                 modifiers: .control), at: app.clock.now)
        XCTAssertEqual(UIPinchGestureRecognizer.wheelZoomEndDelay, 0.2)
        XCTAssertEqual(app.waitTimeout, 200, "the Ctrl+wheel zoom ends 0.2 s after the notch")
    }

    func testDroppedFilesReachTheApplication() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        var dropped: [String] = []
        app.onDropFile = { dropped.append($0) }
        for name in ["/tmp/a map.png", "/tmp/b.png"] {
            var e = SDL_Event()
            e.type = SDL_DROPFILE.rawValue
            e.drop.windowID = app.sdlWindow.windowID
            e.drop.file = SDL_strdup(name)
            SDLEvents.push(e)
        }
        try app.processPendingEvents()
        XCTAssertEqual(dropped, ["/tmp/a map.png", "/tmp/b.png"])
    }

    /// A dropped file whose name is not UTF-8 reaches `onDropFilePath` with its bytes.
    func testADroppedNameThatIsNotUTF8KeepsItsBytes() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        var paths: [FileSystemPath] = [], strings: [String] = []
        app.onDropFile = { strings.append($0) }
        app.onDropFilePath = { paths.append($0) }
        let name: [CChar] = Array("/tmp/caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".png".utf8CString)
        var e = SDL_Event()
        e.type = SDL_DROPFILE.rawValue
        e.drop.windowID = app.sdlWindow.windowID
        e.drop.file = name.withUnsafeBufferPointer { SDL_strdup($0.baseAddress) }
        SDLEvents.push(e)
        try app.processPendingEvents()
        XCTAssertEqual(paths.map(\.bytes), [Array("/tmp/caf".utf8) + [0xE9] + Array(".png".utf8)])
        XCTAssertEqual(strings, [], "onDropFilePath in place of onDropFile")
    }

    func testCloseAndQuitStopTheLoop() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        SDLEvents.push(SDLEvents.windowEvent(SDL_WINDOWEVENT_CLOSE, window: app.sdlWindow.windowID))
        XCTAssertTrue(try runWithWatchdog(app), "the close request stopped the loop")
        XCTAssertTrue(app.isStopped)

        let other = try openApplication(CGSize(width: 64, height: 64))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDLEvents.push(quit)
        XCTAssertTrue(try runWithWatchdog(other), "the quit stopped the loop")
        XCTAssertTrue(other.isStopped)
    }

    func testWorkFromAnotherThreadWakesTheLoopAndRunsOnIt() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        app.window.addSubview(view)
        try app.processPendingEvents()
        /// What the work saw, handed between threads (the loop joins nothing: it sleeps).
        final class Probe: @unchecked Sendable {
            let loopThread = Thread.current
            var ranOnLoop = false
            var work: (() -> Void)?
        }
        let probe = Probe()
        probe.work = {
            probe.ranOnLoop = Thread.current == probe.loopThread
            view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            app.stop()
        }
        let queue = app.mainQueue
        Thread { queue.async(probe.work!) }.start()
        // Idle: sleeps until the other thread's work wakes it.
        XCTAssertTrue(try runWithWatchdog(app), "the work stopped the loop")
        XCTAssertTrue(probe.ranOnLoop)
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().rgb(10, 10), 0x00FF00)
    }

    func testExposedWindowIsShownAgainWithoutRedrawing() throws {
        let app = try openApplication(CGSize(width: 64, height: 64))
        try app.processPendingEvents()
        let before = app.presentedFrameCount
        SDLEvents.push(SDLEvents.windowEvent(SDL_WINDOWEVENT_EXPOSED, window: app.sdlWindow.windowID))
        try app.processPendingEvents()
        XCTAssertEqual(app.presentedFrameCount, before + 1)
    }
}
