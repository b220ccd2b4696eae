import XCTest
@testable import UIKit
@testable import ViewerKit

/// While a file loads, only the status line and the rows that arrived change: the status
/// line is redrawn at most ten times a second on the window's clock, and the picture only
/// where new rows came in.
final class ViewerProgressRateTests: XCTestCase {
    func testProgressRedrawsOnlyNewRowsAndTheStatusLineAtMostTenTimesASecond() throws {
        let folder = try TemporaryFolder()
        // The decoder reports about every million pixels: 16 reports.
        let path = try folder.writeImage("big.png", width: 4000, height: 4000)
        let queue = ManualMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        _ = host.compositor.renderFrame()

        let statusRect = PixelRect(covering: viewer.statusLine.convert(viewer.statusLine.bounds, to: host.window))
        var reports = 0, redraws: [TimeInterval] = [], rowRedraws = 0
        while viewer.loadedImage == nil {
            host.clock.advance(by: 0.03)
            let hadPicture = viewer.loadPreview != nil, rowsBefore = viewer.loadPreview?.rowsShown ?? 0
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            guard viewer.loadedImage == nil, let preview = viewer.loadPreview else { break }
            reports += 1
            // The rows that arrived, a texel more each way (the interpolation across edges).
            let texel = CGFloat(1 << preview.level)
            let band = CGRect(x: 0, y: CGFloat(rowsBefore - 1) * texel, width: viewer.imageView.bounds.width,
                              height: CGFloat(preview.rowsShown - rowsBefore + 2) * texel)
            let rowsRect = PixelRect(covering: viewer.imageView.convert(band, to: host.window))
            let damage = host.compositor.renderFrame()
            if damage.contains(where: { statusRect.contains($0) }) { redraws.append(host.clock.now) }
            // The report that brings the picture in redraws the image area once.
            for rect in damage where hadPicture && !statusRect.contains(rect) {
                rowRedraws += 1
                XCTAssertTrue(rowsRect.contains(rect), "\(rect) beyond the status line \(statusRect) and the new rows \(rowsRect)")
            }
        }
        XCTAssertGreaterThan(rowRedraws, 0, "rows showed as they arrived")
        XCTAssertGreaterThanOrEqual(reports, 12, "the decoder reports each batch of rows")
        XCTAssertGreaterThanOrEqual(redraws.count, 2, "the figure moves")
        XCTAssertLessThanOrEqual(redraws.count, reports / 3, "a report every 0.03 s, a redraw at most every 0.1 s")
        for (a, b) in zip(redraws, redraws.dropFirst()) {
            XCTAssertGreaterThanOrEqual(b - a, 0.1 - 1e-9, "redraws at \(a) and \(b)")
        }
    }
}
