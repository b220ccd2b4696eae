import XCTest
@testable import ViewerKit
import UIKit

/// `+` and `-` while the wheel's zoom is still past a limit (it gives a little there and
/// bounces back): the step counts from the limit the zoom comes back to. Counted from the
/// stretched scale, `+` just after wheeling out at the fit scale went to 16% in place of
/// 20% (x1.2 instead of x1.5).
final class ViewerZoomKeyDuringBounceTests: XCTestCase {
    func send(_ text: String, to host: HeadlessHost) throws {
        for step in try EventScript(parsing: text).steps {
            if case let .input(input) = step.command { host.send(input) }
        }
    }

    func testPlusJustAfterWheelingOutPastTheFitStepsFromTheFit() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 3000, height: 2000))
        let fit = viewer.fitScale
        try send("wheel 100 100 0 3", to: host)
        host.advance(by: 0.1)
        XCTAssertLessThan(viewer.scrollView.zoomScale, fit, "stretched below the fit")
        try host.play("key down equal\nkey up equal")
        XCTAssertEqual(viewer.scrollView.zoomScale, fit * 1.5, accuracy: 1e-9)
        XCTAssertEqual(viewer.statusText, "test.png — 3000 × 2000 — 20%")
    }

    func testMinusJustAfterWheelingInPastTheLargestStepsFromIt() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 3000, height: 2000))
        try host.play(String(repeating: "key down equal\nkey up equal\n", count: 12))
        let largest = viewer.scrollView.maximumZoomScale
        XCTAssertEqual(viewer.scrollView.zoomScale, largest)
        try send("wheel 200 150 0 -3", to: host)
        host.advance(by: 0.1)
        XCTAssertGreaterThan(viewer.scrollView.zoomScale, largest, "stretched past the largest")
        try host.play("key down minus\nkey up minus")
        XCTAssertEqual(viewer.scrollView.zoomScale, largest / 1.5, accuracy: 1e-9)
    }
}

extension ViewerZoomKeyDuringBounceTests {
    func testADoubleTapJustAfterWheelingOutPastTheFitDoublesTheFit() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 3000, height: 2000))
        let fit = viewer.fitScale
        try send("wheel 100 100 0 3", to: host)
        host.advance(by: 0.3)
        XCTAssertLessThan(viewer.scrollView.zoomScale, fit, "stretched below the fit")
        host.doubleTap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(viewer.scrollView.zoomScale, fit * 2, accuracy: 1e-9)
    }
}
