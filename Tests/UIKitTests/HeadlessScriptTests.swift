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
        // The drag began on the first 30-pt move and followed the second (offset 30; the
        // lift's own move ends the pan without a change). 30 pt per frame = 1.8 pt/ms: the
        // content rests 1.8 · 499 further.
        XCTAssertEqual(scroll.contentOffset.y, 30 + 1.8 * 499, accuracy: 1)
        XCTAssertFalse(scroll.isDecelerating)
        let bitmap = try PNGDecoder.decode(contentsOf: shot.path)
        XCTAssertEqual(bitmap.width, 200)
        XCTAssertTrue(bitmap.hasSamePixels(as: host.renderFrame()))
    }

    func testBadScriptLineNamesFileAndLine() {
        XCTAssertThrowsError(try EventScript(parsing: "frames 2\ntuch down 1 2 3\n", name: "bad.txt")) { error in
            XCTAssertEqual("\(error)", "bad.txt:2: unknown command 'tuch'")
        }
    }
}
