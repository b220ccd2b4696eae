import XCTest
@testable import UIKit

/// An event script driving a scroll view in a headless window: the same input path the
/// SDL window uses, with the manual clock, down to a screenshot on disk.
final class HeadlessScriptTests: XCTestCase {
    func testScriptFlingsAScrollViewAndTakesAScreenshot() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 3000)
        for i in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 200, height: 100))
            row.backgroundColor = i % 2 == 0 ? .white : .systemBlue
            scroll.addSubview(row)
        }
        host.window.addSubview(scroll)
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let script = try EventScript(parsing: """
            # a fling upwards, then let it settle
            touch down 1 100 250
            frames 1
            touch move 1 100 220
            frames 1
            touch move 1 100 190
            frames 1
            touch up 1 100 160
            wait 3
            screenshot \(shot.path)
            """, name: "fling.txt")
        try EventScriptRunner(host: host).run(script)
        // The drag began on the first 30-pt move, keeping all but the pan's 10-pt hysteresis,
        // and followed the second (offset 50; the lift's own move ends the pan without a
        // change). 30 pt per frame = 1.8 pt/ms: the content rests 1.8 · 499 further.
        XCTAssertEqual(scroll.contentOffset.y, 50 + 1.8 * 499, accuracy: 1)
        XCTAssertFalse(scroll.isDecelerating)
        let bitmap = try PNGDecoder.decode(contentsOf: shot.path)
        XCTAssertEqual(bitmap.width, 200)
        XCTAssertTrue(bitmap.hasSamePixels(as: host.renderFrame()))
    }

    func testOversizedStepsAreRefusedWithTheirLine() {
        func message(_ text: String) -> String {
            do { _ = try EventScript(parsing: text, name: "big.txt"); return "parsed" } catch { return "\(error)" }
        }
        XCTAssertTrue(message("resize 100000 100000").hasPrefix("big.txt:1: resize to 100000 x 100000 is larger than"))
        XCTAssertTrue(message("frames 99999999999").hasPrefix("big.txt:1: 99999999999 frames is more than"))
        XCTAssertTrue(message("wait 1e9").hasPrefix("big.txt:1: a duration of 1e9 is longer than"))
        let host = HeadlessHost(size: CGSize(width: 10, height: 10), scale: 2)
        XCTAssertThrowsError(try host.resize(to: CGSize(width: 9000, height: 10))) { error in
            XCTAssertTrue("\(error)".contains("larger than 16384 pixels a side"), "\(error)")
        }
    }

    func testLongIdleWaitsJumpTheClockButKeepTimeOuts() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let start = host.now
        let view = UIView(frame: host.window.bounds)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addTarget { _ in taps += 1 }
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(double)
        host.window.addSubview(view)
        try EventScriptRunner(host: host).run(EventScript(parsing: """
            touch down 1 50 50
            touch up 1 50 50
            wait 3000
            """, name: "idle.txt"))
        XCTAssertEqual(host.now - start, 3000, accuracy: 1e-6)
        XCTAssertEqual(taps, 1, "the double tap's time-out still fired inside the long wait")
    }

    func testBadScriptLineNamesFileAndLine() {
        XCTAssertThrowsError(try EventScript(parsing: "frames 2\ntuch down 1 2 3\n", name: "bad.txt")) { error in
            XCTAssertEqual("\(error)", "bad.txt:2: unknown command 'tuch'")
        }
    }
}
