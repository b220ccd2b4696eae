import XCTest
@testable import UIKit
@testable import ViewerKit

/// While a file loads, only the status line changes: it is the only damage, redrawn at
/// most ten times a second on the window's clock.
final class ViewerProgressRateTests: XCTestCase {
    func testProgressRedrawsOnlyTheStatusLineAtMostTenTimesASecond() throws {
        let folder = try TemporaryFolder()
        // The decoder reports about every million pixels: 16 reports.
        let path = try folder.writeImage("big.png", width: 4000, height: 4000)
        let host = HeadlessHost(size: CGSize(width: 200, height: 150 + ViewerController.statusBarHeight))
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        _ = host.compositor.renderFrame()
        let queue = ManualMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: path)
        _ = host.compositor.renderFrame()

        let statusRect = PixelRect(covering: viewer.statusLine.convert(viewer.statusLine.bounds, to: host.window))
        var reports = 0, redraws: [TimeInterval] = []
        while viewer.imageView.image == nil {
            host.clock.advance(by: 0.03)
            guard queue.runNext() else { return XCTFail("the decode never finished") }
            guard viewer.imageView.image == nil else { break }
            reports += 1
            let damage = host.compositor.renderFrame()
            if !damage.isEmpty {
                redraws.append(host.clock.now)
                XCTAssertTrue(damage.allSatisfy { statusRect.contains($0) }, "\(damage) beyond the status line \(statusRect)")
            }
        }
        XCTAssertGreaterThanOrEqual(reports, 12, "the decoder reports each batch of rows")
        XCTAssertGreaterThanOrEqual(redraws.count, 2, "the figure moves")
        XCTAssertLessThanOrEqual(redraws.count, reports / 3, "a report every 0.03 s, a redraw at most every 0.1 s")
        for (a, b) in zip(redraws, redraws.dropFirst()) {
            XCTAssertGreaterThanOrEqual(b - a, 0.1 - 1e-9, "redraws at \(a) and \(b)")
        }
    }
}
