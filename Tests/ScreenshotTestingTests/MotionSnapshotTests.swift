import XCTest
@testable import ScreenshotTesting
@testable import UIKit

final class MotionSnapshotTests: XCTestCase {
    /// A 60 x 90 pt list of 30-pt rows, alternately white and blue.
    private func list() -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 60, height: 90))
        scroll.contentSize = CGSize(width: 60, height: 3000)
        scroll.showsVerticalScrollIndicator = false
        for i in 0..<100 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 60, height: 30))
            row.backgroundColor = i % 2 == 0 ? .white : .systemBlue
            scroll.addSubview(row)
        }
        return scroll
    }

    /// A flick upwards, 20 pt a frame.
    private let flick = """
        touch down 1 30 80
        frames 1
        touch move 1 30 60
        frames 1
        touch move 1 30 40
        frames 1
        touch up 1 30 20
        """

    private let times: [TimeInterval] = [0, 0.1, 0.25, 0.5, 1.0]

    func testFramesAreTheMotionAsTheScriptAlonePlaysIt() throws {
        let recorder = try MotionRecorder(size: CGSize(width: 60, height: 90), scale: 1, times: times)
        let filmed = list()
        recorder.window.addSubview(filmed)
        try EventScriptRunner(host: recorder).run(EventScript(parsing: flick))
        recorder.finish()
        XCTAssertEqual(recorder.frames.count, 5)
        XCTAssertEqual(recorder.elapsed, 1.0, accuracy: 1e-9)
        let filmedOffset = filmed.contentOffset.y

        // The same script on a plain host, stopped at 0.5 s and at 1 s.
        for (time, frameIndex) in [(0.5, 3), (1.0, 4)] {
            let host = HeadlessHost(size: CGSize(width: 60, height: 90))
            let plain = list()
            host.window.addSubview(plain)
            try EventScriptRunner(host: host).run(EventScript(parsing: flick + "\n@\(time) render"))
            XCTAssertTrue(recorder.frames[frameIndex].hasSamePixels(as: host.renderFrame()), "frame at \(time) s")
            if time == 1.0 { XCTAssertEqual(plain.contentOffset.y, filmedOffset, accuracy: 1e-6) }
        }
        XCTAssertGreaterThan(filmedOffset, 100, "the flick moved the list well past its first rows")
        XCTAssertFalse(recorder.frames[0].hasSamePixels(as: recorder.frames[1]))
        XCTAssertFalse(recorder.frames[3].hasSamePixels(as: recorder.frames[4]), "still moving between 0.5 and 1 s")
    }

    func testFilmstripPutsFramesSideBySideUnderTheirTimes() throws {
        let recorder = try MotionRecorder(size: CGSize(width: 60, height: 90), scale: 1, times: times)
        recorder.window.addSubview(list())
        recorder.finish()
        let strip = try Filmstrip.compose(recorder.frames, times: times, scale: 1)
        XCTAssertEqual(strip.width, 5 * 60 + 6 * 4)
        XCTAssertEqual(strip.height, 16 + 90 + 2 * 4)
        // Frame 3 sits at x = 4 + 3 · 64, y = 20, pixel for pixel.
        let frame = recorder.frames[3]
        for (x, y) in [(0, 0), (59, 29), (10, 30), (59, 89)] {
            XCTAssertEqual(strip[4 + 3 * 64 + x, 20 + y], frame[x, y], "(\(x), \(y))")
        }
        // The label row has dark text pixels over each frame, and the gaps are grey.
        for index in 0..<5 {
            let dark = (4 + index * 64..<4 + index * 64 + 60).contains { x in
                (2..<18).contains { y in Color(premultiplied: strip[x, y]).red < 100 }
            }
            XCTAssertTrue(dark, "label \(index)")
        }
        XCTAssertEqual(Color(premultiplied: strip[1, 50]), Color(red: 219, green: 219, blue: 219))
        XCTAssertEqual(Filmstrip.timeLabel(for: 0.25), "0.25 s")
        XCTAssertEqual(Filmstrip.timeLabel(for: 1), "1 s")
    }

    func testClosureInputIsFilmedAtItsTimes() throws {
        let recorder = try MotionRecorder(size: CGSize(width: 60, height: 90), scale: 2, times: [0.05, 0.2])
        let scroll = list()
        recorder.window.addSubview(scroll)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        recorder.runFrames(6)
        recorder.finish()
        XCTAssertEqual(recorder.frames.map(\.width), [120, 120])
        XCTAssertEqual(recorder.elapsed, 0.2, accuracy: 1e-9)
        XCTAssertFalse(recorder.frames[0].hasSamePixels(as: recorder.frames[1]), "the animated scroll moved")
    }

    func testBadTimesAreAFailureNotACrash() {
        XCTAssertThrowsError(try MotionRecorder(size: CGSize(width: 10, height: 10), scale: 1, times: [])) {
            XCTAssertEqual("\($0)", "a motion snapshot needs 1 to 64 times, not 0")
        }
        XCTAssertThrowsError(try MotionRecorder(size: CGSize(width: 10, height: 10), scale: 1, times: [0, .nan])) {
            XCTAssertEqual("\($0)", "motion snapshot time nan is not between 0 and 3600 seconds")
        }
    }

    func testAResizeDuringAFilmstripIsAFailureNotAStretchedFrame() throws {
        let strategy = Snapshotting<UIScrollView, Bitmap>.filmstrip(
            during: .script(try EventScript(parsing: "wait 0.1\nresize 40 40")), at: [0, 0.5])
        XCTAssertThrowsError(try strategy.snapshot(list())) {
            XCTAssertEqual("\($0)", "a filmstrip's frames must have one size, not 60 x 90 and 40 x 40 pixels "
                           + "(did the input resize the window?)")
        }
    }

    func testFilmstripStrategyRecordsAndMatches() throws {
        useTemporaryArtifactsFolder()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("MotionTests.swift").path
        let strategy = Snapshotting<UIScrollView, Bitmap>.filmstrip(during: .script(try EventScript(parsing: flick)),
                                                                    at: times)
        let first = try XCTUnwrap(verifySnapshot(of: list(), as: strategy, named: "flick", record: .missing, file: file, testName: "testFlick()"))
        XCTAssertTrue(first.hasPrefix("recorded snapshot 'flick'"), first)
        XCTAssertNil(verifySnapshot(of: list(), as: strategy, named: "flick", record: .never, file: file,
                                    testName: "testFlick()"), "the same flick films the same strip")
        let slower = Snapshotting<UIScrollView, Bitmap>.filmstrip(
            during: .script(try EventScript(parsing: flick.replacingOccurrences(of: "move 1 30 40", with: "move 1 30 50"))),
            at: times)
        let message = try XCTUnwrap(verifySnapshot(of: list(), as: slower, named: "flick", record: .never, file: file,
                                                   testName: "testFlick()"))
        XCTAssertTrue(message.contains("does not match: images differ"), message)
    }
}
