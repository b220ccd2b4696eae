import XCTest
@testable import UIKit
@testable import ViewerKit

/// `viewer --timings`: a line when a frame first showed decoded rows, one when a frame
/// showed the whole image, each timed from the start it was given, and nothing else.
final class LoadTimingReportTests: XCTestCase {
    func testTellsWhenTheFirstRowsAndTheWholeImageWereOnScreen() throws {
        let folder = try TemporaryFolder()
        // About a million pixels between progress reports: several pictures before the end.
        let path = try folder.writeImage("big.png", width: 3000, height: 3000)
        let queue = LockstepMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        let start: UInt64 = 7_000_000_000
        var clock = start
        var lines: [String] = []
        let report = LoadTimingReport(start: start, now: { clock }, write: { lines.append($0) })
        report.framePresented(showing: viewer)
        XCTAssertEqual(lines, [], "nothing decoded is on screen yet")

        var frame = 0, firstRowsFrame: Int?
        while viewer.loadedImage == nil {
            guard queue.runNext(for: viewer) else { return XCTFail("the decode never finished") }
            frame += 1
            clock = start + UInt64(frame) * 16_000_000
            _ = host.compositor.renderFrame()
            if firstRowsFrame == nil, (viewer.loadingPictureRows ?? 0) > 0 { firstRowsFrame = frame }
            report.framePresented(showing: viewer)
        }
        let first = try XCTUnwrap(firstRowsFrame, "a frame showed part of the picture")
        XCTAssertLessThan(first, frame, "the rows came before the whole image")
        let image = try XCTUnwrap(viewer.loadedImage).image.rasterImage
        XCTAssertEqual(image.preparedMipLevelCount, image.mipLevelCount, "the decode built every level")
        XCTAssertEqual(lines, [
            "viewer: \(path): first decoded rows on screen after \(String(format: "%.3f", Double(first) * 0.016)) s",
            "viewer: \(path): fully loaded (every mip level) on screen after \(String(format: "%.3f", Double(frame) * 0.016)) s",
        ])
        XCTAssertTrue(report.isFinished)
        for _ in 0..<3 {
            clock += 16_000_000
            report.framePresented(showing: viewer)
        }
        XCTAssertEqual(lines.count, 2, "told once")
    }

    func testAFileThatFailsIsNotReported() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("not a PNG", as: "broken.png")
        let queue = ManualMainQueue()
        let (host, viewer) = startLoading(path, deliver: { queue.deliver($0) })
        var lines: [String] = []
        let report = LoadTimingReport(start: 0, now: { 1_000_000 }, write: { lines.append($0) })
        while viewer.currentFailure == nil {
            guard queue.runNext() else { return XCTFail("the failure was never told") }
            _ = host.compositor.renderFrame()
            report.framePresented(showing: viewer)
        }
        for _ in 0..<3 {
            _ = host.compositor.renderFrame()
            report.framePresented(showing: viewer)
        }
        XCTAssertEqual(lines, [])
        XCTAssertNil(report.reportedPath)
    }
}
