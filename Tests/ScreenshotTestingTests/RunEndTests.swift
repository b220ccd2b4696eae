import XCTest
@testable import ScreenshotTesting
@testable import UIKit

/// The end of a test process, seen from outside: this test binary is run again as a child
/// process that fails one snapshot, and the report it writes as it exits is read back.
final class RunEndTests: XCTestCase {
    private static let childVariable = "SCROLLKIT_SNAPSHOT_TEST_CHILD"

    func testChildFailsASnapshotOnPurpose() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] != nil else {
            throw XCTSkip("runs only as the child process of testTheFailureReportIsWrittenWhenTheProcessEnds")
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.backgroundColor = .red
        assertSnapshot(of: view, named: "box", record: .all)
        view.backgroundColor = .blue
        assertSnapshot(of: view, named: "box", record: .never)
    }

    func testTheFailureReportIsWrittenWhenTheProcessEnds() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("run-end-\(UUID().uuidString)")
        let reference = SnapshotPaths(file: #filePath, testName: "testChildFailsASnapshotOnPurpose()", name: "box").reference
        defer {
            try? FileManager.default.removeItem(at: artifacts)
            try? FileManager.default.removeItem(at: reference.deletingLastPathComponent())
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["ScreenshotTestingTests.RunEndTests/testChildFailsASnapshotOnPurpose"]
        var environment = ProcessInfo.processInfo.environment
        environment[SnapshotRecordMode.environmentVariable] = nil
        environment[Self.childVariable] = "1"
        environment[SnapshotPaths.artifactsEnvironmentVariable] = artifacts.path
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertNotEqual(child.terminationStatus, 0, "the child's snapshot failed")
        let page = artifacts.appendingPathComponent(FailureReport.pageName)
        XCTAssertTrue(printed.contains("Snapshot failure report: \(page.path)"), printed)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<h1>Snapshot failures: 1</h1>"))
        XCTAssertTrue(html.contains("RunEndTests › testChildFailsASnapshotOnPurpose() › box"))
        XCTAssertTrue(html.contains("images differ: 25 of 25 pixels"))
    }
}
