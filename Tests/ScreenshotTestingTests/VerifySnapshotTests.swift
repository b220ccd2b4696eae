import XCTest
@testable import ScreenshotTesting
@testable import UIKit

final class VerifySnapshotTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        useTemporaryArtifactsFolder()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A test file path inside the temporary folder, so references land there.
    private var fakeTestFile: String { folder.appendingPathComponent("FakeTests.swift").path }

    private func box(_ color: UIColor) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
        v.backgroundColor = color
        let dot = UIView(frame: CGRect(x: 2, y: 2, width: 2, height: 2))
        dot.backgroundColor = .black
        v.addSubview(dot)
        return v
    }

    private func verify(_ view: UIView, _ record: SnapshotRecordMode?, tolerance: SnapshotTolerance = .exact) -> String? {
        verifySnapshot(of: view, as: .image(), named: "box", record: record, tolerance: tolerance,
                       file: fakeTestFile, testName: "testBox()")
    }

    func testReferencePathIsBesideTheTestFile() {
        let paths = SnapshotPaths(file: "/src/Tests/FooTests/BarTests.swift", testName: "testThing()", name: "dark mode")
        XCTAssertEqual(paths.reference.path, "/src/Tests/FooTests/__Snapshots__/BarTests/testThing.dark_mode.png")
        XCTAssertEqual(paths.actual.lastPathComponent, "testThing.dark_mode.actual.png")
        let parameterized = SnapshotPaths(file: "/src/T.swift", testName: "card(size:)", name: "wide", pathExtension: "txt")
        XCTAssertEqual(parameterized.reference.lastPathComponent, "card.wide.txt", "a Swift Testing function's name")
    }

    func testMissingRecordsAndFailsThenMatches() throws {
        let message = try XCTUnwrap(verify(box(.red), .missing))
        XCTAssertTrue(message.hasPrefix("recorded snapshot 'box'"), message)
        let reference = SnapshotPaths(file: fakeTestFile, testName: "testBox()", name: "box").reference
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
        XCTAssertNil(verify(box(.red), .missing), "the second run compares and matches")
        XCTAssertNil(verify(box(.red), .never))
    }

    func testNeverFailsWithoutReferenceAndWritesNothing() throws {
        let message = try XCTUnwrap(verify(box(.red), .never))
        XCTAssertTrue(message.contains("no reference"), message)
        let reference = SnapshotPaths(file: fakeTestFile, testName: "testBox()", name: "box").reference
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
    }

    func testMismatchNamesPathsAndFiguresAndWritesArtifacts() throws {
        _ = verify(box(.red), .missing)
        let message = try XCTUnwrap(verify(box(.blue), .never))
        XCTAssertTrue(message.contains("44 of 48 pixels"), message)
        XCTAssertTrue(message.contains("worst channel delta 255"), message)
        let paths = SnapshotPaths(file: fakeTestFile, testName: "testBox()", name: "box")
        XCTAssertTrue(message.contains(paths.reference.path))
        XCTAssertTrue(message.contains(paths.actual.path))
        XCTAssertTrue(message.contains(paths.diff.path))
        let actual = try PNGDecoder.decode(contentsOf: paths.actual.path)
        XCTAssertEqual(Color(premultiplied: actual[0, 0]), Color(red: 0, green: 0, blue: 255))
        XCTAssertNoThrow(try PNGDecoder.decode(contentsOf: paths.diff.path))
        let reference = try PNGDecoder.decode(contentsOf: paths.reference.path)
        XCTAssertEqual(Color(premultiplied: reference[0, 0]), Color(red: 255, green: 0, blue: 0), "never re-records")
    }

    func testFailedModeRerecordsOnMismatchAndAllAlwaysRecords() throws {
        _ = verify(box(.red), .missing)
        let message = try XCTUnwrap(verify(box(.green), .failed))
        XCTAssertTrue(message.contains("re-recorded"), message)
        XCTAssertNil(verify(box(.green), .never))
        XCTAssertNotNil(verify(box(.green), .all), "record-all fails so it is not left on")
        XCTAssertNil(verify(box(.green), .never))
    }

    func testFailedModeRecordsAMissingReference() throws {
        let message = try XCTUnwrap(verify(box(.red), .failed))
        XCTAssertTrue(message.hasPrefix("recorded snapshot 'box'"), message)
        XCTAssertTrue(message.contains("there was no reference"), message)
        let reference = SnapshotPaths(file: fakeTestFile, testName: "testBox()", name: "box").reference
        let recorded = try PNGDecoder.decode(contentsOf: reference.path)
        XCTAssertEqual(Color(premultiplied: recorded[0, 0]), Color(red: 255, green: 0, blue: 0))
        XCTAssertNil(verify(box(.red), .never), "the recorded reference matches")
    }

    func testToleranceCountsPixelsOverThreshold() throws {
        _ = verify(box(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), .missing)
        let near = box(UIColor(red: 250.0 / 255, green: 0, blue: 0, alpha: 1))
        XCTAssertNotNil(verify(near, .never), "exact by default")
        XCTAssertNil(verify(near, .never, tolerance: .pixels(0, threshold: 5)), "5 levels within threshold")
        XCTAssertNotNil(verify(near, .never, tolerance: .pixels(43, threshold: 4)))
        XCTAssertNil(verify(near, .never, tolerance: .pixels(44, threshold: 4)), "44 background pixels differ")
        XCTAssertNil(verify(near, .never, tolerance: .ratio(44.0 / 48, threshold: 0)))
    }

    func testSizeMismatchIsAnErrorNotACrop() throws {
        _ = verify(box(.red), .missing)
        let bigger = box(.red)
        bigger.frame.size = CGSize(width: 9, height: 6)
        let message = try XCTUnwrap(verify(bigger, .never))
        XCTAssertTrue(message.contains("sizes differ"), message)
    }

    func testViewControllerStrategyShowsItInAWindow() throws {
        final class VC: UIViewController {
            override func viewDidLoad() { view.backgroundColor = .green }
        }
        let bitmap = try Snapshotting<VC, Bitmap>.image(size: CGSize(width: 10, height: 4), scale: 2).snapshot(VC())
        XCTAssertEqual(bitmap.width, 20)
        XCTAssertEqual(Color(premultiplied: bitmap[19, 7]), Color(red: 0, green: 255, blue: 0))
    }
}

final class SnapshotLimitsTests: XCTestCase {
    func testAViewTooLargeToRenderFailsTheSnapshotInsteadOfTheProcess() {
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e20, height: 10))
        let message = verifySnapshot(of: huge, as: .image(), named: "huge", record: .never,
                                     file: "/tmp/NoSuchTests.swift", testName: "testHuge()")
        XCTAssertEqual(message, "snapshot 'huge' could not be made: a view of CGSize(width: 1e+20, height: 10.0) points at scale 1.0 is too large to render")
    }
}

/// XCTest still gets snapshot failures as its own: `recordFailure` is overridden to catch
/// them, but only while `capturing` is set around the assertion under test; every other
/// failure (this class's own checks) goes on to XCTest.
final class XCTestFailureRecordingTests: XCTestCase {
    private var capturing = false
    private var caught: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if capturing {
            caught.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    override func setUp() {
        useTemporaryArtifactsFolder()
    }

    override func tearDown() {
        XCTAssertFalse(capturing, "the capture window was left open")
        XCTAssertTrue(caught.isEmpty, "failures captured and never checked: \(caught.map(\.description))")
        super.tearDown()
    }

    func testXCTestIsNotMistakenForSwiftTesting() {
        XCTAssertFalse(TestFailureRecorder.isSwiftTestingRunning)
    }

    func testAMissingReferenceFailsTheTestCaseAtTheAssertion() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let line = #line + 2
        capturing = true
        assertSnapshot(of: view, named: "nowhere", record: .never, file: "/tmp/scrollkit-nowhere/NoTests.swift")
        capturing = false
        let failures = caught
        caught = []
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("no reference for snapshot 'nowhere'") == true)
    }
}
