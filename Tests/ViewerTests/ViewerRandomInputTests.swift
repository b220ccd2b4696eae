import XCTest
import UIKit
@testable import ViewerKit

/// Scripts random-input found against the viewer's controller, replayed with its checks.
final class ViewerRandomInputTests: XCTestCase {
    private func viewerScene() -> RandomInputRun.Scene {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300))
        let controller = ViewerController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        controller.show(UIImage(bitmap: Bitmap(width: 1200, height: 800)), path: "random.png")
        host.window.layoutIfNeeded()
        return RandomInputRun.Scene(host: host, audits: [ScrollViewAudit(controller.scrollView, name: "viewer")],
                                    owners: [controller])
    }

    func testAKeyZoomDuringPinchesAndAWheelZoomStayPaired() throws {
        let script = try EventScript(parsing: """
            touch down 1 121 136
            touch down 2 170 163
            touch move 2 224 251
            touch up 1 941 102
            resize 312 842
            touch down 1 252 482
            key down minus repeat
            touch move 1 -151 208
            touch up 1 -151 208
            wheel 186 82 0 2 ctrl
            """)
        let problem = RandomInputRun(seed: 18, makeScene: viewerScene).problem(replaying: script)
        XCTAssertNil(problem)
    }

    func testAKeyZoomWhileOneFingerOfAPinchStaysDownEnds() throws {
        let script = try EventScript(parsing: """
            touch down 1 131 88
            touch move 1 -86 93
            touch down 2 65 22
            touch move 1 -145 93
            touch up 1 -145 93
            key down equal
            touch move 2 388 142
            """)
        XCTAssertNil(RandomInputRun(seed: 18, makeScene: viewerScene).problem(replaying: script))
    }

    func testZoomingInThenOutByKeysEndsInRange() throws {
        let script = try EventScript(parsing: """
            key down plus
            key down minus
            """)
        XCTAssertNil(RandomInputRun(seed: 600018, makeScene: viewerScene).problem(replaying: script))
    }
}
